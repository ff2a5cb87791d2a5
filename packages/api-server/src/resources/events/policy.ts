import { type Expression, type SqlBool, sql } from 'kysely';
import { type Actor, is } from '../../auth';
import type { Policy } from '../../policy';
import { ownStudentsCondition } from '../shared/family';

/** A family sees its students' events, staff every event, another employee their own (SES-*, issue 20). */
export const eventScope = (a: Actor): Expression<SqlBool> | null =>
  ownStudentsCondition(a, 't.student_id') ??
  (is.staff(a) ? null : sql<SqlBool>`t.employee_id = ${Number(a.employeeId ?? 0)}`);

const SCOPED = 'own records (resource scope)';

/** Who may call each generic route of events (docs/security.md). */
export const eventPolicies = {
  list: { allow: 'any', records: SCOPED },
  show: { allow: 'any', records: SCOPED },
  create: { allow: 'employee' },
  update: { allow: 'employee', records: SCOPED },
  destroy: { allow: 'employee', records: SCOPED },
} as const satisfies Record<string, Policy>;
