import { COLUMN, type Field } from '../shared/fields';

/** The writable fields of a payment (where each is stored; their rules: the contract's write schema). */
export const PAYMENT_FIELDS = {
  parentId: COLUMN,
  amount: COLUMN,
  installmentId: COLUMN,
} satisfies Record<string, Field>;

/** The validated fields of a payment body. */
export type PaymentInput = Partial<{ parentId: number | null; amount: number; installmentId: number | null }>;
