import { type Selectable, type SqlBool, sql } from 'kysely';
import type { Kdb } from '../../db/kysely';
import type { InstallmentsTable } from '../../db/schema';
import { unprocessable } from '../../util';
import { type Camel, camelize } from '../shared/camel';
import { tableWrites } from '../shared/columns';
import { type ListFilter, intFilter, tableQueries } from '../shared/list';
import type { InstallmentInput } from './rules';

/** The wire object of an installment (PAY-30). */
export type Installment = Camel<Selectable<InstallmentsTable>>;

/** The list filters of installments. */
export const INSTALLMENT_FILTERS: Record<string, ListFilter> = {
  enrollmentId: intFilter('t.enrollment_id', 'enrollmentId'),
  status: (v) => {
    const list = (Array.isArray(v) ? v : String(v).split(',')).map(String).filter(Boolean);
    return list.length ? sql<SqlBool>`t.status = ANY(${list}::text[])` : null;
  },
};

const installments = tableQueries(
  'installments',
  INSTALLMENT_FILTERS,
  { id: sql.ref('t.id'), due_on: sql.ref('t.due_on') },
  { wire: (r): Installment => camelize(r) },
);
export const INSTALLMENT_ORDER_KEYS = installments.orderKeys;
/** A page of installments. */
export const listInstallments = installments.list;
/** One installment (within a scope when given), or null. */
export const findInstallment = installments.find;

const columns = (d: InstallmentInput) => ({
  ...('enrollmentId' in d ? { enrollment_id: d.enrollmentId ?? null } : {}),
  ...(d.amount !== undefined ? { amount: d.amount } : {}),
  ...(d.dueOn !== undefined ? { due_on: d.dueOn } : {}),
});

/** Inserts an installment; returns its id. */
export async function insertInstallment(kdb: Kdb, d: InstallmentInput): Promise<number> {
  const row = await kdb
    .insertInto('installments')
    .values({ ...columns(d), amount: d.amount!, due_on: d.dueOn! })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const writes = tableWrites('installments', columns);

/** Updates an installment's fields. */
export const updateInstallment = writes.update;

/** Deletes an installment. */
export const deleteInstallment = writes.destroy;

/** 422 of `process_payment` on an installment that is already paid. */
export const INSTALLMENT_ALREADY_PAID = 'This installment has already been paid';

/**
 * `process_payment` (SRV-37): charges the family's payment profile (422 without one), marks the installment paid and
 * records the payment. Runs inside the caller's transaction. The installment turns paid by one conditional update
 * (`status <> 'paid'`), which waits for a concurrent one on the same row and then finds it paid: of many requests at
 * once exactly one records a payment, the others answer 422 {@link INSTALLMENT_ALREADY_PAID} and write nothing.
 */
export async function processInstallmentPayment(kdb: Kdb, inst: Installment): Promise<void> {
  const parent =
    inst.enrollmentId === null
      ? undefined
      : await kdb
          .selectFrom('enrollments as e')
          .innerJoin('students as s', 's.id', 'e.student_id')
          .select('s.parent_id')
          .where('e.id', '=', inst.enrollmentId)
          .executeTakeFirst();
  const parentId = parent?.parent_id ?? null;
  const profile =
    parentId === null
      ? undefined
      : await kdb.selectFrom('payment_profiles').select('id').where('parent_id', '=', parentId).executeTakeFirst();
  if (!profile || parentId === null) throw unprocessable('No payment profile');
  const paid = await kdb
    .updateTable('installments')
    .set({ status: 'paid', paid_at: sql<string>`now()` })
    .where('id', '=', inst.id)
    .where('status', '<>', 'paid')
    .returning('amount')
    .executeTakeFirst();
  if (!paid) throw unprocessable(INSTALLMENT_ALREADY_PAID);
  await kdb
    .insertInto('payments')
    .values({ parent_id: parentId, installment_id: inst.id, amount: paid.amount })
    .execute();
}
