import type { FastifyInstance } from 'fastify';
import { type Selectable, sql } from 'kysely';
import type { ResourceDefinition } from '@tutoring/contract';
import type { Kdb } from '../../db/kysely';
import type { DB } from '../../db/schema';
import type { Policy } from '../../policy';
import { type Camel, camelize } from './camel';
import { registerCrud } from './crud';
import {
  type ListFilter,
  type ListMeta,
  type ListPaging,
  allOf,
  conditionsOf,
  includesOf,
  intFilter,
  orderClause,
  tablePage,
  textFilter,
} from './list';
import { type RegardingRef, nameRegarding } from './regarding';

/**
 * The CRM logs (OP-65, DOM-65, DOM-73): calls, imminent closes, sms, histories, activities and notes, each a table of
 * rows about a `regarding` record (a parent, student, lead source…), listed newest first for staff.
 */
export type CrmLogTable = 'calls' | 'imminent_closes' | 'sms' | 'histories' | 'activities' | 'notes';

/** The wire object of a CRM log row: its columns in camelCase and `regarding {id, type}` (`name` with the include). */
export type CrmLogRecord<T extends CrmLogTable> = Camel<Selectable<DB[T]>> & { id: number; regarding: RegardingRef };

/** The list filters every CRM log takes. */
export const CRM_LOG_FILTERS: Record<string, ListFilter> = {
  regardingType: textFilter('t.regarding_type'),
  regardingId: intFilter('t.regarding_id', 'regardingId'),
  employeeId: intFilter('t.employee_id', 'employeeId'),
};
const ORDERS = { id: sql.ref('t.id'), created_at: sql.ref('t.created_at') };
export const CRM_LOG_ORDER_KEYS = Object.keys(ORDERS);

/** Staff read the CRM logs; nobody edits or deletes them (docs/security.md). */
export const crmLogPolicies = {
  list: { allow: 'staff' },
  show: { allow: 'staff' },
} as const satisfies Record<string, Policy>;

const wire = <T extends CrmLogTable>(row: Selectable<DB[T]>): CrmLogRecord<T> => {
  const r = row as Selectable<DB[CrmLogTable]>;
  return { ...camelize(row), regarding: { id: r.regarding_id, type: r.regarding_type } } as CrmLogRecord<T>;
};

/** A page of a CRM log (newest first unless `orderBy` says otherwise). */
export async function listCrmLog<T extends CrmLogTable>(
  kdb: Kdb,
  table: T,
  q: Record<string, unknown>,
  paging: ListPaging,
): Promise<{ items: CrmLogRecord<T>[]; meta: ListMeta }> {
  const where = allOf(conditionsOf(q, CRM_LOG_FILTERS, null));
  const order = orderClause(paging, ORDERS, sql`t.created_at DESC`);
  const { rows, meta } = await tablePage(kdb, table, where, order, paging);
  return { items: rows.map((r) => wire<T>(r)), meta };
}

/** One row of a CRM log, null when none. */
export async function findCrmLog<T extends CrmLogTable>(
  kdb: Kdb,
  table: T,
  id: number,
): Promise<CrmLogRecord<T> | null> {
  // One table named by the caller: the builder is typed by that table (the row is that table's).
  const row = await kdb
    .selectFrom(sql.table(table).as('t') as never)
    .selectAll()
    .where(sql.ref('t.id'), '=', id)
    .executeTakeFirst();
  return row ? wire<T>(row as Selectable<DB[T]>) : null;
}

/** `include=regarding`: names the record each row is about. */
export async function crmLogIncludes(
  kdb: Kdb,
  items: readonly { regarding: RegardingRef | null }[],
  q: Record<string, unknown>,
): Promise<void> {
  if (includesOf(q).has('regarding')) await nameRegarding(kdb, items);
}

/** The list and show routes of a read-only CRM log (`GET /api/v2/<path>`, `GET /api/v2/<path>/:id`). */
export function registerCrmLog<T extends CrmLogTable>(
  app: FastifyInstance,
  spec: { table: T; what: string; contract: ResourceDefinition; policies: typeof crmLogPolicies },
): void {
  const { kdb } = app.services;
  registerCrud<CrmLogRecord<T>, never>(app, {
    path: spec.table,
    what: spec.what,
    contract: spec.contract,
    policies: spec.policies,
    filters: Object.keys(CRM_LOG_FILTERS),
    orderKeys: CRM_LOG_ORDER_KEYS,
    list: (q, paging) => listCrmLog(kdb, spec.table, q, paging),
    find: (id) => findCrmLog(kdb, spec.table, id),
    includes: (items, q) => crmLogIncludes(kdb, items, q),
    versionTable: spec.table,
  });
}
