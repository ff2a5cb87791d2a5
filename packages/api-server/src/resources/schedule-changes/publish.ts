/**
 * Live schedule changes for students and parents (issue 25 gap 6, STF-29, X-04 `student-change`): when an
 * availability changes or goes, or a session is deleted, the families who may see it on their schedule are told, so
 * their calendar updates in place (a deleted item disappears, a maxed-out availability disappears for them).
 * Hooked into the `availabilities` and `sessions` resources with one line each.
 */
import type { Queryable } from '../../db/adapter';
import type { Ctx } from '../../resource';

/** The users (students and their parents) of the students selected by `studentsSql` ($1 = the record's id). */
async function familyUsers(tx: Queryable, studentsSql: string, id: unknown): Promise<number[]> {
  const rows = await tx.query<{ user_id: number }>(
    `SELECT s.user_id FROM students s WHERE s.id IN (${studentsSql})
     UNION SELECT p.user_id FROM parents p JOIN students s ON s.parent_id = p.id WHERE s.id IN (${studentsSql})`,
    [id],
  );
  return rows.map((r) => r.user_id).filter((u) => Number.isInteger(u));
}

/** Students who book or attend with the availability's tutor: their tutorings, or sessions assigned to the tutor. */
const TUTOR_STUDENTS = `SELECT t.student_id FROM tutorings t WHERE t.tutor_id = (SELECT tutor_id FROM availabilities WHERE id = $1)
  UNION SELECT a.student_id FROM attendances a JOIN assignments x ON x.session_id = a.session_id
    WHERE x.employee_id = (SELECT tutor_id FROM availabilities WHERE id = $1)`;

/** Students of a session: its attendees and the students enrolled in its course. */
const SESSION_STUDENTS = `SELECT a.student_id FROM attendances a WHERE a.session_id = $1
  UNION SELECT e.student_id FROM enrollments e WHERE e.course_id = (SELECT course_id FROM sessions WHERE id = $1)`;

async function publishTo(ctx: Ctx, users: number[], data: Record<string, unknown>): Promise<void> {
  for (const user of users) await ctx.publish(user, 'student-change', data);
}

/** `afterWrite` of availabilities: the changed availability (maxedOut, locked, times) to the tutor's families. */
export async function publishAvailabilityChange(o: Record<string, unknown>, ctx: Ctx, tx: Queryable): Promise<void> {
  await publishTo(ctx, await familyUsers(tx, TUTOR_STUDENTS, o.id), { ...o, type: 'Availability', deleted: false });
}

/** `beforeDestroy` of availabilities: the deleted availability to the tutor's families. */
export async function publishAvailabilityDeleted(o: Record<string, unknown>, ctx: Ctx, tx: Queryable): Promise<void> {
  await publishTo(ctx, await familyUsers(tx, TUTOR_STUDENTS, o.id), { id: o.id, type: 'Availability', deleted: true });
}

/** `beforeDestroy` of sessions: the deleted session to its students and their parents. */
export async function publishSessionDeleted(o: Record<string, unknown>, ctx: Ctx, tx: Queryable): Promise<void> {
  await publishTo(ctx, await familyUsers(tx, SESSION_STUDENTS, o.id), { id: o.id, type: 'Session', deleted: true });
}
