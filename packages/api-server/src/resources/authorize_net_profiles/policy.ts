import { type Expression, type SqlBool, sql } from 'kysely';
import type { Actor } from '../../auth';
import { type Policy, rules } from '../../policy';

/**
 * A parent sees their own profile; a student (or an admin spoofing one) the student's parent's (PAY-18, STU-24);
 * staff every one.
 */
export function profileScope(a: Actor): Expression<SqlBool> | null {
  if (a.type === 'Student')
    return sql<SqlBool>`t.parent_id = (SELECT parent_id FROM students WHERE id = ${Number(a.studentId ?? 0)})`;
  if (a.type === 'Parent') return sql<SqlBool>`t.parent_id = ${Number(a.parentId ?? 0)}`;
  return null;
}

const SCOPED = 'own records (resource scope)';

/** Who may call each route of payment profiles (docs/security.md). */
export const profilePolicies = {
  list: { allow: rules.cardHolder, records: SCOPED },
  show: { allow: rules.cardHolder, records: SCOPED },
  destroy: { allow: 'operations', records: SCOPED },
  // The body's parent is checked against the requester (a parent: their own; a student: their parent's).
  create: { allow: rules.cardHolder },
  update: { allow: rules.cardHolder },
} as const satisfies Record<string, Policy>;
