import { type Selectable, sql } from 'kysely';
import type { Kdb } from '../../db/kysely';
import type { PaymentProfilesTable } from '../../db/schema';
import { type Camel, camelize } from '../shared/camel';
import { type ListFilter, intFilter, tableQueries } from '../shared/list';
import { cardValid } from './rules';

/** The wire object of a payment profile (DOM-54, DOM-30): never the provider's profile id; `valid` while unexpired. */
export type PaymentProfile = Omit<Camel<Selectable<PaymentProfilesTable>>, 'providerProfileId'> & { valid: boolean };

/** Payment profile wire shape (DOM-54, DOM-30) of a camelCase object: `valid` added, the provider's id removed. */
export function profileWire(o: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...o, valid: cardValid(o.expirationDate) };
  delete out.providerProfileId;
  return out;
}

const wire = (r: Selectable<PaymentProfilesTable>): PaymentProfile => {
  const { providerProfileId: _hidden, ...rest } = camelize(r);
  return { ...rest, valid: cardValid(r.expiration_date) };
};

/** The list filters of payment profiles. */
export const PROFILE_FILTERS: Record<string, ListFilter> = { parentId: intFilter('t.parent_id', 'parentId') };

const profiles = tableQueries(
  'payment_profiles',
  PROFILE_FILTERS,
  { id: sql.ref('t.id'), created_at: sql.ref('t.created_at') },
  { wire },
);
export const PROFILE_ORDER_KEYS = profiles.orderKeys;
/** A page of payment profiles. */
export const listProfiles = profiles.list;
/** One payment profile (within a scope when given), or null. */
export const findProfile = profiles.find;

/** The parent of a student (null when none). */
export async function parentOfStudent(kdb: Kdb, studentId: number): Promise<number | null> {
  const row = await kdb.selectFrom('students').select('parent_id').where('id', '=', studentId).executeTakeFirst();
  return row?.parent_id ?? null;
}

/** Whether a parent exists. */
export async function parentExists(kdb: Kdb, parentId: number): Promise<boolean> {
  return Boolean(await kdb.selectFrom('parents').select('id').where('id', '=', parentId).executeTakeFirst());
}

/** The parent a stored profile belongs to (undefined when there is no such profile). */
export async function profileParent(kdb: Kdb, id: number): Promise<number | undefined> {
  const row = await kdb.selectFrom('payment_profiles').select('parent_id').where('id', '=', id).executeTakeFirst();
  return row?.parent_id;
}

/** What a stored profile holds (the provider's profile and the card's public facts). */
export interface ProfileValues {
  parentId: number;
  providerProfileId: string;
  cardType: string;
  masked: string;
  expirationDate: string;
  zip: string | null;
}

const columnsOf = (v: ProfileValues) => ({
  parent_id: v.parentId,
  provider_profile_id: v.providerProfileId,
  card_type: v.cardType,
  masked_card_number: v.masked,
  expiration_date: v.expirationDate,
  zip: v.zip,
});

/**
 * Writes the parent's one profile, inserting it or replacing the one they have, in one statement (two saves racing
 * for the same parent still leave one profile: unique parent_id). `replaced` is true when one was there.
 */
export async function upsertProfile(kdb: Kdb, v: ProfileValues): Promise<{ id: number; replaced: boolean }> {
  const row = await kdb
    .insertInto('payment_profiles')
    .values(columnsOf(v))
    .onConflict((oc) =>
      oc.column('parent_id').doUpdateSet((eb) => ({
        provider_profile_id: eb.ref('excluded.provider_profile_id'),
        card_type: eb.ref('excluded.card_type'),
        masked_card_number: eb.ref('excluded.masked_card_number'),
        expiration_date: eb.ref('excluded.expiration_date'),
        zip: eb.ref('excluded.zip'),
      })),
    )
    .returning(['id', sql<boolean>`(xmax = 0)`.as('inserted')])
    .executeTakeFirstOrThrow();
  return { id: row.id, replaced: !row.inserted };
}

/** Replaces the stored profile `id`. */
export async function replaceProfile(kdb: Kdb, id: number, v: ProfileValues): Promise<void> {
  await kdb.updateTable('payment_profiles').set(columnsOf(v)).where('id', '=', id).execute();
}

/** Deletes a payment profile. */
export async function deleteProfile(kdb: Kdb, id: number): Promise<void> {
  await kdb.deleteFrom('payment_profiles').where('id', '=', id).execute();
}
