import { sql } from 'kysely';
import type { loadActor } from '../../auth';
import type { Kdb } from '../../db/kysely';

/** The wire object of a user (`users/{id}` and its actions). */
export function userJson(a: NonNullable<Awaited<ReturnType<typeof loadActor>>>) {
  return {
    id: a.userId,
    email: a.email,
    firstName: a.firstName,
    lastName: a.lastName,
    fullName: `${a.firstName} ${a.lastName}`.trim(),
    roles: a.roles,
    timeZone: a.timeZone,
    actorId: null,
    lockedAt: a.lockedAt,
    type: a.type,
  };
}

/** The failed-login counters of a user's e-mail (keys `email|address`). */
const attemptsOf = (kdb: Kdb, id: number) =>
  kdb
    .deleteFrom('login_attempts')
    .where('key', 'like', sql<string>`(SELECT lower(email) FROM users WHERE id = ${id}) || '|%'`)
    .execute();

/** True when the user exists. */
export async function userExists(kdb: Kdb, id: number): Promise<boolean> {
  return (await kdb.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/**
 * Sets a user's password (inside the caller's transaction): the user no longer must set one, every other session of
 * theirs ends (a thief's included; `keepSessionId`, the caller's, stays), their essay grader token is replaced (a copy
 * of the old one stops working; current_user hands out the new one) and their failed-login counters are cleared.
 */
export async function setPassword(kdb: Kdb, id: number, digest: string, keepSessionId: string): Promise<void> {
  await kdb
    .updateTable('users')
    .set({ password_digest: digest, must_set_password: false, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
  await kdb.deleteFrom('web_sessions').where('user_id', '=', id).where('id', '<>', keepSessionId).execute();
  // new_grader_token(): migration 0017, which replaces it on a lock and a termination too.
  await kdb
    .updateTable('essay_graders')
    .set({ token: sql<string>`new_grader_token()` })
    .where('employee_id', 'in', kdb.selectFrom('employees').select('id').where('user_id', '=', id))
    .execute();
  await attemptsOf(kdb, id);
}

/** Unlocks a user and clears their failed-login counters; false when there is no such user. */
export async function unlockUser(kdb: Kdb, id: number): Promise<boolean> {
  const row = await kdb
    .updateTable('users')
    .set({ locked_at: null, updated_at: sql`now()` })
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  if (!row) return false;
  await attemptsOf(kdb, id);
  return true;
}

/** Locks a user and ends their sessions; false when there is no such user. */
export async function lockUser(kdb: Kdb, id: number): Promise<boolean> {
  const row = await kdb
    .updateTable('users')
    .set({ locked_at: sql`now()` })
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  if (!row) return false;
  await kdb.deleteFrom('web_sessions').where('user_id', '=', id).execute();
  return true;
}
