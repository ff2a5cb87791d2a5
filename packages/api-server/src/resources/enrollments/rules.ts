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

/** The statuses an enrollment may be transferred in. */
export const TRANSFERABLE_STATUSES: readonly string[] = ['trialing', 'active'];

/** 422 of `add_hours?process=true` when the family has no valid card profile to charge (issue 20). */
export const ADD_HOURS_NEEDS_CARD = 'Add a valid card before buying hours.';

/** 422 of `add_hours` with a dollars coupon the enrollment has already been charged with (issue 20). */
export const COUPON_ALREADY_USED = 'Coupon code has already been used for this enrollment';

/** 422 of `add_hours` on an enrollment that has ended ({@link ENDED_STATUSES}). */
export const HOURS_AFTER_END = 'Hours cannot be added to an enrollment that has ended';

/** The statuses an enrollment has ended in: no hours are added to it. */
export const ENDED_STATUSES: readonly string[] = ['canceled', 'transferred', 'expired'];

/** The price of `hours` tutoring hours (60 a hour) after a coupon (`unit` dollars or percentage), in cents-rounded dollars. */
export function renewalPrice(hours: number, coupon: { unit: string; amount: number } | null): number {
  let amount = hours * 60;
  if (coupon)
    amount = coupon.unit === 'percentage' ? amount * (1 - coupon.amount / 100) : Math.max(0, amount - coupon.amount);
  return Math.round(amount * 100) / 100;
}
