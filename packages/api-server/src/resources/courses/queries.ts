import { type Expression, type Selectable, type SqlBool, sql } from 'kysely';
import type { Course as CourseEntity } from '@tutoring/contract';
import type { Kdb } from '../../db/kysely';
import type { CoursesTable } from '../../db/schema';
import { queryStr } from '../../util';
import { type Camel, camelize } from '../shared/camel';
import { columnsOf, tableWrites } from '../shared/columns';
import { inListFilter } from '../shared/filters';
import {
  type ListFilter,
  type ListMeta,
  type ListPaging,
  allOf,
  conditionsOf,
  intFilter,
  listMeta,
  orderClause,
  searchPattern,
  textFilter,
} from '../shared/list';
import { TUTORING_SPLIT } from '../sessions/policy';
import { COURSE_FIELDS, type CourseInput, type CourseKind } from './rules';

/** The brand embedded in a course: the flags the remotes act on (SES-17, OP-43) and its department (SES-11). */
export type CourseBrand = {
  id: number;
  name: string;
  departmentId: number | null;
  department: { id: number; name: string } | null;
  includeJointSessions: boolean;
  includePoints: boolean;
  offerReserved: boolean;
  offerContract: boolean;
  allowEmployeeStaffing: boolean;
};

/** The reserved-for student of a course (OP-43); a student or parent gets the id only. */
export type ReservedFor = { id: number; name?: string; firstName?: string; lastName?: string; fullName?: string };

/** The wire object of a course (DOM-45). */
export type Course = Omit<Camel<Selectable<CoursesTable>>, 'pricing'> &
  Pick<CourseEntity, 'pricing'> & {
    brand: CourseBrand | null;
    reservedFor: ReservedFor | null;
    host: { id: number } | null;
  };

/**
 * The brand embedded in a course (courses, and a session's `include=course`): `b` = brands, `d` = departments.
 */
export const courseBrandJson = sql<CourseBrand | null>`CASE WHEN b.id IS NULL THEN NULL ELSE json_build_object('id', b.id, 'name', b.name, 'departmentId', b.department_id,
  'department', CASE WHEN d.id IS NULL THEN NULL ELSE json_build_object('id', d.id, 'name', d.name) END,
  'includeJointSessions', b.include_joint_sessions, 'includePoints', b.include_points, 'offerReserved', b.offer_reserved,
  'offerContract', b.offer_contract, 'allowEmployeeStaffing', b.allow_employee_staffing) END`;

/** The reserved-for student of the course aliased `course` as `{id, name, firstName, lastName, fullName}` (OP-43). */
export const reservedForJson = (course: 't' | 'c') => {
  const fk = sql.ref(`${course}.reserved_for_id`);
  return sql<ReservedFor | null>`CASE WHEN ${fk} IS NULL THEN NULL ELSE (SELECT json_build_object('id', rs.id, 'name', ru.first_name || ' ' || ru.last_name,
  'firstName', ru.first_name, 'lastName', ru.last_name, 'fullName', ru.first_name || ' ' || ru.last_name)
  FROM students rs JOIN users ru ON ru.id = rs.user_id WHERE rs.id = ${fk}) END`;
};

const selectCourses = (kdb: Kdb) =>
  kdb
    .selectFrom('courses as t')
    .leftJoin('brands as b', 'b.id', 't.brand_id')
    .leftJoin('departments as d', 'd.id', 'b.department_id')
    .selectAll('t')
    .select([
      courseBrandJson.as('brand'),
      reservedForJson('t').as('reserved_for'),
      sql<{ id: number } | null>`CASE WHEN t.host_id IS NULL THEN NULL ELSE json_build_object('id', t.host_id) END`.as(
        'host',
      ),
    ]);

/**
 * The reserved-for student as a requester sees it (OP-43): another student's name is private, so a student or parent
 * (`family`) gets the id only. Courses and a session's `include=course` both answer through it.
 */
export const reservedForSeenBy = (reservedFor: ReservedFor | null, family: boolean): ReservedFor | null =>
  reservedFor && family ? { id: reservedFor.id } : reservedFor;

