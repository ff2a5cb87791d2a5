/**
 * The zod builders a remote needs for its own small schemas (a form's fields, one reply the contract does not
 * cover), from the contract's copy of zod (issue 13). zod is not a shared library (a shared module cannot be
 * tree-shaken: the whole of zod on every page), so a remote importing zod bundles a copy of its own; these builders
 * are ones the contract uses anyway, so offering them costs the shared module nothing.
 * They are zod/mini's (issue 26): wrappers and rules are functions (`z.optional(s)`, `s.check(z.maxLength(9))`).
 * Use as `import { z } from '@tutoring/contract'`; only what is listed here exists on it.
 */
import { iso as isoFormats } from 'zod/mini';

export {
  array,
  boolean,
  enum,
  extend,
  int,
  literal,
  looseObject,
  maxLength,
  maximum,
  minLength,
  minimum,
  nullable,
  nullish,
  number,
  object,
  omit,
  optional,
  partial,
  pick,
  pipe,
  positive,
  record,
  refine,
  required,
  string,
  superRefine,
  transform,
  trim,
  union,
  unknown,
} from 'zod/mini';
/**
 * The ISO formats the contract uses (`z.iso.date(message)`, `z.iso.datetime({ offset: true })`), not zod's whole `iso`
 * namespace: a namespace exported from the shared module would keep every format in every page.
 */
export const iso = { date: isoFormats.date, datetime: isoFormats.datetime };
export type { ZodMiniType, infer, input, output } from 'zod/mini';
