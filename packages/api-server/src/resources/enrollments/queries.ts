import { type Expression, type Selectable, type SqlBool, sql } from 'kysely';
import type { Kdb } from '../../db/kysely';
import type { EnrollmentRenewalsTable, EnrollmentsTable } from '../../db/schema';
import { queryStr } from '../../util';
import { type Camel, camelize } from '../shared/camel';
import { tableWrites } from '../shared/columns';
import {
  type ListFilter,
  type ListMeta,
  type ListPaging,
  allOf,
  conditionsOf,
  intFilter,
  orderClause,
  tablePage,
} from '../shared/list';
import { type EnrollmentInput, enrollmentStartColumns } from './rules';

/** The enrolled student as every enrollment reply names it (issue 24 gap 4: a name, never "#9"). */
export interface EnrolledStudent {
  id: number;
  firstName: string;
  lastName: string;
  fullName: string;
  name: string;
}

/** The enrollment's course with the student's tutoring minutes (STU-13, DOM-45), `include=course`. */
export interface EnrollmentCourse {
  id: number;
  title: string | null;
  brandId: number | null;
  brand: unknown;
  status: string;
  duration: number | null;
  provisionedDuration: number;
  unscheduledDuration: number;
  remainingProvisionedDuration: number;
}

/** An enrollment renewal (API-60) as replies show it. */
export type EnrollmentRenewal = Camel<Selectable<EnrollmentRenewalsTable>> & { processed: boolean };

/** The columns of an enrollment a reply shows: all but the auto renew kept while canceled (internal, migration 0018). */
type ShownColumns = Omit<Selectable<EnrollmentsTable>, 'auto_renew_before_cancel'>;

/** An enrollment row without its internal columns ({@link ShownColumns}). */
function shown(r: Selectable<EnrollmentsTable>): ShownColumns {
  const out: Partial<Selectable<EnrollmentsTable>> = { ...r };
  delete out.auto_renew_before_cancel;
  return out as ShownColumns;
}

/** The wire object of an enrollment (DOM-44). */
export type Enrollment = Camel<ShownColumns> & {
  attendancesCount: number;
  attendancesAttendedCount: number;
  enrolleeId: number;
  enrolleeType: 'Student';
  enrollee: { id: number; type: 'Student' };
  student: EnrolledStudent | null;
  course?: EnrollmentCourse | null;
  enrollmentRenewal?: EnrollmentRenewal | null;
};

/**
 * Whether the enrollment (`alias`) is trialing with a trial whose end has passed at the moment of the statement: such a
 * trial is over (docs/decisions/enrollment-trials.md). An end that is missing or not a time keeps the trial running
 * (`trialRunning`; `enrollment_trial_end`, migration 0019, is NULL for it).
 */
const trialRanOut = (alias: string) =>
  sql<SqlBool>`(${sql.ref(`${alias}.status`)} = 'trialing' AND enrollment_trial_end(${sql.ref(`${alias}.pricing`)}) <= now())`;

/**
 * The enrollment's status (`alias`) at the moment of the statement: active once its trial has ended, else as stored.
 * Every read of an enrollment's status uses it (its replies, the `status` filter and order, the parent's
 * subscription), so a reply is exact without the read writing anything.
 */
export const enrollmentStatusNow = (alias: string) =>
  sql<string>`(CASE WHEN ${trialRanOut(alias)} THEN 'active' ELSE ${sql.ref(`${alias}.status`)} END)`;

/** The list filters of enrollments. */
export const ENROLLMENT_FILTERS: Record<string, ListFilter> = {
  studentId: intFilter('t.student_id', 'studentId'),
  courseId: intFilter('t.course_id', 'courseId'),
  status: (v) => {
    const list = (Array.isArray(v) ? v : String(v).split(',')).map(String).filter(Boolean);
    return list.length ? sql<SqlBool>`${enrollmentStatusNow('t')} = ANY(${list}::text[])` : null;
  },
  type: (v) => {
    const s = queryStr(v);
    return s === undefined ? null : sql<SqlBool>`t.type = ${s}`;
  },
};

const ORDERS = { id: sql.ref('t.id'), created_at: sql.ref('t.created_at'), status: enrollmentStatusNow('t') };
export const ENROLLMENT_ORDER_KEYS = Object.keys(ORDERS);

