import { type Selectable, type SqlBool, sql } from 'kysely';
import type { Kdb } from '../../db/kysely';
import type { RefundRequestsTable } from '../../db/schema';
import { type Camel, camelize } from '../shared/camel';
import { type PersonRef, personRefs } from '../shared/refs';
import { tableWrites } from '../shared/columns';
import {
  type ListFilter,
  type ListMeta,
  type ListPaging,
  allOf,
  conditionsOf,
  orderClause,
  tablePage,
} from '../shared/list';
import type { RefundRequestInput } from './rules';

/**
 * The wire object of a refund request (PAY-29): its line item named (`lineItem {id, name}`) and who paid it (`payer`:
 * the parent of the student whose enrollment the line item charged; null when there is none), so whoever approves it
 * can tell whose money goes back.
 */
export type RefundRequest = Camel<Selectable<RefundRequestsTable>> & {
  lineItem: { id: number; name: string } | null;
  payer: PersonRef | null;
};

/** The list filters of refund requests. */
export const REFUND_REQUEST_FILTERS: Record<string, ListFilter> = {
  status: (v) => {
    const list = (Array.isArray(v) ? v : String(v).split(',')).map(String).filter(Boolean);
    return list.length ? sql<SqlBool>`t.status = ANY(${list}::text[])` : null;
  },
};

const ORDERS = { id: sql.ref('t.id'), created_at: sql.ref('t.created_at'), status: sql.ref('t.status') };
export const REFUND_REQUEST_ORDER_KEYS = Object.keys(ORDERS);

async function wire(kdb: Kdb, rows: Selectable<RefundRequestsTable>[]): Promise<RefundRequest[]> {
  const ids = [...new Set(rows.map((r) => r.line_item_id).filter((x): x is number => x !== null))];
  const items = ids.length
    ? await kdb
        .selectFrom('line_items as li')
        .leftJoin('enrollments as e', 'e.id', 'li.enrollment_id')
        .leftJoin('students as s', 's.id', 'e.student_id')
        .select(['li.id', 'li.description', 's.parent_id'])
        .where('li.id', 'in', ids)
        .execute()
    : [];
  const parents = await personRefs(
    kdb,
    'parents',
    items.map((i) => i.parent_id),
  );
  const byId = new Map(
    items.map((i) => [
      i.id,
      { lineItem: { id: i.id, name: i.description }, payer: parents.get(i.parent_id ?? 0) ?? null },
    ]),
  );
  return rows.map((r) => {
    const item = byId.get(r.line_item_id ?? 0);
    return { ...camelize(r), lineItem: item?.lineItem ?? null, payer: item?.payer ?? null };
  });
}

/** A page of refund requests. */
export async function listRefundRequests(
  kdb: Kdb,
  q: Record<string, unknown>,
  paging: ListPaging,
): Promise<{ items: RefundRequest[]; meta: ListMeta }> {
  const where = allOf(conditionsOf(q, REFUND_REQUEST_FILTERS, null));
  const order = orderClause(paging, ORDERS, sql.ref('t.id'));
  const { rows, meta } = await tablePage(kdb, 'refund_requests', where, order, paging);
  return { items: await wire(kdb, rows), meta };
}

/** One refund request, or null. */
export async function findRefundRequest(kdb: Kdb, id: number): Promise<RefundRequest | null> {
  const row = await kdb.selectFrom('refund_requests').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? ((await wire(kdb, [row]))[0] ?? null) : null;
}

const columns = (d: RefundRequestInput) => ({
  ...('lineItemId' in d ? { line_item_id: d.lineItemId ?? null } : {}),
  ...('category' in d ? { category: d.category ?? null } : {}),
  ...(d.amount !== undefined ? { amount: d.amount } : {}),
  ...('notes' in d ? { notes: d.notes ?? null } : {}),
});

/** Inserts a refund request; returns its id. */
export async function insertRefundRequest(kdb: Kdb, d: RefundRequestInput): Promise<number> {
  const row = await kdb.insertInto('refund_requests').values(columns(d)).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

const writes = tableWrites('refund_requests', columns);

/** Updates a refund request's fields. */
export const updateRefundRequest = writes.update;

/** Moves a refund request from status `from` to `to` (approve, process manually); false when it was not in `from`. */
export async function setRefundStatus(
  kdb: Kdb,
  id: number,
  from: string,
  to: 'approved' | 'processed',
): Promise<boolean> {
  const row = await kdb
    .updateTable('refund_requests')
    .set({ status: to })
    .where('id', '=', id)
    .where('status', '=', from)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Locks the rows a refund request's amount rule reads, until the transaction ends: its line items (the body's and the
 * stored one; in id order, so two writers never wait for each other crosswise) and, on update, the request itself.
 * Runs inside the caller's transaction.
 */
export async function lockRefundRows(
  kdb: Kdb,
  lineItemIds: readonly (number | null | undefined)[],
  requestId: number | null,
): Promise<void> {
  const ids = [...new Set(lineItemIds.filter((x): x is number => typeof x === 'number'))].sort((a, b) => a - b);
  if (ids.length)
    await kdb.selectFrom('line_items').select('id').where('id', 'in', ids).orderBy('id').forNoKeyUpdate().execute();
  if (requestId !== null)
    await kdb.selectFrom('refund_requests').select('id').where('id', '=', requestId).forNoKeyUpdate().execute();
}

/** Deletes a refund request. */
export const deleteRefundRequest = writes.destroy;

/**
 * The line item a refund request is against (`lineItemId`): what it charged (its amount with its adjustments, such as
 * a goodwill credit) and the total of the other requests against it that were not denied (`exceptId`: the request
 * being changed), or null when there is none.
 */
export async function refundLineItem(
  kdb: Kdb,
  lineItemId: number,
  exceptId: number | null,
): Promise<{ amount: number; othersTotal: number } | null> {
  const row = await kdb
    .selectFrom('line_items as li')
    .select([
      sql<number>`li.amount + COALESCE((SELECT SUM(a.amount) FROM line_item_adjustments a WHERE a.line_item_id = li.id), 0)`.as(
        'amount',
      ),
      sql<number>`COALESCE((SELECT SUM(r.amount) FROM refund_requests r WHERE r.line_item_id = li.id AND r.status <> 'denied' AND r.id <> ${exceptId ?? 0}), 0)`.as(
        'others_total',
      ),
    ])
    .where('li.id', '=', lineItemId)
    .executeTakeFirst();
  return row ? { amount: Number(row.amount), othersTotal: Number(row.others_total) } : null;
}
