import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resources } from '@tutoring/contract';
import { HttpError, notFound, parseId, unprocessable } from '../../util';
import type { Policy } from '../../policy';
import { registerCrud } from '../shared/crud';
import { memberFields } from '../shared/fields';
import { IdParams, errorReplies } from '../shared/schemas';
import { refundRequestPolicies } from './policy';
import {
  REFUND_REQUEST_FILTERS,
  REFUND_REQUEST_ORDER_KEYS,
  type RefundRequest,
  deleteRefundRequest,
  findRefundRequest,
  insertRefundRequest,
  listRefundRequests,
  lockRefundRows,
  refundLineItem,
  setRefundStatus,
  updateRefundRequest,
} from './queries';
import { REFUND_REQUEST_FIELDS, type RefundRequestInput, refundRequestErrors, refundUpdateErrors } from './rules';

const BASE = '/api/v2/refund_requests';
const contract = resources.refund_requests;
const tags = ['refund_requests'];

/** Refund requests (SRV-36, PAY-29): the five routes and the approve / process-manually actions. */
export const refundRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kdb } = app.services;
  const parse = (body: unknown) => memberFields('refundRequest', REFUND_REQUEST_FIELDS, body) as RefundRequestInput;

  registerCrud<RefundRequest, RefundRequestInput>(app, {
    path: 'refund_requests',
    what: 'Refund request',
    contract,
    policies: refundRequestPolicies,
    filters: Object.keys(REFUND_REQUEST_FILTERS),
    orderKeys: REFUND_REQUEST_ORDER_KEYS,
    list: (q, paging) => listRefundRequests(kdb, q, paging),
    find: (id) => findRefundRequest(kdb, id),
    parseCreate: async (body) => parse(body),
    insert: (data) => insertRefundRequest(kdb, data),
    parseUpdate: async (body, existing) => {
      const data = parse(body);
      const errors = refundUpdateErrors(existing.status);
      if (errors.length) throw new HttpError(422, errors);
      return data;
    },
    update: (id, data) => updateRefundRequest(kdb, id, data),
    // The line items the amount rule sums (and the request itself on update) are locked first: requests against one
    // line item are checked one after the other, each against what the previous one left (ten at once for the $59
    // left each found $59 left, and seven were stored).
    lock: (data, existing) =>
      lockRefundRows(kdb, [data.lineItemId, existing?.lineItemId], existing ? existing.id : null),
    // PAY-29: a listed category, and no more than its line item charged less the other requests against it (99,999
    // against a $199 charge was approved).
    validate: async (data, existing) => {
      const lineItemId = 'lineItemId' in data ? data.lineItemId : existing?.lineItemId;
      const lineItem = lineItemId ? await refundLineItem(kdb, lineItemId, existing?.id ?? null) : null;
      return refundRequestErrors(data, existing, lineItem);
    },
    destroy: (existing) => deleteRefundRequest(kdb, existing.id),
    versionTable: 'refund_requests',
  });

  /** `PUT refund_requests/{id}/<name>`: from status `from` to `to`, replying with the request. */
  const transition = (name: string, policy: Policy, from: string, to: 'approved' | 'processed', refused: string) =>
    app.put(
      `${BASE}/:id/${name}`,
      {
        schema: { tags, params: IdParams, response: { 200: contract.memberReply, ...errorReplies } },
        config: { policy },
      },
      async (req) => {
        const id = parseId(req.params.id, 'Refund request');
        const r = await findRefundRequest(kdb, id);
        if (!r) throw notFound('Refund request');
        if (r.status !== from) throw unprocessable(refused);
        // Only from `from`, checked again by the update itself (two approvals at once: one changes the status).
        if (!(await setRefundStatus(kdb, id, from, to))) throw unprocessable(refused);
        return { refundRequest: await findRefundRequest(kdb, id) };
      },
    );

  transition(
    'approve',
    refundRequestPolicies.approve,
    'pending',
    'approved',
    'Only a pending refund request can be approved',
  );
  transition(
    'process_manually',
    refundRequestPolicies.processManually,
    'incomplete',
    'processed',
    'Only an incomplete refund request can be processed manually',
  );
};