/** Enrollment rows → wire objects: the status now ({@link enrollmentStatusNow}), attendance counts of the student in the course, the student's name, the enrollee. */
async function wire(kdb: Kdb, rows: Selectable<EnrollmentsTable>[]): Promise<Enrollment[]> {
  if (!rows.length) return [];
  const extras = await kdb
    .selectFrom('enrollments as e')
    .leftJoin('students as st', 'st.id', 'e.student_id')
    .leftJoin('users as u', 'u.id', 'st.user_id')
    .select([
      'e.id',
      'u.first_name',
      'u.last_name',
      enrollmentStatusNow('e').as('status_now'),
      sql<boolean>`(CASE WHEN ${trialRanOut('e')} THEN false ELSE e.trial END)`.as('trial_now'),
      sql<number>`(SELECT count(*)::int FROM attendances a JOIN sessions s ON s.id = a.session_id
        WHERE a.student_id = e.student_id AND s.course_id = e.course_id)`.as('attendances_count'),
      sql<number>`(SELECT count(*)::int FROM attendances a JOIN sessions s ON s.id = a.session_id
        WHERE a.student_id = e.student_id AND s.course_id = e.course_id AND a.joined_at IS NOT NULL)`.as(
        'attendances_attended_count',
      ),
    ])
    .where(
      'e.id',
      'in',
      rows.map((r) => r.id),
    )
    .execute();
  const byId = new Map(extras.map((x) => [x.id, x]));
  return rows.map((r) => {
    const x = byId.get(r.id);
    const first = x?.first_name ?? null;
    const last = x?.last_name ?? null;
    const fullName = first !== null && last !== null ? `${first} ${last}` : null;
    return {
      ...camelize(shown(r)),
      // The status at the moment of the request (a trial that ran out is over; nothing is written by a read).
      status: x?.status_now ?? r.status,
      trial: x?.trial_now ?? r.trial,
      attendancesCount: x?.attendances_count ?? 0,
      attendancesAttendedCount: x?.attendances_attended_count ?? 0,
      enrolleeId: r.student_id,
      enrolleeType: 'Student' as const,
      enrollee: { id: r.student_id, type: 'Student' as const },
      student:
        fullName !== null ? { id: r.student_id, firstName: first!, lastName: last!, fullName, name: fullName } : null,
    };
  });
}

/**
 * Stores the end of a trial that has run out on one enrollment (active, `trial` false, as `move_trial` without a date
 * ends a trial): run by the enrollment's writes (its update and actions) before they write, so the stored row catches
 * up with what its replies already said.
 */
export async function endRanOutTrial(kdb: Kdb, id: number): Promise<void> {
  await kdb
    .updateTable('enrollments as t')
    .set({ status: 'active', trial: false })
    .where('t.id', '=', id)
    .where(trialRanOut('t'))
    .execute();
}

/** A page of enrollments. */
export async function listEnrollments(
  kdb: Kdb,
  q: Record<string, unknown>,
  paging: ListPaging,
  scope: Expression<SqlBool> | null,
): Promise<{ items: Enrollment[]; meta: ListMeta }> {
  const where = allOf(conditionsOf(q, ENROLLMENT_FILTERS, scope));
  const order = orderClause(paging, ORDERS, sql.ref('t.id'));
  const { rows, meta } = await tablePage(kdb, 'enrollments', where, order, paging);
  return { items: await wire(kdb, rows), meta };
}

/** One enrollment (within a scope when given), or null. */
export async function findEnrollment(
  kdb: Kdb,
  id: number,
  scope: Expression<SqlBool> | null,
): Promise<Enrollment | null> {
  const row = await kdb
    .selectFrom('enrollments as t')
    .selectAll()
    .where('t.id', '=', id)
    .where(scope ?? sql<SqlBool>`true`)
    .executeTakeFirst();
  return row ? ((await wire(kdb, [row]))[0] ?? null) : null;
}

/**
 * `include=course`: the enrollment's course with the student's tutoring hours in minutes (STU-13, DOM-45):
 * provisioned = the hours bought on the enrollment; scheduled = the durations of the student's non-canceled sessions of
 * the course; used = those that have ended; unscheduled = provisioned − scheduled and remaining = provisioned − used,
 * never below 0.
 */