/** A course row as the wire object; a student or parent sees only the id of the reserved-for student. */
const wire = (
  row: Awaited<ReturnType<ReturnType<typeof selectCourses>['executeTakeFirstOrThrow']>>,
  family: boolean,
): Course => {
  const course = camelize(row) as Course;
  course.reservedFor = reservedForSeenBy(course.reservedFor, family);
  return course;
};

export const COURSE_FILTERS: Record<string, ListFilter> = {
  status: inListFilter('t.status'),
  brandId: intFilter('t.brand_id', 'brandId'),
  hostId: intFilter('t.host_id', 'hostId'),
  kind: textFilter('t.kind'),
};

const ORDERS = {
  id: sql.ref('t.id'),
  title: sql`lower(t.title)`,
  created_at: sql.ref('t.created_at'),
  status: sql.ref('t.status'),
};
export const COURSE_ORDER_KEYS = Object.keys(ORDERS);

/** A page of courses (by id by default); `query` searches the title. */
export async function listCourses(
  kdb: Kdb,
  q: Record<string, unknown>,
  paging: ListPaging,
  scope: Expression<SqlBool> | null,
  family: boolean,
): Promise<{ items: Course[]; meta: ListMeta }> {
  const conds = conditionsOf(q, COURSE_FILTERS, scope);
  const text = queryStr(q.query);
  if (text) conds.push(sql<SqlBool>`lower(t.title) LIKE ${searchPattern(text)}`);
  const where = allOf(conds);
  const { c } = await kdb
    .selectFrom('courses as t')
    .select(sql<number>`count(*)::int`.as('c'))
    .where(where)
    .executeTakeFirstOrThrow();
  let page = selectCourses(kdb)
    .where(where)
    .orderBy(orderClause(paging, ORDERS, sql.ref('t.id')));
  if (!paging.noPagination) page = page.limit(paging.per).offset((paging.page - 1) * paging.per);
  return { items: (await page.execute()).map((r) => wire(r, family)), meta: listMeta(paging, c) };
}

/** One course, within a scope when given. */
export async function findCourse(
  kdb: Kdb,
  id: number,
  scope: Expression<SqlBool> | null,
  family: boolean,
): Promise<Course | null> {
  const row = await selectCourses(kdb)
    .where('t.id', '=', id)
    .where(scope ?? sql<SqlBool>`true`)
    .executeTakeFirst();
  return row ? wire(row, family) : null;
}

