import { type Expression, type SqlBool, sql } from 'kysely';
import { type Actor, is } from '../../auth';
import type { Policy } from '../../policy';

/** A parent sees their own payments, staff every one, anyone else none (issue 20). */
export function paymentScope(a: Actor): Expression<SqlBool> | null {
  if (a.type === 'Parent') return sql<SqlBool>`t.parent_id = ${Number(a.parentId ?? 0)}`;
  return is.staff(a) && a.type !== 'Student' ? null : sql<SqlBool>`false`;
}

const SCOPED = 'own records (resource scope)';

/** Who may call each route of payments (docs/security.md). */
export const paymentPolicies = {
  list: { allow: 'any', records: SCOPED },
  show: { allow: 'any', records: SCOPED },
  create: { allow: 'admin' },
  update: { allow: 'admin', records: SCOPED },
  destroy: { allow: 'admin', records: SCOPED },
} as const satisfies Record<string, Policy>;
