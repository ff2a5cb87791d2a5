import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { FormField, Select, TextInput } from '@tutoring/design-system';
import {
  DateInput,
  FormModal,
  idOptions,
  RadioGroup,
  TextArea,
  describeSaveError,
} from '@tutoring/design-system/forms';
import {
  TranscriptBodySchema,
  type Answer,
  type Exam,
  type Transcript,
  type TranscriptBody,
  z,
} from '@tutoring/contract';
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

/**
 * The form over the contract's transcript body: the exam is a select (its id as text until chosen), the answers are
 * kept per question and mapped to the body's answers on submit (`toAnswers`).
 */
const TranscriptFormSchema = z.extend(TranscriptBodySchema.shape.transcript, {
  examId: z.string().check(z.minLength(1, TRANSCRIPT_MESSAGES.examRequired)),
  studentName: z
    .string()
    .check(z.trim())
    .check(z.minLength(1, TRANSCRIPT_MESSAGES.studentRequired))
    .check(z.maxLength(191)),
  takenOn: z.nullable(z.string()).check(z.refine((v) => v !== null && v !== '', TRANSCRIPT_MESSAGES.takenOnRequired)),
  answers: z.record(z.string(), z.nullish(z.string())),
});
type FormValues = { examId: string; studentName: string; takenOn: string | null; answers: Record<string, string> };

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
  const form = useForm<FormValues>({
    resolver: zodResolver(TranscriptFormSchema) as never,
    defaultValues: {
      examId: String(transcript?.examId ?? defaultExamId ?? ''),
      studentName: transcript?.studentName ?? '',
      takenOn: transcript?.takenOn ?? null,
      answers: initialAnswers(transcript),
    },
  });
  const { control, register, watch } = form;
  const exam = exams.find((e) => String(e.id) === watch('examId'));
  const gradedEssays = new Set(
    (transcript?.sectionScores ?? []).filter((s) => s.score !== null).map((s) => s.sectionId),
  );

  return (
    <FormModal<Transcript, FormValues>
      open={open}
      size="lg"
      title={editing ? `Edit transcript of ${transcript.studentName}` : 'New transcript'}
      onClose={onClose}
      form={form}
      submitLabel={editing ? 'Save' : 'Create transcript'}
      successMessage={editing ? TRANSCRIPT_MESSAGES.updated : TRANSCRIPT_MESSAGES.created}
      // A grader sign-in failure is the page's grader access screen (nothing more here); any other failure is told
      // here alone (the save's mutation asks the query client's policy for no toast): a refusal says why.
      describeError={(error) => (isGraderAuthError(error) ? null : describeSaveError(error))}
      onSubmit={(values) =>
        onSubmit({
          examId: Number(values.examId),
          studentName: values.studentName.trim(),
          takenOn: values.takenOn as string,
          answers: exam ? toAnswers(exam, values.answers) : [],
        })
      }
      onSaved={onSaved}
    >
      <FormField label="Exam" required name="examId">
        <Select placeholder="Choose an exam" options={idOptions(exams)} disabled={editing} {...register('examId')} />
      </FormField>
      <FormField label="Student name" required name="studentName">
        <TextInput autoComplete="off" maxLength={191} {...register('studentName')} />
      </FormField>
      <FormField label="Taken on" required name="takenOn">
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
                name={`answers.${answerKey(q.id)}`}
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
    </FormModal>
  );
}
