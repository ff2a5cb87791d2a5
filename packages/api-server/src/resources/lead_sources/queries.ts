import type { LeadSource as LeadSourceEntity } from '@tutoring/contract';
import { type Expression, type Selectable, type SqlBool, sql } from 'kysely';
import type { Kdb } from '../../db/kysely';
import type { LeadSourcesTable } from '../../db/schema';
import { queryBool, queryStr } from '../../util';
import { type Camel, camelize } from '../shared/camel';
import { columnsOf, tableWrites } from '../shared/columns';
import { inListFilter } from '../shared/filters';
import {
  type ListFilter,
  type ListMeta,
  type ListPaging,
  allOf,
  conditionsOf,
  intFilter,
  listMeta,
  orderClause,
  searchPattern,
  textFilter,
} from '../shared/list';
import { moveRegarding } from '../shared/regarding';
import { type LeadSourceInput, type LeadSourceType, leadSourceFields } from './rules';

/** The wire object of a lead source, pending school or school (DOM-73); its jsonb columns are as stored. */
export type LeadSource = Omit<Camel<Selectable<LeadSourcesTable>>, 'contactItem' | 'address'> &
  Pick<LeadSourceEntity, 'contactItem' | 'address'>;

const wire = (row: Selectable<LeadSourcesTable>): LeadSource => camelize(row) as LeadSource;

/** Older than 30 days, or never. */
const stale = (column: 't.last_touch_at' | 't.last_promotion_at') =>
  sql<SqlBool>`(${sql.ref(column)} IS NULL OR ${sql.ref(column)} < now() - interval '30 days')`;

/** The list filters of lead sources. */
export const LEAD_SOURCE_FILTERS: Record<string, ListFilter> = {
  status: inListFilter('t.status'),
  type: inListFilter('t.type'),
  employeeId: intFilter('t.employee_id', 'employeeId'),
  category: textFilter('t.category'),
  /** CRM-36 "Unassigned": `true` keeps the rows without an owner (`false` is no filter). */
  unassigned: (v) => (queryBool(v) ? sql<SqlBool>`t.employee_id IS NULL` : null),
  lastTouch: (v) => (queryBool(v) ? stale('t.last_touch_at') : null),
  lastPromotion: (v) => (queryBool(v) ? stale('t.last_promotion_at') : null),
};

const ORDERS = {
  id: sql.ref('t.id'),
  name: sql`lower(t.name)`,
  status: sql.ref('t.status'),
  created_at: sql.ref('t.created_at'),
  last_touch_at: sql.ref('t.last_touch_at'),
  last_promotion_at: sql.ref('t.last_promotion_at'),
};
export const LEAD_SOURCE_ORDER_KEYS = Object.keys(ORDERS);

/** The rows of one resource of the family: all types, or one. */
const ofType = (type: LeadSourceType | null): Expression<SqlBool> | null =>
  type ? sql<SqlBool>`t.type = ${type}` : null;

/** A page of lead sources (by name by default); `query` searches the name. */
export async function listLeadSources(
  kdb: Kdb,
  type: LeadSourceType | null,
  q: Record<string, unknown>,
  paging: ListPaging,
  scope: Expression<SqlBool> | null,
): Promise<{ items: LeadSource[]; meta: ListMeta }> {
  const conds = conditionsOf(q, LEAD_SOURCE_FILTERS, scope);
  const own = ofType(type);
  if (own) conds.unshift(own);
  const text = queryStr(q.query);
  if (text) conds.push(sql<SqlBool>`lower(t.name) LIKE ${searchPattern(text)}`);
  const where = allOf(conds);
  // An unconditioned count (staff, all types, no filter) reads the trigger-kept `row_counts` (issue 13).
  const kept = conds.length
    ? undefined
    : await kdb.selectFrom('row_counts').select('n').where('table_name', '=', 'lead_sources').executeTakeFirst();
  const totalCount =
    kept !== undefined
      ? Number(kept.n)
      : (
          await kdb
            .selectFrom('lead_sources as t')
            .select(sql<number>`count(*)::int`.as('c'))
            .where(where)
            .executeTakeFirstOrThrow()
        ).c;
  let page = kdb
    .selectFrom('lead_sources as t')
    .selectAll()
    .where(where)
    .orderBy(orderClause(paging, ORDERS, sql`lower(t.name)`));
  if (!paging.noPagination) page = page.limit(paging.per).offset((paging.page - 1) * paging.per);
  return { items: (await page.execute()).map(wire), meta: listMeta(paging, totalCount) };
}

