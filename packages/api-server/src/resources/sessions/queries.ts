import { type Expression, type Insertable, type SqlBool, type Updateable, expressionBuilder, sql } from 'kysely';
import type { Actor } from '../../auth';
import type { Kdb } from '../../db/kysely';
import type { DB, SessionsTable } from '../../db/schema';
import { TIME_ZONE_NAMES, queryBool, queryDate, queryInt, queryStr, safeTimeZone, unprocessable } from '../../util';
import { type Camel, camelize } from '../shared/camel';
import { tableWrites } from '../shared/columns';
import { type ListMeta, type ListPaging, orderClause, pageQuery, searchPattern } from '../shared/list';
import { attendanceScope } from '../attendances/policy';
import { ENDED_STATUSES } from '../enrollments/rules';
import { courseScope, isFamily } from '../courses/policy';
import { employeeScope } from '../employees/policy';
import { type SessionMembers, bookableSession, ownStudentFilter, sessionJoinable } from './policy';
import {
  SESSION_CANCELED_NO_CHANGE,
  type SessionInput,
  changesCanceledSession,
  headsUpMessage,
  sessionFlags,
} from './rules';
import {
  type CourseBrand,
  type ReservedFor,
  courseBrandJson,
  reservedForJson,
  reservedForSeenBy,
} from '../courses/queries';

type Tables = DB & { t: SessionsTable };
const eb = expressionBuilder<Tables, 't'>();

/** Whether the requester takes part in the session (tutor assigned, student attending, parent of an attendee). */
function involved(a: Actor) {
  if (a.employeeId !== null)
    return sql<boolean>`EXISTS (SELECT 1 FROM assignments x WHERE x.session_id = t.id AND x.employee_id = ${Number(a.employeeId)})`;
  if (a.studentId !== null)
    return sql<boolean>`EXISTS (SELECT 1 FROM attendances x WHERE x.session_id = t.id AND x.student_id = ${Number(a.studentId)})`;
  if (a.parentId !== null)
    return sql<boolean>`EXISTS (SELECT 1 FROM attendances x JOIN students s2 ON s2.id = x.student_id WHERE x.session_id = t.id AND s2.parent_id = ${Number(a.parentId)})`;
  return sql<boolean>`false`;
}

/**
 * A session's `attendancesCount` as the requester may read its attendances (the attendances' scope, as
 * `include=attendances` embeds them): a tutor who is not staff counts only the sessions assigned to them (0 for
 * another tutor's session), a student or parent their own children on it; staff every attendee.
 */
function attendancesCount(a: Actor) {
  const scope = attendanceScope(a, 'ac');
  return sql<number>`(SELECT count(*)::int FROM attendances ac WHERE ac.session_id = t.id${scope ? sql` AND ${scope}` : sql``})`;
}

/** The session type embedded in a session. */
export type SessionTypeRef = {
  id: number | null;
  name: string | null;
  sessionClass: string | null;
  sessionName: string | null;
  online: boolean | null;
  defaultDuration: number | null;
};

/** The sessions row with its joined names and counts, as read for a requester. */
export const selectSessions = (kdb: Kdb, a: Actor) =>
  kdb
    .selectFrom('sessions as t')
    .leftJoin('session_types as st', 'st.id', 't.session_type_id')
    .leftJoin('places as pl', 'pl.id', 't.place_id')
    .leftJoin('subjects as sub', 'sub.id', 't.subject_id')
    .leftJoin('courses as c', 'c.id', 't.course_id')
    .leftJoin('brands as b', 'b.id', 'c.brand_id')
    .selectAll('t')
    .select([
      sql<SessionTypeRef>`json_build_object('id', st.id, 'name', st.name, 'sessionClass', st.session_class, 'sessionName', st.name, 'online', st.online, 'defaultDuration', st.default_duration)`.as(
        'session_type',
      ),
      sql<{
        id: number;
        name: string;
        formatted: string | null;
      } | null>`CASE WHEN pl.id IS NULL THEN NULL ELSE json_build_object('id', pl.id, 'name', pl.name, 'formatted', pl.formatted) END`.as(
        'place',
      ),
      'sub.name as subject_name',
      'c.title as course_title',
      'b.name as brand_name',
      sql<number>`(SELECT count(*)::int FROM assignments a WHERE a.session_id = t.id)`.as('assignments_count'),
      attendancesCount(a).as('attendances_count'),
      involved(a).as('requester_involved'),
    ]);

