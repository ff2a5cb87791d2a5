import { type Selectable, type SqlBool, sql } from 'kysely';
import type { Kdb } from '../../db/kysely';
import type { MaterialsTable } from '../../db/schema';
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
  orderClause,
  searchPattern,
  tablePage,
} from '../shared/list';
import { MATERIAL_FIELDS, type MaterialInput } from './rules';

/** The wire object of a material, with its originator by name (`include=originator`; a single material always). */
export type Material = Camel<Selectable<MaterialsTable>> & { originator?: { id: number; name: string } | null };

export const MATERIAL_FILTERS: Record<string, ListFilter> = {
  status: inListFilter('t.status'),
  originatorId: intFilter('t.originator_id', 'originatorId'),
};

/** SES-04: every column the materials list shows can sort it. */
const ORDERS = {
  id: sql.ref('t.id'),
  name: sql`lower(t.name)`,
  status: sql.ref('t.status'),
  quantity: sql.ref('t.quantity'),
  originator: sql`(SELECT lower(o.name) FROM originators o WHERE o.id = t.originator_id)`,
};
export const MATERIAL_ORDER_KEYS = Object.keys(ORDERS);

/** A page of materials (by name by default); `query` searches the name. */
export async function listMaterials(
  kdb: Kdb,
  q: Record<string, unknown>,
  paging: ListPaging,
): Promise<{ items: Material[]; meta: ListMeta }> {
  const conds = conditionsOf(q, MATERIAL_FILTERS, null);
  const text = queryStr(q.query);
  if (text) conds.push(sql<SqlBool>`lower(t.name) LIKE ${searchPattern(text)}`);
  const order = orderClause(paging, ORDERS, sql`lower(t.name)`);
  const { rows, meta } = await tablePage(kdb, 'materials', allOf(conds), order, paging);
  return { items: rows.map((r) => camelize(r)), meta };
}

/** One material, with its originator. */
export async function findMaterial(kdb: Kdb, id: number): Promise<Material | null> {
  const row = await kdb.selectFrom('materials').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const item: Material = camelize(row);
  await addOriginators(kdb, [item]);
  return item;
}

/** `originator: {id, name}` of each material (null when none). */
export async function addOriginators(kdb: Kdb, items: Material[]): Promise<void> {
  const ids = [...new Set(items.map((i) => i.originatorId).filter((x): x is number => x !== null))];
  const rows = ids.length
    ? await kdb.selectFrom('originators').select(['id', 'name']).where('id', 'in', ids).execute()
    : [];
  for (const i of items) i.originator = rows.find((r) => r.id === i.originatorId) ?? null;
}

export async function insertMaterial(kdb: Kdb, d: MaterialInput): Promise<number> {
  const row = await kdb
    .insertInto('materials')
    .values({ ...columnsOf<MaterialsTable>(d, MATERIAL_FIELDS), name: d.name! })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const writes = tableWrites('materials', (d: MaterialInput) => columnsOf<MaterialsTable>(d, MATERIAL_FIELDS));
export const updateMaterial = writes.update;
export const deleteMaterial = writes.destroy;
