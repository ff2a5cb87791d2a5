import { type Expression, type Selectable, type SqlBool, sql } from 'kysely';
import type { Kdb } from '../../db/kysely';
import type { NoticesTable } from '../../db/schema';
import { queryBool, queryInt } from '../../util';
import { type Camel, camelize } from '../shared/camel';
import { tableWrites } from '../shared/columns';
import { tableQueries } from '../shared/list';
import type { NoticeInput } from './rules';

/** The wire object of a notice (SRV-37). */
export type Notice = Camel<Selectable<NoticesTable>>;

/** The list filters of notices. */
export const NOTICE_FILTERS: Record<string, (v: unknown) => Expression<SqlBool> | null> = {
  unread: (v) => (queryBool(v) ? sql<SqlBool>`t.read_at IS NULL` : null),
  userId: (v) => {
    const n = queryInt(v, 'userId');
    return n === undefined ? null : sql<SqlBool>`t.user_id = ${n}`;
  },
};

const ORDERS = { id: sql.ref('t.id'), created_at: sql.ref('t.created_at'), due_at: sql.ref('t.due_at') };
export const NOTICE_ORDER_KEYS = Object.keys(ORDERS);

const notices = tableQueries('notices', NOTICE_FILTERS, ORDERS, {
  wire: (r): Notice => camelize(r),
  defaultOrder: sql`t.created_at DESC`,
});
/** A page of notices. */
export const listNotices = notices.list;
/** One notice (within a scope when given). */
export const findNotice = notices.find;

const columns = (d: NoticeInput) => ({
  ...(d.userId !== undefined ? { user_id: d.userId } : {}),
  ...(d.title !== undefined ? { title: d.title } : {}),
  ...(d.message !== undefined ? { message: d.message } : {}),
  ...('dueAt' in d ? { due_at: d.dueAt ?? null } : {}),
  ...('readAt' in d ? { read_at: d.readAt ?? null } : {}),
});

/** Inserts a notice; returns its id. */
export async function insertNotice(kdb: Kdb, d: NoticeInput): Promise<number> {
  const row = await kdb
    .insertInto('notices')
    .values({ ...columns(d), user_id: d.userId!, title: d.title! })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const writes = tableWrites('notices', columns);

/** Updates a notice. */
export const updateNotice = writes.update;

/** Deletes a notice. */
export const deleteNotice = writes.destroy;
