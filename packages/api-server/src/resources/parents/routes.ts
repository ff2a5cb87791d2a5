import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import {
  AbandonedCountsReplySchema,
  ParentMergeBodySchema,
  ParentReassignBodySchema,
  resources,
} from '@tutoring/contract';
import { SPOOFING_ACCOUNT_ACTION, staffOnlyFieldErrors } from '../../policy';
import { HttpError, forbidden, humanize, notFound, parseId, unprocessable } from '../../util';
import { parseMemberFields } from '../shared/fields';
import { listPaging } from '../shared/list';
import { IdParams, errorReplies, listQuery, showQuery } from '../shared/schemas';
import { checkIfMatch, recordVersion } from '../shared/version';
import { STAFF_ONLY_FIELDS, parentPolicies, parentScope } from './policy';
import {
  PARENT_FILTERS,
  PARENT_ORDER_KEYS,
  type Parent,
  addParentIncludes,
  abandonedCounts,
  childEmails,
  deleteParent,
  emailTaken,
  employeeExists,
  findParent,
  includesOf,
  insertParent,
  listParents,
  mergeParents,
  parentWire,
  updateParent,
} from './queries';
import { PARENT_FIELDS, PARENT_REQUIRED, type ParentInput, emailOfAChild } from './rules';

const BASE = '/api/v2/parents';
const contract = resources.parents;
const MemberReply = contract.memberReply;
const tags = ['parents'];

/**
 * Parents (SRV-14, SRV-15, CRM-*): list/show/create/update/delete and the parent actions, each route with its policy
 * next to its schema. Every single-parent reply carries `subscription`; lists add it with `include=subscription`.
 */
