import { DateTime } from 'luxon';
import { type Selectable, type SqlBool, sql } from 'kysely';
import type { Kdb } from '../../db/kysely';
import type { TargetHistoriesTable } from '../../db/schema';
import { tutorTimeZone } from '../availabilities/queries';
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

/**
 * Records a tutor's targets as they were just saved (`PUT employees/{id}`, STF-22, STF-23) in their history, from the
 * current week on (docs/decisions/tutor-targets.md): the week starts on Monday on the tutor's clock (their user's time
 * zone, UTC when it is unknown). This week's row and every later one take the tutor's targets, their actuals kept;
 * a week without a row gets one dated its Monday (a row dated later in the week moves to its Monday, so the targets
 * hold from the week's first day); earlier weeks are left as they were. Runs in the save's transaction, after the
 * employee row's update, whose lock makes two saves of the same tutor wait for each other.
 */
export async function recordTargetsFromThisWeek(kdb: Kdb, tutorId: number): Promise<void> {
  const zone = await tutorTimeZone(kdb, tutorId);
  const monday = DateTime.now().setZone(zone).startOf('week');
  const weekStart = monday.toISODate()!;
  const nextWeek = monday.plus({ weeks: 1 }).toISODate()!;
  const targets = await kdb
    .selectFrom('employees')
    .select(['delivery_target', 'availability_target'])
    .where('id', '=', tutorId)
    .executeTakeFirstOrThrow();
  await kdb
    .updateTable('target_histories')
    .set(targets)
    .where('tutor_id', '=', tutorId)
    .where('date', '>=', weekStart)
    .execute();
  const week = await kdb
    .selectFrom('target_histories')
    .select(['id', 'date'])
    .where('tutor_id', '=', tutorId)
    .where('date', '>=', weekStart)
    .where('date', '<', nextWeek)
    .orderBy('date')
    .limit(1)
    .executeTakeFirst();
  if (!week)
    await kdb
      .insertInto('target_histories')
      .values({ tutor_id: tutorId, date: weekStart, ...targets })
      .execute();
  else if (week.date !== weekStart)
    await kdb.updateTable('target_histories').set({ date: weekStart }).where('id', '=', week.id).execute();
}
