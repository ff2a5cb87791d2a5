import type { Kdb } from '../../db/kysely';

/** The regarding tables (CRM notes, calls, messages…) whose rows follow a merged record. */
const REGARDING_TABLES = [
  'contact_histories',
  'calls',
  'imminent_closes',
  'sms',
  'histories',
  'notes',
  'activities',
  'messages',
  'inbox_activities',
] as const;

/** Moves rows that point at a regarding record from one id to another. */
export async function moveRegarding(kdb: Kdb, type: string, from: number, to: number): Promise<void> {
  for (const table of REGARDING_TABLES)
    await kdb
      .updateTable(table)
      .set({ regarding_id: to })
      .where('regarding_type', '=', type)
      .where('regarding_id', '=', from)
      .execute();
}
