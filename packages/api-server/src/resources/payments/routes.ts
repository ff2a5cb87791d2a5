import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resources } from '@tutoring/contract';
import { registerCrud } from '../shared/crud';
import { parseMemberFields } from '../shared/fields';
import { paymentPolicies, paymentScope } from './policy';
import {
  PAYMENT_FILTERS,
  PAYMENT_ORDER_KEYS,
  type Payment,
  deletePayment,
  findPayment,
  insertPayment,
  listPayments,
  updatePayment,
} from './queries';
import { PAYMENT_FIELDS, PAYMENT_REQUIRED, type PaymentInput } from './rules';

/** Payments (SRV-38): a family's payments; admins record and correct them. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kdb } = app.services;
  const parse = (body: unknown, creating: boolean) =>
    parseMemberFields('payment', PAYMENT_FIELDS, PAYMENT_REQUIRED, body, creating) as PaymentInput;
  registerCrud<Payment, PaymentInput>(app, {
    path: 'payments',
    what: 'Payment',
    contract: resources.payments,
    policies: paymentPolicies,
    filters: Object.keys(PAYMENT_FILTERS),
    orderKeys: PAYMENT_ORDER_KEYS,
    list: (q, paging, ctx) => listPayments(kdb, q, paging, paymentScope(ctx.user)),
    find: (id, ctx, scoped) => findPayment(kdb, id, scoped ? paymentScope(ctx.user) : null),
    parseCreate: async (body) => parse(body, true),
    insert: (data) => insertPayment(kdb, data),
    parseUpdate: async (body) => parse(body, false),
    update: (id, data) => updatePayment(kdb, id, data),
    destroy: (existing) => deletePayment(kdb, existing.id),
    versionTable: 'payments',
  });
};
