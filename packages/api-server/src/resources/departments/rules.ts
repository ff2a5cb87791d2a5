import { type Field, f } from '../shared/fields';

/** The writable fields of a department (the contract's body schema is checked first). */
export const DEPARTMENT_FIELDS = { name: f.str(191) } satisfies Record<string, Field>;
export const DEPARTMENT_REQUIRED = ['name'] as const;

/** The validated fields of a department body. */
export type DepartmentInput = Partial<{ name: string }>;
