import { type Expression, type Selectable, type SqlBool, sql } from 'kysely';
import type { Kdb } from '../../db/kysely';
import type { DepartmentsTable } from '../../db/schema';
import { queryStr } from '../../util';
import { type Camel, camelize } from '../shared/camel';
import { tableWrites } from '../shared/columns';
import { type ListMeta, type ListPaging, allOf, orderClause, searchPattern, tablePage } from '../shared/list';
import type { DepartmentInput } from './rules';

/** The wire object of a department. */
export type Department = Camel<Selectable<DepartmentsTable>>;

/** Departments have no list filters; `query` searches the name. */
export const DEPARTMENT_FILTERS: Record<string, (v: unknown) => Expression<SqlBool> | null> = {};

const ORDERS = { id: sql.ref('t.id'), name: sql`lower(t.name)` };
export const DEPARTMENT_ORDER_KEYS = Object.keys(ORDERS);

/** A page of departments. */
export async function listDepartments(
  kdb: Kdb,
  q: Record<string, unknown>,
  paging: ListPaging,
): Promise<{ items: Department[]; meta: ListMeta }> {
  const text = queryStr(q.query);
  const where = allOf(text ? [sql<SqlBool>`lower(t.name) LIKE ${searchPattern(text)}`] : []);
  const { rows, meta } = await tablePage(
    kdb,
    'departments',
    where,
    orderClause(paging, ORDERS, sql`lower(t.name)`),
    paging,
  );
  return { items: rows.map((r) => camelize(r)), meta };
}

/** One department. */
export async function findDepartment(kdb: Kdb, id: number): Promise<Department | null> {
  const row = await kdb.selectFrom('departments').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? camelize(row) : null;
}

/** Inserts a department; returns its id. */
export async function insertDepartment(kdb: Kdb, d: DepartmentInput): Promise<number> {
  const row = await kdb.insertInto('departments').values({ name: d.name! }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

const writes = tableWrites('departments', (d: DepartmentInput) => (d.name !== undefined ? { name: d.name } : {}));

/** Updates a department. */
export const updateDepartment = writes.update;

/** Deletes a department. */
export const deleteDepartment = writes.destroy;
