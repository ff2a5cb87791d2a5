import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resources } from '@tutoring/contract';
import { registerCrud } from '../shared/crud';
import { memberFields } from '../shared/fields';
import { includesOf } from '../shared/list';
import { payrollItemPolicies, payrollItemScope } from './policy';
import {
  PAYROLL_ITEM_FILTERS,
  PAYROLL_ITEM_ORDER_KEYS,
  type PayrollItem,
  addEmployees,
  deletePayrollItem,
  findPayrollItem,
  insertPayrollItem,
  listPayrollItems,
  updatePayrollItem,
} from './queries';
import { PAYROLL_ITEM_FIELDS, type PayrollItemInput } from './rules';

/** Payroll items (DOM-73, PAY payroll): admins keep them; an employee reads their own; `include=employee` names them. */
export const payrollItemsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kdb } = app.services;
  const parse = (body: unknown) => memberFields('payrollItem', PAYROLL_ITEM_FIELDS, body) as PayrollItemInput;
  registerCrud<PayrollItem, PayrollItemInput>(app, {
    path: 'payroll_items',
    what: 'Payroll item',
    contract: resources.payroll_items,
    policies: payrollItemPolicies,
    filters: Object.keys(PAYROLL_ITEM_FILTERS),
    orderKeys: PAYROLL_ITEM_ORDER_KEYS,
    list: (q, paging, ctx) => listPayrollItems(kdb, q, paging, payrollItemScope(ctx.user)),
    find: (id, ctx, scoped) => findPayrollItem(kdb, id, scoped ? payrollItemScope(ctx.user) : null),
    includes: async (items, q) => {
      if (items.length && includesOf(q).has('employee')) await addEmployees(kdb, items);
    },
    parseCreate: async (body) => parse(body),
    insert: (data) => insertPayrollItem(kdb, data),
    parseUpdate: async (body) => parse(body),
    update: (id, data) => updatePayrollItem(kdb, id, data),
    destroy: (existing) => deletePayrollItem(kdb, existing.id),
    versionTable: 'payroll_items',
  });
};
