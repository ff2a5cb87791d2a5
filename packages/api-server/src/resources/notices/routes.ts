import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resources } from '@tutoring/contract';
import { HttpError } from '../../util';
import { registerCrud } from '../shared/crud';
import { memberFields } from '../shared/fields';
import { noticePolicies, noticeScope } from './policy';
import {
  NOTICE_FILTERS,
  NOTICE_ORDER_KEYS,
  type Notice,
  deleteNotice,
  findNotice,
  insertNotice,
  listNotices,
  updateNotice,
} from './queries';
import { NOTICE_FIELDS, type NoticeInput, noticeUpdateErrors } from './rules';

/**
 * Notices (SRV-37, DOM notices): a user's own notices; staff post them (the owner gets `new-notice` in realtime) and
 * the owner marks them read.
 */
export const noticesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kdb } = app.services;
  registerCrud<Notice, NoticeInput>(app, {
    path: 'notices',
    what: 'Notice',
    contract: resources.notices,
    policies: noticePolicies,
    filters: Object.keys(NOTICE_FILTERS),
    orderKeys: NOTICE_ORDER_KEYS,
    list: (q, paging, ctx) => listNotices(kdb, q, paging, noticeScope(ctx.user)),
    find: (id, ctx, scoped) => findNotice(kdb, id, scoped ? noticeScope(ctx.user) : null),
    parseCreate: async (body) => memberFields('notice', NOTICE_FIELDS, body) as NoticeInput,
    insert: async (data, ctx) => {
      const id = await insertNotice(kdb, data);
      const notice = await findNotice(kdb, id, null);
      if (notice) await ctx.publish(notice.userId, 'new-notice', notice);
      return id;
    },
    parseUpdate: async (body, _existing, ctx) => {
      const data = memberFields('notice', NOTICE_FIELDS, body) as NoticeInput;
      const errors = noticeUpdateErrors(data, ctx.user);
      if (errors.length) throw new HttpError(422, errors);
      return data;
    },
    update: (id, data) => updateNotice(kdb, id, data),
    destroy: (existing) => deleteNotice(kdb, existing.id),
    versionTable: 'notices',
  });
};