export async function insertCourse(kdb: Kdb, d: CourseInput): Promise<number> {
  const row = await kdb
    .insertInto('courses')
    .values({ ...columnsOf<CoursesTable>(d, COURSE_FIELDS), title: d.title! })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const writes = tableWrites('courses', (d: CourseInput) => columnsOf<CoursesTable>(d, COURSE_FIELDS));
export const updateCourse = writes.update;
export const deleteCourse = writes.destroy;

export async function setCourseStatus(kdb: Kdb, id: number, status: string): Promise<void> {
  await kdb.updateTable('courses').set({ status }).where('id', '=', id).execute();
}

/** How many students are active or trialing in a course (its roster, SES-43). */
export async function rosterSize(kdb: Kdb, courseId: number): Promise<number> {
  const { c } = await kdb
    .selectFrom('enrollments')
    .select(sql<number>`count(*)::int`.as('c'))
    .where('course_id', '=', courseId)
    .where('status', 'in', ['active', 'trialing'])
    .executeTakeFirstOrThrow();
  return c;
}

/** A meeting of a course list (SES-44): an upcoming session, with its zoom link only around its time. */
export type CourseMeeting = {
  id: number;
  courseId: number | null;
  subjectName: string | null;
  name: string | null;
  startsAt: string;
  endsAt: string;
  instructor: string | null;
  zoomMeeting: { joinUrl: string } | null;
};

/**
 * `GET courses/membership|homework_help|hosted` (SES-44): the published courses of a kind (hosted: with a host) on
 * offer to the requester (`onOffer`, alias `c`; null: all), optionally of one brand by name, each naming its brand, and
 * their next `limit` meetings (tutoring splits left out). The meetings are those `mine` keeps (alias `t`: the
 * session; null: every one): a family's own sessions, so a K12 student whose membership was canceled lists none of
 * the course's meetings, though the course itself stays on offer. A meeting's join address goes only to those who may
 * join it (`joinable`, alias `t`; null: everyone, staff). The instructor is named only when `tutors` (the employees'
 * scope for a family, alias `t`; null: all) lets the caller read that tutor (STF-03).
 */
export async function courseListOfKind(
  kdb: Kdb,
  kind: CourseKind,
  brandName: string | null,
  limit: number,
  scopes: {
    onOffer: Expression<SqlBool> | null;
    mine: Expression<SqlBool> | null;
    joinable: Expression<SqlBool> | null;
    tutors: Expression<SqlBool> | null;
  },
) {
  const { onOffer, mine, joinable, tutors } = scopes;
  const courseRows = await kdb
    .selectFrom('courses as c')
    .leftJoin('brands as b', 'b.id', 'c.brand_id')
    .selectAll('c')
    .select('b.name as brand_name')
    .where(kind === 'hosted' ? sql<SqlBool>`c.host_id IS NOT NULL` : sql<SqlBool>`c.kind = ${kind}`)
    .where('c.status', '=', 'published')
    .$if(onOffer !== null, (qb) => qb.where(onOffer!))
    .$if(brandName !== null, (qb) => qb.where('b.name', '=', brandName!))
    .orderBy('c.id')
    .execute();
  const courseIds = courseRows.map((c) => c.id);
  // The instructor, as a family reads a tutor (SES-12: first name and last initial, "Tina T."), named only when the caller may read that employee (`tutors`: the employees' scope, alias `t`;
  // null: every one); `t` is the employee inside this subquery.
  const tutorShown = tutors ? sql<SqlBool>`e.id IN (SELECT t.id FROM employees t WHERE ${tutors})` : sql<SqlBool>`true`;
  const meetings = courseIds.length
    ? await kdb
        .selectFrom('sessions as t')
        .leftJoin('subjects as sub', 'sub.id', 't.subject_id')
        .leftJoin('zoom_meetings as zm', 'zm.session_id', 't.id')
        .select([
          't.id',
          't.course_id',
          'sub.name as subject_name',
          sql<string | null>`COALESCE(t.name, t.title)`.as('name'),
          't.starts_at',
          't.ends_at',
          sql<
            string | null
          >`(SELECT u.first_name || COALESCE(' ' || NULLIF(LEFT(u.last_name, 1), '') || '.', '') FROM assignments a JOIN employees e ON e.id = a.employee_id
            JOIN users u ON u.id = e.user_id WHERE a.session_id = t.id AND ${tutorShown}
            ORDER BY a.supervisor DESC, a.id LIMIT 1)`.as('instructor'),
          sql<string | null>`CASE WHEN ${joinable ?? sql<SqlBool>`true`} THEN zm.join_url END`.as('join_url'),
        ])
        .where('t.course_id', 'in', courseIds)
        .$if(mine !== null, (qb) => qb.where(mine!))
        .where(sql<SqlBool>`t.ends_at > now()`)
        .where('t.canceled_at', 'is', null)
        // A tutoring split is a private part of its hub session for the students on it (docs/adr/0006), not a
        // meeting of the course.
        .where('t.type', '!=', TUTORING_SPLIT)
        .orderBy('t.starts_at')
        .limit(limit)
        .execute()
    : [];
  const now = Date.now();
  const meetingWire: CourseMeeting[] = meetings.map((m) => {
    const open = now >= Date.parse(m.starts_at) - 600000 && now <= Date.parse(m.ends_at) + 600000;
    return {
      id: m.id,
      courseId: m.course_id,
      subjectName: m.subject_name,
      name: m.name,
      startsAt: m.starts_at,
      endsAt: m.ends_at,
      instructor: m.instructor,
      zoomMeeting: open && m.join_url ? { joinUrl: m.join_url } : null,
    };
  });
  const courses = courseRows.map(({ brand_name, ...c }) => ({
    ...(camelize(c) as Omit<Course, 'brand' | 'reservedFor' | 'host'>),
    // SES-44: the Courses lists' Brand column names the brand.
    brand: c.brand_id ? { id: c.brand_id, name: brand_name } : null,
    meetings: meetingWire.filter((m) => m.courseId === c.id),
  }));
  return { courses, meetings: meetingWire };
}
