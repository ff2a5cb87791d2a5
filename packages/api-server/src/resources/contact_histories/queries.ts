import { type Selectable, type SqlBool, sql } from 'kysely';
import type { Kdb } from '../../db/kysely';
import type { ContactHistoriesTable } from '../../db/schema';
import { queryStr } from '../../util';
import { type Camel, camelize } from '../shared/camel';
import { tableWrites } from '../shared/columns';
import {
  type ListFilter,
  type ListMeta,
  type ListPaging,
  allOf,
  conditionsOf,
  intFilter,
  orderClause,
  tablePage,
  textFilter,
} from '../shared/list';
import type { ContactHistoryInput } from './rules';

/** The wire object of a contact history: its row, `regarding {id, type}` and `read`. */
export type ContactHistory = Camel<Selectable<ContactHistoriesTable>> & {
  regarding: { id: number; type: string; name?: string };
  read: boolean;
};

const wire = (row: Selectable<ContactHistoriesTable>): ContactHistory => ({
  ...camelize(row),
  regarding: { id: row.regarding_id, type: row.regarding_type },
  read: row.read_at !== null,
});

export const CONTACT_HISTORY_FILTERS: Record<string, ListFilter> = {
  regardingType: textFilter('t.regarding_type'),
  regardingId: intFilter('t.regarding_id', 'regardingId'),
  employeeId: intFilter('t.employee_id', 'employeeId'),
  /** `All` is every type. */
  type: (v) => {
    const s = queryStr(v);
    return s === undefined || s === 'All' ? null : sql<SqlBool>`t.type = ${s}`;
  },
};
const ORDERS = { id: sql.ref('t.id'), created_at: sql.ref('t.created_at') };
export const CONTACT_HISTORY_ORDER_KEYS = Object.keys(ORDERS);

/**
 * A page of contact histories (newest first by default). `inboxOf` lists an employee's inbox instead: theirs and the
 * unowned ones, unread first.
 */
export async function listContactHistories(
  kdb: Kdb,
  q: Record<string, unknown>,
  paging: ListPaging,
  inboxOf?: number,
): Promise<{ items: ContactHistory[]; meta: ListMeta }> {
  const conds = conditionsOf(q, CONTACT_HISTORY_FILTERS, null);
  if (inboxOf !== undefined) conds.push(sql<SqlBool>`(t.employee_id = ${inboxOf} OR t.employee_id IS NULL)`);
  const defaultOrder =
    inboxOf !== undefined ? sql`(t.read_at IS NULL) DESC, t.created_at DESC` : sql`t.created_at DESC`;
  const { rows, meta } = await tablePage(
    kdb,
    'contact_histories',
    allOf(conds),
    orderClause(paging, ORDERS, defaultOrder),
    paging,
  );
  return { items: rows.map(wire), meta };
}

/** One contact history. */
export async function findContactHistory(kdb: Kdb, id: number): Promise<ContactHistory | null> {
  const row = await kdb.selectFrom('contact_histories').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? wire(row) : null;
}

const columns = (d: ContactHistoryInput) => ({
  ...(d.type !== undefined ? { type: d.type } : {}),
  ...('subject' in d ? { subject: d.subject ?? null } : {}),
  ...(d.body !== undefined ? { body: d.body } : {}),
  ...(d.regardingType !== undefined ? { regarding_type: d.regardingType } : {}),
  ...(d.regardingId !== undefined ? { regarding_id: d.regardingId } : {}),
});

export async function insertContactHistory(kdb: Kdb, d: ContactHistoryInput): Promise<number> {
  const row = await kdb
    .insertInto('contact_histories')
    .values({ ...columns(d), type: d.type!, regarding_type: d.regardingType!, regarding_id: d.regardingId! })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const writes = tableWrites('contact_histories', columns);
export const updateContactHistory = writes.update;
export const deleteContactHistory = writes.destroy;

/** Marks a contact history read (keeps the first reading time). */
export async function markContactHistoryRead(kdb: Kdb, id: number): Promise<void> {
  await kdb
    .updateTable('contact_histories')
    .set({ read_at: sql`COALESCE(read_at, now())` })
    .where('id', '=', id)
    .execute();
}
