import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resources } from '@tutoring/contract';
import { notFound, parseId } from '../../util';
import { registerCrud } from '../shared/crud';
import { includesOf } from '../shared/list';
import { nameRegarding } from '../shared/regarding';
import { memberFields } from '../shared/fields';
import { IdParams, errorReplies } from '../shared/schemas';
import { inboxPolicies, inboxScope } from './policy';
import {
  INBOX_FILTERS,
  INBOX_ORDER_KEYS,
  type InboxActivity,
  clearRead,
  deleteInbox,
  deliverCampaigns,
  findInbox,
  listInbox,
  markRead,
  unreadCount,
  updateInbox,
} from './queries';
import { INBOX_FIELDS, type InboxInput } from './rules';

const BASE = '/api/v2/inbox_activities';
const tags = ['inbox_activities'];

/** Inbox activities (SRV-38): an employee's own inbox, read/unread, and campaign delivery. */
export const inboxActivitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kdb } = app.services;

  app.delete(
    `${BASE}/clear_read`,
    { schema: { tags, response: { 204: z.undefined(), ...errorReplies } }, config: { policy: 'employee' } },
    async (req, reply) => {
      await clearRead(kdb, app.services.ctx(req).user.userId);
      return reply.code(204).send();
    },
  );
  app.post(
    `${BASE}/deliver_campaigns`,
    { schema: { tags, response: { 200: z.looseObject({ delivered: z.int() }) } }, config: { policy: 'staff' } },
    async () => ({ delivered: await deliverCampaigns(kdb) }),
  );
  app.get(
    `${BASE}/unread_count`,
    { schema: { tags, response: { 200: z.looseObject({ unreadCount: z.int() }) } }, config: { policy: 'employee' } },
    async (req) => ({ unreadCount: await unreadCount(kdb, app.services.ctx(req).user.userId) }),
  );
  app.put(
    `${BASE}/:id/mark_read`,
    {
      schema: { tags, params: IdParams, response: { 200: resources.inbox_activities.memberReply, ...errorReplies } },
      config: { policy: 'employee' },
    },
    async (req) => {
      const scope = inboxScope(app.services.ctx(req).user);
      const id = parseId(req.params.id, 'Inbox activity');
      if (!(await findInbox(kdb, id, scope))) throw notFound('Inbox activity');
      await markRead(kdb, id);
      return { inboxActivity: (await findInbox(kdb, id, null))! };
    },
  );

  registerCrud<InboxActivity, InboxInput>(app, {
    path: 'inbox_activities',
    what: 'Inbox activity',
    contract: resources.inbox_activities,
    policies: inboxPolicies,
    filters: Object.keys(INBOX_FILTERS),
    orderKeys: INBOX_ORDER_KEYS,
    list: (q, paging, ctx) => listInbox(kdb, q, paging, inboxScope(ctx.user)),
    find: (id, ctx, scoped) => findInbox(kdb, id, scoped ? inboxScope(ctx.user) : null),
    includes: async (items, q) => {
      if (includesOf(q).has('regarding')) await nameRegarding(kdb, items);
    },
    parseUpdate: async (body) => memberFields('inboxActivity', INBOX_FIELDS, body) as InboxInput,
    update: (id, data) => updateInbox(kdb, id, data),
    destroy: (existing) => deleteInbox(kdb, existing.id),
    versionTable: 'inbox_activities',
  });
};
