/** Shipment rules (SES-38, SES-39, OP-49). */

/** SES-38: the purchase link without its query string (everything from "?" on). */
export function stripQueryString(url: string | null | undefined): string {
  const text = url ?? '';
  const q = text.indexOf('?');
  return q === -1 ? text : text.slice(0, q);
}

/**
 * SES-38: observer rows for the form: rows with an empty e-mail dropped, and one empty row added when none remain
 * (use `{ keepEmptyRow: false }` for the save body).
 */
export function cleanShipmentObservers<T extends { email?: string | null }>(
  observers: readonly T[] | null | undefined,
  { keepEmptyRow = true }: { keepEmptyRow?: boolean } = {},
): Array<T | { email: string }> {
  const kept: Array<T | { email: string }> = (observers ?? []).filter((o) => (o.email ?? '').trim() !== '');
  return kept.length === 0 && keepEmptyRow ? [{ email: '' }] : kept;
}

/**
 * SES-39: saving asks for the auto-ship confirmation when the shipment has tracking or an order handle, its
 * originator does not integrate with the API (integratesWithApi not true), and it is not shipped yet.
 */
export function needsAutoShipConfirmation(shipment: {
  tracking?: string | null;
  orderHandle?: string | null;
  status?: string | null;
  originator?: { integratesWithApi?: boolean | null } | null;
}): boolean {
  const hasTracking = !!shipment.tracking?.trim() || !!shipment.orderHandle?.trim();
  return hasTracking && shipment.originator?.integratesWithApi !== true && shipment.status !== 'shipped';
}

/** OP-49: fields that are read-only once a shipment is shipped. */
export const SHIPPED_LOCKED_FIELDS = ['tracking', 'orderHandle', 'originator', 'address', 'recipient'] as const;

/** OP-49: whether a field is read-only for a shipment in this status. */
export function isShipmentFieldLocked(status: string | null | undefined, field: string): boolean {
  return status === 'shipped' && (SHIPPED_LOCKED_FIELDS as readonly string[]).includes(field);
}
