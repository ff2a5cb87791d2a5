import { type Selectable, type SqlBool, sql } from 'kysely';
import type { Shipment as ShipmentEntity } from '@tutoring/contract';
import type { Kdb } from '../../db/kysely';
import type { ShipmentsTable } from '../../db/schema';
import { queryDate, queryStr } from '../../util';
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
} from '../shared/list';
import { SHIPMENT_FIELDS, type ShipmentInput } from './rules';

/** The originator of a shipment (SES-39 reads integratesWithApi). */
export interface ShipmentOriginator {
  id: number;
  name: string;
  integratesWithApi: boolean;
}

/** The wire object of a shipment: its row, its originator and the student it is regarding, by name. */
export type Shipment = Omit<Camel<Selectable<ShipmentsTable>>, 'address' | 'shipmentObservers'> &
  Pick<ShipmentEntity, 'address' | 'shipmentObservers'> & {
    originator: ShipmentOriginator | null;
    regarding: { id: number; type: 'Student'; name: string | null } | null;
  };

export const SHIPMENT_FILTERS: Record<string, ListFilter> = {
  status: inListFilter('t.status'),
  studentId: intFilter('t.student_id', 'studentId'),
  originatorId: intFilter('t.originator_id', 'originatorId'),
  createdFrom: (v) => sql<SqlBool>`t.created_at >= ${queryDate(v, 'createdFrom')!}`,
  createdTo: (v) => sql<SqlBool>`t.created_at <= ${queryDate(v, 'createdTo')!}`,
};

const ORDERS = {
  id: sql.ref('t.id'),
  created_at: sql.ref('t.created_at'),
  status: sql.ref('t.status'),
  sent_at: sql.ref('t.sent_at'),
  estimated_delivery_date: sql.ref('t.estimated_delivery_date'),
};
export const SHIPMENT_ORDER_KEYS = Object.keys(ORDERS);

const selectShipments = (kdb: Kdb) =>
  kdb
    .selectFrom('shipments as t')
    .leftJoin('originators as o', 'o.id', 't.originator_id')
    .selectAll('t')
    .select([
      sql<ShipmentOriginator | null>`CASE WHEN o.id IS NULL THEN NULL ELSE json_build_object('id', o.id, 'name', o.name, 'integratesWithApi', o.integrates_with_api) END`.as(
        'originator',
      ),
      sql<
        Shipment['regarding']
      >`CASE WHEN t.student_id IS NULL THEN NULL ELSE json_build_object('id', t.student_id, 'type', 'Student', 'name',
        (SELECT u.first_name || ' ' || u.last_name FROM students s JOIN users u ON u.id = s.user_id WHERE s.id = t.student_id)) END`.as(
        'regarding',
      ),
    ]);

/** The wire object of a row. */
const wire = (row: Awaited<ReturnType<ReturnType<typeof selectShipments>['executeTakeFirstOrThrow']>>): Shipment =>
  camelize(row) as Shipment;

/** A page of shipments (newest first by default); `query` searches tracking, recipient and order handle. */
export async function listShipments(
  kdb: Kdb,
  q: Record<string, unknown>,
  paging: ListPaging,
): Promise<{ items: Shipment[]; meta: ListMeta }> {
  const conds = conditionsOf(q, SHIPMENT_FILTERS, null);
  const text = queryStr(q.query);
  if (text) {
    const p = searchPattern(text);
    conds.push(
      sql<SqlBool>`(lower(coalesce(t.tracking, '')) LIKE ${p} OR lower(coalesce(t.recipient, '')) LIKE ${p} OR lower(coalesce(t.order_handle, '')) LIKE ${p})`,
    );
  }
  const where = allOf(conds);
  const { c } = await kdb
    .selectFrom('shipments as t')
    .select(sql<number>`count(*)::int`.as('c'))
    .where(where)
    .executeTakeFirstOrThrow();
  let page = selectShipments(kdb)
    .where(where)
    .orderBy(orderClause(paging, ORDERS, sql`t.created_at DESC`));
  if (!paging.noPagination) page = page.limit(paging.per).offset((paging.page - 1) * paging.per);
  return { items: (await page.execute()).map(wire), meta: listMeta(paging, c) };
}

/** One shipment. */
export async function findShipment(kdb: Kdb, id: number): Promise<Shipment | null> {
  const row = await selectShipments(kdb).where('t.id', '=', id).executeTakeFirst();
  return row ? wire(row) : null;
}

export async function insertShipment(kdb: Kdb, d: ShipmentInput): Promise<number> {
  const row = await kdb
    .insertInto('shipments')
    .values(columnsOf<ShipmentsTable>(d, SHIPMENT_FIELDS))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const writes = tableWrites('shipments', (d: ShipmentInput) => columnsOf<ShipmentsTable>(d, SHIPMENT_FIELDS));
export const updateShipment = writes.update;
export const deleteShipment = writes.destroy;

/** Sets a shipment's status; shipping stamps `sentAt` with now (SES-40). */
export async function setShipmentStatus(kdb: Kdb, id: number, status: string): Promise<void> {
  await kdb
    .updateTable('shipments')
    .set({ status, ...(status === 'shipped' ? { sent_at: sql<string>`now()` } : {}) })
    .where('id', '=', id)
    .execute();
}
