import { type Expression, type Kysely, type RawBuilder, type Selectable, type SqlBool, sql } from 'kysely';
import type { Kdb } from '../../db/kysely';
import type { DB } from '../../db/schema';
import { queryBool, queryInt, queryList, queryStr, unprocessable } from '../../util';

/** Pagination meta of a list reply (SRV-06). */
export interface ListMeta {
  totalCount: number;
  totalPages: number;
  pageNumber: number;
  pageSize: number;
}

/** The paging and order of a list request (`per`, `page`, `noPagination`, `orderBy`, `orderSort`), checked. */
export interface ListPaging {
  per: number;
  page: number;
  noPagination: boolean;
  /** The asked-for order (a key of the resource's whitelist), undefined for the default order. */
  orderKey: string | undefined;
  direction: 'asc' | 'desc';
}

/** Reads the paging of a list request with the messages of ADR 0001 (422 on a bad value or a non-whitelisted order). */
export function listPaging(
  q: Record<string, unknown>,
  orderKeys: readonly string[],
  opts: { maxPer?: number; defaultPer?: number } = {},
): ListPaging {
  const orderKey = queryStr(q.orderBy);
  if (orderKey !== undefined && !orderKeys.includes(orderKey))
    throw unprocessable(`Order by ${orderKey} is not allowed`);
  const sortRaw = (queryStr(q.orderSort) ?? 'asc').toLowerCase();
  if (sortRaw !== 'asc' && sortRaw !== 'desc') throw unprocessable('Order sort must be asc or desc');
  const noPagination = queryBool(q.noPagination) === true;
  const maxPer = opts.maxPer ?? 1000;
  const per = queryInt(q.per, 'per') ?? queryInt(q.limit, 'limit') ?? opts.defaultPer ?? 10;
  const page = queryInt(q.page, 'page') ?? 1;
  if (per < 1 || per > maxPer) throw unprocessable(`Per must be between 1 and ${maxPer}`);
  if (page < 1) throw unprocessable('Page must be at least 1');
  return { per, page, noPagination, orderKey, direction: sortRaw };
}

/** The meta of a page of `totalCount` rows. */
export function listMeta(paging: ListPaging, totalCount: number): ListMeta {
  if (paging.noPagination)
    return { totalCount, totalPages: totalCount ? 1 : 0, pageNumber: 1, pageSize: Math.max(totalCount, 1) };
  return {
    totalCount,
    totalPages: Math.ceil(totalCount / paging.per),
    pageNumber: paging.page,
    pageSize: paging.per,
  };
}

/**
 * The ORDER BY of a list (issue 13): an asked-for order breaks ties by id in the same direction (one (column, id)
 * index serves both directions); the default order keeps ascending ids on ties.
 */
export function orderClause(
  paging: ListPaging,
  orders: Record<string, RawBuilder<unknown>>,
  defaultOrder: RawBuilder<unknown>,
  id: RawBuilder<unknown> = sql.ref('t.id'),
): RawBuilder<unknown> {
  if (!paging.orderKey) return sql`${defaultOrder}, ${id}`;
  const dir = paging.direction === 'desc' ? sql`DESC` : sql`ASC`;
  const expr = orders[paging.orderKey]!;
  return expr === id ? sql`${id} ${dir}` : sql`${expr} ${dir}, ${id} ${dir}`;
}

/** `a AND b AND …` of conditions (true when there are none). */
export const allOf = (conds: Expression<SqlBool>[]): RawBuilder<SqlBool> =>
  conds.length ? sql<SqlBool>`(${sql.join(conds, sql` AND `)})` : sql<SqlBool>`true`;

/** The `%text%` pattern of a `query` search, lower-cased (LIKE wildcards in the text are kept, as before). */
export const searchPattern = (text: string): string => `%${text.toLowerCase()}%`;

/**
 * A page of one table's rows (alias `t`, no joins) under a condition and an order, with its meta. Tables whose rows
 * carry everything their reply needs use it; resources with joins page ids first (parents).
 */
export async function tablePage<T extends keyof DB>(
  kdb: Kdb,
  table: T,
  where: Expression<SqlBool>,
  order: RawBuilder<unknown>,
  paging: ListPaging,
): Promise<{ rows: Selectable<DB[T]>[]; meta: ListMeta }> {
  // One table named at run time: the builder is typed by the caller's table (the rows are that table's).
  const any = kdb as unknown as Kysely<Record<string, { id: number }>>;
  const from = `${String(table)} as t`;
  const { c } = await any
    .selectFrom(from)
    .select(sql<number>`count(*)::int`.as('c'))
    .where(where)
    .executeTakeFirstOrThrow();
  let page = any.selectFrom(from).selectAll().where(where).orderBy(order);
  if (!paging.noPagination) page = page.limit(paging.per).offset((paging.page - 1) * paging.per);
  const rows = (await page.execute()) as unknown as Selectable<DB[T]>[];
  return { rows, meta: listMeta(paging, c) };
}

/**
 * The full rows of a page in the order of its ids: lists select the page's ids sorted, then its full rows by
 * `id = ANY(ids)`, which come back unordered.
 */
export function inIdOrder<R extends { id: number }>(ids: readonly number[], rows: readonly R[]): R[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is R => r !== undefined);
}

/** A list filter: a query value → a condition (null: no condition). */
export type ListFilter = (value: unknown) => Expression<SqlBool> | null;

/** The conditions of a list request: the scope, then each filter whose parameter (`name` or `name[]`) is given. */
export function conditionsOf(
  q: Record<string, unknown>,
  filters: Record<string, ListFilter>,
  scope: Expression<SqlBool> | null,
): Expression<SqlBool>[] {
  const conds = scope ? [scope] : [];
  for (const [name, filter] of Object.entries(filters)) {
    const v = q[name] ?? q[`${name}[]`];
    if (v === undefined || v === '') continue;
    const c = filter(v);
    if (c) conds.push(c);
  }
  return conds;
}

/** `col = <integer>` of an integer query parameter (422 when it is not one). */
export const intFilter =
  (column: string, name: string): ListFilter =>
  (v) => {
    const n = queryInt(v, name);
    return n === undefined ? null : sql<SqlBool>`${sql.ref(column)} = ${n}`;
  };

/** `col = <text>` of a text query parameter. */
export const textFilter =
  (column: string): ListFilter =>
  (v) => {
    const s = queryStr(v);
    return s === undefined ? null : sql<SqlBool>`${sql.ref(column)} = ${s}`;
  };

/** The includes a request asks for (`include=students,subscription`, snake or camel case). */
export const includesOf = (q: Record<string, unknown>): Set<string> =>
  new Set(
    queryList({ include: queryStr(q.include) ?? '' }, 'include').map((s) =>
      s.trim().replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase()),
    ),
  );
