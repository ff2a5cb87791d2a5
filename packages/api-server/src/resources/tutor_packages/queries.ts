import { type Selectable, type SqlBool, sql } from 'kysely';
import type { Kdb } from '../../db/kysely';
import type { TutorPackagesTable } from '../../db/schema';
import { queryStr } from '../../util';
import { type Camel, camelize } from '../shared/camel';
import { tableWrites } from '../shared/columns';
import {
  type ListFilter,
  type ListMeta,
  type ListPaging,
  allOf,
  conditionsOf,
  orderClause,
  searchPattern,
  tablePage,
} from '../shared/list';
import type { TutorPackageInput } from './rules';

/** A tier as packages and transcripts name it. */
export interface TierRef {
  id: number;
  name: string;
  billingRate: number;
}
/** A brand or subject by name. */
export interface NamedRef {
  id: number;
  name: string;
}
/** A subject by name and category. */
export interface SubjectRef extends NamedRef {
  categoryName: string;
}

const idsOf = (ids: readonly (number | null)[]): number[] => [
  ...new Set(ids.filter((x): x is number => typeof x === 'number')),
];

/** id → tier of the given ids. */
export async function tierRefs(kdb: Kdb, ids: readonly (number | null)[]): Promise<Map<number, TierRef>> {
  const clean = idsOf(ids);
  if (!clean.length) return new Map();
  const rows = await kdb.selectFrom('tiers').select(['id', 'name', 'billing_rate']).where('id', 'in', clean).execute();
  return new Map(rows.map((r) => [r.id, { id: r.id, name: r.name, billingRate: r.billing_rate }]));
}

/** id → brand {id, name} of the given ids. */
export async function brandRefs(kdb: Kdb, ids: readonly (number | null)[]): Promise<Map<number, NamedRef>> {
  const clean = idsOf(ids);
  if (!clean.length) return new Map();
  const rows = await kdb.selectFrom('brands').select(['id', 'name']).where('id', 'in', clean).execute();
  return new Map(rows.map((r) => [r.id, { id: r.id, name: r.name }]));
}

/** id → subject {id, name, categoryName} of the given ids. */
export async function subjectRefs(kdb: Kdb, ids: readonly (number | null)[]): Promise<Map<number, SubjectRef>> {
  const clean = idsOf(ids);
  if (!clean.length) return new Map();
  const rows = await kdb
    .selectFrom('subjects')
    .select(['id', 'name', 'category_name'])
    .where('id', 'in', clean)
    .execute();
  return new Map(rows.map((r) => [r.id, { id: r.id, name: r.name, categoryName: r.category_name }]));
}

/** The wire object of a tutor package (PAY-35): it names its tier and brand. */
export type TutorPackage = Camel<Selectable<TutorPackagesTable>> & {
  tier?: TierRef | null;
  brand?: NamedRef | null;
};

/** The list filters of tutor packages (none beyond `query`). */
export const TUTOR_PACKAGE_FILTERS: Record<string, ListFilter> = {};

const ORDERS = { id: sql.ref('t.id'), name: sql`lower(t.name)` };
export const TUTOR_PACKAGE_ORDER_KEYS = Object.keys(ORDERS);

/** A page of tutor packages (by name; `query` searches the name). */
export async function listTutorPackages(
  kdb: Kdb,
  q: Record<string, unknown>,
  paging: ListPaging,
): Promise<{ items: TutorPackage[]; meta: ListMeta }> {
  const conds = conditionsOf(q, TUTOR_PACKAGE_FILTERS, null);
  const text = queryStr(q.query);
  if (text) conds.push(sql<SqlBool>`lower(t.name) LIKE ${searchPattern(text)}`);
  const order = orderClause(paging, ORDERS, sql`lower(t.name)`);
  const { rows, meta } = await tablePage(kdb, 'tutor_packages', allOf(conds), order, paging);
  return { items: rows.map((r) => camelize(r)), meta };
}

/** One tutor package, or null. */
export async function findTutorPackage(kdb: Kdb, id: number): Promise<TutorPackage | null> {
  const row = await kdb.selectFrom('tutor_packages').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? camelize(row) : null;
}

/** `include=tier,brand` (a single package always carries both). */
export async function addPackageRefs(kdb: Kdb, items: TutorPackage[], want: Set<string>): Promise<void> {
  if (want.has('tier')) {
    const tiers = await tierRefs(
      kdb,
      items.map((i) => i.tierId),
    );
    for (const i of items) i.tier = tiers.get(i.tierId ?? 0) ?? null;
  }
  if (want.has('brand')) {
    const brands = await brandRefs(
      kdb,
      items.map((i) => i.brandId),
    );
    for (const i of items) i.brand = brands.get(i.brandId ?? 0) ?? null;
  }
}

const columns = (d: TutorPackageInput) => ({
  ...(d.name !== undefined ? { name: d.name } : {}),
  ...('tierId' in d ? { tier_id: d.tierId ?? null } : {}),
  ...('brandId' in d ? { brand_id: d.brandId ?? null } : {}),
  ...(d.hours !== undefined ? { hours: d.hours } : {}),
});

/** Inserts a tutor package; returns its id. */
export async function insertTutorPackage(kdb: Kdb, d: TutorPackageInput): Promise<number> {
  const row = await kdb
    .insertInto('tutor_packages')
    .values({ ...columns(d), name: d.name! })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const writes = tableWrites('tutor_packages', columns);

/** Updates a tutor package's fields. */
export const updateTutorPackage = writes.update;

/** Deletes a tutor package. */
export const deleteTutorPackage = writes.destroy;
