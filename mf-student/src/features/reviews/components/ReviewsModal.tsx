import { useState } from 'react';
import styled from 'styled-components';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z, type Review } from '@tutoring/contract';
import { ReviewSubmitSchema } from '@tutoring/contract';
import { Avatar, Button, FormField, toast } from '@tutoring/design-system';
import { FormModal, StarRating, TextArea, describeSaveError, shouldShowSaveError } from '@tutoring/design-system/forms';
import { REVIEW_COMMENT_MAX, SERVER_ERROR_TITLE } from '@tutoring/domain';
import {
  CANNED_COMMENTS_NEGATIVE,
  CANNED_COMMENTS_POSITIVE,
  REVIEW_THANKS,
  SERVER_ERROR_REVIEW,
} from '@tutoring/domain/areas';
import { appendCannedComment } from '@tutoring/domain/review';
import { Line, Muted } from '../../../shared/components/layout';
import { REVIEW_TITLE } from '../../../app/texts';
import { useSubmitReview } from '../api/reviews';

/** Props of {@link ReviewsModal}. */
export interface ReviewsModalProps {
  /** The pending reviews, shown one tutor at a time. */
  reviews: readonly Review[];
  open: boolean;
  /** Closed: by the close button or Escape (silently, after DS-02's question when a rating was chosen), or after the last review. */
  onClose: () => void;
  /** "Ask me later" (STU-22). */
  onPostpone: () => void;
  /** Called after each successful submit with the review's id. */
  onSubmitted?: (id: number) => void;
}

const Tutor = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => `${theme.space.sm} 0`};
`;

const Later = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space.md};
`;

/** Our hint (the spec gives none): no stars chosen yet. */
export const CHOOSE_STARS = 'Choose from 1 to 5 stars to submit your review.';

/** The review form: the contract's review submit body, a rating being required before anything is sent. */
const ReviewFormSchema = z.extend(ReviewSubmitSchema, {
  stars: z.int().check(z.minimum(1, CHOOSE_STARS)).check(z.maximum(5, CHOOSE_STARS)),
});
type ReviewValues = { stars: number; comment: string };
const EMPTY: ReviewValues = { stars: 0, comment: '' };

/** OP-46: 4-5 stars offer the positive comments, 1-3 the negative ones, none before a rating. */
export function cannedCommentsFor(stars: number): readonly string[] {
  if (stars >= 4) return CANNED_COMMENTS_POSITIVE;
  if (stars >= 1) return CANNED_COMMENTS_NEGATIVE;
  return [];
}

/** STU-21: HTTP 500 says the review's own server error (two spaces, C-1); others the DS-04 texts. */
function reviewSaveError(error: unknown) {
  if (!shouldShowSaveError(error)) return null;
  const text = describeSaveError(error);
  return text.title === SERVER_ERROR_TITLE ? { title: SERVER_ERROR_TITLE, message: SERVER_ERROR_REVIEW } : text;
}

/**
 * STU-20, STU-21: the review-your-tutor dialog (md, OP-23) on the one form stack. One tutor at a time (first name and
 * avatar), 5 stars, a comment of at most 191 characters with the canned comments, "Submit Review" and "Ask me later".
 * After a submit it steps to the next tutor and closes after the last.
 */
export function ReviewsModal({ reviews, open, onClose, onPostpone, onSubmitted }: ReviewsModalProps) {
  const [index, setIndex] = useState(0);
  const form = useForm<ReviewValues>({ resolver: zodResolver(ReviewFormSchema) as never, defaultValues: EMPTY });
  const review = reviews[index];
  const submit = useSubmitReview();
  const stars = form.watch('stars');
  if (!open || !review) return null;
  const name = review.employee?.firstName ?? 'your tutor';
  const starsError = form.formState.errors.stars?.message;

  return (
    <FormModal<unknown, ReviewValues>
      open
      title={REVIEW_TITLE}
      onClose={onClose}
      cancelLabel={null}
      closeOnBackdrop={false}
      form={form}
      submitLabel="Submit Review"
      closeOnSave={false}
      describeError={reviewSaveError}
      onSubmit={(values) => submit.mutateAsync({ id: review.id, stars: values.stars, comment: values.comment })}
      onSaved={() => {
        toast.success(REVIEW_THANKS);
        onSubmitted?.(review.id);
        form.reset(EMPTY);
        if (index + 1 >= reviews.length) onClose();
        else setIndex(index + 1);
      }}
    >
      <Tutor>
        <Avatar src={review.employee?.avatarUrl} name={name} size="md" />
        <div>
          <Line>
            How was your session with <strong>{name}</strong>?
          </Line>
          {reviews.length > 1 ? (
            <Muted>
              Tutor {index + 1} of {reviews.length}
            </Muted>
          ) : null}
        </div>
      </Tutor>
      {/* The star rating names itself (its fieldset's legend, "Rating for Tina"): no FormField around it, whose hidden
          <label for> pointed at no control and was read as a second and third name. Its message is the rating's own error (described, aria-invalid). */}
      <Controller
        control={form.control}
        name="stars"
        render={({ field }) => (
          <StarRating
            value={field.value}
            onChange={field.onChange}
            label={`Rating for ${name}`}
            size="lg"
            error={starsError}
          />
        )}
      />
      {stars < 1 && !starsError ? <Muted>{CHOOSE_STARS}</Muted> : null}
      {cannedCommentsFor(stars).length ? (
        <Chips role="group" aria-label="Suggested comments">
          {cannedCommentsFor(stars).map((text) => (
            <Button
              key={text}
              size="sm"
              onClick={() =>
                form.setValue('comment', appendCannedComment(form.getValues('comment'), text), { shouldDirty: true })
              }
            >
              {text}
            </Button>
          ))}
        </Chips>
      ) : null}
      <FormField label="Comment" name="comment">
        <TextArea maxLength={REVIEW_COMMENT_MAX} {...form.register('comment')} />
      </FormField>
      <Later>
        <Button onClick={onPostpone}>Ask me later</Button>
      </Later>
    </FormModal>
  );
}
