import { type Field, f } from '../shared/fields';

/** The writable fields of a payment (the contract's body schema is checked first). */
export const PAYMENT_FIELDS = {
  parentId: f.id(),
  amount: f.num(),
  installmentId: f.id(),
} satisfies Record<string, Field>;
export const PAYMENT_REQUIRED = ['parentId', 'amount'] as const;

/** The validated fields of a payment body. */
export type PaymentInput = Partial<{ parentId: number | null; amount: number; installmentId: number | null }>;
