import { type Generated, type Kysely, type Updateable, sql } from 'kysely';
import type { Kdb } from '../../db/kysely';
import type { DB, UsersTable } from '../../db/schema';
import { tableWrites } from './columns';
import { searchPattern } from './list';

/** The records that own a users row (their sign-in): its name, e-mail, time zone and roles live there. */
export type UserOwnerTable = 'parents' | 'students' | 'employees';

/** A person's name, "First Last", from their users row joined as `u`. */
export const fullNameOfU = sql<string>`u.first_name || ' ' || u.last_name`;

/**
 * The users-row columns of a person record's reply (parents, students, employees and tutors), the users row joined as
 * `u`: e-mail, first and last name, the full name, time zone, when locked, roles.
 */
export const USER_COLUMNS = [
  'u.email',
  'u.first_name',
  'u.last_name',
  fullNameOfU.as('full_name'),
  'u.time_zone',
  'u.locked_at',
  'u.roles',
] as const;

/** A person's validated fields that live in their users row. */
export interface UserFields {
  firstName?: unknown;
  lastName?: unknown;
  email?: unknown;
  timeZone?: unknown;
  roles?: unknown;
}

/** The users-row columns of a person's validated fields (`firstName`, `lastName`, `email`, `timeZone`, `roles`). */
export function userColumnsOf(data: UserFields): Updateable<UsersTable> {
  const user: Updateable<UsersTable> = {};
  if ('firstName' in data) user.first_name = data.firstName as string;
  if ('lastName' in data) user.last_name = data.lastName as string;
  // Stored trimmed (the contract checks it spaces aside, as a form trims it); an empty one (a student's is optional)
  // is no e-mail: null, never '' (e-mails are unique).
  if ('email' in data) user.email = typeof data.email === 'string' ? data.email.trim() || null : null;
  if ('timeZone' in data) user.time_zone = data.timeZone as string;
  if ('roles' in data) user.roles = data.roles as string[];
  return user;
}

/**
 * The role a family member signs in with (the shell opens the parent or student portal by it). A parent or student
 * created by staff (CRM) got none: once given a password they saw the admin shell with nothing to open.
 */
const FAMILY_ROLES: Partial<Record<'Parent' | 'Student' | 'Employee' | 'Tutor', string[]>> = {
  Parent: ['parent'],
  Student: ['student'],
};

/**
 * Inserts the users row of a new person (who must set a password before signing in); returns its id. A parent or
 * student without roles given gets their family role.
 */
export async function insertUser(
  kdb: Kdb,
  type: 'Parent' | 'Student' | 'Employee' | 'Tutor',
  user: Updateable<UsersTable>,
): Promise<number> {
  const roles = user.roles ?? FAMILY_ROLES[type];
  const u = await kdb
    .insertInto('users')
    .values({ must_set_password: true, ...user, ...(roles ? { roles } : {}), type })
    .returning('id')
    .executeTakeFirstOrThrow();
  return u.id;
}

/** Updates the users row of the record `id` of `table` (nothing to write: no query). */
export async function updateUserOf(
  kdb: Kdb,
  table: UserOwnerTable,
  id: number,
  user: Updateable<UsersTable>,
): Promise<void> {
  if (!Object.keys(user).length) return;
  await kdb
    .updateTable('users')
    .set({ ...user, updated_at: sql`now()` })
    .where('id', '=', kdb.selectFrom(table).select('user_id').where('id', '=', id))
    .execute();
}

/**
 * Inserts a person record of `table` (its own columns `own`) with a new users row (of `type`, who must set a password
 * before signing in: the {@link userColumnsOf} of `data`); returns the record's id.
 */
export async function insertWithUser<T extends UserOwnerTable>(
  kdb: Kdb,
  table: T,
  type: 'Parent' | 'Student' | 'Employee' | 'Tutor',
  own: Updateable<DB[T]>,
  data: UserFields,
): Promise<number> {
  const userId = await insertUser(kdb, type, userColumnsOf(data));
  // One table named at run time: `own` is typed by the caller's table.
  const people = kdb as unknown as Kysely<Record<UserOwnerTable, { id: Generated<number>; user_id: number }>>;
  const row = await people
    .insertInto(table as UserOwnerTable)
    .values({ ...(own as object), user_id: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Updates a person record of `table` (its own columns `own`) and its users row (the {@link userColumnsOf} of `data`). */
export async function updateWithUser<T extends UserOwnerTable>(
  kdb: Kdb,
  table: T,
  id: number,
  own: Updateable<DB[T]>,
  data: UserFields,
): Promise<void> {
  await tableWrites(table, (set: Updateable<DB[T]>) => set).update(kdb, id, own);
  await updateUserOf(kdb, table, id, userColumnsOf(data));
}

/** Deletes a record of `table` and then its users row. */
export async function deleteWithUser(kdb: Kdb, table: UserOwnerTable, id: number, userId: number): Promise<void> {
  await kdb.deleteFrom(table).where('id', '=', id).execute();
  await kdb.deleteFrom('users').where('id', '=', userId).execute();
}

/**
 * `query` over a person record's users row: the ids of `table`'s records whose full name or e-mail contains `text`,
 * one indexed branch each (trigram indexes serve `LIKE '%text%'`, issue 13). A union: a record adds its own branches
 * (a parent's phone).
 */
export function personSearch(kdb: Kdb, table: UserOwnerTable, text: string) {
  const pattern = searchPattern(text);
  // Typed as the parents table: the three tables share what this reads (`t.id`, `t.user_id`).
  const withUser = kdb
    .selectFrom(`${table} as t` as 'parents as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select('t.id');
  const byName = withUser.where(sql`lower(${fullNameOfU})`, 'like', pattern);
  const byEmail = withUser.where(sql`lower(u.email)`, 'like', pattern);
  return byName.union(byEmail);
}

/** True when another user already has this e-mail (case-insensitive). */
export async function emailTaken(kdb: Kdb, email: unknown, exceptUserId: number | null): Promise<boolean> {
  if (typeof email !== 'string' || !email.trim()) return false;
  const row = await kdb
    .selectFrom('users')
    .select('id')
    .where(sql`lower(email)`, '=', sql`lower(${email.trim()})`)
    .$if(exceptUserId !== null, (qb) => qb.where('id', '<>', exceptUserId!))
    .executeTakeFirst();
  return row !== undefined;
}
