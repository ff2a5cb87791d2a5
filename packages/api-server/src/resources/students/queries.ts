import { type Expression, type SqlBool, type Updateable, expressionBuilder, sql } from 'kysely';
import type { Actor } from '../../auth';
import { is } from '../../auth';
import type { Kdb } from '../../db/kysely';
import type { DB, StudentsTable, UsersTable } from '../../db/schema';
import { notFound, queryStr } from '../../util';
import { type Subscription, subscriptionsOf } from '../parents/queries';
import { type Camel, camelize } from '../shared/camel';
import {
  type ListFilter,
  type ListMeta,
  type ListPaging,
  conditionsOf,
  intFilter,
  orderClause,
  pageQuery,
} from '../shared/list';
import { boolFilter } from '../shared/filters';
import { moveRegarding } from '../shared/regarding';
import {
  USER_COLUMNS,
  deleteWithUser,
  fullNameOfU,
  insertWithUser,
  personSearch,
  updateWithUser,
} from '../shared/users';
import { ENDED_STATUSES } from '../enrollments/rules';
import { type StudentInput, levelOf } from './rules';

type Tables = DB & { t: StudentsTable; u: UsersTable };
const eb = expressionBuilder<Tables, 't' | 'u'>();

/** The student columns of every reply: the students row, its users row's name, e-mail, time zone and roles, the school. */
const selectStudents = (kdb: Kdb) =>
  kdb
    .selectFrom('students as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .leftJoin('lead_sources as s2', 's2.id', 't.school_id')
    .selectAll('t')
    .select([...USER_COLUMNS, 's2.name as school_name']);

type StudentRow = Awaited<ReturnType<ReturnType<typeof selectStudents>['executeTakeFirstOrThrow']>>;

/** A student's parent as `include=parent` gives it (with the subscription for staff and the family). */
export interface StudentParent {
  id: number;
  firstName: string;
  lastName: string;
  name: string;
  email: string | null;
  subscription?: Subscription | null;
}

/** The wire object of a student (DOM-44): school and parent refs, grade level, points level. */
export type Student = Camel<StudentRow> & {
  gradeLevel: number | null;
  school: { id: number; name: string | null } | null;
  parent: { id: number } | StudentParent | null;
  level: ReturnType<typeof levelOf>;
  type: 'Student';
  enrollments?: {
    id: number;
    type: string;
    status: string;
    courseId: number | null;
    autoRenew: boolean;
    hours: number;
  }[];
};

/** A row as the wire object. */
export const studentWire = (row: StudentRow): Student => ({
  ...camelize(row),
  gradeLevel: row.grade,
  school: row.school_id ? { id: row.school_id, name: row.school_name } : null,
  parent: row.parent_id ? { id: row.parent_id } : null,
  level: levelOf(Number(row.points ?? 0)),
  type: 'Student',
});

/** One student within a scope (null: none, or outside it). */
export async function findStudent(kdb: Kdb, id: number, scope: Expression<SqlBool> | null): Promise<Student | null> {
  const row = await selectStudents(kdb)
    .where('t.id', '=', id)
    .where(scope ?? sql<SqlBool>`true`)
    .executeTakeFirst();
  return row ? studentWire(row) : null;
}

/** The list filters of students. */
export const STUDENT_FILTERS: Record<string, ListFilter> = {
  parentId: intFilter('t.parent_id', 'parentId'),
  schoolId: intFilter('t.school_id', 'schoolId'),
  active: boolFilter('t.active'),
};

/** The orders a list may ask for (`orderBy`, snake_case) and whether they read the users row. */
const ORDERS = {
  id: { expr: sql.ref('t.id'), user: false },
  last_name: { expr: sql`lower(u.last_name)`, user: true },
  first_name: { expr: sql`lower(u.first_name)`, user: true },
  created_at: { expr: sql.ref('t.created_at'), user: false },
  points: { expr: sql.ref('t.points'), user: false },
  grade: { expr: sql.ref('t.grade'), user: false },
} as const;
export const STUDENT_ORDER_KEYS = Object.keys(ORDERS);

/** `query`: full name or e-mail, one indexed branch each (issue 13). */
function searchCondition(kdb: Kdb, text: string): Expression<SqlBool> {
  return eb('t.id', 'in', personSearch(kdb, 'students', text));
}

/**
 * A page of students (issue 13's shape, one statement, {@link pageQuery}): count and ids from the students table
 * (with the users row only when the order needs it; an unconditioned count reads `row_counts`), then the full rows
 * of the page's ids.
 */
export async function listStudents(
  kdb: Kdb,
  q: Record<string, unknown>,
  paging: ListPaging,
  scope: Expression<SqlBool> | null,
): Promise<{ items: Student[]; meta: ListMeta }> {
  const conds = conditionsOf(q, STUDENT_FILTERS, scope);
  const text = queryStr(q.query);
  if (text) conds.push(searchCondition(kdb, text));
  const order = orderClause(
    paging,
    Object.fromEntries(Object.entries(ORDERS).map(([k, o]) => [k, o.expr])),
    sql`lower(u.last_name), lower(u.first_name)`,
  );
  const needsUser = paging.orderKey === undefined || ORDERS[paging.orderKey as keyof typeof ORDERS].user;
  const base = kdb.selectFrom('students as t');
  const { rows, meta } = await pageQuery(kdb, {
    rows: selectStudents(kdb),
    countFrom: base,
    idsFrom: needsUser ? base.innerJoin('users as u', 'u.id', 't.user_id') : base,
    keptCount: 'students',
    conditions: conds,
    order,
    paging,
  });
  return { items: rows.map(studentWire), meta };
}

/**
 * Adds the asked-for related data: `parent` (PAY-17, PAY-18, STU-24: with its subscription for staff, the student and
 * the parent; the student's payment-info modal heads with the next billing date) and `enrollments`.
 */
export async function addStudentIncludes(kdb: Kdb, items: Student[], include: Set<string>, a: Actor): Promise<void> {
  if (!items.length) return;
  if (include.has('parent')) {
    const ids = [...new Set(items.map((i) => i.parentId).filter((x): x is number => x !== null))];
    const rows = ids.length
      ? await kdb
          .selectFrom('parents as p')
          .innerJoin('users as u', 'u.id', 'p.user_id')
          .select(['p.id', 'u.first_name', 'u.last_name', fullNameOfU.as('name'), 'u.email'])
          .where('p.id', 'in', ids)
          .execute()
      : [];
    const parents = new Map<number, StudentParent>(rows.map((r) => [r.id, camelize(r)]));
    if (parents.size && (is.staff(a) || a.type === 'Student' || a.type === 'Parent')) {
      const subs = await subscriptionsOf(kdb, [...parents.keys()]);
      for (const p of parents.values()) p.subscription = subs.get(p.id) ?? null;
    }
    for (const i of items) i.parent = (i.parentId !== null && parents.get(i.parentId)) || null;
  }
  if (include.has('enrollments')) {
    const rows = await kdb
      .selectFrom('enrollments')
      .select(['student_id', 'id', 'type', 'status', 'course_id', 'auto_renew', 'hours'])
      .where(
        'student_id',
        'in',
        items.map((i) => i.id),
      )
      .orderBy('id')
      .execute();
    for (const i of items)
      i.enrollments = rows.filter((r) => r.student_id === i.id).map(({ student_id: _owner, ...r }) => camelize(r));
  }
}

/** The students-row columns of validated fields; the users row's are {@link userColumnsOf}. */
function columnsOf(data: StudentInput): Updateable<StudentsTable> {
  const own: Updateable<StudentsTable> = {};
  if ('parentId' in data) own.parent_id = data.parentId as number | null;
  if ('schoolId' in data) own.school_id = data.schoolId as number | null;
  if ('grade' in data) own.grade = data.grade as number | null;
  if ('k12User' in data) own.k12_user = data.k12User as boolean;
  if ('canLogin' in data) own.can_login = data.canLogin as boolean;
  if ('note' in data) own.note = data.note as string | null;
  return own;
}

/** Inserts a student and its users row (type Student, who must set a password); returns the student id. */
/**
 * Inserts a student and its users row. Without a time zone given, a child of a parent lives in the parent's (X-09: a
 * child added to a New York family got the database default, Los Angeles, and saw every time 3 hours off).
 */
export const insertStudent = async (kdb: Kdb, data: StudentInput): Promise<number> => {
  const parentId = (data as { parentId?: unknown }).parentId;
  if (!('timeZone' in data) && typeof parentId === 'number') {
    const parent = await kdb
      .selectFrom('parents as p')
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .select('u.time_zone')
      .where('p.id', '=', parentId)
      .executeTakeFirst();
    if (parent)
      return insertWithUser(kdb, 'students', 'Student', columnsOf(data), { ...data, timeZone: parent.time_zone });
  }
  return insertWithUser(kdb, 'students', 'Student', columnsOf(data), data);
};

/** Updates a student's row and its users row with validated fields. */
export const updateStudent = (kdb: Kdb, id: number, data: StudentInput): Promise<void> =>
  updateWithUser(kdb, 'students', id, columnsOf(data), data);

/** Deletes a student and its users row. */
export const deleteStudent = (kdb: Kdb, id: number, userId: number): Promise<void> =>
  deleteWithUser(kdb, 'students', id, userId);

/** The tables whose rows belong to a student (`student_id`), moved by a merge. */
const STUDENT_TABLES = [
  'attendances',
  'enrollments',
  'reviews',
  'student_badges',
  'student_prizes',
  'shipments',
  'study_areas',
  'tutor_package_transcripts',
  'tutorings',
  'invitations',
  'transcripts',
  'events',
] as const;

/**
 * A merge's attendances of one session (both records attend it): one stays, the one with more information — the
 * attended one (a joined time), else the one with a tutor's note, else the kept student's — and takes what the other
 * adds (its joined time or note where it has none); the other is deleted. The kept student attends each session once.
 */
async function combineAttendances(kdb: Kdb, currentId: number, transferId: number): Promise<void> {
  const pairs = await kdb
    .selectFrom('attendances as a')
    .innerJoin('attendances as b', (j) => j.onRef('b.session_id', '=', 'a.session_id'))
    .select([
      'a.id as aId',
      'a.joined_at as aJoined',
      'a.session_note as aNote',
      'b.id as bId',
      'b.joined_at as bJoined',
      'b.session_note as bNote',
    ])
    .where('a.student_id', '=', currentId)
    .where('b.student_id', '=', transferId)
    .orderBy('a.id')
    .orderBy('b.id')
    .execute();
  const gone = new Set<number>();
  for (const p of pairs) {
    if (gone.has(p.aId) || gone.has(p.bId)) continue;
    const transferRicher = (p.bJoined !== null && p.aJoined === null) || (p.aJoined === null && !p.aNote && !!p.bNote);
    const [keep, drop] = transferRicher
      ? [
          { id: p.bId, joined: p.bJoined, note: p.bNote },
          { id: p.aId, joined: p.aJoined, note: p.aNote },
        ]
      : [
          { id: p.aId, joined: p.aJoined, note: p.aNote },
          { id: p.bId, joined: p.bJoined, note: p.bNote },
        ];
    await kdb.deleteFrom('attendances').where('id', '=', drop.id).execute();
    await kdb
      .updateTable('attendances')
      .set({ joined_at: keep.joined ?? drop.joined, session_note: keep.note || drop.note || null })
      .where('id', '=', keep.id)
      .execute();
    gone.add(drop.id);
  }
}

/** The order in which a merge keeps one of a course's running enrollments: active, then trialing, then on its way out. */
const KEEP_ORDER = ['active', 'trialing', 'pending_cancellation'];

/** The cancellation reason of an enrollment a merge ended: it names the enrollment kept in its place. */
export const mergedInto = (id: number): string => `Merged into enrollment #${id} (student merge)`;

/**
 * A merge's running enrollments (not canceled, transferred or expired) in one course: the kept student keeps one —
 * active before trialing before pending cancellation, then the kept student's own, then the oldest — and the others
 * are canceled (now, auto renew off) with a reason naming the kept one ({@link mergedInto}). Their hours, renewals and
 * payments stay with them (nothing paid is moved or lost; a refund or extra hours are the staff's decision).
 */
async function combineEnrollments(kdb: Kdb, currentId: number, transferId: number): Promise<void> {
  const running = await kdb
    .selectFrom('enrollments')
    .select(['id', 'student_id', 'course_id', 'status'])
    .where('student_id', 'in', [currentId, transferId])
    .where('course_id', 'is not', null)
    .where('status', 'not in', ENDED_STATUSES)
    .orderBy('id')
    .forUpdate()
    .execute();
  const rank = (e: (typeof running)[number]) => {
    const i = KEEP_ORDER.indexOf(e.status);
    return [i < 0 ? KEEP_ORDER.length : i, e.student_id === currentId ? 0 : 1, e.id];
  };
  const byCourse = new Map<number, typeof running>();
  for (const e of running) byCourse.set(e.course_id!, [...(byCourse.get(e.course_id!) ?? []), e]);
  for (const list of byCourse.values()) {
    if (list.length < 2) continue;
    const [keep, ...others] = [...list].sort((x, y) => {
      const [rx, ry] = [rank(x), rank(y)];
      return rx[0]! - ry[0]! || rx[1]! - ry[1]! || rx[2]! - ry[2]!;
    });
    await kdb
      .updateTable('enrollments')
      .set({
        status: 'canceled',
        cancellation_reason: mergedInto(keep!.id),
        canceled_at: sql<string>`now()`,
        auto_renew: false,
      })
      .where(
        'id',
        'in',
        others.map((o) => o.id),
      )
      .execute();
  }
}

/**
 * `POST students/merge` (SRV-15), inside the caller's transaction: the transfer student's rows, reserved courses, CRM
 * records and points move to the current one, the notes are joined, and the transfer student (and its user) go. Both
 * records' attendances of one session and running enrollments of one course are combined first (one each:
 * {@link combineAttendances}, {@link combineEnrollments}).
 */
export async function mergeStudents(kdb: Kdb, currentId: number, transferId: number, notes: string | null | undefined) {
  const rows = await kdb
    .selectFrom('students')
    .select(['id', 'user_id', 'points', 'note'])
    .where('id', 'in', [currentId, transferId])
    .forUpdate()
    .execute();
  const current = rows.find((r) => r.id === currentId);
  const transfer = rows.find((r) => r.id === transferId);
  if (!current || !transfer) throw notFound('Student');
  await combineAttendances(kdb, current.id, transfer.id);
  await combineEnrollments(kdb, current.id, transfer.id);
  for (const table of STUDENT_TABLES)
    await sql`UPDATE ${sql.table(table)} SET student_id = ${current.id} WHERE student_id = ${transfer.id}`.execute(kdb);
  await kdb
    .updateTable('courses')
    .set({ reserved_for_id: current.id })
    .where('reserved_for_id', '=', transfer.id)
    .execute();
  await moveRegarding(kdb, 'Student', transfer.id, current.id);
  const note = [current.note, notes].filter((n) => n && String(n).trim()).join('\n');
  await kdb
    .updateTable('students')
    .set({ points: sql`points + ${transfer.points}`, note: note || null })
    .where('id', '=', current.id)
    .execute();
  await deleteStudent(kdb, transfer.id, transfer.user_id);
}
