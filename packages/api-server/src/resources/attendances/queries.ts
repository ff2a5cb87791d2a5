import { type Expression, type SqlBool, type Updateable, expressionBuilder, sql } from 'kysely';
import type { Actor } from '../../auth';
import type { Kdb } from '../../db/kysely';
import type { AttendancesTable, DB } from '../../db/schema';
import { queryBool, queryDate, queryInt, queryStr } from '../../util';
import { type Camel, camelize } from '../shared/camel';
import { tableWrites } from '../shared/columns';
import { type ListMeta, type ListPaging, orderClause, pageQuery } from '../shared/list';
import { ENDED_STATUSES } from '../enrollments/rules';
import { bookableSession } from '../sessions/policy';
import { scheduleCondition } from '../sessions/queries';
import type { AttendanceInput } from './rules';

type Tables = DB & { t: AttendancesTable };
const eb = expressionBuilder<Tables, 't'>();

/** The attendances row with its session's times and the student's name. */
export const selectAttendances = (kdb: Kdb) =>
  kdb
    .selectFrom('attendances as t')
    .innerJoin('sessions as s', 's.id', 't.session_id')
    .innerJoin('students as stu', 'stu.id', 't.student_id')
    .innerJoin('users as u', 'u.id', 'stu.user_id')
    .selectAll('t')
    .select([
      's.starts_at',
      's.ends_at',
      'u.first_name',
      'u.last_name',
      sql<boolean>`(t.session_note IS NOT NULL)`.as('session_note_exists'),
    ]);

/** One attendance row as read. */
export type AttendanceRow = Awaited<ReturnType<ReturnType<typeof selectAttendances>['executeTakeFirstOrThrow']>>;

/** The session of an attendance (`include=session`). */
export type AttendanceSession = {
  id: number;
  title: string;
  name: string | null;
  startsAt: string;
  endsAt: string;
  duration: number;
  courseId: number | null;
  attendanceTakenAt: string | null;
  canceledAt: string | null;
};

/** The wire object of an attendance (ADR 0001: camelCase). */
export type Attendance = Camel<AttendanceRow> & {
  session?: AttendanceSession | null;
  student?: { id: number; firstName: string; lastName: string } | null;
};

export const attendanceWire = (row: AttendanceRow): Attendance => camelize(row);

/** One attendance by id within a scope (null: none, or outside it). */
export async function findAttendance(
  kdb: Kdb,
  id: number,
  scope: Expression<SqlBool> | null,
): Promise<AttendanceRow | null> {
  const row = await selectAttendances(kdb)
    .where('t.id', '=', id)
    .where(scope ?? sql<SqlBool>`true`)
    .executeTakeFirst();
  return row ?? null;
}

const idOf = (v: unknown): number => Number(queryStr(v)) || 0;

/** The list filters of attendances (query name → condition; undefined/empty values are no filter). */
export const ATTENDANCE_FILTERS: Record<string, (value: unknown, a: Actor) => Expression<SqlBool> | null> = {
  startsAt: (v) => sql<SqlBool>`s.ends_at >= ${queryDate(v, 'startsAt')}`,
  endsAt: (v) => sql<SqlBool>`s.starts_at <= ${queryDate(v, 'endsAt')}`,
  employeeId: (v) =>
    sql<SqlBool>`EXISTS (SELECT 1 FROM assignments a WHERE a.session_id = t.session_id AND a.employee_id = ${idOf(v)})`,
  studentId: (v) => {
    const n = queryInt(v, 'studentId');
    return n === undefined ? null : eb('t.student_id', '=', n);
  },
  sessionId: (v) => {
    const n = queryInt(v, 'sessionId');
    return n === undefined ? null : eb('t.session_id', '=', n);
  },
  schedule: (v, a) => scheduleCondition(String(queryStr(v) ?? ''), a, 's'),
  sessionNoteExists: (v) => {
    const b = queryBool(v);
    return b === undefined ? null : b ? eb('t.session_note', 'is not', null) : eb('t.session_note', 'is', null);
  },
};

const ORDERS = {
  id: sql.ref('t.id'),
  starts_at: sql.ref('s.starts_at'),
  ends_at: sql.ref('s.ends_at'),
  created_at: sql.ref('t.created_at'),
};
export const ATTENDANCE_ORDER_KEYS = Object.keys(ORDERS);

/**
 * A page of attendances (issue 13's shape, one statement): the count and the page's ids read the attendances with
 * their session (for its times), the full rows are those of the page's ids.
 */
