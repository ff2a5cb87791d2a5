import { sql } from 'kysely';
import type { Kdb } from '../../db/kysely';
import { camelize } from '../shared/camel';

/** Tiers in their order (SRV-11). */
export async function tiers(kdb: Kdb) {
  const rows = await kdb
    .selectFrom('tiers')
    .select(['id', 'name', 'billing_rate'])
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((r) => camelize(r));
}

/** Session types (SES-49: names, and the online flag that drives place/room visibility). */
export async function sessionTypes(kdb: Kdb) {
  const rows = await kdb
    .selectFrom('session_types')
    .select(['id', 'name', 'session_class', 'name as session_name', 'online', 'default_duration'])
    .orderBy('id')
    .execute();
  return rows.map((r) => camelize(r));
}

/** Subjects by category and name, of one language when asked. */
export async function subjects(kdb: Kdb, language: string | null) {
  const rows = await kdb
    .selectFrom('subjects')
    .select(['id', 'name', 'category_name', 'language'])
    .$if(language !== null, (qb) => qb.where('language', '=', language!))
    .orderBy('category_name')
    .orderBy('name')
    .execute();
  return rows.map((r) => camelize(r));
}

/** Shipment originators by name (OP-44). */
export async function originators(kdb: Kdb) {
  const rows = await kdb
    .selectFrom('originators')
    .select(['id', 'name', 'integrates_with_api'])
    .orderBy('name')
    .execute();
  return rows.map((r) => camelize(r));
}

/** Shipping methods by name (OP-44). */
export async function shippingMethods(kdb: Kdb) {
  return kdb
    .selectFrom('shipping_methods')
    .select(['id', 'name'])
    .orderBy(sql`name`)
    .execute();
}
