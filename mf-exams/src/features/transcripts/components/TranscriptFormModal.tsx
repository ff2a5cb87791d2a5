import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import {
  Button,
  DateInput,
  FormField,
  Modal,
  RadioGroup,
  Select,
  TextArea,
  TextInput,
  toast,
} from '@tutoring/design-system';
import { ApiError } from '@tutoring/api-client';
import { FIX_FORM_ERRORS } from '@tutoring/domain';
import { type Answer, type Exam, type Transcript, type TranscriptBody, z } from '@tutoring/contract';
import { isGraderAuthError } from '../../../shared/api/access';

/** Our messages (the spec is silent on transcripts, OP-19). */
export const TRANSCRIPT_MESSAGES = {
  examRequired: 'Please choose an exam.',
  studentRequired: "Please enter the student's name.",
  takenOnRequired: 'Please enter the date the exam was taken (MM/DD/YYYY).',
  created: 'Transcript created.',
  updated: 'Transcript saved.',
  regrade: 'Changing this essay after it was graded sends it back to the grading queue.',
} as const;

/** The reference exams host refuses longer essay answers (422). */
export const ESSAY_ANSWER_MAX = 20000;

const FormSchema = z.object({
  examId: z.string().min(1, TRANSCRIPT_MESSAGES.examRequired),
  studentName: z.string().trim().min(1, TRANSCRIPT_MESSAGES.studentRequired),
  takenOn: z
    .string()
    .nullable()
    .refine((v) => v !== null && v !== '', TRANSCRIPT_MESSAGES.takenOnRequired),
  answers: z.record(z.string(), z.string().nullish()),
});
type FormValues = z.infer<typeof FormSchema>;

const Alert = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.onDanger};
  background: ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const SectionSet = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  padding: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

const answerKey = (questionId: number) => `q${questionId}`;

function initialAnswers(transcript?: Transcript): Record<string, string> {
  const out: Record<string, string> = {};
  for (const a of transcript?.answers ?? []) {
    if (a.choiceId !== null && a.choiceId !== undefined) out[answerKey(a.questionId)] = String(a.choiceId);
    else if (typeof a.text === 'string') out[answerKey(a.questionId)] = a.text;
  }
  return out;
}

/** The body's answers: a chosen choice per multiple-choice question, the text of each written essay. */
export function toAnswers(exam: Exam, values: Record<string, string | null | undefined>): Answer[] {
  const answers: Answer[] = [];
  for (const section of exam.sections) {
    for (const q of section.questions) {
      const value = values[answerKey(q.id)];
      if (!value) continue;
      answers.push(
        section.kind === 'essay' ? { questionId: q.id, text: value } : { questionId: q.id, choiceId: Number(value) },
      );
    }
  }
  return answers;
}

/** Props of {@link TranscriptFormModal}. */
export interface TranscriptFormModalProps {
  open: boolean;
  exams: readonly Exam[];
  /** The transcript to edit; omit to create one. */
  transcript?: Transcript;
  /** Exam preselected for a new transcript. */
  defaultExamId?: number;
  /** Sends the body (create or update); rejects with the server's error. */
  onSubmit: (body: TranscriptBody['transcript']) => Promise<Transcript>;
  onSaved?: (transcript: Transcript) => void;
  onClose: () => void;
}

/**
 * EXM-03 create / update a transcript: exam, student, date and every answer (choices for multiple-choice
 * sections, essay texts). Scores come from the server (OP-21). A 422 keeps the form open with the server's
 * messages; a 401 leaves it to the page's grader access screen (nothing is saved).
 */
export function TranscriptFormModal({
  open,
  exams,
  transcript,
  defaultExamId,
  onSubmit,
  onSaved,
  onClose,
}: TranscriptFormModalProps) {
  const editing = transcript !== undefined;
  const { control, register, handleSubmit, watch, formState } = useForm<FormValues>({
    resolver: zodResolver(FormSchema),
    defaultValues: {
      examId: String(transcript?.examId ?? defaultExamId ?? ''),
      studentName: transcript?.studentName ?? '',
      takenOn: transcript?.takenOn ?? null,
      answers: initialAnswers(transcript),
    },
  });
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const exam = exams.find((e) => String(e.id) === watch('examId'));
  const { errors } = formState;
  const gradedEssays = new Set(
    (transcript?.sectionScores ?? []).filter((s) => s.score !== null).map((s) => s.sectionId),
  );

  const [invalid, setInvalid] = useState(false);
  const save = handleSubmit(
    async (values) => {
      setInvalid(false);
      if (!exam) return;
      setSaving(true);
      setServerErrors([]);
      try {
        const saved = await onSubmit({
          examId: exam.id,
          studentName: values.studentName.trim(),
          takenOn: values.takenOn as string,
          answers: toAnswers(exam, values.answers),
        });
        toast.success(editing ? TRANSCRIPT_MESSAGES.updated : TRANSCRIPT_MESSAGES.created);
        onSaved?.(saved);
        onClose();
      } catch (error) {
        if (error instanceof ApiError && !isGraderAuthError(error) && error.status !== 403) {
          setServerErrors(error.errors);
        }
      } finally {
        setSaving(false);
      }
    },
    () => setInvalid(true),
  );

  return (
    <Modal
      open={open}
      size="lg"
      title={editing ? `Edit transcript of ${transcript.studentName}` : 'New transcript'}
      onClose={onClose}
      dirty={formState.isDirty}
      renderContainer={(content) => (
        <form noValidate onSubmit={(event) => void save(event)}>
          {content}
        </form>
      )}
      footer={
        <Button type="submit" variant="primary" loading={saving}>
          {editing ? 'Save' : 'Create transcript'}
        </Button>
      }
    >
      {serverErrors.length ? <Alert role="alert">{serverErrors.join(' ')}</Alert> : null}
      {invalid && !serverErrors.length ? <Alert role="alert">{FIX_FORM_ERRORS}</Alert> : null}
      <FormField label="Exam" required error={errors.examId?.message}>
        <Select
          placeholder="Choose an exam"
          options={exams.map((e) => ({ value: String(e.id), label: e.name }))}
          disabled={editing}
          {...register('examId')}
        />
      </FormField>
      <FormField label="Student name" required error={errors.studentName?.message}>
        <TextInput autoComplete="off" maxLength={191} {...register('studentName')} />
      </FormField>
      <FormField label="Taken on" required error={errors.takenOn?.message}>
        <Controller
          control={control}
          name="takenOn"
          render={({ field }) => <DateInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
        />
      </FormField>
      {exam?.sections.map((section) => (
        <SectionSet key={section.id}>
          <legend>{`${section.name} (${section.kind === 'essay' ? 'essay, graded by a grader' : 'multiple choice, scored automatically'})`}</legend>
          {section.questions.map((q) =>
            section.kind === 'essay' ? (
              <FormField
                key={q.id}
                label={q.prompt}
                help={editing && gradedEssays.has(section.id) ? TRANSCRIPT_MESSAGES.regrade : undefined}
              >
                <TextArea rows={6} maxLength={ESSAY_ANSWER_MAX} {...register(`answers.${answerKey(q.id)}`)} />
              </FormField>
            ) : (
              <Controller
                key={q.id}
                control={control}
                name={`answers.${answerKey(q.id)}`}
                render={({ field }) => (
                  <RadioGroup
                    label={q.prompt}
                    inline
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    options={[
                      { value: '', label: 'No answer' },
                      ...(q.choices ?? []).map((c) => ({ value: String(c.id), label: c.label })),
                    ]}
                  />
                )}
              />
            ),
          )}
        </SectionSet>
      ))}
    </Modal>
  );
}
