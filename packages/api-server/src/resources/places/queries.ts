import { type Selectable, type SqlBool, sql } from 'kysely';
import type { Kdb } from '../../db/kysely';
import type { PlacesTable } from '../../db/schema';
import { queryStr } from '../../util';
import { type Camel, camelize } from '../shared/camel';
import { columnsOf, tableWrites } from '../shared/columns';
import { type ListMeta, type ListPaging, allOf, orderClause, searchPattern, tablePage } from '../shared/list';
import { PLACE_FIELDS, type PlaceInput } from './rules';

/** The wire object of a place. */
export type Place = Camel<Selectable<PlacesTable>>;

const ORDERS = { id: sql.ref('t.id'), name: sql`lower(t.name)` };
export const PLACE_ORDER_KEYS = Object.keys(ORDERS);

/** A page of places (by name by default); `query` searches the name. */
export async function listPlaces(
  kdb: Kdb,
  q: Record<string, unknown>,
  paging: ListPaging,
): Promise<{ items: Place[]; meta: ListMeta }> {
  const text = queryStr(q.query);
  const where = allOf(text ? [sql<SqlBool>`lower(t.name) LIKE ${searchPattern(text)}`] : []);
  const order = orderClause(paging, ORDERS, sql`lower(t.name)`);
  const { rows, meta } = await tablePage(kdb, 'places', where, order, paging);
  return { items: rows.map((r) => camelize(r)), meta };
}

export async function findPlace(kdb: Kdb, id: number): Promise<Place | null> {
  const row = await kdb.selectFrom('places').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? camelize(row) : null;
}

export async function insertPlace(kdb: Kdb, d: PlaceInput): Promise<number> {
  const row = await kdb
    .insertInto('places')
    .values({ ...columnsOf<PlacesTable>(d, PLACE_FIELDS), name: d.name! })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const writes = tableWrites('places', (d: PlaceInput) => columnsOf<PlacesTable>(d, PLACE_FIELDS));
export const updatePlace = writes.update;
export const deletePlace = writes.destroy;
