import { intervalUnitOf } from '@tutoring/domain';
import { COLUMN, type Field, JSON_COLUMN } from '../shared/fields';

/** The writable fields of an enrollment (where each is stored; their rules: the contract's write schema). */
export const ENROLLMENT_FIELDS = {
  type: COLUMN,
  studentId: COLUMN,
  courseId: COLUMN,
  pricing: JSON_COLUMN,
  autoRenew: COLUMN,
  limitedAttendancesCount: COLUMN,
} satisfies Record<string, Field>;

/** The validated fields of an enrollment body. */
export type EnrollmentInput = Partial<{
  type: string;
  studentId: number;
  courseId: number | null;
  pricing: Record<string, unknown>;
  autoRenew: boolean;
  limitedAttendancesCount: number | null;
}>;

/** 422 of a parent's transfer into a course that is not published (issue 20). */
export const TRANSFER_NOT_PUBLISHED = 'Enrollments can only be transferred to a published course.';

/** 422 of a family's transfer into a course reserved for another family's student (SES-29). */
export const TRANSFER_RESERVED = 'This course is reserved for another student.';

/**
 * 422 of a transfer of an enrollment that is not trialing or active (canceled, pending cancellation, transferred or
 * expired): it would give its student the new course's sessions (OP-37).
 */
export const TRANSFER_NOT_LIVE = 'Only a trialing or active enrollment can be transferred.';

/** 422 of a transfer into a course the student already has an enrollment in that has not ended. */
export const TRANSFER_ALREADY_ENROLLED = 'The student is already enrolled in that course.';

/** The statuses an enrollment may be canceled in (`cancel`). */
export const CANCELABLE_STATUSES: readonly string[] = ['trialing', 'active'];

/** The statuses an enrollment may be uncanceled in (`uncancel`). */
export const UNCANCELABLE_STATUSES: readonly string[] = ['canceled', 'pending_cancellation'];

/** 422 of `uncancel` of an enrollment that is not canceled or pending cancellation. */
export const NOT_CANCELED = 'Only a canceled enrollment can be uncanceled';

/**
 * Whether an enrollment's trial (`trial` true) still runs at `now`: until its end (`pricing.trialEndsAt`, set at
 * enrollment or by `move_trial`), or, without a readable end, until something ends it (`move_trial` without a date).
 */
export function trialRunning(pricing: unknown, now: Date): boolean {
  const end = pricing && typeof pricing === 'object' ? (pricing as { trialEndsAt?: unknown }).trialEndsAt : undefined;
  if (typeof end !== 'string') return true;
  const at = Date.parse(end);
  return Number.isNaN(at) || at > now.getTime();
}

/**
 * How a new enrollment starts under its course's pricing (DOM-46, SES-46, OP-15; README, Decisions, "A trial starts
 * trialing"): with a trial (`trialIntervalLength` > 0 in days, weeks, months or years, domain's `intervalUnitOf`, free or not) it is trialing, `trial`
 * true, with `pricing.trialEndsAt` that long after `now`; without one (or in a unit that cannot be counted) active.
 */
export function enrollmentStart(
  pricing: unknown,
  now: Date,
): { status: 'trialing' | 'active'; trial: boolean; pricing: Record<string, unknown> } {
  const p: Record<string, unknown> = pricing && typeof pricing === 'object' ? { ...pricing } : {};
  const length = p.trialIntervalLength;
  const unit = intervalUnitOf(typeof p.trialIntervalUnit === 'string' ? p.trialIntervalUnit : null);
  if (typeof length !== 'number' || !Number.isInteger(length) || length <= 0 || !unit)
    return { status: 'active', trial: false, pricing: p };
  const end = new Date(now.getTime());
  if (unit === 'year') end.setUTCFullYear(end.getUTCFullYear() + length);
  else if (unit === 'month') end.setUTCMonth(end.getUTCMonth() + length);
  else end.setUTCDate(end.getUTCDate() + length * (unit === 'week' ? 7 : 1));
  return { status: 'trialing', trial: true, pricing: { ...p, trialEndsAt: end.toISOString() } };
}

/**
 * The columns a new enrollment starts with, the portal's and staff's alike (README, Decisions, "A trial starts
 * trialing"; docs/decisions/enrollment-trials.md): its status, `trial` and pricing (the course's with the pricing the
 * request sends over it; `trialEndsAt` added while trialing) by {@link enrollmentStart}. Nothing when neither the
 * course nor the request has a pricing: the row's defaults (active).
 */
export function enrollmentStartColumns(
  coursePricing: unknown,
  givenPricing: Record<string, unknown> | null | undefined,
  now: Date,
): { status: 'trialing' | 'active'; trial: boolean; pricing: string } | Record<string, never> {
  const course = coursePricing && typeof coursePricing === 'object' ? (coursePricing as Record<string, unknown>) : null;
  if (!course && !givenPricing) return {};
  const start = enrollmentStart({ ...course, ...givenPricing }, now);
  return { status: start.status, trial: start.trial, pricing: JSON.stringify(start.pricing) };
}

/** The statuses an enrollment may be transferred in. */
export const TRANSFERABLE_STATUSES: readonly string[] = ['trialing', 'active'];

/** 422 of `add_hours?process=true` when the family has no valid card profile to charge (issue 20). */
export const ADD_HOURS_NEEDS_CARD = 'Add a valid card before buying hours.';

/** 422 of `add_hours` with a dollars coupon the enrollment has already been charged with (issue 20). */
export const COUPON_ALREADY_USED = 'Coupon code has already been used for this enrollment';

/** 422 of `add_hours` on an enrollment that has ended ({@link ENDED_STATUSES}). */
export const HOURS_AFTER_END = 'Hours cannot be added to an enrollment that has ended';

/**
 * 422 of `auto_renew` on an enrollment that has ended ({@link ENDED_STATUSES}): nothing renews any more (a canceled one
 * gets its auto renew back with `uncancel`).
 */
export const autoRenewAfterEnd = (status: string): string =>
  `Auto renew cannot be changed on an enrollment that is ${status}`;

/** The statuses an enrollment has ended in: no hours are added to it, nor its auto renew changed. */
export const ENDED_STATUSES: readonly string[] = ['canceled', 'transferred', 'expired'];

/** The price of `hours` tutoring hours (60 a hour) after a coupon (`unit` dollars or percentage), in cents-rounded dollars. */
export function renewalPrice(hours: number, coupon: { unit: string; amount: number } | null): number {
  let amount = hours * 60;
  if (coupon)
    amount = coupon.unit === 'percentage' ? amount * (1 - coupon.amount / 100) : Math.max(0, amount - coupon.amount);
  return Math.round(amount * 100) / 100;
}
