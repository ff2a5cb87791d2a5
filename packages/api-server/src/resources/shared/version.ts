import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Kdb } from '../../db/kysely';
import type { DB } from '../../db/schema';
import { STALE_UPDATE } from '@tutoring/domain';
import { HttpError } from '../../util';

/** 409 text of a save whose `If-Match` version is no longer the stored one (issue 20: no lost updates). */
export { STALE_UPDATE };

/**
 * The version of a stored record (issue 20): an opaque tag (the `ETag` of show and update replies) that changes
 * whenever its row, or (`withUser`) the name/e-mail/time zone/roles of its users row, changes. Null when it is gone.
 */
export async function recordVersion(kdb: Kdb, table: keyof DB, id: number, withUser = false): Promise<string | null> {
  const user = withUser
    ? sql`|| coalesce((SELECT row(u.email, u.first_name, u.last_name, u.time_zone, u.roles)::text FROM users u WHERE u.id = t.user_id), '')`
    : sql``;
  const row = await kdb
    .selectFrom(sql.table(table).as('t') as never)
    .select(sql<string>`md5(t::text ${user})`.as('v'))
    .where(sql.ref('t.id'), '=', id)
    .executeTakeFirst();
  return row ? `"${(row as { v: string }).v}"` : null;
}

/**
 * Sets a record's version (see {@link recordVersion}) as the reply's `ETag`: what a form opened on a show or update
 * reply sends back as `If-Match` when it saves (issue 20). Nothing when the record is gone.
 */
export async function sendVersion(
  kdb: Kdb,
  reply: FastifyReply,
  table: keyof DB,
  id: number,
  withUser = false,
): Promise<void> {
  const version = await recordVersion(kdb, table, id, withUser);
  if (version) reply.header('etag', version);
}

/**
 * Checks an update's `If-Match` against the stored version under a row lock (inside the update's transaction): a form
 * opened on an older version must not overwrite a save made since (409). No header: no check.
 */
export async function checkIfMatch(
  kdb: Kdb,
  table: keyof DB,
  id: number,
  ifMatch: string | undefined,
  withUser = false,
): Promise<void> {
  if (ifMatch === undefined) return;
  await kdb
    .selectFrom(sql.table(table).as('t') as never)
    .select(sql`1`.as('one'))
    .where(sql.ref('t.id'), '=', id)
    .forUpdate()
    .execute();
  const current = await recordVersion(kdb, table, id, withUser);
  const wanted = tagsOf(ifMatch);
  if (!wanted.includes('*') && (current === null || !wanted.includes(current)))
    throw new HttpError(409, [STALE_UPDATE]);
}

/** The tags an `If-Match` or `If-None-Match` header names (`*` included; a weak tag's `W/` dropped). */
const tagsOf = (header: string): string[] => header.split(',').map((v) => v.trim().replace(/^W\//, ''));

/** A reply that stays the same for the life of the process: its JSON text, encoded once, and the tag of its bytes. */
export interface FixedReply {
  body: Buffer;
  etag: string;
}

/** The {@link FixedReply} of a value (serialised and tagged now, once). */
export function fixedReply(value: unknown): FixedReply {
  const body = Buffer.from(JSON.stringify(value));
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"` };
}

/**
 * Sends a {@link FixedReply} with its `ETag` and `cacheControl`: 304 without a body when the request's
 * `If-None-Match` names its tag (a browser revalidating what it has), else the bytes as they were made.
 */
export function sendFixed(
  req: FastifyRequest,
  reply: FastifyReply,
  fixed: FixedReply,
  cacheControl: string,
): FastifyReply {
  reply.header('etag', fixed.etag).header('cache-control', cacheControl);
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    const tags = tagsOf(ifNoneMatch);
    if (tags.includes('*') || tags.includes(fixed.etag)) return reply.code(304).send();
  }
  return reply.type('application/json; charset=utf-8').send(fixed.body);
}
