// What a family pays for a course, in words (DOM-46 pricing; the portal's decision in the README).
import { PricingSchema, type Pricing } from '@tutoring/contract';
import { intervalUnitOf } from '@tutoring/domain/areas';
import { formatMoney } from '../../shared/lib/format';

const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** The trial, when the pricing has one: "Free for the first 14 days", "$25.00 for the first 2 weeks". */
function trialText(p: Pricing): string | null {
  const unit = intervalUnitOf(p.trialIntervalUnit);
  const length = p.trialIntervalLength;
  if (!unit || typeof length !== 'number' || !Number.isInteger(length) || length <= 0) return null;
  const span = `the first ${count(length, unit)}`;
  if (p.trialPrice === 0) return `Free for ${span}`;
  if (typeof p.trialPrice === 'number' && p.trialPrice > 0) return `${formatMoney(p.trialPrice)} for ${span}`;
  return `A trial for ${span}`;
}

/** The price after any trial: "$199.00 every month", "$1,200.00, paid once", "Free". */
function priceText(p: Pricing): string | null {
  if (typeof p.price !== 'number' || !Number.isFinite(p.price) || p.price < 0) return null;
  const recurring = p.type === 'recurring' || (p.type !== 'fixed' && p.recurring === true);
  if (!recurring) return p.price === 0 ? 'Free' : `${formatMoney(p.price)}, paid once`;
  const unit = intervalUnitOf(p.intervalUnit) ?? 'month';
  const length = typeof p.intervalLength === 'number' && p.intervalLength > 1 ? p.intervalLength : 1;
  return `${formatMoney(p.price)} every ${length === 1 ? unit : count(length, unit)}`;
}

/**
 * A course's pricing as a family reads it before enrolling: the trial first when there is one ("Free for the first 14
 * days, then $199.00 every month"), else the price alone ("$1,200.00, paid once"). `null` when the course carries no
 * pricing that can be read (nothing is promised then; the server applies the course's pricing either way). The
 * pricing is read through the contract's `PricingSchema`: the public course reply does not type it.
 */
export function coursePriceText(pricing: unknown): string | null {
  const read = PricingSchema.safeParse(pricing);
  if (!read.success) return null;
  const price = priceText(read.data);
  const trial = trialText(read.data);
  if (!price) return null;
  if (!trial) return price;
  return `${trial}, then ${price.charAt(0).toLowerCase()}${price.slice(1)}`;
}
