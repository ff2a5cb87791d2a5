import { fieldBetween } from '@tutoring/domain';
import { COLUMN, type Field } from '../shared/fields';

/** The writable fields of a review (where each is stored; their rules: the contract's write schema). */
export const REVIEW_FIELDS = {
  stars: COLUMN,
  comment: COLUMN,
  completed: COLUMN,
} satisfies Record<string, Field>;

/** The validated fields of a review body. */
export type ReviewInput = Partial<{ stars: number; comment: string | null; completed: boolean }>;

/** A review is completed with its stars (given now or before). */
export const reviewErrors = (d: ReviewInput, existing: { stars: number | null } | null): string[] =>
  d.completed === true && !('stars' in d) && !existing?.stars ? ['Stars ' + fieldBetween(1, 5).toLowerCase()] : [];

/**
 * 422 of a family's change to a review it has already submitted (STU-20, STU-21; not in the spec, a decision:
 * api-server README). A submitted review is final for the student and their parent: the dialog offers only pending
 * reviews, and a tutor's rating must not be rewritten after the fact. Staff may still correct one (moderation).
 */
export const REVIEW_ALREADY_SUBMITTED = 'This review has already been submitted and can no longer be changed.';

/**
 * A family may not change a completed review: any sent field that differs from the stored one (a repeated submit
 * with the same stars and comment, such as a retry after a lost reply, changes nothing and passes).
 */
export const completedReviewErrors = (
  d: ReviewInput,
  existing: { completed: boolean | null; stars: number | null; comment: string | null },
  staff: boolean,
): string[] => {
  if (staff || !existing.completed) return [];
  const stored: Record<keyof ReviewInput, unknown> = existing;
  const changed = (Object.keys(d) as (keyof ReviewInput)[]).some(
    (k) => JSON.stringify(d[k] ?? null) !== JSON.stringify(stored[k] ?? null),
  );
  return changed ? [REVIEW_ALREADY_SUBMITTED] : [];
};
