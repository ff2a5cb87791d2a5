import type { Selectable } from 'kysely';
import type { Kdb } from '../../db/kysely';
import type { LineItemAdjustmentsTable } from '../../db/schema';
import { type Camel, camelize } from '../shared/camel';

/** The wire object of a line item adjustment (PAY-31). */
export type LineItemAdjustment = Camel<Selectable<LineItemAdjustmentsTable>>;

/** The adjustment `id` of line item `lineItemId`, or null. */
export async function findAdjustment(kdb: Kdb, lineItemId: number, id: number): Promise<LineItemAdjustment | null> {
  const row = await kdb
    .selectFrom('line_item_adjustments')
    .selectAll()
    .where('id', '=', id)
    .where('line_item_id', '=', lineItemId)
    .executeTakeFirst();
  return row ? camelize(row) : null;
}
