import { type Expression, type Selectable, type SqlBool, sql } from 'kysely';
import type { Kdb } from '../../db/kysely';
import type { TestDatesTable } from '../../db/schema';
import { type Camel, camelize } from '../shared/camel';
import { tableWrites } from '../shared/columns';
import { type ListMeta, type ListPaging, orderClause, tablePage } from '../shared/list';
import type { TestDateInput } from './rules';

/** The wire object of a test date (DOM-62). */
export type TestDate = Camel<Selectable<TestDatesTable>>;

/** Test dates have no list filters. */
export const TEST_DATE_FILTERS: Record<string, (v: unknown) => Expression<SqlBool> | null> = {};

const ORDERS = { id: sql.ref('t.id'), date: sql.ref('t.date') };
export const TEST_DATE_ORDER_KEYS = Object.keys(ORDERS);

/** A page of test dates. */
export async function listTestDates(kdb: Kdb, paging: ListPaging): Promise<{ items: TestDate[]; meta: ListMeta }> {
  const order = orderClause(paging, ORDERS, sql.ref('t.id'));
  const { rows, meta } = await tablePage(kdb, 'test_dates', sql<SqlBool>`true`, order, paging);
  return { items: rows.map((r) => camelize(r)), meta };
}

/** One test date. */
export async function findTestDate(kdb: Kdb, id: number): Promise<TestDate | null> {
  const row = await kdb.selectFrom('test_dates').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? camelize(row) : null;
}

const columns = (d: TestDateInput) => ({
  ...(d.date !== undefined ? { date: d.date } : {}),
  ...('subjectId' in d ? { subject_id: d.subjectId ?? null } : {}),
});

/** Inserts a test date; returns its id. */
export async function insertTestDate(kdb: Kdb, d: TestDateInput): Promise<number> {
  const row = await kdb
    .insertInto('test_dates')
    .values({ ...columns(d), date: d.date! })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const writes = tableWrites('test_dates', columns);

/** Updates a test date. */
export const updateTestDate = writes.update;

/** Deletes a test date. */
export const deleteTestDate = writes.destroy;
