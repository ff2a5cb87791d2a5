import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError } from '@tutoring/api-client';
import { ActionRow, Alert, Button, FormField, toast } from '@tutoring/design-system';
import {
  DRAFT_RESTORED,
  describeSaveError,
  failedSaveBanner,
  RadioGroup,
  TextArea,
  useSessionDraft,
  useUnsavedChanges,
} from '@tutoring/design-system/forms';
import { COMMENT_MAX, GradeBodySchema, RUBRIC_MAX, RUBRIC_MIN, z, type EssayGradingItem } from '@tutoring/contract';

/** Our messages (OP-21 limits; the spec gives no wording). */
export const GRADE_MESSAGES = {
  scoreRequired: (min: number, max: number) => `Please choose a rubric score from ${min} to ${max}.`,
  commentTooLong: (max: number) => `The comment can hold at most ${max} characters.`,
} as const;

/** The limits of an item: the ones the server returned with it (OP-21), else the contract's. */
export function limitsOf(item: EssayGradingItem) {
  return {
    rubricMin: item.limits?.rubricMin ?? RUBRIC_MIN,
    rubricMax: item.limits?.rubricMax ?? RUBRIC_MAX,
    commentMax: item.limits?.commentMax ?? COMMENT_MAX,
  };
}

/** The grade form over the contract's grade body, with the item's own limits and our messages. */
function gradeSchema({ rubricMin, rubricMax, commentMax }: ReturnType<typeof limitsOf>) {
  const scoreRequired = GRADE_MESSAGES.scoreRequired(rubricMin, rubricMax);
  return z.extend(GradeBodySchema.shape.gradingItem, {
    rubricScore: z
      .int(scoreRequired)
      .check(z.minimum(rubricMin, scoreRequired))
      .check(z.maximum(rubricMax, scoreRequired)),
    comment: z.string().check(z.maxLength(commentMax, GRADE_MESSAGES.commentTooLong(commentMax))),
  });
}

interface GradeValues {
  rubricScore: number | null;
  comment: string;
}

/** How the exams host's messages name the fields ("Rubric score must be between 1 and 6", "Comment is too long"). */
const FIELD_LABELS: Record<keyof GradeValues, string> = { rubricScore: 'Rubric score', comment: 'Comment' };

const Essay = styled.div`
  border-left: 4px solid ${({ theme }) => theme.colors.border};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  white-space: pre-wrap;
`;

/** Props of {@link GradeForm}. */
export interface GradeFormProps {
  item: EssayGradingItem;
  /**
   * The version of `item` (its `ETag`) as read for this form. The form keeps the one it was opened with and hands it
   * back with the grade, to be sent as `If-Match` (issue 20.6: a grade saved since answers 409, not overwritten).
   */
  version?: string;
  /**
   * Saves the grade on `version`; rejects with the server's error when the grade is refused (its messages land on
   * the rubric score or the comment, the rest, such as a 409's, in the form's banner; the values stay).
   */
  onGrade: (grade: { rubricScore: number; comment: string | null }, version: string | undefined) => Promise<void>;
  /** Moves on without grading. */
  onSkip?: () => void;
  saving?: boolean;
  /** Focus the essay's heading when shown (after moving on from the previous essay). */
  focusHeading?: boolean;
}

/**
 * EXM-06 / EXM-08: the essay to read and its grade on react-hook-form: a rubric score within the item's limits and
 * an optional comment of at most `commentMax` characters (both enforced here and by the server). Key it by item id.
 */
