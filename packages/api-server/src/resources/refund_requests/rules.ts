import { REFUND_CATEGORIES } from '../reference/data';
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

/** 422 of a refund request without a line item (PAY-29). */
export const LINE_ITEM_REQUIRED = "Line item can't be blank";

/** 422 of a category outside `GET refund_requests/categories` (PAY-29). */
export const CATEGORY_NOT_LISTED = 'Category is not included in the list';

/** 422 of an amount over what is left to refund of its line item. */
export const refundOverLineItem = (left: number): string =>
  `Amount cannot be more than the ${left.toFixed(2)} left to refund of this line item`;

/**
 * The rules of a refund request as a body leaves it (`existing` on update): its category is one of the listed ones
 * (PAY-29), and its amount at most what its line item charged less the other requests against it (`othersTotal`;
 * `lineItemAmount` null: no line item).
 */
export function refundRequestErrors(
  d: RefundRequestInput,
  existing: { amount: number } | null,
  lineItem: { amount: number; othersTotal: number } | null,
): string[] {
  const errors: string[] = [];
  if (d.category != null && !REFUND_CATEGORIES.includes(d.category)) errors.push(CATEGORY_NOT_LISTED);
  // Every request is against a line item (PAY-29: "Each request shows its line item"), on create and after an update:
  // without one, the amount had no limit (5,000,000 was requested and approved).
  if ((existing === null && d.lineItemId == null) || ('lineItemId' in d && d.lineItemId === null))
    errors.push(LINE_ITEM_REQUIRED);
  const amount = d.amount ?? existing?.amount;
  if (lineItem && amount !== undefined) {
    const left = Math.max(0, Math.round((lineItem.amount - lineItem.othersTotal) * 100) / 100);
    if (amount > left) errors.push(refundOverLineItem(left));
  }
  return errors;
}
