import { type Expression, type SqlBool, sql } from 'kysely';
import { type Actor, is } from '../../auth';
import type { Policy } from '../../policy';

/** An admin sees every payroll item; another employee only their own (issue 20). */
export function payrollItemScope(a: Actor): Expression<SqlBool> | null {
  return is.admin(a) ? null : sql<SqlBool>`t.employee_id = ${Number(a.employeeId ?? 0)}`;
}

const SCOPED = 'own records (resource scope)';

/** Who may call each route of payroll items (docs/security.md). */
export const payrollItemPolicies = {
  list: { allow: 'employee', records: SCOPED },
  show: { allow: 'employee', records: SCOPED },
  create: { allow: 'admin' },
  update: { allow: 'admin', records: SCOPED },
  destroy: { allow: 'admin', records: SCOPED },
} as const satisfies Record<string, Policy>;
