import { type Selectable, sql } from 'kysely';
import type { Kdb } from '../../db/kysely';
import type { PayrollItemsTable } from '../../db/schema';
import { type Camel, camelize } from '../shared/camel';
import { tableWrites } from '../shared/columns';
import { type ListFilter, intFilter, tableQueries } from '../shared/list';
import type { PayrollItemInput } from './rules';

/** The employee a payroll item pays, by name (DOM-73, `include=employee`). */
export interface PayrollEmployee {
  id: number;
  firstName: string;
  lastName: string;
  fullName: string;
  name: string;
}

/** The wire object of a payroll item (DOM-73). */
export type PayrollItem = Camel<Selectable<PayrollItemsTable>> & { employee?: PayrollEmployee | null };

/** The list filters of payroll items. */
export const PAYROLL_ITEM_FILTERS: Record<string, ListFilter> = {
  employeeId: intFilter('t.employee_id', 'employeeId'),
};

const payrollItems = tableQueries(
  'payroll_items',
  PAYROLL_ITEM_FILTERS,
  { id: sql.ref('t.id'), date: sql.ref('t.date') },
  { wire: (r): PayrollItem => camelize(r) },
);
export const PAYROLL_ITEM_ORDER_KEYS = payrollItems.orderKeys;
/** A page of payroll items. */
export const listPayrollItems = payrollItems.list;
/** One payroll item (within a scope when given), or null. */
export const findPayrollItem = payrollItems.find;

/** `include=employee`: each item's employee by name (null when the employee is gone). */
export async function addEmployees(kdb: Kdb, items: PayrollItem[]): Promise<void> {
  const ids = [...new Set(items.map((i) => i.employeeId))];
  const rows = ids.length
    ? await kdb
        .selectFrom('employees as e')
        .innerJoin('users as u', 'u.id', 'e.user_id')
        .select(['e.id', 'u.first_name', 'u.last_name'])
        .where('e.id', 'in', ids)
        .execute()
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const i of items) {
    const r = byId.get(i.employeeId);
    const fullName = r ? `${r.first_name} ${r.last_name}` : '';
    i.employee = r ? { id: r.id, firstName: r.first_name, lastName: r.last_name, fullName, name: fullName } : null;
  }
}

const columns = (d: PayrollItemInput) => ({
  ...(d.employeeId !== undefined ? { employee_id: d.employeeId } : {}),
  ...(d.amount !== undefined ? { amount: d.amount } : {}),
  ...('description' in d ? { description: d.description ?? null } : {}),
  ...(d.date !== undefined ? { date: d.date } : {}),
});

/** Inserts a payroll item; returns its id. */
export async function insertPayrollItem(kdb: Kdb, d: PayrollItemInput): Promise<number> {
  const row = await kdb
    .insertInto('payroll_items')
    .values({ ...columns(d), employee_id: d.employeeId!, amount: d.amount!, date: d.date! })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const writes = tableWrites('payroll_items', columns);

/** Updates a payroll item's fields. */
export const updatePayrollItem = writes.update;

/** Deletes a payroll item. */
export const deletePayrollItem = writes.destroy;
