import { COLUMN, type Field } from '../shared/fields';

/** The writable fields of a payroll item (where each is stored; their rules: the contract's write schema). */
export const PAYROLL_ITEM_FIELDS = {
  employeeId: COLUMN,
  amount: COLUMN,
  description: COLUMN,
  date: COLUMN,
} satisfies Record<string, Field>;

/** The validated fields of a payroll item body. */
export type PayrollItemInput = Partial<{
  employeeId: number;
  amount: number;
  description: string | null;
  date: string;
}>;
