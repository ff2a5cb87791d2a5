import { COLUMN, type Field } from '../shared/fields';

/** The writable fields of an installment (where each is stored; their rules: the contract's write schema). */
export const INSTALLMENT_FIELDS = {
  enrollmentId: COLUMN,
  amount: COLUMN,
  dueOn: COLUMN,
} satisfies Record<string, Field>;

/** The validated fields of an installment body. */
export type InstallmentInput = Partial<{ enrollmentId: number | null; amount: number; dueOn: string }>;
