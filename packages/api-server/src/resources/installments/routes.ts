import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resources } from '@tutoring/contract';
import { notFound, parseId, unprocessable } from '../../util';
import { registerCrud } from '../shared/crud';
import { memberFields } from '../shared/fields';
import { IdParams, errorReplies } from '../shared/schemas';
import { installmentPolicies, installmentScope } from './policy';
import {
  INSTALLMENT_FILTERS,
  INSTALLMENT_ORDER_KEYS,
  type Installment,
  deleteInstallment,
  findInstallment,
  insertInstallment,
  listInstallments,
  INSTALLMENT_ALREADY_PAID,
  processInstallmentPayment,
  updateInstallment,
} from './queries';
import { INSTALLMENT_FIELDS, type InstallmentInput } from './rules';

const contract = resources.installments;

/** Installments (SRV-37, PAY-30): the five routes and `process_payment`. */
export const installmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kdb, db } = app.services;
  const parse = (body: unknown) => memberFields('installment', INSTALLMENT_FIELDS, body) as InstallmentInput;

  registerCrud<Installment, InstallmentInput>(app, {
    path: 'installments',
    what: 'Installment',
    contract,
    policies: installmentPolicies,
    filters: Object.keys(INSTALLMENT_FILTERS),
    orderKeys: INSTALLMENT_ORDER_KEYS,
    list: (q, paging, ctx) => listInstallments(kdb, q, paging, installmentScope(ctx.user)),
    find: (id, ctx, scoped) => findInstallment(kdb, id, scoped ? installmentScope(ctx.user) : null),
    parseCreate: async (body) => parse(body),
    insert: (data) => insertInstallment(kdb, data),
    parseUpdate: async (body) => parse(body),
    update: (id, data) => updateInstallment(kdb, id, data),
    destroy: (existing) => deleteInstallment(kdb, existing.id),
    versionTable: 'installments',
  });

  app.put(
    '/api/v2/installments/:id/process_payment',
    {
      schema: {
        tags: ['installments'],
        params: IdParams,
        response: { 200: contract.memberReply, ...errorReplies },
      },
      config: { policy: installmentPolicies.processPayment },
    },
    async (req) => {
      const { user } = app.services.ctx(req);
      const id = parseId(req.params.id, 'Installment');
      const inst = await findInstallment(kdb, id, installmentScope(user));
      if (!inst) throw notFound('Installment');
      if (inst.status === 'paid') throw unprocessable(INSTALLMENT_ALREADY_PAID);
      await db.transaction(() => processInstallmentPayment(kdb, inst));
      return { installment: await findInstallment(kdb, id, null) };
    },
  );
};
