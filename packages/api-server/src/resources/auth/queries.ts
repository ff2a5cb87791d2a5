import type { Kdb } from '../../db/kysely';

/** Forgets the failed sign-ins of a login key (e-mail and client address) after a successful one. */
export async function clearLoginAttempts(kdb: Kdb, key: string): Promise<void> {
  await kdb.deleteFrom('login_attempts').where('key', '=', key).execute();
}

/** Replaces a user's password hash (a cheaper stored cost upgraded at sign-in). */
export async function storePasswordDigest(kdb: Kdb, userId: number, digest: string): Promise<void> {
  await kdb.updateTable('users').set({ password_digest: digest }).where('id', '=', userId).execute();
}

/** Ends a session (sign-out). */
export async function deleteSession(kdb: Kdb, sessionId: string): Promise<void> {
  await kdb.deleteFrom('web_sessions').where('id', '=', sessionId).execute();
}

/** The roles (SRV-09), by id. */
export async function listRoles(kdb: Kdb): Promise<{ id: number; name: string; permissions: string[] }[]> {
  return kdb.selectFrom('roles').select(['id', 'name', 'permissions']).orderBy('id').execute();
}

/** The e-mails of the users matching an e-mail (any case) and/or an id (SRV-11: is an e-mail taken?). */
export async function findEmails(kdb: Kdb, email: string | undefined, id: number | undefined): Promise<string[]> {
  let q = kdb.selectFrom('users').select('email').orderBy('id');
  if (email !== undefined) q = q.where((eb) => eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(email)])));
  if (id !== undefined) q = q.where('id', '=', id);
  return (await q.execute()).map((r) => r.email).filter((e): e is string => e !== null);
}