export async function addCourses(kdb: Kdb, items: Enrollment[]): Promise<void> {
  const { rows } = await sql<{
    enrollment_id: number;
    id: number;
    title: string | null;
    brand_id: number | null;
    status: string;
    duration: number | null;
    provisioned: number;
    brand: unknown;
    scheduled: number;
    used: number;
  }>`SELECT e.id AS enrollment_id, c.id, c.title, c.brand_id, c.status, c.duration, round(e.hours * 60)::int AS provisioned,
       CASE WHEN b.id IS NULL THEN NULL ELSE json_build_object('id', b.id, 'name', b.name, 'offerContract', b.offer_contract, 'paymentType', b.payment_type) END AS brand,
       coalesce(sum(s.duration), 0)::int AS scheduled, coalesce(sum(s.duration) FILTER (WHERE s.ends_at <= now()), 0)::int AS used
     FROM enrollments e JOIN courses c ON c.id = e.course_id LEFT JOIN brands b ON b.id = c.brand_id
     LEFT JOIN attendances a ON a.student_id = e.student_id
       AND a.session_id IN (SELECT x.id FROM sessions x WHERE x.course_id = e.course_id AND x.canceled_at IS NULL)
     LEFT JOIN sessions s ON s.id = a.session_id
     WHERE e.id = ANY(${items.map((i) => i.id)}::int[]) GROUP BY e.id, c.id, b.id`.execute(kdb);
  const byId = new Map(rows.map((r) => [r.enrollment_id, r]));
  for (const i of items) {
    const r = byId.get(i.id);
    if (!r) {
      i.course = null;
      continue;
    }
    const provisioned = Number(r.provisioned);
    i.course = {
      id: r.id,
      title: r.title,
      brandId: r.brand_id,
      brand: r.brand,
      status: r.status,
      duration: r.duration,
      provisionedDuration: provisioned,
      unscheduledDuration: Math.max(0, provisioned - Number(r.scheduled)),
      remainingProvisionedDuration: Math.max(0, provisioned - Number(r.used)),
    };
  }
}

/** A renewal row → its wire object. */
export const renewalWire = (r: Selectable<EnrollmentRenewalsTable>): EnrollmentRenewal => ({
  ...camelize(r),
  processed: r.processed_at !== null,
});

/** `include=enrollment_renewal`: each enrollment's latest renewal (or null). */
export async function addRenewals(kdb: Kdb, items: Enrollment[]): Promise<void> {
  const rows = await kdb
    .selectFrom('enrollment_renewals')
    .selectAll()
    .distinctOn('enrollment_id')
    .where(
      'enrollment_id',
      'in',
      items.map((i) => i.id),
    )
    .orderBy('enrollment_id')
    .orderBy('id', 'desc')
    .execute();
  const byId = new Map(rows.map((r) => [r.enrollment_id, r]));
  for (const i of items) {
    const r = byId.get(i.id);
    i.enrollmentRenewal = r ? renewalWire(r) : null;
  }
}

const columns = (d: EnrollmentInput) => ({
  ...(d.type !== undefined ? { type: d.type } : {}),
  ...(d.studentId !== undefined ? { student_id: d.studentId } : {}),
  ...('courseId' in d ? { course_id: d.courseId ?? null } : {}),
  ...('pricing' in d ? { pricing: JSON.stringify(d.pricing ?? null) } : {}),
  ...(d.autoRenew !== undefined ? { auto_renew: d.autoRenew } : {}),
  ...('limitedAttendancesCount' in d ? { limited_attendances_count: d.limitedAttendancesCount ?? null } : {}),
});

/**
 * Inserts an enrollment (staff's `POST enrollments`); returns its id. It starts as a portal enrollment does
 * ({@link enrollmentStartColumns}): trialing with its trial's end when its course's pricing (with the pricing sent over
 * it) has a trial, else active.
 */
export async function insertEnrollment(kdb: Kdb, d: EnrollmentInput): Promise<number> {
  const course = d.courseId
    ? await kdb.selectFrom('courses').select('pricing').where('id', '=', d.courseId).executeTakeFirst()
    : undefined;
  const row = await kdb
    .insertInto('enrollments')
    .values({
      ...columns(d),
      ...enrollmentStartColumns(course?.pricing, d.pricing, new Date()),
      student_id: d.studentId!,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const writes = tableWrites('enrollments', columns);

/** Updates an enrollment's fields. */
export const updateEnrollment = writes.update;

/** Deletes an enrollment. */
export const deleteEnrollment = writes.destroy;
