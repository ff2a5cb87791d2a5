import type { FastifyReply } from 'fastify';
import { sql } from 'kysely';
import type { Kdb } from '../../db/kysely';
import type { DB } from '../../db/schema';
import { HttpError } from '../../util';

/** 409 text of a save whose `If-Match` version is no longer the stored one (issue 20: no lost updates). */
export const STALE_UPDATE =
  'Someone else saved this record after you opened it. Your changes were not saved: reload to see theirs, then save again.';

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
  const wanted = ifMatch.split(',').map((v) => v.trim().replace(/^W\//, ''));
  if (!wanted.includes('*') && (current === null || !wanted.includes(current)))
    throw new HttpError(409, [STALE_UPDATE]);
}
