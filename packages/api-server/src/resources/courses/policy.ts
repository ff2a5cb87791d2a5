import { type Expression, type SqlBool, sql } from 'kysely';
import type { Actor } from '../../auth';
import type { Policy } from '../../policy';
import { ownStudentsCondition } from '../shared/family';

/**
 * A course on offer to a student or parent (alias `t` or `c`): published, and not reserved for another family's student while
 * the reservation runs (SES-29: no end date, or an end from today on). A reserved course is for its student only: it
 * is neither listed to other families nor open to a transfer of theirs. Null for everyone else (all courses).
 */
export function courseOnOffer(a: Actor, alias: 't' | 'c' = 't'): Expression<SqlBool> | null {
  const reservedForOwn = ownStudentsCondition(a, `${alias}.reserved_for_id`);
  if (!reservedForOwn) return null;
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  return sql<SqlBool>`(${column('status')} = 'published' AND (${column('reserved_for_id')} IS NULL OR ${column('reserved_until')} < current_date OR ${reservedForOwn}))`;
}

/**
 * A student or parent sees the courses on offer to them ({@link courseOnOffer}) and the courses their students are
 * enrolled in; others all.
 */
export function courseScope(a: Actor): Expression<SqlBool> | null {
  const own = ownStudentsCondition(a, 'student_id');
  const onOffer = courseOnOffer(a);
  return own && onOffer ? sql<SqlBool>`(${onOffer} OR t.id IN (SELECT course_id FROM enrollments WHERE ${own}))` : null;
}

/** True for a student or a parent (who never read another student's name, OP-43). */
export const isFamily = (a: Actor): boolean => a.type === 'Student' || a.type === 'Parent';

const SCOPED = 'own records (resource scope)';

/** Who may call each generic route of courses (docs/security.md). */
export const coursePolicies = {
  list: { allow: 'any', records: SCOPED },
  show: { allow: 'any', records: SCOPED },
  create: { allow: 'staff' },
  update: { allow: 'staff', records: SCOPED },
  destroy: { allow: 'admin', records: SCOPED },
} as const satisfies Record<string, Policy>;
