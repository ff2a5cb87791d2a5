import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ResourceDefinition, ResourceName } from '@tutoring/contract';
import { resourceBodies } from '@tutoring/contract/writes';
import type { Queryable } from '../../db/adapter';
import type { DB } from '../../db/schema';
import { type Policy, SPOOFING_ACCOUNT_ACTION, staffOnlyFieldErrors } from '../../policy';
import type { Ctx } from '../../context';
import { HttpError, forbidden, humanize, notFound, parseId } from '../../util';
import { type ListMeta, type ListPaging, listFields, listPaging, pickFields } from './list';
import { IdParams, errorReplies, listQuery, showQuery } from './schemas';
import { checkIfMatch, sendVersion } from './version';

/**
 * The five routes of a resource (list, show, create, update, delete) for a plugin whose queries and rules are its own:
 * the plugin gives typed functions, this registers the routes with the contract's schemas and the resource's
 * policies, the ETag/If-Match handling (issue 20) and the reply envelopes (ADR 0001). Actions stay in the plugin.
 */
export interface CrudSpec<W extends { id: number }, D> {
  /** Path under /api/v2 (`notices`). */
  path: string;
  /** 404 text subject (`Notice` → "Notice not found"). */
  what: string;
  contract: ResourceDefinition;
  policies: { list: Policy; show: Policy; create?: Policy; update?: Policy; destroy?: Policy };
  /** Filter names of the list (documented query parameters). */
  filters: readonly string[];
  /** Orders a list may ask for (`orderBy`). */
  orderKeys: readonly string[];
  /** A page of the requester's records. */
  list: (q: Record<string, unknown>, paging: ListPaging, ctx: Ctx) => Promise<{ items: W[]; meta: ListMeta }>;
  /** One record (in the requester's scope unless `scoped` is false), null when none. */
  find: (id: number, ctx: Ctx, scoped: boolean) => Promise<W | null>;
  /** Adds the asked-for related data (`include`) to records. */
  includes?: (items: W[], q: Record<string, unknown>, ctx: Ctx) => Promise<void>;
  /**
   * Single-record replies (show, create, update) use this instead of `includes` when given: for includes every
   * member reply carries whether or not `include` asks for them (parents: `subscription`).
   */
  memberIncludes?: (items: W[], q: Record<string, unknown>, ctx: Ctx) => Promise<void>;
  /** Create: validates the body (422) and returns what to write. */
  parseCreate?: (body: unknown, ctx: Ctx) => Promise<D>;
  /** Writes a new record (inside a transaction) and returns its id. */
  insert?: (data: D, ctx: Ctx) => Promise<number>;
  /** Update: validates the body against the stored record (403/422) and returns what to write. */
  parseUpdate?: (body: unknown, existing: W, ctx: Ctx) => Promise<D>;
  /**
   * The record owns a users row whose e-mail is its sign-in: a spoofing staff member may not change it (403
   * {@link SPOOFING_ACCOUNT_ACTION}). Checked on update after parsing, before `staffOnlyFields` and `validate`.
   */
  ownsUser?: boolean;
  /** The sentence of a create or update body refused for empty required fields (route config `requiredSentence`). */
  requiredSentence?: string;
  /** Fields only staff may change on update (issue 20); a change by anyone else answers 403 naming them. */
  staffOnlyFields?: readonly string[];
  /** How the 403 names a staff-only field whose humanised key reads badly (`canLogin`: "sign-in access"). */
  staffOnlyLabels?: Readonly<Record<string, string>>;
  /**
   * Checks beyond the body's shape, after the 403 checks (`existing` is null on create): every message found
   * answers 422 together.
   */
  validate?: (data: D, existing: W | null, ctx: Ctx) => Promise<string[]>;
  /**
   * Locks the rows `validate`'s rules depend on (`SELECT … FOR NO KEY UPDATE`, e.g. the parent row whose children a
   * rule sums), first thing in the write's transaction. The 403 checks and `validate` run inside that transaction
   * anyway; with a lock, concurrent writes under the same rule wait for each other and each validates what the
   * previous one committed (ten refund requests at once each found the same amount left). On update the record is
   * then read and parsed again (`parseUpdate`), so the rules see it as it is, not as it was before the lock.
   */
  lock?: (data: D, existing: W | null, ctx: Ctx) => Promise<void>;
  /** Writes an update (inside the transaction, after the If-Match check); `existing` is the record before it. */
  update?: (id: number, data: D, ctx: Ctx, existing: W) => Promise<void>;
  /**
   * Effects of a write inside its transaction, after `insert`/`update` (notifications, derived rows);
   * `existing` is the record before an update, null on create.
   */
  afterWrite?: (id: number, data: D, ctx: Ctx, existing: W | null) => Promise<void>;
  /** Deletes a record (inside a transaction, `tx`). */
  destroy?: (existing: W, ctx: Ctx, tx: Queryable) => Promise<void>;
  /** The table whose row (and users row) versions the record (ETag). */
  versionTable: keyof DB;
  versionWithUser?: boolean;
}

