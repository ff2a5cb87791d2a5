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
