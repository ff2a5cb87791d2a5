import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { SESSION_TYPES } from '@tutoring/domain';
import { type Actor, is } from '../../auth';
import { type PolicyLike, rules } from '../../policy';
import { courseOnOffer } from '../courses/policy';
import { ENDED_STATUSES } from '../enrollments/rules';
import { ownStudentsCondition } from '../shared/family';

/**
 * DOM-23's tutoring split: a private part of its hub session for the students already on it (docs/adr/0006). Only
 * its attendances open it to a family; it is not a meeting of its course, nor bookable, nor a reason a course is open.
 */
export const TUTORING_SPLIT: (typeof SESSION_TYPES)[number] = 'Session::TutoringSplit';

/**
 * A session a student may book or be rescheduled into (issue 20): published, not started, not canceled, not a tutoring
 * split (alias `t`).
 */
export const bookableSession = (alias = 't'): RawBuilder<SqlBool> =>
  sql<SqlBool>`(${sql.ref(`${alias}.published`)} = true AND ${sql.ref(`${alias}.starts_at`)} > now() AND ${sql.ref(`${alias}.canceled_at`)} IS NULL AND ${sql.ref(`${alias}.type`)} <> ${TUTORING_SPLIT})`;

/**
 * A session whose course is on offer to a student or parent (alias `t`; {@link courseOnOffer}: published, not reserved
 * for another family's student while the reservation runs, SES-29); a session without a course passes. Null for
 * everyone else (every session).
 */
export function sessionCourseOnOffer(a: Actor, alias = 't'): Expression<SqlBool> | null {
  const onOffer = courseOnOffer(a, 'c');
  if (!onOffer) return null;
  const course = sql.ref(`${alias}.course_id`);
  return sql<SqlBool>`(${course} IS NULL OR EXISTS (SELECT 1 FROM courses c WHERE c.id = ${course} AND ${onOffer}))`;
}

/**
 * Issue 20: a student or parent reads only their own sessions (attended, or of a course they are enrolled in: an
 * enrollment that has ended, canceled, transferred or expired, no longer opens its course's sessions; nor does any
 * enrollment open a tutoring split, which only its attendances open); `browse` (choosing
 * a session to book or reschedule into, list only) adds the published, upcoming, not canceled ones of a course on
 * offer to them ({@link sessionCourseOnOffer}: never one of a course reserved for another family's student). Staff
 * and employees: every session (null). Rows outside the scope answer 404.
 */
export function sessionScope(a: Actor, browse = false): Expression<SqlBool> | null {
  const own = ownStudentsCondition(a, 'x.student_id');
  const onOffer = sessionCourseOnOffer(a);
  if (!own || !onOffer) return null;
  const mine = sql<SqlBool>`EXISTS (SELECT 1 FROM attendances x WHERE x.session_id = t.id AND ${own}) OR (t.type <> ${TUTORING_SPLIT} AND EXISTS (SELECT 1 FROM enrollments x WHERE x.course_id = t.course_id AND x.status NOT IN (${sql.join(ENDED_STATUSES)}) AND ${own}))`;
  return browse ? sql<SqlBool>`(${mine} OR (${bookableSession()} AND ${onOffer}))` : sql<SqlBool>`(${mine})`;
}

/** The people of one session as {@link sessionReadBy} weighs them (sessions/queries.ts `sessionMembers`). */
export interface SessionMembers {
  /** The session's attendances: the student and their parent. */
  attendees: { studentId: number; parentId: number | null }[];
  /** The employees assigned to it. */
  assigned: number[];
  /** The students (and their parents) with an enrollment that has not ended in the session's course. */
  enrolled: { studentId: number; parentId: number | null }[];
}

/**
 * One session as one actor reads it, from its members in memory (a heads-up to many people reads the session once):
 * whether it is in their {@link sessionScope} (without `browse`), its `attendancesCount` under the attendances' scope
 * and whether they take part in it (sessions/queries.ts `involved`). The same rules as those SQL conditions, which stay
 * the ones a request reads through; test/realtime-access.test.ts compares the two for every kind of recipient.
 */
export function sessionReadBy(
  a: Actor,
  session: { type: string },
  m: SessionMembers,
): { inScope: boolean; attendancesCount: number; involved: boolean } {
  const family = a.type === 'Student' || a.type === 'Parent';
  const own = (p: { studentId: number; parentId: number | null }) =>
    a.type === 'Student' ? p.studentId === a.studentId : p.parentId !== null && p.parentId === a.parentId;
  const assigned = m.assigned.includes(a.employeeId ?? 0);
  const inScope = !family || m.attendees.some(own) || (session.type !== TUTORING_SPLIT && m.enrolled.some(own));
  const attendancesCount = family ? m.attendees.filter(own).length : is.staff(a) || assigned ? m.attendees.length : 0;
  const involved =
    a.employeeId !== null
      ? assigned
      : a.studentId !== null
        ? m.attendees.some((p) => p.studentId === a.studentId)
        : a.parentId !== null && m.attendees.some((p) => p.parentId === a.parentId);
  return { inScope, attendancesCount, involved };
}

/**
 * Who may join a session (alias `t`), so who is handed its meeting's join address (a session's `include=zoomMeeting`,
 * the meetings of `courses/membership|homework_help|hosted`): staff every session; another employee (a tutor) the
 * sessions assigned to them; a student or parent their own sessions ({@link sessionScope} without `browse`: attended,
 * or of a course with an enrollment that has not ended). Null: every session (staff).
 */
export function sessionJoinable(a: Actor): Expression<SqlBool> | null {
  if (is.staff(a)) return null;
  const own = sessionScope(a);
  if (own) return own;
  return sql<SqlBool>`EXISTS (SELECT 1 FROM assignments x WHERE x.session_id = t.id AND x.employee_id = ${Number(a.employeeId ?? 0)})`;
}

/**
 * A student filter (`studentId`) of a student or parent keeps to their own students (alias `fs`): another family's
 * child gives an empty list, as every other list's filter on a record outside the caller's scope does. Null for
 * everyone else (no extra condition).
 */
export function ownStudentFilter(a: Actor, studentId: number): Expression<SqlBool> | null {
  const own = ownStudentsCondition(a, 'fs.id');
  return own ? sql<SqlBool>`EXISTS (SELECT 1 FROM students fs WHERE fs.id = ${studentId} AND ${own})` : null;
}

const SCOPED = 'own records (resource scope)';

/** Who may call each route of sessions (docs/security.md). */
export const sessionPolicies = {
  list: { allow: 'any', records: SCOPED },
  show: { allow: 'any', records: SCOPED },
  create: { allow: 'staff' },
  update: {
    allow: rules.staffOrTutor,
    records: 'staff: every field; a tutor: attendanceTakenAt of sessions assigned to them',
  },
  destroy: { allow: 'admin', records: SCOPED },
  substituteJointSession: 'admin',
  potentialHubs: 'staff',
  primeHours: 'any',
  recordings: 'any',
  prepare: 'any',
  connect: { allow: 'any', records: 'own sessions (resource scope)' },
  launch: 'employee',
  resetSubject: { allow: rules.staffOrTutor, records: 'staff; a tutor: sessions assigned to them' },
} as const satisfies Record<string, PolicyLike>;