export const parentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kdb, db } = app.services;

  /** A parent in the requester's scope, or 404. */
  const scoped = async (id: number, scope: ReturnType<typeof parentScope>) => {
    const row = await findParent(kdb, id, scope);
    if (!row) throw notFound('Parent');
    return row;
  };
  /** The `{parent}` reply of one parent, with `subscription` and the asked-for includes. */
  const memberReply = async (id: number, q: Record<string, unknown>) => {
    const row = await findParent(kdb, id, null);
    if (!row) throw notFound('Parent');
    const parent = parentWire(row);
    await addParentIncludes(kdb, [parent], new Set(['subscription', ...includesOf(q)]));
    return { parent };
  };

  app.get(
    BASE,
    {
      schema: {
        tags,
        querystring: listQuery(Object.keys(PARENT_FILTERS)),
        response: { 200: contract.collectionReply },
      },
      config: { policy: parentPolicies.list, policyKind: 'resource' },
    },
    async (req) => {
      const q = req.query as Record<string, unknown>;
      const { user } = app.services.ctx(req);
      const paging = listPaging(q, PARENT_ORDER_KEYS);
      const { rows, meta } = await listParents(kdb, q, paging, parentScope(user));
      const parents: Parent[] = rows.map(parentWire);
      await addParentIncludes(kdb, parents, includesOf(q));
      return { parents, meta };
    },
  );

  app.get(
    `${BASE}/:id`,
    {
      schema: { tags, params: IdParams, querystring: showQuery, response: { 200: MemberReply, ...errorReplies } },
      config: { policy: parentPolicies.show, policyKind: 'resource' },
    },
    async (req, reply) => {
      const { user } = app.services.ctx(req);
      const id = parseId(req.params.id, 'Parent');
      await scoped(id, parentScope(user));
      const body = await memberReply(id, req.query);
      // The version a form sends back as If-Match when it saves (issue 20: no lost updates).
      const version = await recordVersion(kdb, 'parents', id, true);
      if (version) reply.header('etag', version);
      return body;
    },
  );

  app.post(
    BASE,
    {
      schema: { tags, body: contract.createBody!, response: { 201: MemberReply, ...errorReplies } },
      config: { policy: parentPolicies.create, policyKind: 'resource' },
    },
    async (req, reply) => {
      const data: ParentInput = parseMemberFields('parent', PARENT_FIELDS, PARENT_REQUIRED, req.body, true);
      if (await emailTaken(kdb, data.email, null)) throw new HttpError(422, ['This email is already taken.']);
      const id = await db.transaction(() => insertParent(kdb, data));
      return reply.code(201).send(await memberReply(id, req.query as Record<string, unknown>));
    },
  );

  for (const [method, policyUnlisted] of [
    ['PUT', false],
    ['PATCH', true],
  ] as const)
    app.route({
      method,
      url: `${BASE}/:id`,
      schema: {
        tags,
        params: IdParams,
        body: contract.updateBody!,
        headers: z.looseObject({ 'if-match': z.string().optional() }),
        response: { 200: MemberReply, ...errorReplies },
      },
      config: { policy: parentPolicies.update, policyKind: 'resource', policyUnlisted },
      handler: async (req, reply) => {
        const ctx = app.services.ctx(req);
        const id = parseId(req.params.id, 'Parent');
        const existing = parentWire(await scoped(id, parentScope(ctx.user)));
        const data: ParentInput = parseMemberFields('parent', PARENT_FIELDS, PARENT_REQUIRED, req.body, false);
        if (ctx.auth.spoofer && 'email' in data && data.email !== existing.email)
          throw forbidden(SPOOFING_ACCOUNT_ACTION);
        const staffOnly = staffOnlyFieldErrors(STAFF_ONLY_FIELDS, data, existing, ctx.user);
        if (staffOnly.length)
          throw forbidden(`Only staff can change ${staffOnly.map((k) => humanize(k).toLowerCase()).join(', ')}.`);
        const errors = [
          ...((await emailTaken(kdb, data.email, existing.userId)) ? ['This email is already taken.'] : []),
          ...('email' in data ? emailOfAChild(data.email, await childEmails(kdb, id)) : []),
        ];
        if (errors.length) throw new HttpError(422, errors);
        await db.transaction(async () => {
          await checkIfMatch(kdb, 'parents', id, req.headers['if-match'], true);
          await updateParent(kdb, id, data);
        });
        const version = await recordVersion(kdb, 'parents', id, true);
        if (version) reply.header('etag', version);
        return memberReply(id, req.query as Record<string, unknown>);
      },
    });

  app.delete(
    `${BASE}/:id`,
    {
      schema: { tags, params: IdParams, response: { 204: z.undefined(), ...errorReplies } },
      config: { policy: parentPolicies.destroy, policyKind: 'resource' },
    },
    async (req, reply) => {
      const { user } = app.services.ctx(req);
      const id = parseId(req.params.id, 'Parent');
      const row = await scoped(id, parentScope(user));
      await db.transaction(() => deleteParent(kdb, id, row.user_id));
      return reply.code(204).send();
    },
  );

  // ---------------------------------------------------------------- actions (SRV-14, SRV-15)
  app.post(
    `${BASE}/merge`,
    {
      schema: { tags, body: ParentMergeBodySchema, response: { 200: MemberReply, ...errorReplies } },
      config: { policy: 'staff' },
    },
    async (req) => {
      const { parent } = req.body;
      if (parent.currentId === parent.transferId) throw unprocessable('Choose two different parents to merge');
      const merged = await db.transaction(() =>
        mergeParents(kdb, parent.currentId, parent.transferId, parent.notes ?? null),
      );
      if (!merged) throw notFound('Parent');
      return memberReply(parent.currentId, req.query as Record<string, unknown>);
    },
  );

  app.put(
    `${BASE}/:id/reassign`,
    {
      schema: {
        tags,
        params: IdParams,
        body: ParentReassignBodySchema,
        response: { 200: MemberReply, ...errorReplies },
      },
      config: { policy: 'staff' },
    },
    async (req) => {
      const id = parseId(req.params.id, 'Parent');
      await scoped(id, null);
      const { employeeId } = req.body.parent;
      if (employeeId !== null && !(await employeeExists(kdb, employeeId))) throw unprocessable('Employee must exist');
      await kdb
        .updateTable('parents')
        .set({ employee_id: employeeId, assigned_at: sql`now()` })
        .where('id', '=', id)
        .execute();
      return memberReply(id, req.query as Record<string, unknown>);
    },
  );

  for (const action of ['activate', 'deactivate'] as const)
    app.put(
      `${BASE}/:id/${action}`,
      {
        schema: { tags, params: IdParams, response: { 200: MemberReply, ...errorReplies } },
        config: { policy: 'staff' },
      },
      async (req) => {
        const id = parseId(req.params.id, 'Parent');
        await scoped(id, null);
        await kdb
          .updateTable('parents')
          .set({ active: action === 'activate' })
          .where('id', '=', id)
          .execute();
        return memberReply(id, req.query as Record<string, unknown>);
      },
    );

  app.get(
    `${BASE}/abandoned_counts`,
    { schema: { tags, response: { 200: AbandonedCountsReplySchema } }, config: { policy: 'staff' } },
    async () => ({ abandonedCounts: await abandonedCounts(kdb) }),
  );
};
