/**
 * Live schedule changes for students and parents (issue 25 gap 6, STF-29, X-04 `student-change`): when an
 * availability changes or goes, or a session is deleted, the families who may see it on their schedule are told, so
 * their calendar updates in place (a deleted item disappears, a maxed-out availability disappears for them).
 * Hooked into the `availabilities` and `sessions` resources with one line each. The queries run on `ctx.kdb`, so
 * inside a caller's `db.transaction` they join it (ADR 0004).
 */
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Kdb } from '../../db/kysely';
import type { Ctx } from '../../context';

/** The users (students and their parents) of the students a subquery selects. */
async function familyUsers(kdb: Kdb, students: Expression<unknown>): Promise<number[]> {
  const rows = await kdb
    .selectFrom('students as s')
    .select('s.user_id')
    .where(sql<SqlBool>`s.id IN (${students})`)
    .union(
      kdb
        .selectFrom('parents as p')
        .innerJoin('students as s', 's.parent_id', 'p.id')
        .select('p.user_id')
        .where(sql<SqlBool>`s.id IN (${students})`),
    )
    .execute();
  return rows.map((r) => r.user_id).filter((u) => Number.isInteger(u));
}

/** Students who book or attend with the availability's tutor: their tutorings, or sessions assigned to the tutor. */
const tutorStudents = (kdb: Kdb, availabilityId: number) => {
  const tutor = kdb.selectFrom('availabilities').select('tutor_id').where('id', '=', availabilityId);
  return kdb
    .selectFrom('tutorings as t')
    .select('t.student_id')
    .where('t.tutor_id', '=', tutor)
    .union(
      kdb
        .selectFrom('attendances as a')
        .innerJoin('assignments as x', 'x.session_id', 'a.session_id')
        .select(sql<number | null>`a.student_id`.as('student_id'))
        .where('x.employee_id', '=', tutor),
    );
};

/** Students of a session: its attendees and the students enrolled in its course. */
const sessionStudents = (kdb: Kdb, sessionId: number) =>
  kdb
    .selectFrom('attendances as a')
    .select(sql<number | null>`a.student_id`.as('student_id'))
    .where('a.session_id', '=', sessionId)
    .union(
      kdb
        .selectFrom('enrollments as e')
        .select(sql<number | null>`e.student_id`.as('student_id'))
        .where('e.course_id', '=', kdb.selectFrom('sessions').select('course_id').where('id', '=', sessionId)),
    );

async function publishTo(ctx: Ctx, users: number[], data: Record<string, unknown>): Promise<void> {
  for (const user of users) await ctx.publish(user, 'student-change', data);
}

/** `afterWrite` of availabilities: the changed availability (maxedOut, locked, times) to the tutor's families. */
export async function publishAvailabilityChange(o: Record<string, unknown>, ctx: Ctx): Promise<void> {
  const users = await familyUsers(ctx.kdb, tutorStudents(ctx.kdb, Number(o.id)));
  await publishTo(ctx, users, { ...o, type: 'Availability', deleted: false });
}

/** `beforeDestroy` of availabilities: the deleted availability to the tutor's families. */
export async function publishAvailabilityDeleted(o: Record<string, unknown>, ctx: Ctx): Promise<void> {
  const users = await familyUsers(ctx.kdb, tutorStudents(ctx.kdb, Number(o.id)));
  await publishTo(ctx, users, { id: o.id, type: 'Availability', deleted: true });
}

/** Before a session is deleted: the deleted session to its students and their parents. */
export async function publishSessionDeleted(o: { id: number }, ctx: Ctx): Promise<void> {
  await publishTo(ctx, await familyUsers(ctx.kdb, sessionStudents(ctx.kdb, o.id)), {
    id: o.id,
    type: 'Session',
    deleted: true,
  });
}
