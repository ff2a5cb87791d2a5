import { type Selectable, type SqlBool, sql } from 'kysely';
import type { Kdb } from '../../db/kysely';
import type { TargetHistoriesTable } from '../../db/schema';
import { type Camel, camelize } from '../shared/camel';
import { tableWrites } from '../shared/columns';
import { type ListFilter, intFilter, tableQueries } from '../shared/list';
import type { TargetHistoryInput } from './rules';

/** The wire object of a target history (SRV-41). */
export type TargetHistory = Camel<Selectable<TargetHistoriesTable>>;

export const TARGET_HISTORY_FILTERS: Record<string, ListFilter> = { tutorId: intFilter('t.tutor_id', 'tutorId') };
const ORDERS = { id: sql.ref('t.id'), date: sql.ref('t.date') };

const queries = tableQueries('target_histories', TARGET_HISTORY_FILTERS, ORDERS, {
  wire: (r): TargetHistory => camelize(r),
  defaultOrder: sql`t.date DESC`,
});
export const TARGET_HISTORY_ORDER_KEYS = queries.orderKeys;
/** A page of target histories (latest date first by default). */
export const listTargetHistories = queries.list;
/** One target history. */
export const findTargetHistory = queries.find;

/** The tutor's target history in force on a day (the latest on or before it), or null. */
export async function targetHistoryOn(kdb: Kdb, tutorId: number | null, date: string): Promise<TargetHistory | null> {
  const row = await kdb
    .selectFrom('target_histories')
    .selectAll()
    .where(sql<SqlBool>`tutor_id = ${tutorId}`)
    .where(sql<SqlBool>`date <= ${date}`)
    .orderBy('date', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? camelize(row) : null;
}

const columns = (d: TargetHistoryInput) => ({
  ...(d.tutorId !== undefined ? { tutor_id: d.tutorId } : {}),
  ...(d.date !== undefined ? { date: d.date } : {}),
  ...(d.availabilityTarget !== undefined ? { availability_target: d.availabilityTarget } : {}),
  ...(d.deliveryTarget !== undefined ? { delivery_target: d.deliveryTarget } : {}),
  ...(d.availabilityActual !== undefined ? { availability_actual: d.availabilityActual } : {}),
  ...(d.deliveryActual !== undefined ? { delivery_actual: d.deliveryActual } : {}),
});

export async function insertTargetHistory(kdb: Kdb, d: TargetHistoryInput): Promise<number> {
  const row = await kdb
    .insertInto('target_histories')
    .values({ ...columns(d), tutor_id: d.tutorId!, date: d.date! })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const writes = tableWrites('target_histories', columns);
export const updateTargetHistory = writes.update;
export const deleteTargetHistory = writes.destroy;