export function GradeForm({ item, version, onGrade, onSkip, saving = false, focusHeading = false }: GradeFormProps) {
  // The version the form was opened on, not the one of a later read of the essay (issue 20.6).
  const [openedVersion] = useState(version);
  const limits = limitsOf(item);
  const { rubricMin, rubricMax, commentMax } = limits;
  const schema = useMemo(() => gradeSchema(limits), [rubricMin, rubricMax, commentMax]); // eslint-disable-line react-hooks/exhaustive-deps
  const form = useForm<GradeValues>({
    resolver: zodResolver(schema) as never,
    defaultValues: { rubricScore: item.rubricScore ?? null, comment: item.comment ?? '' },
  });
  const { errors, isDirty } = form.formState;
  // A grade being written is not lost by Back, a reload or Skip without a question (DS-02), nor by the session
  // ending: the same grader signing in again finds it back on the same essay (ADR 0005).
  const confirmDiscard = useUnsavedChanges(isDirty);
  const formRef = useRef<HTMLFormElement>(null);
  const restored = useSessionDraft(form, { active: true, title: `Essay ${item.id}`, formRef });
  const [banner, setBanner] = useState<string | null>(null);
  const headingId = `essay-${useId()}`;
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // The next essay: focus its heading so keyboard and screen-reader users start reading it.
    if (focusHeading) headingRef.current?.focus();
    // On mount only (the parent keys this form by item).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /**
   * A refused grade's messages on their fields, the rest in the banner. A failure with nothing for a field (a 500,
   * another 5xx, no reply at all) has the DS-04 toast's "<title>: <message>" in the banner, never the client's own
   * wording ("Request failed with status 503"), and that toast once (docs/one-way.md "Failed saves", as FormModal).
   */
  const fieldOf = (message: string) =>
    (Object.keys(FIELD_LABELS) as Array<keyof GradeValues>).find((name) =>
      message.startsWith(`${FIELD_LABELS[name]} `),
    );
  const placeServerErrors = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    if (error.status !== 500 && error.status !== -1) {
      for (const message of error.errors) {
        const field = fieldOf(message);
        if (field) form.setError(field, { type: 'server', message });
      }
    }
    setBanner(failedSaveBanner(error, (message) => fieldOf(message) !== undefined)?.join(' ') ?? null);
    if (error.status === -1 || error.status >= 500) {
      const text = describeSaveError(error);
      toast.error(text.title, text.message);
    }
  };

  // A save under way: a second "Save and next" before `saving` has disabled it (a double click) sends nothing more.
  const submitting = useRef(false);
  const grade = form.handleSubmit(async (values) => {
    setBanner(null);
    try {
      await onGrade(
        {
          rubricScore: values.rubricScore as number,
          comment: values.comment.trim() ? values.comment : null,
        },
        openedVersion,
      );
    } catch (error) {
      placeServerErrors(error);
    }
  });
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.current) return;
    submitting.current = true;
    try {
      await grade(event);
    } finally {
      submitting.current = false;
    }
  };

  const options: Array<{ value: string; label: string }> = [];
  for (let v = rubricMin; v <= rubricMax; v += 1) options.push({ value: String(v), label: String(v) });

  return (
    <form ref={formRef} aria-labelledby={headingId} noValidate onSubmit={(event) => void submit(event)}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {item.prompt}
      </h2>
      <p>
        {item.studentName ? <>Student: {item.studentName}. </> : null}
        {item.examName ? <>Exam: {item.examName}.</> : null}
      </p>
      <section aria-labelledby={`${headingId}-essay`}>
        <h3 id={`${headingId}-essay`}>Essay</h3>
        <Essay>{item.body || 'The student wrote nothing.'}</Essay>
      </section>
      {restored ? (
        <Alert tone="info" role="status">
          {DRAFT_RESTORED}
        </Alert>
      ) : null}
      {banner ? <Alert>{banner}</Alert> : null}
      <Controller
        control={form.control}
        name="rubricScore"
        render={({ field }) => (
          <RadioGroup
            label={`Rubric score (${rubricMin} to ${rubricMax})`}
            inline
            required
            value={field.value === null ? '' : String(field.value)}
            onChange={(value) => field.onChange(value === '' ? null : Number(value))}
            options={options}
            error={errors.rubricScore?.message}
          />
        )}
      />
      <FormField label="Comment" help={`Optional, at most ${commentMax} characters.`} error={errors.comment?.message}>
        <TextArea rows={5} maxLength={commentMax} {...form.register('comment')} />
      </FormField>
      <ActionRow>
        <Button type="submit" variant="primary" loading={saving}>
          Save and next
        </Button>
        {onSkip ? (
          <Button
            type="button"
            variant="secondary"
            onClick={async () => {
              if (await confirmDiscard()) onSkip();
            }}
            disabled={saving}
          >
            Skip
          </Button>
        ) : null}
      </ActionRow>
    </form>
  );
}
