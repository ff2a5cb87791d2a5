import { COLUMN, type Field } from '../shared/fields';

/** The writable fields of a department (where each is stored; their rules: the contract's write schema). */
export const DEPARTMENT_FIELDS = {
  name: COLUMN,
} satisfies Record<string, Field>;

/** The validated fields of a department body. */
export type DepartmentInput = Partial<{ name: string }>;
