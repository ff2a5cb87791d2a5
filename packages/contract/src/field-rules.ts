/**
 * The field rules a first page's own form needs (issue 26, bytes): the student dashboard's review dialog opens by
 * itself, so its schema ({@link ReviewSubmitSchema}) and the rules it is built of are in the contract's shared root,
 * which every page has, instead of `@tutoring/contract/writes`, which loads when another form first needs it. The
 * other write schemas build on the same rules (./writes.ts imports them), so a rule lives once.
 */
import * as z from 'zod/mini';
import {
  FIELD_REQUIRED,
  REVIEW_COMMENT_MAX,
  fieldBetween,
  fieldMaxLength,
  fieldWholeNumberBetween,
} from '@tutoring/domain';

/** Nothing given: undefined, null or ''. */
export const isMissing = (input: unknown) => input === undefined || input === null || input === '';

/** Optional text of at most `max` characters ("Maximum n characters", OP-31l). */
export const optionalText = (max = 255) => z.nullish(z.string().check(z.maxLength(max, fieldMaxLength(max))));

/**
 * A whole number from `min` to `max` (OP-31k, OP-31l): nothing "Required"; a fraction "Must be a whole number between
 * …" (20.5 is between 0 and 80: the range alone would not say what is wrong; a decision, packages/domain README);
 * anything else (text, a value out of range) "Must be between …". A `required` field also reads NaN, a number input
 * left empty, as nothing.
 */
export const intBetween = (min: number, max: number, { required = false } = {}) =>
  z
    .int({
      error: (issue) =>
        isMissing(issue.input) || (required && Number.isNaN(issue.input))
          ? FIELD_REQUIRED
          : typeof issue.input === 'number' && Number.isFinite(issue.input)
            ? fieldWholeNumberBetween(min, max)
            : fieldBetween(min, max),
    })
    .check(z.minimum(min, fieldBetween(min, max)))
    .check(z.maximum(max, fieldBetween(min, max)));

/** Review submit (STU-20, STU-21): 1..5 stars and a comment of at most REVIEW_COMMENT_MAX characters. */
export const ReviewSubmitSchema = z.looseObject({
  stars: intBetween(1, 5),
  comment: optionalText(REVIEW_COMMENT_MAX),
});
export type ReviewSubmit = z.input<typeof ReviewSubmitSchema>;
