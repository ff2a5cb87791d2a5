import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Kdb } from '../../db/kysely';
import type { EmployeesTable } from '../../db/schema';
import { queryStr } from '../../util';
import { type Camel, camelize } from '../shared/camel';
import { columnsOf } from '../shared/columns';
import type { Field } from '../shared/fields';
import { boolFilter } from '../shared/filters';
import {
  type ListFilter,
  type ListMeta,
  type ListPaging,
  allOf,
  conditionsOf,
  intFilter,
  orderClause,
  pageQuery,
  textFilter,
} from '../shared/list';
import { USER_COLUMNS, deleteWithUser, insertWithUser, personSearch, updateWithUser } from '../shared/users';
import { EMPLOYEE_FIELDS, type EmployeeInput } from './rules';

/** The tier embedded in a tutor (`tier`). */
export interface EmployeeTier {
  id: number;
  name: string;
  billingRate: number;
}

/**
 * The employee columns of every reply (employees and tutors share the table; tutors are its rows of type Tutor): the
 * employees row, the name, e-mail, time zone and roles of its users row, and its tier.
 */
export const selectEmployees = (kdb: Kdb) =>
  kdb
    .selectFrom('employees as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .leftJoin('tiers as tr', 'tr.id', 't.tier_id')
    .selectAll('t')
    .select([
      ...USER_COLUMNS,
      sql<EmployeeTier | null>`CASE WHEN tr.id IS NULL THEN NULL ELSE json_build_object('id', tr.id, 'name', tr.name, 'billingRate', tr.billing_rate) END`.as(
        'tier',
      ),
    ]);

/** One employee row as read. */
export type EmployeeRow = Awaited<ReturnType<ReturnType<typeof selectEmployees>['executeTakeFirstOrThrow']>>;

/** A subject an employee teaches. */
export interface EmployeeSubject {
  id: number;
  name: string;
  categoryName: string;
}

/** The wire object of an employee or tutor (DOM-58, DOM-61); the search adds its own fields (`distance`, `matches`). */
export type Employee = Camel<EmployeeRow> & {
  avatarLargeUrl: string | null;
  subjects?: EmployeeSubject[];
  subjectIds?: number[];
};

/** A row as the wire object. */
export const employeeWire = (row: EmployeeRow): Employee => ({ ...camelize(row), avatarLargeUrl: row.avatar_url });

/**
 * What a student or parent reads of an employee or tutor: what the family's screens show of them, the tutor bio
 * (STF-03, opened from the student's upcoming sessions, STU-09): the name, the avatar, the star rating, the tier's
 * name and hourly billing rate, the personal profile, the success stories and the subjects. Never the staff record's
 * e-mail, roles, lock, hire and end dates, employment, targets, home coordinates or extension.
 */
export type FamilyEmployee = Pick<
  Employee,
  'id' | 'firstName' | 'lastName' | 'fullName' | 'avatarUrl' | 'avatarLargeUrl' | 'starRating' | 'tier'
> & {
  personalProfile: Employee['personalProfile'];
  stories: Employee['stories'];
  subjects?: EmployeeSubject[];
  subjectIds?: number[];
};

/** A reply of employees or tutors: the staff record, or a family's {@link FamilyEmployee}. */
export type EmployeeReply = Employee | FamilyEmployee;

/** The family's view of an employee (its subjects, when already added, kept). */
export function familyEmployeeWire(e: Employee): FamilyEmployee {
  return {
    id: e.id,
    firstName: e.firstName,
    lastName: e.lastName,
    fullName: e.fullName,
    avatarUrl: e.avatarUrl,
    avatarLargeUrl: e.avatarLargeUrl,
    starRating: e.starRating,
    tier: e.tier,
    personalProfile: e.personalProfile,
    stories: e.stories,
    ...(e.subjects ? { subjects: e.subjects, subjectIds: e.subjectIds } : {}),
  };
}

/** The stored record behind a reply an admin's write starts from (a family never writes: never its reduced view). */
export function staffRecord(e: EmployeeReply): Employee {
  if (!('userId' in e)) throw new Error('An employee write started from the family view of the record');
  return e;
}

/** The rows of tutors: the employees of type Tutor. */
export const TUTORS_ONLY = sql<SqlBool>`t.type = 'Tutor'`;

/** One employee (or, `tutorsOnly`, tutor) within a scope (null: none, or outside it). */
export async function findEmployee(kdb: Kdb, id: number, conds: Expression<SqlBool>[]): Promise<Employee | null> {
  const row = await selectEmployees(kdb).where('t.id', '=', id).where(allOf(conds)).executeTakeFirst();
  return row ? employeeWire(row) : null;
}

/** The list filters of employees and tutors. */
export const EMPLOYEE_FILTERS: Record<string, ListFilter> = {
  active: boolFilter('t.active'),
  type: textFilter('t.type'),
  roles: (v) => {
    const roles = (Array.isArray(v) ? v : String(v).split(',')).map(String).filter(Boolean);
    return roles.length ? sql<SqlBool>`u.roles && ${roles}::text[]` : null;
  },
  tierId: intFilter('t.tier_id', 'tierId'),
  acceptNewStudents: boolFilter('t.accept_new_students'),
};

const ORDERS = {
  id: sql.ref('t.id'),
  last_name: sql`lower(u.last_name)`,
  first_name: sql`lower(u.first_name)`,
  hire_date: sql.ref('t.hire_date'),
  title: sql.ref('t.title'),
  priority: sql.ref('t.priority'),
  created_at: sql.ref('t.created_at'),
};
export const EMPLOYEE_ORDER_KEYS = Object.keys(ORDERS);

/** `query`: full name or e-mail, one branch each. */
function searchCondition(kdb: Kdb, text: string): Expression<SqlBool> {
  return sql<SqlBool>`t.id IN (${personSearch(kdb, 'employees', text)})`;
}

/** What a list of employees or tutors is made of besides the request's filters. */
export interface EmployeeListOptions {
  /** The requester's scope and the resource's own conditions (tutors: {@link TUTORS_ONLY}). */
  conds: Expression<SqlBool>[];
  /** The order when the request asks for none (default: last name, first name). */
  defaultOrder?: RawBuilder<unknown>;
  /** A computed distance (miles) to select as `distance` (the tutor search). */
  distance?: RawBuilder<number | null>;
}

/** A page of employees or tutors (issue 13's shape, one statement): count and ids first, then the page's full rows. */
export async function listEmployees(
  kdb: Kdb,
  q: Record<string, unknown>,
  paging: ListPaging,
  opts: EmployeeListOptions,
): Promise<{ rows: (EmployeeRow & { distance?: number | null })[]; meta: ListMeta }> {
  const conds = [...opts.conds, ...conditionsOf(q, EMPLOYEE_FILTERS, null)];
  const text = queryStr(q.query);
  if (text) conds.push(searchCondition(kdb, text));
  const from = kdb.selectFrom('employees as t').innerJoin('users as u', 'u.id', 't.user_id');
  return pageQuery(kdb, {
    rows: selectEmployees(kdb).$if(opts.distance !== undefined, (qb) => qb.select(opts.distance!.as('distance'))),
    countFrom: from,
    idsFrom: from,
    conditions: conds,
    order: orderClause(paging, ORDERS, opts.defaultOrder ?? sql`lower(u.last_name), lower(u.first_name)`),
    paging,
  });
}

/** Adds `subjects` ({id, name, categoryName}, by name) and `subjectIds` to employees. */
export async function addSubjects(
  kdb: Kdb,
  items: { id: number; subjects?: EmployeeSubject[]; subjectIds?: number[] }[],
): Promise<void> {
  if (!items.length) return;
  const rows = await kdb
    .selectFrom('employee_subjects as es')
    .innerJoin('subjects as s', 's.id', 'es.subject_id')
    .select(['es.employee_id', 's.id', 's.name', 's.category_name'])
    .where(
      'es.employee_id',
      'in',
      items.map((i) => i.id),
    )
    .orderBy('s.name')
    .execute();
  for (const i of items) {
    i.subjects = rows
      .filter((r) => r.employee_id === i.id)
      .map((r) => ({ id: r.id, name: r.name, categoryName: r.category_name }));
    i.subjectIds = i.subjects.map((s) => s.id);
  }
}

/** How many of these subject ids exist. */
export async function subjectsFound(kdb: Kdb, ids: readonly number[]): Promise<number> {
  const r = await kdb
    .selectFrom('subjects')
    .select(sql<number>`count(*)::int`.as('c'))
    .where('id', 'in', ids)
    .executeTakeFirstOrThrow();
  return r.c;
}

/** The employees-row fields (the others live on the users row, or, `subjectIds`, in employee_subjects). */
const OWN_FIELDS: Record<string, Field> = Object.fromEntries(
  Object.entries(EMPLOYEE_FIELDS).filter(([, field]) => !('on' in field && field.on === 'user')),
);

/** STF-03, STF-04: `subjectIds` replaces the employee's subjects (an empty list clears them; absent: unchanged). */
async function replaceSubjects(kdb: Kdb, id: number, subjectIds: unknown): Promise<void> {
  if (!Array.isArray(subjectIds)) return;
  await kdb.deleteFrom('employee_subjects').where('employee_id', '=', id).execute();
  if (subjectIds.length)
    await kdb
      .insertInto('employee_subjects')
      .columns(['employee_id', 'subject_id'])
      .expression(
        kdb
          .selectFrom('subjects as s')
          .select([sql<number>`${id}::int`.as('employee_id'), 's.id as subject_id'])
          .where('s.id', 'in', subjectIds as number[]),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
}

/** Inserts an employee (or tutor) and its users row; returns the employee id. */
export async function insertEmployee(kdb: Kdb, data: EmployeeInput, type: 'Employee' | 'Tutor'): Promise<number> {
  const own = columnsOf<EmployeesTable>(data, OWN_FIELDS);
  const id = await insertWithUser(kdb, 'employees', type, { ...own, ...(type === 'Tutor' ? { type } : {}) }, data);
  await replaceSubjects(kdb, id, data.subjectIds);
  return id;
}

/** Updates an employee's row, its users row and its subjects with validated fields. */
export async function updateEmployee(kdb: Kdb, id: number, data: EmployeeInput): Promise<void> {
  await updateWithUser(kdb, 'employees', id, columnsOf<EmployeesTable>(data, OWN_FIELDS), data);
  await replaceSubjects(kdb, id, data.subjectIds);
}

/** Deletes an employee and its users row. */
export const deleteEmployee = (kdb: Kdb, id: number, userId: number): Promise<void> =>
  deleteWithUser(kdb, 'employees', id, userId);

/** True when the employee is assigned to a live session overlapping [startsAt, endsAt). */
export async function busyBetween(kdb: Kdb, id: number, startsAt: string, endsAt: string): Promise<boolean> {
  const r = await kdb
    .selectFrom('assignments as a')
    .innerJoin('sessions as s', 's.id', 'a.session_id')
    .select(sql`1`.as('one'))
    .where('a.employee_id', '=', id)
    .where('s.starts_at', '<', endsAt)
    .where('s.ends_at', '>', startsAt)
    .where('s.canceled_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return r !== undefined;
}
