import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resources } from '@tutoring/contract';
import { queryInt, queryStr, unprocessable } from '../../util';
import { registerCrud } from '../shared/crud';
import { memberFields } from '../shared/fields';
import { errorReplies, queryParam } from '../shared/schemas';
import { targetHistoryPolicies } from './policy';
import {
  TARGET_HISTORY_FILTERS,
  TARGET_HISTORY_ORDER_KEYS,
  type TargetHistory,
  deleteTargetHistory,
  findTargetHistory,
  insertTargetHistory,
  listTargetHistories,
  targetHistoryOn,
  updateTargetHistory,
} from './queries';
import { TARGET_HISTORY_FIELDS, type TargetHistoryInput } from './rules';

/** Target histories (SRV-41): a tutor's availability and delivery targets per week. */
export const targetHistoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kdb } = app.services;
  const parse = (body: unknown) => memberFields('targetHistory', TARGET_HISTORY_FIELDS, body) as TargetHistoryInput;

  // Registered before `:id`: the target in force on a day for a tutor (default: the requester, today).
  app.get(
    '/api/v2/target_histories/date',
    {
      schema: {
        tags: ['target_histories'],
        querystring: z.looseObject({ tutorId: queryParam, date: queryParam }),
        response: {
          200: z.looseObject({ targetHistory: z.nullable(resources.target_histories.schema) }),
          ...errorReplies,
        },
      },
      config: { policy: 'employee' },
    },
    async (req) => {
      const { user } = app.services.ctx(req);
      const tutorId = queryInt(req.query.tutorId, 'tutorId') ?? user.employeeId;
      const date = queryStr(req.query.date) ?? new Date().toISOString().slice(0, 10);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw unprocessable('Date is not a valid date');
      return { targetHistory: await targetHistoryOn(kdb, tutorId, date) };
    },
  );

  registerCrud<TargetHistory, TargetHistoryInput>(app, {
    path: 'target_histories',
    what: 'Target history',
    contract: resources.target_histories,
    policies: targetHistoryPolicies,
    filters: Object.keys(TARGET_HISTORY_FILTERS),
    orderKeys: TARGET_HISTORY_ORDER_KEYS,
    list: (q, paging) => listTargetHistories(kdb, q, paging),
    find: (id) => findTargetHistory(kdb, id),
    parseCreate: async (body) => parse(body),
    insert: (data) => insertTargetHistory(kdb, data),
    parseUpdate: async (body) => parse(body),
    update: (id, data) => updateTargetHistory(kdb, id, data),
    destroy: (existing) => deleteTargetHistory(kdb, existing.id),
    versionTable: 'target_histories',
  });
};
