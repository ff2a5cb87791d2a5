import { z } from 'zod';
import { type Field, f } from '../shared/fields';

/** The writable fields of a shipment (SES-36..SES-41; the contract's body schema is checked first). */
export const SHIPMENT_FIELDS = {
  tracking: f.strN(191),
  orderHandle: f.strN(191),
  purchaseLink: f.strN(1000),
  recipient: f.strN(191),
  studentId: f.id(),
  materialId: f.id(),
  originatorId: f.id(),
  shippingMethod: f.strN(100),
  // DS-13 (ADR 0005): a form with nothing of the address filled sends null; the column keeps "no address" as {}.
  address: f.json(
    z
      .record(z.string(), z.unknown())
      .nullable()
      .transform((v) => v ?? {}),
  ),
  estimatedDeliveryDate: f.date(),
  // SES-36: when it was sent (set to now by the `ship` event; the form may set or clear it).
  sentAt: f.dateTimeN(),
  shipmentObservers: f.json(z.array(z.object({ email: z.string().email('Email is invalid') }).loose()).max(20)),
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
  address: Record<string, unknown>;
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
  // "No address" is null on the wire and {} in the column: the same value.
  const same = (v: unknown) =>
    v === null || v === undefined || (typeof v === 'object' && Object.keys(v).length === 0)
      ? 'null'
      : JSON.stringify(v);
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
