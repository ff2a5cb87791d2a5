import type { Kdb } from '../../db/kysely';

/** The records an avatar may belong to, and their tables (tutors are employees). */
export const AVATARABLE = {
  Employee: 'employees',
  Tutor: 'employees',
  Student: 'students',
  Parent: 'parents',
} as const;
export type AvatarableType = keyof typeof AVATARABLE;

/** The users row (sign-in) of the record an avatar is for, or null when there is no such record. */
export async function ownerUserId(kdb: Kdb, type: AvatarableType, id: number): Promise<number | null> {
  const row = await kdb.selectFrom(AVATARABLE[type]).select('user_id').where('id', '=', id).executeTakeFirst();
  return row?.user_id ?? null;
}

/** Stores an avatar image; an employee's (or tutor's) `avatarUrl` becomes its file's URL. Returns the avatar id and URL. */
export async function insertAvatar(
  kdb: Kdb,
  type: AvatarableType,
  ownerId: number,
  file: { filename: string; contentType: string; data: Buffer },
): Promise<{ id: number; url: string }> {
  const { id } = await kdb
    .insertInto('avatars')
    .values({
      avatarable_type: type,
      avatarable_id: ownerId,
      filename: file.filename.slice(0, 255),
      content_type: file.contentType,
      data: file.data,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const url = `/api/v2/avatars/${id}/file`;
  if (AVATARABLE[type] === 'employees')
    await kdb.updateTable('employees').set({ avatar_url: url }).where('id', '=', ownerId).execute();
  return { id, url };
}

/** An avatar's image, or null. */
export async function avatarFile(kdb: Kdb, id: number): Promise<{ content_type: string; data: Uint8Array } | null> {
  const row = await kdb.selectFrom('avatars').select(['content_type', 'data']).where('id', '=', id).executeTakeFirst();
  return row ?? null;
}