/** Registers the five routes of a {@link CrudSpec} on a plugin. */
export function registerCrud<W extends { id: number }, D>(fastify: FastifyInstance, spec: CrudSpec<W, D>): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, kdb } = app.services;
  const base = `/api/v2/${spec.path}`;
  const member = spec.contract.memberKey;
  const collection = spec.contract.collectionKey;
  const tags = [spec.path];
  const ctxOf = (req: FastifyRequest) => app.services.ctx(req);
  /** The version a form sends back as If-Match when it saves (issue 20), in the reply's ETag. */
  const sendRecordVersion = (res: FastifyReply, id: number) =>
    sendVersion(kdb, res, spec.versionTable, id, spec.versionWithUser);

  const scoped = async (id: number, ctx: Ctx): Promise<W> => {
    const found = await spec.find(id, ctx, true);
    if (!found) throw notFound(spec.what);
    return found;
  };
  const memberIncludes = spec.memberIncludes ?? spec.includes;
  const reply = async (id: number, q: Record<string, unknown>, ctx: Ctx) => {
    const item = await spec.find(id, ctx, false);
    if (!item) throw notFound(spec.what);
    await memberIncludes?.([item], q, ctx);
    return { [member]: item };
  };
  /** The 403 checks and `validate` of a parsed body (create: `existing` null). */
  const check = async (data: D, existing: W | null, ctx: Ctx) => {
    if (existing) {
      const d = data as Record<string, unknown>;
      const e = existing as unknown as Record<string, unknown>;
      if (spec.ownsUser && ctx.auth.spoofer && 'email' in d && d.email !== e.email)
        throw forbidden(SPOOFING_ACCOUNT_ACTION);
      const staffOnly = staffOnlyFieldErrors(spec.staffOnlyFields, d, e, ctx.user);
      if (staffOnly.length)
        throw forbidden(
          `Only staff can change ${staffOnly.map((k) => spec.staffOnlyLabels?.[k] ?? humanize(k).toLowerCase()).join(', ')}.`,
        );
    }
    const errors = (await spec.validate?.(data, existing, ctx)) ?? [];
    if (errors.length) throw new HttpError(422, errors);
  };

  app.get(
    base,
    {
      schema: {
        tags,
        querystring: listQuery(spec.filters, { fields: true }),
        response: { 200: spec.contract.collectionReply },
      },
      config: { policy: spec.policies.list, policyKind: 'resource' },
    },
    async (req) => {
      const ctx = ctxOf(req);
      const q = req.query as Record<string, unknown>;
      const fields = listFields(q, spec.contract.schema);
      const { items, meta } = await spec.list(q, listPaging(q, spec.orderKeys), ctx);
      await spec.includes?.(items, q, ctx);
      return { [collection]: fields ? pickFields(items, fields) : items, meta };
    },
  );

  app.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        params: IdParams,
        querystring: showQuery,
        response: { 200: spec.contract.memberReply, ...errorReplies },
      },
      config: { policy: spec.policies.show, policyKind: 'resource' },
    },
    async (req, res) => {
      const ctx = ctxOf(req);
      const id = parseId(req.params.id, spec.what);
      const item = await scoped(id, ctx);
      await memberIncludes?.([item], req.query, ctx);
      await sendRecordVersion(res, id);
      return { [member]: item };
    },
  );

  const { create, update, destroy } = spec.policies;
  const bodies = resourceBodies[spec.contract.path as ResourceName];
  if (create && spec.parseCreate && spec.insert) {
    const parseCreate = spec.parseCreate;
    const insert = spec.insert;
    app.post(
      base,
      {
        schema: {
          tags,
          body: bodies.createBody!,
          response: { 201: spec.contract.memberReply, ...errorReplies },
        },
        config: { policy: create, policyKind: 'resource', requiredSentence: spec.requiredSentence },
      },
      async (req, res) => {
        const ctx = ctxOf(req);
        const data = await parseCreate(req.body, ctx);
        const id = await db.transaction(async () => {
          await spec.lock?.(data, null, ctx);
          await check(data, null, ctx);
          const newId = await insert(data, ctx);
          await spec.afterWrite?.(newId, data, ctx, null);
          return newId;
        });
        return res.code(201).send(await reply(id, req.query as Record<string, unknown>, ctx));
      },
    );
  }

  if (update && spec.parseUpdate && spec.update) {
    const parseUpdate = spec.parseUpdate;
    const write = spec.update;
    for (const [method, policyUnlisted] of [
      ['PUT', false],
      ['PATCH', true],
    ] as const)
      app.route({
        method,
        url: `${base}/:id`,
        schema: {
          tags,
          params: IdParams,
          body: bodies.updateBody!,
          headers: z.looseObject({ 'if-match': z.string().optional() }),
          response: { 200: spec.contract.memberReply, ...errorReplies },
        },
        config: { policy: update, policyKind: 'resource', policyUnlisted, requiredSentence: spec.requiredSentence },
        handler: async (req, res) => {
          const ctx = ctxOf(req);
          const id = parseId(req.params.id, spec.what);
          const found = await scoped(id, ctx);
          const parsed = await parseUpdate(req.body, found, ctx);
          await db.transaction(async () => {
            let existing = found;
            let data = parsed;
            if (spec.lock) {
              await spec.lock(parsed, found, ctx);
              existing = await scoped(id, ctx);
              data = await parseUpdate(req.body, existing, ctx);
            }
            await check(data, existing, ctx);
            // A form opened on an older version (If-Match) must not overwrite a save made since.
            await checkIfMatch(kdb, spec.versionTable, id, req.headers['if-match'], spec.versionWithUser);
            await write(id, data, ctx, existing);
            await spec.afterWrite?.(id, data, ctx, existing);
          });
          await sendRecordVersion(res, id);
          return reply(id, req.query as Record<string, unknown>, ctx);
        },
      });
  }

  if (destroy && spec.destroy) {
    const remove = spec.destroy;
    app.delete(
      `${base}/:id`,
      {
        schema: { tags, params: IdParams, response: { 204: z.undefined(), ...errorReplies } },
        config: { policy: destroy, policyKind: 'resource' },
      },
      async (req, res) => {
        const ctx = ctxOf(req);
        const existing = await scoped(parseId(req.params.id, spec.what), ctx);
        await db.transaction((tx) => remove(existing, ctx, tx));
        return res.code(204).send();
      },
    );
  }
}
