import { type Expression, type SqlBool, sql } from 'kysely';
import type { Kdb } from '../../db/kysely';
import { notFound, unprocessable } from '../../util';
import { cardValid } from '../authorize_net_profiles/rules';
import { couponByCode } from '../coupons/queries';
import { TUTORING_SPLIT } from '../sessions/policy';
import {
  ADD_HOURS_NEEDS_CARD,
  CANCELABLE_STATUSES,
  COUPON_ALREADY_USED,
  ENDED_STATUSES,
  HOURS_AFTER_END,
  UNCANCELABLE_STATUSES,
  renewalPrice,
  trialRunning,
} from './rules';
import { type EnrollmentRenewal, renewalWire } from './queries';

/**
 * The writes of the enrollment actions (PAY-19, API-60, API-62). Each runs inside the route's transaction where it
 * must be atomic; values are parameters.
 */

/**
 * `add_hours` (issue 20): a quote (`process` false) only prices the hours and writes nothing (PAY-20 "false = quote":
 * every "Get quote" stored a renewal row, and `include=enrollment_renewal` then showed an unpaid quote as the
 * enrollment's renewal); processing charges the family's card profile, records the renewal, then adds the hours.
 * Without a usable profile a processed renewal is refused and nothing is written (staff included: free hours are not
 * a processed renewal).
 */
