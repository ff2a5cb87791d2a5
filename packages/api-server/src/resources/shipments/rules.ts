import { ADDRESS_COLUMN, COLUMN, type Field, JSON_COLUMN } from '../shared/fields';

/** The writable fields of a shipment (SES-36..SES-41; where each is stored, their rules: the contract's write schema). */
export const SHIPMENT_FIELDS = {
  tracking: COLUMN,
  orderHandle: COLUMN,
  purchaseLink: COLUMN,
  recipient: COLUMN,
  studentId: COLUMN,
  materialId: COLUMN,
  originatorId: COLUMN,
  shippingMethod: COLUMN,
  // DS-13 (ADR 0005): an address with nothing filled is null (the form sends null; any other caller's blank object
  // parses to null, src/openapi.ts), stored as NULL.
  address: ADDRESS_COLUMN,
  estimatedDeliveryDate: COLUMN,
  // SES-36: when it was sent (set to now by the `ship` event; the form may set or clear it).
  sentAt: COLUMN,
  shipmentObservers: JSON_COLUMN,
} satisfies Record<string, Field>;

/** The validated fields of a shipment body. */
export type ShipmentInput = Partial<{
  tracking: string | null;
  orderHandle: string | null;
  purchaseLink: string | null;
  recipient: string | null;
  studentId: number | null;
  materialId: number | null;
  originatorId: number | null;
  shippingMethod: string | null;
  address: Record<string, unknown> | null;
  estimatedDeliveryDate: string | null;
  sentAt: string | null;
  shipmentObservers: { email: string }[];
}>;

const LOCKED_WHEN_SHIPPED = ['tracking', 'orderHandle', 'originatorId', 'address', 'recipient'] as const;

/** A shipped shipment keeps its tracking, order, originator, address and recipient (SES-39). */
export function shippedLockErrors(
  data: ShipmentInput,
  existing: { status: string } & Partial<Record<(typeof LOCKED_WHEN_SHIPPED)[number], unknown>>,
): string[] {
  if (existing.status !== 'shipped') return [];
  const same = (v: unknown) => JSON.stringify(v ?? null);
  const changed = LOCKED_WHEN_SHIPPED.filter((k) => k in data && same(data[k]) !== same(existing[k]));
  return changed.length
    ? ['A shipped shipment cannot change its tracking, order, originator, address or recipient']
    : [];
}

/** The status events of a shipment (SES-40): `hold` and `ship` from any status but shipped, `unhold` from on_hold. */
const SHIPMENT_EVENTS: Record<string, { from: readonly string[] | 'any-but-shipped'; to: string }> = {
  hold: { from: 'any-but-shipped', to: 'on_hold' },
  ship: { from: 'any-but-shipped', to: 'shipped' },
  unhold: { from: ['on_hold'], to: 'pending' },
};

/** The status an event moves a shipment to, or null when the event is unknown or not allowed from `from`. */
export function shipmentEventTarget(event: string, from: string): string | null {
  const t = Object.hasOwn(SHIPMENT_EVENTS, event) ? SHIPMENT_EVENTS[event]! : null;
  if (!t) return null;
  const ok = t.from === 'any-but-shipped' ? from !== 'shipped' && from !== t.to : t.from.includes(from);
  return ok ? t.to : null;
}
