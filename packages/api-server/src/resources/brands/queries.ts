import { type Selectable, type SqlBool, sql } from 'kysely';
import type { Kdb } from '../../db/kysely';
import type { BrandsTable } from '../../db/schema';
import { queryStr } from '../../util';
import { type Camel, camelize } from '../shared/camel';
import { columnsOf, tableWrites } from '../shared/columns';
import { type ListMeta, type ListPaging, allOf, orderClause, searchPattern, tablePage } from '../shared/list';
import { BRAND_FIELDS, type BrandInput } from './rules';

/** The wire object of a brand. */
export type Brand = Camel<Selectable<BrandsTable>>;

const ORDERS = { id: sql.ref('t.id'), name: sql`lower(t.name)` };
export const BRAND_ORDER_KEYS = Object.keys(ORDERS);

/** A page of brands (by name by default); `query` searches the name. */
export async function listBrands(
  kdb: Kdb,
  q: Record<string, unknown>,
  paging: ListPaging,
): Promise<{ items: Brand[]; meta: ListMeta }> {
  const text = queryStr(q.query);
  const where = allOf(text ? [sql<SqlBool>`lower(t.name) LIKE ${searchPattern(text)}`] : []);
  const order = orderClause(paging, ORDERS, sql`lower(t.name)`);
  const { rows, meta } = await tablePage(kdb, 'brands', where, order, paging);
  return { items: rows.map((r) => camelize(r)), meta };
}

export async function findBrand(kdb: Kdb, id: number): Promise<Brand | null> {
  const row = await kdb.selectFrom('brands').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? camelize(row) : null;
}

export async function insertBrand(kdb: Kdb, d: BrandInput): Promise<number> {
  const row = await kdb
    .insertInto('brands')
    .values({ ...columnsOf<BrandsTable>(d, BRAND_FIELDS), name: d.name! })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const writes = tableWrites('brands', (d: BrandInput) => columnsOf<BrandsTable>(d, BRAND_FIELDS));
export const updateBrand = writes.update;
export const deleteBrand = writes.destroy;
