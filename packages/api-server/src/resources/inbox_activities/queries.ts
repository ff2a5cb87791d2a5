import { type Selectable, type SqlBool, sql } from 'kysely';
import type { Kdb } from '../../db/kysely';
import type { InboxActivitiesTable } from '../../db/schema';
import { queryBool } from '../../util';
import { type Camel, camelize } from '../shared/camel';
import { tableWrites } from '../shared/columns';
import { type ListFilter, tableQueries } from '../shared/list';
import type { InboxInput } from './rules';

/** The wire object of an inbox activity: its row, `regarding {id, type}` and `read`. */
export type InboxActivity = Camel<Selectable<InboxActivitiesTable>> & {
  regarding: { id: number | null; type: string | null; name?: string };
  read: boolean;
};

const wire = (row: Selectable<InboxActivitiesTable>): InboxActivity => ({
  ...camelize(row),
  regarding: { id: row.regarding_id, type: row.regarding_type },
  read: row.read_at !== null,
});

export const INBOX_FILTERS: Record<string, ListFilter> = {
  unread: (v) => (queryBool(v) ? sql<SqlBool>`t.read_at IS NULL` : null),
};
const ORDERS = { id: sql.ref('t.id'), created_at: sql.ref('t.created_at') };
export const INBOX_ORDER_KEYS = Object.keys(ORDERS);

const inbox = tableQueries('inbox_activities', INBOX_FILTERS, ORDERS, { wire, defaultOrder: sql`t.created_at DESC` });
/** A page of the requester's inbox (newest first by default). */
export const listInbox = inbox.list;
/** One inbox activity (within a scope when given). */
export const findInbox = inbox.find;

const writes = tableWrites('inbox_activities', (d: InboxInput) => ({
  ...(d.title !== undefined ? { title: d.title } : {}),
  ...(d.body !== undefined ? { body: d.body } : {}),
  ...('regardingType' in d ? { regarding_type: d.regardingType ?? null } : {}),
  ...('regardingId' in d ? { regarding_id: d.regardingId ?? null } : {}),
  ...('readAt' in d ? { read_at: d.readAt ?? null } : {}),
}));
export const updateInbox = writes.update;
export const deleteInbox = writes.destroy;

/** Deletes a user's read activities. */
export async function clearRead(kdb: Kdb, userId: number): Promise<void> {
  await kdb.deleteFrom('inbox_activities').where('user_id', '=', userId).where('read_at', 'is not', null).execute();
}

/** Delivers the campaign activities not delivered yet; returns how many. */
export async function deliverCampaigns(kdb: Kdb): Promise<number> {
  const rows = await kdb
    .updateTable('inbox_activities')
    .set({ delivered_at: sql`now()` })
    .where('campaign', '=', true)
    .where('delivered_at', 'is', null)
    .returning('id')
    .execute();
  return rows.length;
}

/** How many unread activities a user has. */
export async function unreadCount(kdb: Kdb, userId: number): Promise<number> {
  const r = await kdb
    .selectFrom('inbox_activities')
    .select(sql<number>`count(*)::int`.as('c'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return r.c;
}

/** Marks an activity read (keeps the first reading time). */
export async function markRead(kdb: Kdb, id: number): Promise<void> {
  await kdb
    .updateTable('inbox_activities')
    .set({ read_at: sql`COALESCE(read_at, now())` })
    .where('id', '=', id)
    .execute();
}
