import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resources } from '@tutoring/contract';
import { notFound, parseId } from '../../util';
import { registerCrud } from '../shared/crud';
import { includesOf, listPaging } from '../shared/list';
import { nameRegarding } from '../shared/regarding';
import { memberFields } from '../shared/fields';
import { IdParams, errorReplies, listQuery } from '../shared/schemas';
import { contactHistoryPolicies } from './policy';
import {
  CONTACT_HISTORY_FILTERS,
  CONTACT_HISTORY_ORDER_KEYS,
  type ContactHistory,
  deleteContactHistory,
  findContactHistory,
  insertContactHistory,
  listContactHistories,
  markContactHistoryRead,
  updateContactHistory,
} from './queries';
import { CONTACT_HISTORY_FIELDS, type ContactHistoryInput } from './rules';

const BASE = '/api/v2/contact_histories';
const tags = ['contact_histories'];
const contract = resources.contact_histories;

/** Contact histories (CRM): what was said to or about a record; the staff inbox of unread ones. */
export const contactHistoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kdb } = app.services;
  const parse = (body: unknown) => memberFields('contactHistory', CONTACT_HISTORY_FIELDS, body) as ContactHistoryInput;

  app.get(
    `${BASE}/inbox`,
    {
      schema: {
        tags,
        querystring: listQuery(Object.keys(CONTACT_HISTORY_FILTERS)),
        response: { 200: contract.collectionReply, ...errorReplies },
      },
      config: { policy: 'staff' },
    },
    async (req) => {
      const q = req.query as Record<string, unknown>;
      const { user } = app.services.ctx(req);
      const paging = listPaging(q, CONTACT_HISTORY_ORDER_KEYS);
      const { items, meta } = await listContactHistories(kdb, q, paging, user.employeeId ?? 0);
      if (includesOf(q).has('regarding')) await nameRegarding(kdb, items);
      return { contactHistories: items, meta };
    },
  );
  app.put(
    `${BASE}/:id/mark_read`,
    {
      schema: { tags, params: IdParams, response: { 200: contract.memberReply, ...errorReplies } },
      config: { policy: 'staff' },
    },
    async (req) => {
      const id = parseId(req.params.id, 'Contact history');
      if (!(await findContactHistory(kdb, id))) throw notFound('Contact history');
      await markContactHistoryRead(kdb, id);
      return { contactHistory: (await findContactHistory(kdb, id))! };
    },
  );

  registerCrud<ContactHistory, ContactHistoryInput>(app, {
    path: 'contact_histories',
    what: 'Contact history',
    contract,
    policies: contactHistoryPolicies,
    filters: Object.keys(CONTACT_HISTORY_FILTERS),
    orderKeys: CONTACT_HISTORY_ORDER_KEYS,
    list: (q, paging) => listContactHistories(kdb, q, paging),
    find: (id) => findContactHistory(kdb, id),
    includes: async (items, q) => {
      if (includesOf(q).has('regarding')) await nameRegarding(kdb, items);
    },
    parseCreate: async (body) => parse(body),
    insert: (data) => insertContactHistory(kdb, data),
    parseUpdate: async (body) => parse(body),
    update: (id, data) => updateContactHistory(kdb, id, data),
    destroy: (existing) => deleteContactHistory(kdb, existing.id),
    versionTable: 'contact_histories',
  });
};