export async function listAttendances(
  kdb: Kdb,
  a: Actor,
  q: Record<string, unknown>,
  paging: ListPaging,
  scope: Expression<SqlBool> | null,
): Promise<{ rows: AttendanceRow[]; meta: ListMeta }> {
  const conds: Expression<SqlBool>[] = scope ? [scope] : [];
  for (const [name, filter] of Object.entries(ATTENDANCE_FILTERS)) {
    const v = q[name] ?? q[`${name}[]`];
    if (v === undefined || v === '') continue;
    const c = filter(v, a);
    if (c) conds.push(c);
  }
  const base = kdb.selectFrom('attendances as t').innerJoin('sessions as s', 's.id', 't.session_id');
  return pageQuery(kdb, {
    rows: selectAttendances(kdb),
    countFrom: base,
    idsFrom: base,
    conditions: conds,
    order: orderClause(paging, ORDERS, sql`s.starts_at`),
    paging,
  });
}

/** Adds the asked-for related data (`session`, `student`). */
export async function addAttendanceIncludes(kdb: Kdb, items: Attendance[], include: Set<string>): Promise<void> {
  if (!items.length) return;
  for (const name of include) {
    if (name === 'session') {
      const ids = [...new Set(items.map((i) => i.sessionId))];
      const rows = await kdb
        .selectFrom('sessions')
        .select([
          'id',
          'title',
          'name',
          'starts_at',
          'ends_at',
          'duration',
          'course_id',
          'attendance_taken_at',
          'canceled_at',
        ])
        .where('id', 'in', ids)
        .execute();
      for (const i of items) {
        const r = rows.find((x) => x.id === i.sessionId);
        i.session = r ? camelize(r) : null;
      }
    } else if (name === 'student') {
      const ids = [...new Set(items.map((i) => i.studentId))];
      const rows = await kdb
        .selectFrom('students as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select(['s.id', 'u.first_name', 'u.last_name'])
        .where('s.id', 'in', ids)
        .execute();
      for (const i of items) {
        const r = rows.find((x) => x.id === i.studentId);
        i.student = r ? { id: r.id, firstName: r.first_name, lastName: r.last_name } : null;
      }
    }
  }
}

/** Inserts an attendance (sessionId and studentId are required by the rules); returns its id. */
export async function insertAttendance(kdb: Kdb, d: AttendanceInput): Promise<number> {
  const r = await kdb
    .insertInto('attendances')
    .values({
      session_id: d.sessionId!,
      student_id: d.studentId!,
      ...('joinedAt' in d ? { joined_at: d.joinedAt } : {}),
      ...('sessionNote' in d ? { session_note: d.sessionNote } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

/**
 * A target session of a move for a student (issue 20): whether it exists, is bookable, whether its
 * course is published and on offer to the requester (`onOffer`: sessions/policy's `sessionCourseOnOffer`; null:
 * every course), and whether the student has an enrollment in its course that has not ended.
 */
export async function moveTarget(kdb: Kdb, sessionId: number, studentId: number, onOffer: Expression<SqlBool> | null) {
  return kdb
    .selectFrom('sessions as t')
    .leftJoin('courses as tc', 'tc.id', 't.course_id')
    .select([
      't.id',
      bookableSession().as('bookable'),
      sql<boolean>`(tc.id IS NULL OR tc.status = 'published')`.as('course_published'),
      sql<boolean>`${onOffer ?? sql`true`}`.as('on_offer'),
      sql<boolean>`EXISTS (SELECT 1 FROM enrollments e WHERE e.course_id = t.course_id AND e.student_id = ${studentId} AND e.status NOT IN (${sql.join(ENDED_STATUSES)}))`.as(
        'enrolled',
      ),
    ])
    .where('t.id', '=', sessionId)
    .executeTakeFirst();
}

/**
 * Locks a student's row until the transaction ends (`FOR NO KEY UPDATE`: rows referencing the student can still be
 * written meanwhile): the one place where writes that must see each other's attendances and running enrollments of a
 * student (attendance moves, transfers, new enrollments; students/merge takes the same row) wait for each other.
 * Runs inside the caller's transaction.
 */
export async function lockStudent(kdb: Kdb, studentId: number): Promise<void> {
  await kdb.selectFrom('students').select('id').where('id', '=', studentId).forNoKeyUpdate().execute();
}

/** True when the student already attends the session. */
export async function attends(kdb: Kdb, sessionId: number, studentId: number): Promise<boolean> {
  const r = await kdb
    .selectFrom('attendances')
    .select('id')
    .where('session_id', '=', sessionId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return r !== undefined;
}

const writes = tableWrites('attendances', (set: Updateable<AttendancesTable>) => set);

/** Updates an attendance's columns. */
export const updateAttendance = writes.update;

/** Deletes an attendance. */
export const deleteAttendance = writes.destroy;
