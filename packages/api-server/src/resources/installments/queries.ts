import { type Expression, type Selectable, type SqlBool, sql } from 'kysely';
import type { Kdb } from '../../db/kysely';
import type { InstallmentsTable } from '../../db/schema';
import { unprocessable } from '../../util';
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

const ORDERS = { id: sql.ref('t.id'), due_on: sql.ref('t.due_on') };
export const INSTALLMENT_ORDER_KEYS = Object.keys(ORDERS);

/** A page of installments. */
export async function listInstallments(
  kdb: Kdb,
  q: Record<string, unknown>,
  paging: ListPaging,
  scope: Expression<SqlBool> | null,
): Promise<{ items: Installment[]; meta: ListMeta }> {
  const where = allOf(conditionsOf(q, INSTALLMENT_FILTERS, scope));
  const order = orderClause(paging, ORDERS, sql.ref('t.id'));
  const { rows, meta } = await tablePage(kdb, 'installments', where, order, paging);
  return { items: rows.map((r) => camelize(r)), meta };
}

/** One installment (within a scope when given), or null. */
export async function findInstallment(
  kdb: Kdb,
  id: number,
  scope: Expression<SqlBool> | null,
): Promise<Installment | null> {
  const row = await kdb
    .selectFrom('installments as t')
    .selectAll()
    .where('t.id', '=', id)
    .where(scope ?? sql<SqlBool>`true`)
    .executeTakeFirst();
  return row ? camelize(row) : null;
}

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

/** Updates an installment's fields. */
export async function updateInstallment(kdb: Kdb, id: number, d: InstallmentInput): Promise<void> {
  const set = columns(d);
  if (Object.keys(set).length) await kdb.updateTable('installments').set(set).where('id', '=', id).execute();
}

/** Deletes an installment. */
export async function deleteInstallment(kdb: Kdb, id: number): Promise<void> {
  await kdb.deleteFrom('installments').where('id', '=', id).execute();
}

/**
 * `process_payment` (SRV-37): charges the family's payment profile (422 without one), marks the installment paid and
 * records the payment. Runs inside the caller's transaction.
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
  await kdb
    .updateTable('installments')
    .set({ status: 'paid', paid_at: sql<string>`now()` })
    .where('id', '=', inst.id)
    .execute();
  await kdb
    .insertInto('payments')
    .values({ parent_id: parentId, installment_id: inst.id, amount: inst.amount })
    .execute();
}