/** One session row as read. */
export type SessionRow = Awaited<ReturnType<ReturnType<typeof selectSessions>['executeTakeFirstOrThrow']>>;

/** An attendee of a session (`include=attendances`). */
export type SessionAttendee = {
  id: number;
  studentId: number;
  firstName: string;
  lastName: string;
  joinedAt: string | null;
};

/** The wire object of a session (ADR 0001: camelCase), with the requester's flags (SRV-21). */
export type Session = Omit<Camel<SessionRow>, 'requesterInvolved'> &
  ReturnType<typeof sessionFlags> & {
    attendances?: SessionAttendee[];
    assignments?: {
      id: number;
      employeeId: number;
      firstName: string;
      lastName: string;
      avatarUrl: string | null;
      supervisor: boolean;
    }[];
    supervisor?: {
      id: number;
      firstName: string;
      lastInitial: string;
      avatarUrl: string | null;
      avatarLargeUrl: string | null;
      subjects: never[];
    } | null;
    course?: SessionCourse | null;
    zoomMeeting?: { id: number | null; joinUrl: string | null } | null;
  };

/** A row as the wire object for a requester. */
export function sessionWire(row: SessionRow, a: Actor): Session {
  const { requesterInvolved, ...o } = camelize(row);
  return { ...o, ...sessionFlags({ ...o, requesterInvolved }, a) };
}

/** One session by id within a scope (null: none, or outside it). */
export async function findSession(
  kdb: Kdb,
  a: Actor,
  id: number,
  scope: Expression<SqlBool> | null,
): Promise<SessionRow | null> {
  const row = await selectSessions(kdb, a)
    .where('t.id', '=', id)
    .where(scope ?? sql<SqlBool>`true`)
    .executeTakeFirst();
  return row ?? null;
}

/** Schedule filter values (SRV-21, DOM-12) on the sessions alias `alias`; null: no condition. */
export function scheduleCondition(v: string, a: Actor, alias = 't'): Expression<SqlBool> | null {
  const starts = sql.ref(`${alias}.starts_at`);
  const ends = sql.ref(`${alias}.ends_at`);
  const canceled = sql.ref(`${alias}.canceled_at`);
  switch (v) {
    // A canceled session is not upcoming for anyone (STU-09, SES-18, issue 25).
    case 'upcoming':
      return sql<SqlBool>`(${ends} > now() AND ${canceled} IS NULL)`;
    case 'upcoming not live':
    case 'upcoming_not_live':
      return sql<SqlBool>`(${starts} > now() AND ${canceled} IS NULL)`;
    case 'live':
      return sql<SqlBool>`(${starts} <= now() AND ${ends} > now())`;
    case 'past':
      return sql<SqlBool>`${ends} <= now()`;
    case 'today': {
      const tz = safeTimeZone(a.timeZone);
      return sql<SqlBool>`(${starts} AT TIME ZONE ${tz})::date = (now() AT TIME ZONE ${tz})::date`;
    }
    case 'all':
      return null;
    default:
      return sql<SqlBool>`false`;
  }
}

const idOf = (v: unknown): number => Number(queryStr(v)) || 0;
const unassignedCount = sql`(SELECT count(*) FROM assignments a WHERE a.session_id = t.id)`;

/** The list filters of sessions (query name → condition; undefined/empty values are no filter). */
export const SESSION_FILTERS: Record<
  string,
  (value: unknown, q: Record<string, unknown>, a: Actor) => Expression<SqlBool> | null
