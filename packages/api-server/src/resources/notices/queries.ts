import { type Expression, type Selectable, type SqlBool, sql } from 'kysely';
import type { Kdb } from '../../db/kysely';
import type { NoticesTable } from '../../db/schema';
import { queryBool, queryInt } from '../../util';
import { type Camel, camelize } from '../shared/camel';
import { type ListMeta, type ListPaging, allOf, conditionsOf, orderClause, tablePage } from '../shared/list';
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

/** A page of notices. */
export async function listNotices(
  kdb: Kdb,
  q: Record<string, unknown>,
  paging: ListPaging,
  scope: Expression<SqlBool>,
): Promise<{ items: Notice[]; meta: ListMeta }> {
  const where = allOf(conditionsOf(q, NOTICE_FILTERS, scope));
  const order = orderClause(paging, ORDERS, sql`t.created_at DESC`);
  const { rows, meta } = await tablePage(kdb, 'notices', where, order, paging);
  return { items: rows.map((r) => camelize(r)), meta };
}

/** One notice (within a scope when given). */
export async function findNotice(kdb: Kdb, id: number, scope: Expression<SqlBool> | null): Promise<Notice | null> {
  const row = await kdb
    .selectFrom('notices as t')
    .selectAll()
    .where('t.id', '=', id)
    .where(scope ?? sql<SqlBool>`true`)
    .executeTakeFirst();
  return row ? camelize(row) : null;
}

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

/** Updates a notice. */
export async function updateNotice(kdb: Kdb, id: number, d: NoticeInput): Promise<void> {
  const set = columns(d);
  if (Object.keys(set).length) await kdb.updateTable('notices').set(set).where('id', '=', id).execute();
}

/** Deletes a notice. */
export async function deleteNotice(kdb: Kdb, id: number): Promise<void> {
  await kdb.deleteFrom('notices').where('id', '=', id).execute();
}
