import { type Expression, type SqlBool, sql } from 'kysely';
import { type Actor, is } from '../../auth';
import { type PolicyLike, rules } from '../../policy';
import { ownStudentsCondition } from '../shared/family';

/**
 * Students and parents: their own children's attendances; a tutor who is not staff: those of the sessions assigned to
 * them (issue 20); staff: all (null). Rows outside the scope answer 404. `alias` names the attendances table (`t`;
 * a session's `attendancesCount` counts under another alias, as the session is `t` there).
 */
export function attendanceScope(a: Actor, alias = 't'): Expression<SqlBool> | null {
  return (
    ownStudentsCondition(a, `${alias}.student_id`) ??
    (is.staff(a)
      ? null
      : sql<SqlBool>`EXISTS (SELECT 1 FROM assignments x WHERE x.session_id = ${sql.ref(`${alias}.session_id`)} AND x.employee_id = ${Number(a.employeeId ?? 0)})`)
  );
}

const SCOPED = 'own records (resource scope)';

/** Who may call each route of attendances (docs/security.md). */
export const attendancePolicies = {
  list: { allow: 'any', records: SCOPED },
  show: { allow: 'any', records: SCOPED },
  create: { allow: 'staff' },
  update: {
    allow: rules.staffTutorOrFamily,
    records: "own children's; a tutor's assigned sessions; target bookable",
  },
  destroy: { allow: 'staff', records: SCOPED },
} as const satisfies Record<string, PolicyLike>;