> = {
  schedule: (v, _q, a) => scheduleCondition(String(queryStr(v) ?? ''), a),
  brandName: (v) => sql<SqlBool>`b.name = ${queryStr(v)}`,
  excludeBrandName: (v) => sql<SqlBool>`(b.name IS NULL OR b.name <> ${queryStr(v)})`,
  availableDay: (v) =>
    sql<SqlBool>`extract(dow FROM t.starts_at AT TIME ZONE (CASE WHEN t.timezone = ANY(${TIME_ZONE_NAMES}::text[]) THEN t.timezone ELSE 'UTC' END)) = ${idOf(v)}`,
  startsAt: (v) => sql<SqlBool>`t.ends_at >= ${queryDate(v, 'startsAt')}`,
  endsAt: (v) => sql<SqlBool>`t.starts_at <= ${queryDate(v, 'endsAt')}`,
  employeeId: (v) =>
    sql<SqlBool>`EXISTS (SELECT 1 FROM assignments a WHERE a.session_id = t.id AND a.employee_id = ${idOf(v)})`,
  studentId: (v, q, a) => {
    const id = idOf(v);
    // `enrollments=true` (the reschedule targets): sessions of the courses the student has a running enrollment in, the
    // move rule's own test (attendances/queries.ts): an ended one (canceled, transferred, expired) offers nothing.
    const of = queryBool(q.enrollments)
      ? sql<SqlBool>`EXISTS (SELECT 1 FROM enrollments en WHERE en.course_id = t.course_id AND en.student_id = ${id} AND en.status NOT IN (${sql.join(ENDED_STATUSES)}))`
      : sql<SqlBool>`EXISTS (SELECT 1 FROM attendances a WHERE a.session_id = t.id AND a.student_id = ${id})`;
    // A student or parent filters by their own students only: another family's child answers an empty list (the
    // sessions of the caller's own courses that child attends are not theirs to learn).
    const own = ownStudentFilter(a, id);
    return own ? sql<SqlBool>`(${own} AND ${of})` : of;
  },
  excludeSessionId: (v) => eb('t.id', '<>', idOf(v)),
  // The reschedule search (SES-34): the sessions the student does not attend yet, the only ones a move can go to
  // (422 "The student already attends that session"). Another family's child answers an empty list, as for `studentId`.
  notAttendedBy: (v, _q, a) => {
    const id = queryInt(v, 'notAttendedBy');
    if (id === undefined) return null;
    const free = sql<SqlBool>`NOT EXISTS (SELECT 1 FROM attendances a WHERE a.session_id = t.id AND a.student_id = ${id})`;
    const own = ownStudentFilter(a, id);
    return own ? sql<SqlBool>`(${own} AND ${free})` : free;
  },
  gradeLevel: (v) => sql<SqlBool>`c.grade_level = ${idOf(v)}`,
  staffing: (v) => (queryBool(v) ? sql<SqlBool>`${unassignedCount} < t.employees_required` : null),
  published: (v) => {
    const b = queryBool(v);
    return b === undefined ? null : eb('t.published', '=', b);
  },
  browse: (v) => (queryBool(v) ? bookableSession() : null),
  courseId: (v) => {
    const n = queryInt(v, 'courseId');
    return n === undefined ? null : eb('t.course_id', '=', n);
  },
  quickFilter: (v, _q, a) => {
    switch (queryStr(v)) {
      case 'problem_sessions':
        return sql<SqlBool>`(t.starts_at BETWEEN now() AND now() + interval '24 hours' AND (${unassignedCount} < t.employees_required OR (st.online = false AND t.place_id IS NULL)))`;
      case 'all_live_sessions':
        return scheduleCondition('live', a);
      case 'todays_sessions':
        return scheduleCondition('today', a);
      case 'unassigned':
        return sql<SqlBool>`NOT EXISTS (SELECT 1 FROM assignments a WHERE a.session_id = t.id)`;
      default:
        return null;
    }
  },
};

/** The orders a list may ask for (`orderBy`, snake_case). */
const ORDERS = {
  id: sql.ref('t.id'),
  starts_at: sql.ref('t.starts_at'),
  ends_at: sql.ref('t.ends_at'),
  created_at: sql.ref('t.created_at'),
  name: sql.ref('t.name'),
  title: sql.ref('t.title'),
};
export const SESSION_ORDER_KEYS = Object.keys(ORDERS);

/** The sessions table with the to-one joins the filters read (never changes a count). */
const joined = (kdb: Kdb) =>
  kdb
    .selectFrom('sessions as t')
    .leftJoin('session_types as st', 'st.id', 't.session_type_id')
    .leftJoin('courses as c', 'c.id', 't.course_id')
    .leftJoin('brands as b', 'b.id', 'c.brand_id');

/** `query`: one branch per searched expression (title, name, course title), the ids found kept. */
function searchCondition(kdb: Kdb, text: string): Expression<SqlBool> {
  const pattern = searchPattern(text);
  const base = kdb.selectFrom('sessions as t').select('t.id');
  const byTitle = base.where(sql`lower(t.title)`, 'like', pattern);
  const byName = base.where(sql`lower(coalesce(t.name, ''))`, 'like', pattern);
  const byCourse = kdb
    .selectFrom('sessions as t')
    .leftJoin('courses as c', 'c.id', 't.course_id')
    .select('t.id')
    .where(sql`lower(coalesce(c.title, ''))`, 'like', pattern);
  return eb('t.id', 'in', byTitle.union(byName).union(byCourse));
}

