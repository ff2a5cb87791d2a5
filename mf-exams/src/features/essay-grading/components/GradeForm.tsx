import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, FormField, RadioGroup, TextArea } from '@tutoring/design-system';
import { COMMENT_MAX, RUBRIC_MAX, RUBRIC_MIN, type EssayGradingItem } from '@tutoring/contract';

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

const Essay = styled.div`
  border-left: 4px solid ${({ theme }) => theme.colors.border};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  white-space: pre-wrap;
`;

const Alert = styled.p`
  color: ${({ theme }) => theme.colors.dangerText};
`;

/** Props of {@link GradeForm}. */
export interface GradeFormProps {
  item: EssayGradingItem;
  /** Saves the grade; rejects with the server's error (its messages are shown). */
  onGrade: (grade: { rubricScore: number; comment: string | null }) => Promise<void>;
  /** Moves on without grading. */
  onSkip?: () => void;
  saving?: boolean;
  /** Server messages of the last failed save. */
  serverError?: string | null;
  /** Focus the essay's heading when shown (after moving on from the previous essay). */
  focusHeading?: boolean;
}

/**
 * EXM-06 / EXM-08: the essay to read and its grade: a rubric score within the item's limits and an optional
 * comment of at most `commentMax` characters (both enforced here and by the server). Key it by item id.
 */
export function GradeForm({
  item,
  onGrade,
  onSkip,
  saving = false,
  serverError,
  focusHeading = false,
}: GradeFormProps) {
  const { rubricMin, rubricMax, commentMax } = limitsOf(item);
  const [score, setScore] = useState<string>(item.rubricScore ? String(item.rubricScore) : '');
  const [comment, setComment] = useState(item.comment ?? '');
  const [errors, setErrors] = useState<{ score?: string; comment?: string }>({});
  const headingId = `essay-${useId()}`;
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // The next essay: focus its heading so keyboard and screen-reader users start reading it.
    if (focusHeading) headingRef.current?.focus();
    // On mount only (the parent keys this form by item).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = async () => {
    const value = Number(score);
    const next: typeof errors = {};
    if (!score || !Number.isInteger(value) || value < rubricMin || value > rubricMax)
      next.score = GRADE_MESSAGES.scoreRequired(rubricMin, rubricMax);
    if (comment.length > commentMax) next.comment = GRADE_MESSAGES.commentTooLong(commentMax);
    setErrors(next);
    if (next.score || next.comment) return;
    await onGrade({ rubricScore: value, comment: comment.trim() ? comment : null });
  };

  const options = [];
  for (let v = rubricMin; v <= rubricMax; v += 1) options.push({ value: String(v), label: String(v) });

  return (
    <form
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
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
      {serverError ? <Alert role="alert">{serverError}</Alert> : null}
      <RadioGroup
        label={`Rubric score (${rubricMin} to ${rubricMax})`}
        inline
        required
        value={score}
        onChange={setScore}
        options={options}
        error={errors.score}
      />
      <FormField label="Comment" help={`Optional, at most ${commentMax} characters.`} error={errors.comment}>
        <TextArea
          rows={5}
          maxLength={commentMax}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
      </FormField>
      <div style={{ display: 'flex', gap: '0.75rem' }}>
        <Button type="submit" variant="primary" loading={saving}>
          Save and next
        </Button>
        {onSkip ? (
          <Button type="button" variant="secondary" onClick={onSkip} disabled={saving}>
            Skip
          </Button>
        ) : null}
      </div>
    </form>
  );
}
