import { type Expression, type SqlBool, sql } from 'kysely';
import type { Actor } from '../../auth';
import { type Policy, rules } from '../../policy';

/** A parent reads the installments of their own family's enrollments (PAY-30, issue 20); staff every one. */
export function installmentScope(a: Actor): Expression<SqlBool> | null {
  return a.type === 'Parent'
    ? sql<SqlBool>`t.enrollment_id IN (SELECT e.id FROM enrollments e JOIN students s ON s.id = e.student_id WHERE s.parent_id = ${Number(a.parentId ?? 0)})`
    : null;
}

const SCOPED = 'own records (resource scope)';

/** Who may call each route of installments (docs/security.md). */
export const installmentPolicies = {
  list: { allow: rules.staffOrParent, records: SCOPED },
  show: { allow: rules.staffOrParent, records: SCOPED },
  create: { allow: 'admin' },
  update: { allow: 'admin', records: SCOPED },
  destroy: { allow: 'admin', records: SCOPED },
  processPayment: { allow: 'operations' },
} as const satisfies Record<string, Policy>;
