import { COLUMN, type Field } from '../shared/fields';

/** The writable fields of a test date (where each is stored; their rules: the contract's write schema). */
export const TEST_DATE_FIELDS = {
  date: COLUMN,
  subjectId: COLUMN,
} satisfies Record<string, Field>;

/** The validated fields of a test date body. */
export type TestDateInput = Partial<{ date: string; subjectId: number | null }>;
