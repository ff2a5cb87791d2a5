import { type Expression, type SqlBool, sql } from 'kysely';
import type { Actor } from '../../auth';

/**
 * A condition keeping a student-id column to the requester's own students (a student: themself; a parent: their
 * children), or null for everyone else (issue 20). `column` is a column reference such as `'t.student_id'`.
 */
export function ownStudentsCondition(a: Actor, column: string): Expression<SqlBool> | null {
  if (a.type === 'Student') return sql<SqlBool>`${sql.ref(column)} = ${Number(a.studentId ?? 0)}`;
  if (a.type === 'Parent')
    return sql<SqlBool>`${sql.ref(column)} IN (SELECT id FROM students WHERE parent_id = ${Number(a.parentId ?? 0)})`;
  return null;
}
