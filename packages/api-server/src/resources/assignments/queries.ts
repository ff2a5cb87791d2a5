import { type Expression, type SqlBool, sql } from 'kysely';
import { TUTOR_NOT_QUALIFIED } from '@tutoring/domain';
import type { Kdb } from '../../db/kysely';
import { unprocessable } from '../../util';
import { type Camel, camelize } from '../shared/camel';
import { intFilter, tableQueries } from '../shared/list';
import { guardSessionWrite } from '../sessions/queries';
import { EMPLOYEE_STAFFING_NOT_ALLOWED } from './rules';

const selectAssignments = (kdb: Kdb) =>
  kdb
    .selectFrom('assignments as t')
    .innerJoin('employees as e', 'e.id', 't.employee_id')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .selectAll('t')
    .select(['u.first_name', 'u.last_name', 'e.avatar_url']);

type AssignmentRow = Awaited<ReturnType<ReturnType<typeof selectAssignments>['executeTakeFirstOrThrow']>>;

/** The wire object of an assignment (SRV-44): the session's staff member with their name and avatar. */
export type Assignment = Camel<AssignmentRow>;

/** The list filters of assignments. */
export const ASSIGNMENT_FILTERS: Record<string, (v: unknown) => Expression<SqlBool> | null> = {
  sessionId: intFilter('t.session_id', 'sessionId'),
  employeeId: intFilter('t.employee_id', 'employeeId'),
};

const assignments = tableQueries(
  'assignments',
  ASSIGNMENT_FILTERS,
  { id: sql.ref('t.id') },
  { rows: selectAssignments, wire: (r: AssignmentRow): Assignment => camelize(r) },
);
export const ASSIGNMENT_ORDER_KEYS = assignments.orderKeys;
/** A page of assignments: count and ids from the table, the page's rows with their employee (issue 13). */
export const listAssignments = assignments.list;
/** One assignment. */
export const findAssignment = assignments.find;

/**
 * Assigns an employee to a session (inside the caller's transaction; the session row is locked): the employee is
 * active, allowed by the brand (STF-09, STF-16), not already there, the session is not full, the employee is free
 * then and qualified for the subject. The first one assigned is the supervisor. Returns the new id.
 */
export async function assign(kdb: Kdb, sessionId: number, employeeId: number): Promise<number> {
  // The session's row is locked, and a canceled session gets no people (SRV-21: it is not edited).
  if (!(await guardSessionWrite(kdb, sessionId))) throw unprocessable('Session must exist');
  const s = await kdb
    .selectFrom('sessions')
    .select(['id', 'subject_id', 'employees_required', 'starts_at', 'ends_at'])
    .where('id', '=', sessionId)
    .executeTakeFirstOrThrow();
  const e = await kdb
    .selectFrom('employees')
    .select(['id', 'type'])
    .where('id', '=', employeeId)
    .where('active', '=', true)
    .executeTakeFirst();
  if (!e) throw unprocessable('Employee must be an active employee');
  // STF-09, STF-16: staff who are not tutors are assignable only where the course's brand allows employee staffing.
  const staffOnly = e.type !== 'Tutor';
  if (staffOnly) {
    const allowed = await kdb
      .selectFrom('courses as c')
      .innerJoin('brands as b', 'b.id', 'c.brand_id')
      .innerJoin('sessions as x', 'x.course_id', 'c.id')
      .select(sql`1`.as('one'))
      .where('x.id', '=', s.id)
      .where('b.allow_employee_staffing', '=', true)
      .executeTakeFirst();
    if (!allowed) throw unprocessable(EMPLOYEE_STAFFING_NOT_ALLOWED);
  }
  const existing = await kdb.selectFrom('assignments').select('employee_id').where('session_id', '=', s.id).execute();
  if (existing.some((r) => r.employee_id === employeeId))
    throw unprocessable('This tutor is already assigned to this session.');
  if (existing.length >= s.employees_required) throw unprocessable('This session is full.');
  const conflict = await kdb
    .selectFrom('assignments as a')
    .innerJoin('sessions as x', 'x.id', 'a.session_id')
    .select(sql`1`.as('one'))
    .where('a.employee_id', '=', employeeId)
    .where('x.id', '<>', s.id)
    .where('x.canceled_at', 'is', null)
    .where('x.starts_at', '<', s.ends_at)
    .where('x.ends_at', '>', s.starts_at)
    .limit(1)
    .executeTakeFirst();
  if (conflict) throw unprocessable('This tutor is missing for this session.');
  if (s.subject_id !== null && !staffOnly) {
    const qualified = await kdb
      .selectFrom('employee_subjects')
      .select('employee_id')
      .where('employee_id', '=', employeeId)
      .where('subject_id', '=', s.subject_id)
      .executeTakeFirst();
    if (!qualified) throw unprocessable(TUTOR_NOT_QUALIFIED);
  }
  const r = await kdb
    .insertInto('assignments')
    .values({ session_id: s.id, employee_id: employeeId, supervisor: existing.length === 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

/** Makes an assignment the session's supervisor (the others stop being it) or not. */
export async function setSupervisor(kdb: Kdb, a: Assignment, supervisor: boolean): Promise<void> {
  if (supervisor)
    await kdb.updateTable('assignments').set({ supervisor: false }).where('session_id', '=', a.sessionId).execute();
  await kdb.updateTable('assignments').set({ supervisor }).where('id', '=', a.id).execute();
}

/** Removes an assignment; when it was the supervisor, the session's oldest remaining one becomes it. */
export async function unassign(kdb: Kdb, a: Assignment): Promise<void> {
  await kdb.deleteFrom('assignments').where('id', '=', a.id).execute();
  if (a.supervisor)
    await kdb
      .updateTable('assignments')
      .set({ supervisor: true })
      .where(
        'id',
        '=',
        kdb
          .selectFrom('assignments')
          .select((eb) => eb.fn.min('id').as('m'))
          .where('session_id', '=', a.sessionId),
      )
      .execute();
}

/** Tells an employee's user that their schedule changed (realtime `user-change`). */
export async function publishToEmployee(
  kdb: Kdb,
  publish: (userId: number, event: string, data: unknown) => Promise<void>,
  employeeId: number,
  data: Record<string, unknown>,
): Promise<void> {
  const r = await kdb.selectFrom('employees').select('user_id').where('id', '=', employeeId).executeTakeFirst();
  if (r) await publish(r.user_id, 'user-change', { id: r.user_id, ...data });
}
