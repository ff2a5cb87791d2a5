import { useId, useState } from 'react';
import styled from 'styled-components';
import type { Review } from '@tutoring/contract';
import { Avatar, Button, FormField, Modal, StarRating, TextArea, toast } from '@tutoring/design-system';
import {
  CANNED_COMMENTS_NEGATIVE,
  CANNED_COMMENTS_POSITIVE,
  REVIEW_COMMENT_MAX,
  REVIEW_THANKS,
  SERVER_ERROR_REVIEW,
} from '@tutoring/domain';
import { appendCannedComment } from '@tutoring/domain/review';
import { Line, Muted } from '../../../shared/components/layout';
import { showWriteError } from '../../../app/errors';
import { REVIEW_TITLE } from '../../../app/texts';
import { submitReview } from '../api/queries';

/** Props of {@link ReviewsModal}. */
export interface ReviewsModalProps {
  /** The pending reviews, shown one tutor at a time. */
  reviews: readonly Review[];
  open: boolean;
  /** Closed: by the close button or Escape (silently), or after the last review. */
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

/** OP-46: 4-5 stars offer the positive comments, 1-3 the negative ones, none before a rating. */
export function cannedCommentsFor(stars: number): readonly string[] {
  if (stars >= 4) return CANNED_COMMENTS_POSITIVE;
  if (stars >= 1) return CANNED_COMMENTS_NEGATIVE;
  return [];
}

/**
 * STU-20, STU-21: the review-your-tutor dialog (md, OP-23). One tutor at a time (first name and avatar), 5 stars, a
 * comment of at most 191 characters with the canned comments, "Submit Review" and "Ask me later". After a submit it
 * steps to the next tutor and closes after the last.
 */
export function ReviewsModal({ reviews, open, onClose, onPostpone, onSubmitted }: ReviewsModalProps) {
  const [index, setIndex] = useState(0);
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const [saving, setSaving] = useState(false);
  const commentId = `review-comment-${useId()}`;
  const review = reviews[index];
  if (!open || !review) return null;
  const name = review.employee?.firstName ?? 'your tutor';

  const submit = async () => {
    if (saving || stars < 1) return;
    setSaving(true);
    try {
      await submitReview(review.id, stars, comment);
    } catch (error) {
      setSaving(false);
      showWriteError(error, SERVER_ERROR_REVIEW);
      return;
    }
    setSaving(false);
    toast.success(REVIEW_THANKS);
    onSubmitted?.(review.id);
    setStars(0);
    setComment('');
    if (index + 1 >= reviews.length) onClose();
    else setIndex(index + 1);
  };

  return (
    <Modal
      open
      title={REVIEW_TITLE}
      onClose={onClose}
      cancelLabel={null}
      closeOnBackdrop={false}
      footer={
        <>
          <Button disabled={saving} onClick={onPostpone}>
            Ask me later
          </Button>
          <Button variant="primary" loading={saving} disabled={stars < 1} onClick={() => void submit()}>
            Submit Review
          </Button>
        </>
      }
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
      <StarRating value={stars} onChange={setStars} label={`Rating for ${name}`} size="lg" disabled={saving} />
      {stars < 1 ? <Muted>Choose from 1 to 5 stars to submit your review.</Muted> : null}
      {cannedCommentsFor(stars).length ? (
        <Chips role="group" aria-label="Suggested comments">
          {cannedCommentsFor(stars).map((text) => (
            <Button
              key={text}
              size="sm"
              disabled={saving}
              onClick={() => setComment((current) => appendCannedComment(current, text))}
            >
              {text}
            </Button>
          ))}
        </Chips>
      ) : null}
      <FormField label="Comment" id={commentId}>
        <TextArea
          value={comment}
          maxLength={REVIEW_COMMENT_MAX}
          disabled={saving}
          onChange={(event) => setComment(event.target.value)}
        />
      </FormField>
    </Modal>
  );
}
