import { type Expression, type Selectable, type SqlBool, sql } from 'kysely';
import type { Kdb } from '../../db/kysely';
import type { PaymentsTable } from '../../db/schema';
import { type Camel, camelize } from '../shared/camel';
import {
  type ListFilter,
  type ListMeta,
  type ListPaging,
  allOf,
  conditionsOf,
  intFilter,
  orderClause,
  tablePage,
} from '../shared/list';
import type { PaymentInput } from './rules';

/** The wire object of a payment. */
export type Payment = Camel<Selectable<PaymentsTable>>;

/** The list filters of payments. */
export const PAYMENT_FILTERS: Record<string, ListFilter> = { parentId: intFilter('t.parent_id', 'parentId') };

const ORDERS = { id: sql.ref('t.id'), paid_at: sql.ref('t.paid_at') };
export const PAYMENT_ORDER_KEYS = Object.keys(ORDERS);

/** A page of payments. */
export async function listPayments(
  kdb: Kdb,
  q: Record<string, unknown>,
  paging: ListPaging,
  scope: Expression<SqlBool> | null,
): Promise<{ items: Payment[]; meta: ListMeta }> {
  const where = allOf(conditionsOf(q, PAYMENT_FILTERS, scope));
  const order = orderClause(paging, ORDERS, sql.ref('t.id'));
  const { rows, meta } = await tablePage(kdb, 'payments', where, order, paging);
  return { items: rows.map((r) => camelize(r)), meta };
}

/** One payment (within a scope when given), or null. */
export async function findPayment(kdb: Kdb, id: number, scope: Expression<SqlBool> | null): Promise<Payment | null> {
  const row = await kdb
    .selectFrom('payments as t')
    .selectAll()
    .where('t.id', '=', id)
    .where(scope ?? sql<SqlBool>`true`)
    .executeTakeFirst();
  return row ? camelize(row) : null;
}

const columns = (d: PaymentInput) => ({
  ...('parentId' in d ? { parent_id: d.parentId ?? null } : {}),
  ...(d.amount !== undefined ? { amount: d.amount } : {}),
  ...('installmentId' in d ? { installment_id: d.installmentId ?? null } : {}),
});

/** Inserts a payment; returns its id. */
export async function insertPayment(kdb: Kdb, d: PaymentInput): Promise<number> {
  const row = await kdb
    .insertInto('payments')
    .values({ ...columns(d), amount: d.amount! })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Updates a payment's fields. */
export async function updatePayment(kdb: Kdb, id: number, d: PaymentInput): Promise<void> {
  const set = columns(d);
  if (Object.keys(set).length) await kdb.updateTable('payments').set(set).where('id', '=', id).execute();
}

/** Deletes a payment. */
export async function deletePayment(kdb: Kdb, id: number): Promise<void> {
  await kdb.deleteFrom('payments').where('id', '=', id).execute();
}
