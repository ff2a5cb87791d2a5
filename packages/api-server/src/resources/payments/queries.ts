import { type Selectable, sql } from 'kysely';
import type { Kdb } from '../../db/kysely';
import type { PaymentsTable } from '../../db/schema';
import { type Camel, camelize } from '../shared/camel';
import { tableWrites } from '../shared/columns';
import { type ListFilter, intFilter, tableQueries } from '../shared/list';
import type { PaymentInput } from './rules';

/** The wire object of a payment. */
export type Payment = Camel<Selectable<PaymentsTable>>;

/** The list filters of payments. */
export const PAYMENT_FILTERS: Record<string, ListFilter> = { parentId: intFilter('t.parent_id', 'parentId') };

const payments = tableQueries(
  'payments',
  PAYMENT_FILTERS,
  { id: sql.ref('t.id'), paid_at: sql.ref('t.paid_at') },
  { wire: (r): Payment => camelize(r) },
);
export const PAYMENT_ORDER_KEYS = payments.orderKeys;
/** A page of payments. */
export const listPayments = payments.list;
/** One payment (within a scope when given), or null. */
export const findPayment = payments.find;

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

const writes = tableWrites('payments', columns);

/** Updates a payment's fields. */
export const updatePayment = writes.update;

/** Deletes a payment. */
export const deletePayment = writes.destroy;
