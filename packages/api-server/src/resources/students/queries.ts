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
 * `POST students/merge` (SRV-15), inside the caller's transaction: the transfer student's rows, reserved courses, CRM
 * records and points move to the current one, the notes are joined, and the transfer student (and its user) go.
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
