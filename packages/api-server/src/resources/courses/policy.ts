import { type Expression, type SqlBool, sql } from 'kysely';
import type { Actor } from '../../auth';
import type { Policy } from '../../policy';
import { ownStudentsCondition } from '../shared/family';

/** A student or parent sees the published courses and the courses their students are enrolled in; others all. */
export function courseScope(a: Actor): Expression<SqlBool> | null {
  const own = ownStudentsCondition(a, 'student_id');
  return own
    ? sql<SqlBool>`(t.status = 'published' OR t.id IN (SELECT course_id FROM enrollments WHERE ${own}))`
    : null;
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
