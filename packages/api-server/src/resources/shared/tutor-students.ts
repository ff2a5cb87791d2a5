import { type Expression, type SqlBool, sql } from 'kysely';
import type { Kdb } from '../../db/kysely';

/**
 * A condition keeping a student-id column (`'s.id'`) to the students of an employee who is not staff: those attending
 * a session assigned to them (a course's students attend its sessions) or booked for a tutoring with them that is not
 * canceled (docs/security.md: what a tutor may do to students).
 */
export function tutorsStudentsCondition(employeeId: number, column: string): Expression<SqlBool> {
  const student = sql.ref(column);
  return sql<SqlBool>`(EXISTS (SELECT 1 FROM attendances ta JOIN assignments tx ON tx.session_id = ta.session_id
      WHERE ta.student_id = ${student} AND tx.employee_id = ${employeeId})
    OR EXISTS (SELECT 1 FROM tutorings tt WHERE tt.student_id = ${student} AND tt.tutor_id = ${employeeId}
      AND tt.status <> 'canceled'))`;
}

/** True when `studentId` is one of the employee's students ({@link tutorsStudentsCondition}). */
export async function isTutorsStudent(kdb: Kdb, employeeId: number | null, studentId: number): Promise<boolean> {
  if (employeeId === null) return false;
  const row = await kdb
    .selectFrom('students as s')
    .select('s.id')
    .where('s.id', '=', studentId)
    .where(tutorsStudentsCondition(employeeId, 's.id'))
    .executeTakeFirst();
  return row !== undefined;
}
