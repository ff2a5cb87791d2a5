import { type Expression, type SqlBool, sql } from 'kysely';
import { type Actor, is } from '../../auth';
import type { Policy } from '../../policy';
import { isFamily } from '../courses/policy';
import { sessionScope } from '../sessions/policy';

/**
 * The employees (or, `tutors`, tutors) a requester may see: a student or parent only active ones, and of the tutors
 * those accepting students or teaching a session of the family's own (one they may read, whose supervisor they are
 * shown: their own tutor's bio opens even when the tutor takes no new students); staff without OPERATIONS never
 * tutors that are not accepting students, whatever the query (issue 20; employees lists hold the tutors too, so the
 * same holds there for the rows of type Tutor); everyone else every row. Rows outside answer 404.
 */
export function employeeScope(a: Actor, tutors: boolean): Expression<SqlBool> | null {
  if (isFamily(a)) {
    // `t` inside the subquery is the session (sessionScope's alias), outside it the employee.
    const teachesOwn = sql<SqlBool>`t.id IN (SELECT asg.employee_id FROM assignments asg JOIN sessions t ON t.id = asg.session_id WHERE ${sessionScope(a) ?? sql<SqlBool>`false`})`;
    return sql<SqlBool>`(t.active = true AND (t.type <> 'Tutor' OR t.accept_new_students = true OR ${teachesOwn}))`;
  }
  if (is.staff(a) && !is.operations(a))
    return tutors
      ? sql<SqlBool>`t.accept_new_students = true`
      : sql<SqlBool>`(t.type <> 'Tutor' OR t.accept_new_students = true)`;
  return null;
}

const SCOPED = 'own records (resource scope)';

/** Who may call each generic route of employees and of tutors (docs/security.md). */
export const employeePolicies = {
  list: { allow: 'employee', records: SCOPED },
  show: { allow: 'any', records: SCOPED },
  create: { allow: 'admin' },
  update: { allow: 'admin', records: SCOPED },
  destroy: { allow: 'admin', records: SCOPED },
} as const satisfies Record<string, Policy>;