/**
 * A page of sessions (issue 13's shape, one statement since issue 26): the count and the page's ids from the sessions
 * table and the joins the filters read, an unconditioned count from the trigger-kept `row_counts`; the full rows are
 * those of the page's ids. `extra` adds conditions (potential hubs).
 */
export async function listSessions(
  kdb: Kdb,
  a: Actor,
  q: Record<string, unknown>,
  paging: ListPaging,
  scope: Expression<SqlBool> | null,
  extra: Expression<SqlBool>[] = [],
): Promise<{ rows: SessionRow[]; meta: ListMeta }> {
  const conds: Expression<SqlBool>[] = scope ? [scope] : [];
  for (const [name, filter] of Object.entries(SESSION_FILTERS)) {
    const v = q[name] ?? q[`${name}[]`];
    if (v === undefined || v === '') continue;
    const c = filter(v, q, a);
    if (c) conds.push(c);
  }
  conds.push(...extra);
  const text = queryStr(q.query);
  if (text) conds.push(searchCondition(kdb, text));
  return pageQuery(kdb, {
    rows: selectSessions(kdb, a),
    countFrom: joined(kdb),
    idsFrom: joined(kdb),
    keptCount: 'sessions',
    conditions: conds,
    order: orderClause(paging, ORDERS, sql`t.starts_at`),
    paging,
  });
}

/** The course embedded in a session (`include=course`; SES-11, SES-16, SES-17, OP-43). */
export type SessionCourse = {
  id: number;
  title: string;
  brandId: number | null;
  gradeLevel: number | null;
  status: string;
  reservedForId: number | null;
  reservedUntil: string | null;
  dynamicSubject: boolean;
  requiresParentUpdate: boolean;
  parentUpdateLastSentAt: string | null;
  brand: CourseBrand | null;
  reservedFor: ReservedFor | null;
};