export async function addHours(
  kdb: Kdb,
  id: number,
  hours: number,
  code: string | undefined,
  process: boolean,
): Promise<EnrollmentRenewal | EnrollmentQuote> {
  // A processed renewal first locks its enrollment (until the transaction ends), so renewals of one enrollment run
  // one after the other and each reads the renewals and status the previous one committed: of many purchases at once
  // with a dollars coupon, one takes it off. The route checked the status before; it is read again under the lock.
  if (process) {
    const locked = await kdb
      .selectFrom('enrollments')
      .select('status')
      .where('id', '=', id)
      .forNoKeyUpdate()
      .executeTakeFirst();
    if (!locked) throw notFound('Enrollment');
    if (ENDED_STATUSES.includes(locked.status)) throw unprocessable(HOURS_AFTER_END);
  }
  let coupon = null;
  if (code) {
    coupon = await couponByCode(kdb, code);
    if (!coupon) throw unprocessable('Coupon code is invalid');
    // A dollars coupon takes its amount off once per enrollment: taken off each of many small purchases, it would
    // make hours free. A percentage coupon takes the same share of any purchase, so it may be used again.
    if (coupon.unit === 'dollars' && (await couponRedeemed(kdb, id, coupon.code)))
      throw unprocessable(COUPON_ALREADY_USED);
  }
  const price = renewalPrice(hours, coupon);
  let parentId: number | null = null;
  if (process && price > 0) {
    const family = await kdb
      .selectFrom('enrollments as e')
      .innerJoin('students as s', 's.id', 'e.student_id')
      .leftJoin('payment_profiles as pp', 'pp.parent_id', 's.parent_id')
      .select(['s.parent_id', 'pp.expiration_date'])
      .where('e.id', '=', id)
      .executeTakeFirst();
    if (!family?.parent_id || !cardValid(family.expiration_date)) throw unprocessable(ADD_HOURS_NEEDS_CARD);
    parentId = family.parent_id;
  }
  if (!process) return { enrollmentId: id, hours, couponCode: coupon?.code ?? null, amount: price, processed: false };
  const row = await kdb
    .insertInto('enrollment_renewals')
    .values({
      enrollment_id: id,
      hours,
      coupon_code: coupon?.code ?? null,
      amount: price,
      processed_at: sql<string>`now()`,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (parentId !== null) await kdb.insertInto('payments').values({ parent_id: parentId, amount: price }).execute();
  await kdb
    .updateTable('enrollments')
    .set({ hours: sql<number>`hours + ${hours}` })
    .where('id', '=', id)
    .execute();
  return renewalWire(row);
}

/** A quote of `add_hours` (not stored: no id, no dates). */
export type EnrollmentQuote = Pick<EnrollmentRenewal, 'enrollmentId' | 'hours' | 'couponCode' | 'amount'> & {
  processed: false;
};

/** Whether a processed renewal of the enrollment used the coupon `code` (stored as the coupon spells it). */
async function couponRedeemed(kdb: Kdb, id: number, code: string): Promise<boolean> {
  const row = await kdb
    .selectFrom('enrollment_renewals')
    .select('id')
    .where('enrollment_id', '=', id)
    .where('coupon_code', '=', code)
    .where('processed_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * `auto_renew?enable=` of an enrollment that has not ended ({@link ENDED_STATUSES}; false when it has when written, and
 * nothing changed). On one pending cancellation the choice is also the auto renew an uncancel puts back
 * ({@link uncancelEnrollment}): the family's latest word wins over the value kept at the cancel.
 */
export async function setAutoRenew(kdb: Kdb, id: number, enable: boolean): Promise<boolean> {
  const kept = sql<boolean | null>`CASE WHEN auto_renew_before_cancel IS NULL THEN NULL ELSE ${enable}::boolean END`;
  const r = await kdb
    .updateTable('enrollments')
    .set({ auto_renew: enable, auto_renew_before_cancel: kept })
    .where('id', '=', id)
    .where('status', 'not in', ENDED_STATUSES)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** `apply_coupon`: the coupon of the code (422 when none) is stored on the enrollment. */
export async function applyCoupon(kdb: Kdb, id: number, code: string): Promise<void> {
  const c = await couponByCode(kdb, code);
  if (!c) throw unprocessable('Coupon code is invalid');
  const coupon = { id: c.id, code: c.code, unit: c.unit, amount: c.amount };
  await kdb
    .updateTable('enrollments')
    .set({ coupon: JSON.stringify(coupon) })
    .where('id', '=', id)
    .execute();
}

/** `move_trial`: a new trial end (kept in `pricing.trialEndsAt`), or, without one, the trial ends now. */
export async function moveTrial(kdb: Kdb, id: number, trialEndsAt: string | null | undefined): Promise<void> {
  if (trialEndsAt)
    await kdb
      .updateTable('enrollments')
      .set({ pricing: sql`pricing || jsonb_build_object('trialEndsAt', ${trialEndsAt}::text)` })
      .where('id', '=', id)
      .execute();
  else await kdb.updateTable('enrollments').set({ status: 'active', trial: false }).where('id', '=', id).execute();
}

/**
 * `cancel`: canceled now, or (`delayed`) pending cancellation; auto renew stops either way, and the value it had is
 * kept (`auto_renew_before_cancel`, read from the row as this one UPDATE writes it) for an uncancel to put back.
 * Conditional: only a running enrollment ({@link CANCELABLE_STATUSES}) as it is when written; false when it no longer
 * is (another cancel or a transfer came first), and nothing changed.
 */
export async function cancelEnrollment(kdb: Kdb, id: number, reason: string, delayed: boolean): Promise<boolean> {
  const r = await kdb
    .updateTable('enrollments')
    .set({
      status: delayed ? 'pending_cancellation' : 'canceled',
      cancellation_reason: reason,
      canceled_at: sql<string>`now()`,
      auto_renew_before_cancel: sql<boolean>`auto_renew`,
      auto_renew: false,
    })
    .where('id', '=', id)
    .where('status', 'in', CANCELABLE_STATUSES)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/**
 * `uncancel`: the enrollment as it was before its cancel (README, Decisions, "Uncancel restores the enrollment"):
 * trialing again while its trial runs ({@link trialRunning}), else active (a trial that ran out meanwhile has ended,
 * as `move_trial` without a date ends it: trial false); auto renew as it was before the cancel (or as the family set it
 * since; unknown for a cancel older than the column: left as it is). Runs inside the route's transaction, after the
 * route locked the row and checked it is canceled or pending cancellation; the update is conditional on that too.
 */
export async function uncancelEnrollment(kdb: Kdb, id: number, now: Date = new Date()): Promise<void> {
  const row = await kdb
    .selectFrom('enrollments')
    .select(['trial', 'pricing', 'auto_renew', 'auto_renew_before_cancel'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Enrollment');
  const trialing = row.trial && trialRunning(row.pricing, now);
  await kdb
    .updateTable('enrollments')
    .set({
      status: trialing ? 'trialing' : 'active',
      trial: trialing,
      auto_renew: row.auto_renew_before_cancel ?? row.auto_renew,
      auto_renew_before_cancel: null,
      cancellation_reason: null,
      canceled_at: null,
    })
    .where('id', '=', id)
    .where('status', 'in', UNCANCELABLE_STATUSES)
    .execute();
}

/** Whether the enrollment is already a contract. */
export async function isContract(kdb: Kdb, id: number): Promise<boolean> {
  const row = await kdb.selectFrom('enrollments').select('contract').where('id', '=', id).executeTakeFirstOrThrow();
  return row.contract;
}

/** `convert_to_contract`. */
export async function convertToContract(kdb: Kdb, id: number): Promise<void> {
  await kdb.updateTable('enrollments').set({ contract: true }).where('id', '=', id).execute();
}

/**
 * A course a transfer goes to: its status and whether it is on offer to the requester (`onOffer`, the courses scope's
 * condition on alias `t`; null: every course), or null when there is none.
 */
export async function transferTarget(
  kdb: Kdb,
  courseId: number,
  onOffer: Expression<SqlBool> | null,
): Promise<{ status: string; onOffer: boolean } | null> {
  const row = await kdb
    .selectFrom('courses as t')
    .select(['t.status', sql<SqlBool>`${onOffer ?? sql`true`}`.as('on_offer')])
    .where('t.id', '=', courseId)
    .executeTakeFirst();
  return row ? { status: row.status, onOffer: Boolean(row.on_offer) } : null;
}

/**
 * The enrollment's student, course and status, its row locked until the transaction ends (null when there is none).
 * Runs inside the caller's transaction.
 */
export async function lockedEnrollment(
  kdb: Kdb,
  id: number,
): Promise<{ studentId: number; courseId: number | null; status: string } | null> {
  const row = await kdb
    .selectFrom('enrollments')
    .select(['student_id', 'course_id', 'status'])
    .where('id', '=', id)
    .forNoKeyUpdate()
    .executeTakeFirst();
  return row ? { studentId: row.student_id, courseId: row.course_id, status: row.status } : null;
}

/** Whether the student has another enrollment in the course that has not ended (not canceled, transferred or expired). */
export async function enrolledElsewhereIn(kdb: Kdb, id: number, studentId: number, courseId: number): Promise<boolean> {
  const row = await kdb
    .selectFrom('enrollments')
    .select('id')
    .where('student_id', '=', studentId)
    .where('course_id', '=', courseId)
    .where('id', '<>', id)
    .where('status', 'not in', ENDED_STATUSES)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * `transfer` into another course (OP-37): the student leaves the upcoming sessions of the old course and attends the
 * upcoming, non-canceled sessions of the new one, but for those they already attend (no second row) and its tutoring
 * splits (private parts of a hub session for the students on them, docs/adr/0006). Runs inside the caller's
 * transaction.
 */
export async function transferEnrollment(
  kdb: Kdb,
  id: number,
  studentId: number,
  fromCourseId: number | null,
  toCourseId: number,
): Promise<void> {
  if (fromCourseId !== null)
    await kdb
      .deleteFrom('attendances as a')
      .using('sessions as s')
      .whereRef('s.id', '=', 'a.session_id')
      .where('s.course_id', '=', fromCourseId)
      .where('a.student_id', '=', studentId)
      .where(sql<boolean>`s.starts_at > now()`)
      .execute();
  await kdb
    .insertInto('attendances')
    .columns(['session_id', 'student_id'])
    .expression((eb) =>
      eb
        .selectFrom('sessions as s')
        .select(['s.id', sql<number>`${studentId}::int`.as('student_id')])
        .where('s.course_id', '=', toCourseId)
        .where(sql<boolean>`s.starts_at > now()`)
        .where('s.canceled_at', 'is', null)
        .where('s.type', '<>', TUTORING_SPLIT)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('attendances as x')
                .select('x.id')
                .whereRef('x.session_id', '=', 's.id')
                .where('x.student_id', '=', studentId),
            ),
          ),
        ),
    )
    .execute();
  await kdb.updateTable('enrollments').set({ course_id: toCourseId }).where('id', '=', id).execute();
}
