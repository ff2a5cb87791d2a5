/**
 * The zod builders a remote needs for its own small schemas (a form's fields, one reply the contract does not
 * cover), from the contract's copy of zod (issue 13). zod is not a shared library (a shared module cannot be
 * tree-shaken: the whole of zod on every page), so a remote importing 'zod' bundles a copy of its own, 26 KB gzip;
 * these builders are ones the contract uses anyway, so offering them costs the shared module nothing.
 * Use as `import { z } from '@tutoring/contract'`; only what is listed here exists on it.
 */
export { array, boolean, enum, int, literal, looseObject, number, object, record, string, union, unknown } from 'zod';
export type { ZodType, infer, input, output } from 'zod';