/** Adds the asked-for related data to sessions (`attendances`, `assignments`, `supervisor`, `course`, `zoomMeeting`). */
export async function addSessionIncludes(kdb: Kdb, items: Session[], include: Set<string>, a: Actor): Promise<void> {
  if (!items.length) return;
  const ids = items.map((i) => i.id);
  // Each include embeds another resource as that resource's read scope lets the caller see it (issue 20): a row the
  // caller could not open by its own route is left out (a course, a meeting's address: null).
  const courses = courseScope(a);
  const joinable = sessionJoinable(a);
  // A student or parent reads of an employee what the employees' scope lets them (active; a tutor who accepts
  // students or teaches one of their own sessions). Staff's scope of employees is a list rule (the tutor search)
  // and does not hide who staffs a session.
  const embeddedTutors = isFamily(a) ? employeeScope(a, false) : null;
  for (const name of include) {
    if (name === 'attendances') {
      // The attendances the caller may read (attendances' own scope, issue 20): a student or parent their own
      // children's (never another student's name), a tutor who is not staff those of sessions assigned to them.
      const scope = attendanceScope(a);
      const rows = await kdb
        .selectFrom('attendances as t')
        .innerJoin('students as s', 's.id', 't.student_id')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select(['t.session_id', 't.id', 't.student_id', 'u.first_name', 'u.last_name', 't.joined_at'])
        .where('t.session_id', 'in', ids)
        .$if(scope !== null, (qb) => qb.where(scope!))
        .orderBy('u.last_name')
        .execute();
      for (const i of items)
        i.attendances = rows
          .filter((r) => r.session_id === i.id)
          .map((r) => ({
            id: r.id,
            studentId: r.student_id,
            firstName: r.first_name,
            lastName: r.last_name,
            joinedAt: r.joined_at,
          }));
    } else if (name === 'assignments') {
      const rows = await kdb
        .selectFrom('assignments as a')
        .innerJoin('employees as t', 't.id', 'a.employee_id')
        .innerJoin('users as u', 'u.id', 't.user_id')
        .$if(embeddedTutors !== null, (qb) => qb.where(embeddedTutors!))
        .select([
          'a.session_id',
          'a.id',
          'a.employee_id',
          'u.first_name',
          'u.last_name',
          't.avatar_url',
          'a.supervisor',
        ])
        .where('a.session_id', 'in', ids)
        .orderBy('a.id')
        .execute();
      for (const i of items)
        i.assignments = rows
          .filter((r) => r.session_id === i.id)
          .map((r) => ({
            id: r.id,
            employeeId: r.employee_id,
            firstName: r.first_name,
            lastName: r.last_name,
            avatarUrl: r.avatar_url,
            supervisor: r.supervisor,
          }));
    } else if (name === 'supervisor') {
      const rows = await kdb
        .selectFrom('assignments as a')
        .innerJoin('employees as t', 't.id', 'a.employee_id')
        .innerJoin('users as u', 'u.id', 't.user_id')
        .$if(embeddedTutors !== null, (qb) => qb.where(embeddedTutors!))
        .select([
          'a.session_id',
          't.id',
          'u.first_name',
          sql<string>`left(u.last_name, 1)`.as('last_initial'),
          't.avatar_url',
        ])
        .where('a.session_id', 'in', ids)
        .where('a.supervisor', '=', true)
        .execute();
      for (const i of items) {
        const r = rows.find((x) => x.session_id === i.id);
        i.supervisor = r
          ? {
              id: r.id,
              firstName: r.first_name,
              lastInitial: r.last_initial,
              avatarUrl: r.avatar_url,
              avatarLargeUrl: r.avatar_url,
              subjects: [],
            }
          : null;
      }
    } else if (name === 'course') {
      const courseIds = [...new Set(items.map((i) => i.courseId).filter((x): x is number => typeof x === 'number'))];
      const rows = courseIds.length
        ? await kdb
            .selectFrom('courses as t')
            .leftJoin('brands as b', 'b.id', 't.brand_id')
            .leftJoin('departments as d', 'd.id', 'b.department_id')
            .select([
              't.id',
              't.title',
              't.brand_id',
              't.grade_level',
              't.status',
              't.reserved_for_id',
              't.reserved_until',
              't.dynamic_subject',
              't.requires_parent_update',
              't.parent_update_last_sent_at',
              courseBrandJson.as('brand'),
              reservedForJson('t').as('reserved_for'),
            ])
            .where('t.id', 'in', courseIds)
            // The courses the caller may read (courses' own scope): a course a family may not open embeds as null.
            .$if(courses !== null, (qb) => qb.where(courses!))
            .execute()
        : [];
      for (const i of items) {
        const r = rows.find((x) => x.id === i.courseId);
        const course: SessionCourse | null = r ? (camelize(r) as SessionCourse) : null;
        if (course) course.reservedFor = reservedForSeenBy(course.reservedFor, isFamily(a));
        i.course = course;
      }
    } else if (name === 'zoomMeeting') {
      // The join address only for those who may join the session (sessionJoinable); others get null.
      const rows = await kdb
        .selectFrom('zoom_meetings as zm')
        .innerJoin('sessions as t', 't.id', 'zm.session_id')
        .select(['zm.session_id', 'zm.id', 'zm.join_url'])
        .where('zm.session_id', 'in', ids)
        .$if(joinable !== null, (qb) => qb.where(joinable!))
        .execute();
      for (const i of items) {
        const r = rows.find((x) => x.session_id === i.id);
        i.zoomMeeting = r ? { id: r.id, joinUrl: r.join_url } : null;
      }
    }
  }
}

/** The sessions-row columns of validated fields. */
function columnsOf(d: SessionInput): Updateable<SessionsTable> {
  const c: Updateable<SessionsTable> = {};
  if ('title' in d) c.title = d.title;
  if ('name' in d) c.name = d.name;
  if ('type' in d) c.type = d.type;
  if ('startsAt' in d) c.starts_at = d.startsAt;
  if ('endsAt' in d) c.ends_at = d.endsAt;
  if ('duration' in d) c.duration = d.duration;
  if ('timezone' in d) c.timezone = d.timezone;
  if ('courseId' in d) c.course_id = d.courseId;
  if ('sessionTypeId' in d) c.session_type_id = d.sessionTypeId;
  if ('placeId' in d) c.place_id = d.placeId;
  if ('subjectId' in d) c.subject_id = d.subjectId;
  if ('room' in d) c.room = d.room;
  if ('employeesRequired' in d) c.employees_required = d.employeesRequired;
  if ('repeatWeeks' in d) c.repeat_weeks = d.repeatWeeks;
  if ('notes' in d) c.notes = d.notes;
  if ('published' in d) c.published = d.published;
  if ('sessionSubject' in d) c.session_subject = d.sessionSubject;
  if ('canceledAt' in d) c.canceled_at = d.canceledAt;
  if ('attendanceTakenAt' in d) c.attendance_taken_at = d.attendanceTakenAt;
  return c;
}

