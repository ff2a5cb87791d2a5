import { COLUMN, type Field } from '../shared/fields';

/** The writable fields of a test date (the contract's body schema is checked first). */
export const TEST_DATE_FIELDS = {
  date: COLUMN,
  subjectId: COLUMN,
} satisfies Record<string, Field>;

/** The validated fields of a test date body. */
export type TestDateInput = Partial<{ date: string; subjectId: number | null }>;
