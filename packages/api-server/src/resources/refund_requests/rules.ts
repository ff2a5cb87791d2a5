import { COLUMN, type Field } from '../shared/fields';

/** The writable fields of a refund request (where each is stored; their rules: the contract's write schema). */
export const REFUND_REQUEST_FIELDS = {
  lineItemId: COLUMN,
  category: COLUMN,
  amount: COLUMN,
  notes: COLUMN,
} satisfies Record<string, Field>;

/** The validated fields of a refund request body. */
export type RefundRequestInput = Partial<{
  lineItemId: number | null;
  category: string | null;
  amount: number;
  notes: string | null;
}>;

/** A request is changed only while it is pending (PAY-29). */
export const refundUpdateErrors = (status: string): string[] =>
  status !== 'pending' ? ['Refund request can only be changed while pending'] : [];