/** Inserts a session; returns its id. */
export async function insertSession(kdb: Kdb, d: SessionInput): Promise<number> {
  // The rules made starts_at, ends_at and duration present (SESSION_REQUIRED, validateSession).
  const values = columnsOf(d) as Insertable<SessionsTable>;
  const r = await kdb.insertInto('sessions').values(values).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

const writes = tableWrites('sessions', columnsOf);

/** Updates a session with validated fields. */
export const updateSession = writes.update;

/** Deletes a session. */
export const deleteSession = writes.destroy;

/**
 * The one canceled-session guard of every write into a session (docs/decisions/canceled-sessions.md): `PUT
 * sessions/{id}`, its substitution into a hub, `POST assignments`, `POST attendances` and an attendance's reschedule.
 * Inside the write's transaction it locks the session's row until the transaction ends (a cancel at the same time
 * waits for the write, or the write for the cancel and then sees it) and refuses a canceled session with 422
 * {@link SESSION_CANCELED_NO_CHANGE}. `change` is the body of a session's own update: refused only when it changes the
 * canceled session ({@link changesCanceledSession}: an unchanged save or an uncancel passes). Returns false when the
 * session does not exist (each caller answers that its own way).
 */
export async function guardSessionWrite(kdb: Kdb, sessionId: number, change?: SessionInput): Promise<boolean> {
  const row = await kdb
    .selectFrom('sessions')
    .selectAll()
    .where('id', '=', sessionId)
    .forNoKeyUpdate()
    .executeTakeFirst();
  if (!row) return false;
  const stored = camelize(row);
  if (change ? changesCanceledSession(change, stored) : stored.canceledAt)
    throw unprocessable(SESSION_CANCELED_NO_CHANGE);
  return true;
}

/** The session-type, place, course and subject look-ups of the session rules. */
export const sessionLookups = (kdb: Kdb) => ({
  sessionType: (id: number) =>
    kdb.selectFrom('session_types').select(['online', 'default_duration']).where('id', '=', id).executeTakeFirst(),
  exists: async (table: 'places' | 'courses' | 'subjects', id: number) =>
    (await kdb.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()) !== undefined,
});

/** The user ids of a session's students and tutors. */
export async function sessionPeople(kdb: Kdb, id: number): Promise<number[]> {
  const rows = await kdb
    .selectFrom('attendances as a')
    .innerJoin('students as s', 's.id', 'a.student_id')
    .select('s.user_id')
    .where('a.session_id', '=', id)
    .union(
      kdb
        .selectFrom('assignments as a')
        .innerJoin('employees as e', 'e.id', 'a.employee_id')
        .select('e.user_id')
        .where('a.session_id', '=', id),
    )
    .execute();
  return rows.map((r) => r.user_id);
}

/** The attendees, assigned employees and enrolled students of one session ({@link SessionMembers}), in one query. */
export async function sessionMembers(kdb: Kdb, id: number): Promise<SessionMembers> {
  const rows = await sql<{
    kind: 'attendee' | 'assigned' | 'enrolled';
    student_id: number | null;
    parent_id: number | null;
    employee_id: number | null;
  }>`
    SELECT 'attendee' AS kind, a.student_id, s.parent_id, NULL::int AS employee_id
      FROM attendances a JOIN students s ON s.id = a.student_id WHERE a.session_id = ${id}
    UNION ALL SELECT 'assigned', NULL, NULL, x.employee_id FROM assignments x WHERE x.session_id = ${id}
    UNION ALL SELECT 'enrolled', e.student_id, s.parent_id, NULL
      FROM sessions t JOIN enrollments e ON e.course_id = t.course_id JOIN students s ON s.id = e.student_id
      WHERE t.id = ${id} AND e.status NOT IN (${sql.join(ENDED_STATUSES)})`.execute(kdb);
  const people = (kind: string) =>
    rows.rows
      .filter((r) => r.kind === kind && r.student_id !== null)
      .map((r) => ({ studentId: r.student_id!, parentId: r.parent_id }));
  return {
    attendees: people('attendee'),
    assigned: rows.rows.filter((r) => r.kind === 'assigned').map((r) => r.employee_id!),
    enrolled: people('enrolled'),
  };
}

/** SRV-12: the `heads-up` event of a session that was moved or canceled, for each of its people. */
export function headsUpEvent(o: Session, change: 'moved' | 'canceled') {
  const name = String(o.title ?? o.name ?? 'Your session');
  return { id: o.id, title: 'Heads up', message: headsUpMessage(name, change), change, session: o };
}
