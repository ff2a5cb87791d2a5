import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import {
  AbandonedCountsReplySchema,
  ParentMergeBodySchema,
  ParentReassignBodySchema,
  resources,
} from '@tutoring/contract';
import { FILL_REQUIRED_FIELDS } from '@tutoring/domain';
import { notFound, parseId, unprocessable } from '../../util';
import { registerCrud } from '../shared/crud';
import { emailTaken } from '../shared/users';
import { memberFields } from '../shared/fields';
import { IdParams, errorReplies } from '../shared/schemas';
import { hideFromFamily } from '../../policy';
import { HIDDEN_FROM_FAMILY, STAFF_ONLY_FIELDS, parentPolicies, parentScope } from './policy';
import {
  PARENT_FILTERS,
  PARENT_ORDER_KEYS,
  type Parent,
  addParentIncludes,
  abandonedCounts,
  childEmails,
  deleteParent,
  employeeExists,
  findParent,
  includesOf,
  insertParent,
  listParents,
  mergeParents,
  parentWire,
  updateParent,
} from './queries';
import { PARENT_FIELDS, type ParentInput, emailOfAChild } from './rules';

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

  registerCrud<Parent, ParentInput>(app, {
    path: 'parents',
    what: 'Parent',
    contract,
    policies: parentPolicies,
    // SRV-14: the 000 §5 message of an empty first name, last name, e-mail or time zone (CRM-06).
    requiredSentence: FILL_REQUIRED_FIELDS,
    filters: Object.keys(PARENT_FILTERS),
    orderKeys: PARENT_ORDER_KEYS,
    list: async (q, paging, ctx) => {
      const { rows, meta } = await listParents(kdb, q, paging, parentScope(ctx.user));
      return { items: rows.map(parentWire), meta };
    },
    find: async (id, ctx, scoped) => {
      const row = await findParent(kdb, id, scoped ? parentScope(ctx.user) : null);
      return row && parentWire(row);
    },
    // A parent's own record leaves out what the CRM keeps about them (docs/security.md).
    includes: async (items, q, ctx) => {
      await addParentIncludes(kdb, items, includesOf(q));
      hideFromFamily(items, HIDDEN_FROM_FAMILY, ctx.user);
    },
    // Every single-parent reply carries `subscription`.
    memberIncludes: async (items, q, ctx) => {
      await addParentIncludes(kdb, items, new Set(['subscription', ...includesOf(q)]));
      hideFromFamily(items, HIDDEN_FROM_FAMILY, ctx.user);
    },
    parseCreate: async (body) => memberFields('parent', PARENT_FIELDS, body),
    insert: (data) => insertParent(kdb, data),
    parseUpdate: async (body) => memberFields('parent', PARENT_FIELDS, body),
    ownsUser: true,
    staffOnlyFields: STAFF_ONLY_FIELDS,
    validate: async (data, existing) => [
      ...((await emailTaken(kdb, data.email, existing?.userId ?? null)) ? ['This email is already taken.'] : []),
      ...(existing && 'email' in data ? emailOfAChild(data.email, await childEmails(kdb, existing.id)) : []),
    ],
    update: (id, data) => updateParent(kdb, id, data),
    destroy: (existing) => deleteParent(kdb, existing.id, existing.userId),
    versionTable: 'parents',
    versionWithUser: true,
  });

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
    async (req) => ({ abandonedCounts: await abandonedCounts(kdb, app.services.ctx(req).user.employeeId) }),
  );
};
