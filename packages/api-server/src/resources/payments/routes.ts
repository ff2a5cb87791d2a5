import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resources } from '@tutoring/contract';
import { registerCrud } from '../shared/crud';
import { memberFields } from '../shared/fields';
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
import { PAYMENT_FIELDS, type PaymentInput } from './rules';

/** Payments (SRV-38): a family's payments; admins record and correct them. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kdb } = app.services;
  const parse = (body: unknown) => memberFields('payment', PAYMENT_FIELDS, body) as PaymentInput;
  registerCrud<Payment, PaymentInput>(app, {
    path: 'payments',
    what: 'Payment',
    contract: resources.payments,
    policies: paymentPolicies,
    filters: Object.keys(PAYMENT_FILTERS),
    orderKeys: PAYMENT_ORDER_KEYS,
    list: (q, paging, ctx) => listPayments(kdb, q, paging, paymentScope(ctx.user)),
    find: (id, ctx, scoped) => findPayment(kdb, id, scoped ? paymentScope(ctx.user) : null),
    parseCreate: async (body) => parse(body),
    insert: (data) => insertPayment(kdb, data),
    parseUpdate: async (body) => parse(body),
    update: (id, data) => updatePayment(kdb, id, data),
    destroy: (existing) => deletePayment(kdb, existing.id),
    versionTable: 'payments',
  });
};
