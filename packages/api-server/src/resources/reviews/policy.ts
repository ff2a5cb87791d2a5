import { type Expression, type SqlBool, sql } from 'kysely';
import { type Actor, is } from '../../auth';
import { type Policy, rules } from '../../policy';
import { ownStudentsCondition } from '../shared/family';

/**
 * A student or parent: the reviews of their own children; a tutor who is not staff: the reviews of them; staff: all.
 * Rows outside the scope answer 404.
 */
export function reviewScope(a: Actor): Expression<SqlBool> | null {
  return (
    ownStudentsCondition(a, 't.student_id') ??
    (is.staff(a) ? null : sql<SqlBool>`t.employee_id = ${Number(a.employeeId ?? 0)}`)
  );
}

const SCOPED = 'own records (resource scope)';

/**
 * Who may call each route of reviews (docs/security.md): the student (or their parent) reviews the tutor; a tutor
 * reads their reviews but never writes one (issue 20). Reviews are neither created nor deleted through the API.
 */
export const reviewPolicies = {
  list: { allow: 'any', records: SCOPED },
  show: { allow: 'any', records: SCOPED },
  update: { allow: rules.staffOrFamily, records: SCOPED },
} as const satisfies Record<string, Policy>;