/** One lead source of the family's type, within a scope when given. */
export async function findLeadSource(
  kdb: Kdb,
  type: LeadSourceType | null,
  id: number,
  scope: Expression<SqlBool> | null,
): Promise<LeadSource | null> {
  const row = await kdb
    .selectFrom('lead_sources as t')
    .selectAll()
    .where('t.id', '=', id)
    .where(allOf([ofType(type), scope].filter((c): c is Expression<SqlBool> => c !== null)))
    .executeTakeFirst();
  return row ? wire(row) : null;
}

/** Inserts a lead source (of the family's type when it has one); returns its id. */
export async function insertLeadSource(kdb: Kdb, type: LeadSourceType | null, d: LeadSourceInput): Promise<number> {
  const row = await kdb
    .insertInto('lead_sources')
    .values({
      ...columnsOf<LeadSourcesTable>(d, leadSourceFields(type !== null)),
      name: d.name!,
      ...(type ? { type } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The writes of a lead source, and of a school or pending school (a typed one: its type is not a body field). */
const writesOf = (typed: boolean) =>
  tableWrites('lead_sources', (d: LeadSourceInput) => columnsOf<LeadSourcesTable>(d, leadSourceFields(typed)));
const leadSourceWrites = writesOf(false);
const schoolWrites = writesOf(true);

/** Updates a lead source. */
export const updateLeadSource = (
  kdb: Kdb,
  type: LeadSourceType | null,
  id: number,
  d: LeadSourceInput,
): Promise<void> => (type !== null ? schoolWrites : leadSourceWrites).update(kdb, id, d);

/** Deletes a lead source. */
export const deleteLeadSource = leadSourceWrites.destroy;

/** True when an employee with this id exists. */
export async function employeeExists(kdb: Kdb, id: number): Promise<boolean> {
  return (await kdb.selectFrom('employees').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** Sets (or clears) a lead source's owner (SRV-17 reassign). */
export async function reassignLeadSource(kdb: Kdb, id: number, employeeId: number | null): Promise<void> {
  await kdb.updateTable('lead_sources').set({ employee_id: employeeId }).where('id', '=', id).execute();
}

/** True when the id is a school (type School). */
export async function isSchool(kdb: Kdb, id: number): Promise<boolean> {
  const row = await kdb
    .selectFrom('lead_sources')
    .select('id')
    .where('id', '=', id)
    .where('type', '=', 'School')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Merges a pending school into an actual school (SRV-18): its students, parents, courses and regarding records move
 * to the school, then it is deleted. Run inside a transaction.
 */
export async function mergePendingSchool(kdb: Kdb, id: number, actualSchoolId: number): Promise<void> {
  await kdb.updateTable('students').set({ school_id: actualSchoolId }).where('school_id', '=', id).execute();
  await kdb.updateTable('parents').set({ lead_source_id: actualSchoolId }).where('lead_source_id', '=', id).execute();
  await kdb.updateTable('courses').set({ lead_source_id: actualSchoolId }).where('lead_source_id', '=', id).execute();
  await moveRegarding(kdb, 'LeadSource', id, actualSchoolId);
  await deleteLeadSource(kdb, id);
}

/** Promotes a pending school to a school (SRV-18), with a new name and, when given, category and school type. */
export async function promotePendingSchool(
  kdb: Kdb,
  id: number,
  d: { name: string; category: string | null; schoolType: string | null },
): Promise<void> {
  await kdb
    .updateTable('lead_sources')
    .set({
      type: 'School',
      name: d.name,
      category: sql`COALESCE(${d.category}, category)`,
      school_type: sql`COALESCE(${d.schoolType}, school_type)`,
    })
    .where('id', '=', id)
    .execute();
}
