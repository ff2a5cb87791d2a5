import { z } from 'zod';
import { REVIEW_COMMENT_MAX, fieldBetween, fieldMaxLength } from '@tutoring/domain';
import { type Field, f } from '../shared/fields';

/** The writable fields of a review (the contract's body schema is checked first). */
export const REVIEW_FIELDS = {
  stars: { schema: z.number().int().min(1, fieldBetween(1, 5)).max(5, fieldBetween(1, 5)) },
  comment: { schema: z.string().max(REVIEW_COMMENT_MAX, fieldMaxLength(REVIEW_COMMENT_MAX)).nullable() },
  completed: f.bool(),
} satisfies Record<string, Field>;

/** The validated fields of a review body. */
export type ReviewInput = Partial<{ stars: number; comment: string | null; completed: boolean }>;

/** A review is completed with its stars (given now or before). */
export const reviewErrors = (d: ReviewInput, existing: { stars: number | null } | null): string[] =>
  d.completed === true && !('stars' in d) && !existing?.stars ? ['Stars ' + fieldBetween(1, 5).toLowerCase()] : [];
