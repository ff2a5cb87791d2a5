import { type Selectable, sql } from 'kysely';
import type { Kdb } from '../../db/kysely';
import type { MessagesTable } from '../../db/schema';
import { type Camel, camelize } from '../shared/camel';
import { tableWrites } from '../shared/columns';
import { type ListFilter, intFilter, textFilter, tableQueries } from '../shared/list';
import type { MessageInput } from './rules';

/** The wire object of a message: its row and `regarding {id, type}`. */
export type Message = Camel<Selectable<MessagesTable>> & { regarding: { id: number | null; type: string | null } };

const wire = (row: Selectable<MessagesTable>): Message => ({
  ...camelize(row),
  regarding: { id: row.regarding_id, type: row.regarding_type },
});

export const MESSAGE_FILTERS: Record<string, ListFilter> = {
  regardingType: textFilter('t.regarding_type'),
  regardingId: intFilter('t.regarding_id', 'regardingId'),
};
const ORDERS = { id: sql.ref('t.id'), created_at: sql.ref('t.created_at') };

const queries = tableQueries('messages', MESSAGE_FILTERS, ORDERS, {
  wire: wire,
  defaultOrder: sql`t.created_at DESC`,
});
export const MESSAGE_ORDER_KEYS = queries.orderKeys;
/** A page of messages (newest first by default). */
export const listMessages = queries.list;
/** One message. */
export const findMessage = queries.find;

const columns = (d: MessageInput) => ({
  ...(d.messageType !== undefined ? { message_type: d.messageType } : {}),
  ...('subject' in d ? { subject: d.subject ?? null } : {}),
  ...(d.body !== undefined ? { body: d.body } : {}),
  ...('regardingType' in d ? { regarding_type: d.regardingType ?? null } : {}),
  ...('regardingId' in d ? { regarding_id: d.regardingId ?? null } : {}),
  ...(d.studentRecipientIds !== undefined ? { student_recipient_ids: d.studentRecipientIds } : {}),
  ...(d.parentRecipientIds !== undefined ? { parent_recipient_ids: d.parentRecipientIds } : {}),
  ...(d.employeeRecipientIds !== undefined ? { employee_recipient_ids: d.employeeRecipientIds } : {}),
});

/** Inserts a message sent by the user `senderId`. */
export async function insertMessage(kdb: Kdb, d: MessageInput, senderId: number): Promise<number> {
  const row = await kdb
    .insertInto('messages')
    .values({ ...columns(d), sender_id: senderId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const writes = tableWrites('messages', columns);
export const updateMessage = writes.update;
export const deleteMessage = writes.destroy;
