import {
  type Expression,
  type Kysely,
  type RawBuilder,
  type Selectable,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import type { z } from 'zod';
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

/**
 * The `%text%` pattern of a `query` search, lower-cased. The text's own LIKE characters (`%`, `_` and the escape `\`)
 * are escaped (PostgreSQL's default LIKE escape is `\`), so "50%" or "a_b" finds those characters literally and `%`
 * alone is not a match-everything search. Every `query` search builds its pattern here.
 */
export const searchPattern = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/** The column that carries a page's total count in its rows (removed before the rows are returned). */
const TOTAL = 'total_count__';

/** A row of a page query: the resource's row and the page's total count. */
type Counted<R> = R & { [TOTAL]: number };

/**
 * A page of rows and its meta in one statement (issue 26: one round trip per list instead of three). The rows carry
 * the total count in a column (an uncorrelated subquery, run once): an unconditioned count of a table whose
 * `row_counts` row is trigger-kept reads that row, else `count(*)` of `countFrom` under the condition.
 *
 * - `idsFrom` given: the page's ids are chosen from it (the base table, or the joins its order needs) and `rows` reads
 *   the full rows of those ids, sorted again by the same order (the order ends with the id, so the two agree). Counts
 *   and ids never read the joins of the full rows (issue 13).
 * - `idsFrom` absent: `rows` itself is limited (one table, no joins: nothing to read twice).
 *
 * A page past the end has no row to carry the count: it is then counted alone.
 */
export async function pageQuery<R, DR, TR extends keyof DR, DC, TC extends keyof DC>(
  kdb: Kdb,
  opts: {
    /** The full rows (base table aliased `t`). */
    rows: SelectQueryBuilder<DR, TR, R>;
    /** The base table (aliased `t`, with the joins the conditions read) for the count. */
    countFrom: SelectQueryBuilder<DC, TC, object>;
    /** Where the page's ids are chosen from (aliased `t`); absent: `rows` is paged directly. */
    idsFrom?: SelectQueryBuilder<DC, TC, object>;
    /** The table whose `row_counts` row gives an unconditioned count. */
    keptCount?: keyof DB;
    conditions: Expression<SqlBool>[];
    order: RawBuilder<unknown>;
    paging: ListPaging;
  },
): Promise<{ rows: R[]; meta: ListMeta }> {
  const { paging, order } = opts;
  const where = allOf(opts.conditions);
  const counted = opts.countFrom.select(sql<number>`count(*)::int`.as('c')).where(where);
  const total =
    opts.keptCount && !opts.conditions.length
      ? sql<number>`coalesce((SELECT n::int FROM row_counts WHERE table_name = ${String(opts.keptCount)}), (${counted}))`
      : sql<number>`(${counted})`;
  const offset = (paging.page - 1) * paging.per;
  // LIMIT and OFFSET as literals (checked integers), not parameters: PostgreSQL's generic plan of a prepared statement
  // guesses a parameter's LIMIT/OFFSET and is never chosen, so every run would be planned again (0.5 ms of the
  // parents list's 0.9 ms in PostgreSQL); with literals page 1 is one text whose plan is kept (src/db/adapter.ts).
  const limit = sql.lit(paging.per);
  const skip = sql.lit(offset);
  let query = opts.rows.select(total.as(TOTAL));
  if (opts.idsFrom) {
    let ids = opts.idsFrom.select(sql.ref<number>('t.id').as('id')).where(where);
    if (!paging.noPagination) ids = ids.orderBy(order).limit(limit).offset(skip);
    query = query.where(sql<SqlBool>`t.id IN (${ids})`).orderBy(order);
  } else {
    query = query.where(where).orderBy(order);
    if (!paging.noPagination) query = query.limit(limit).offset(skip);
  }
  const found = (await query.execute()) as Counted<R>[];
  let totalCount: number;
  if (found.length) totalCount = found[0]![TOTAL];
  else if (paging.noPagination || offset === 0) totalCount = 0;
  else totalCount = (await sql<{ n: number }>`SELECT ${total} AS n`.execute(kdb)).rows[0]?.n ?? 0;
  for (const row of found) delete (row as Partial<Counted<R>>)[TOTAL];
  return { rows: found, meta: listMeta(paging, totalCount) };
}

/**
 * A page of one table's rows (alias `t`, no joins) under a condition and an order, with its meta, in one statement.
 * Tables whose rows carry everything their reply needs use it; resources with joins page ids first (parents).
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
  const { rows, meta } = await pageQuery(kdb, {
    rows: any.selectFrom(from).selectAll(),
    countFrom: any.selectFrom(from),
    conditions: [where],
    order,
    paging,
  });
  return { rows: rows as unknown as Selectable<DB[T]>[], meta };
}

/** The list and find of a resource read from one table, as wire objects. */
export interface TableQueries<W> {
  /** The orders a list may ask for (`orderBy`). */
  orderKeys: string[];
  /** A page of records under the request's filters and the scope, in the asked-for order. */
  list(
    kdb: Kdb,
    q: Record<string, unknown>,
    paging: ListPaging,
    scope?: Expression<SqlBool> | null,
  ): Promise<{ items: W[]; meta: ListMeta }>;
  /** One record by id (within the scope when given), null when none. */
  find(kdb: Kdb, id: number, scope?: Expression<SqlBool> | null): Promise<W | null>;
}

/**
 * The list and find of a one-table resource (`t` = `table`): filters and orders by name (the default order: by id),
 * each row made a wire object by `wire`. `rows` reads the full rows with their joined references (reviews: the
 * tutor); the count and the page's ids then read the table alone (issue 13). Each list is one statement
 * ({@link pageQuery}).
 */
export function tableQueries<T extends keyof DB, W, R = Selectable<DB[T]>, DR = DB, TR extends keyof DR = keyof DR>(
  table: T,
  filters: Record<string, ListFilter>,
  orders: Record<string, RawBuilder<unknown>>,
  opts: {
    wire: (row: R) => W;
    rows?: (kdb: Kdb) => SelectQueryBuilder<DR, TR, R>;
    defaultOrder?: RawBuilder<unknown>;
  },
): TableQueries<W> {
  const from = `${String(table)} as t`;
  const base = (kdb: Kdb) => (kdb as unknown as Kysely<Record<string, { id: number }>>).selectFrom(from);
  const rowsOf = (kdb: Kdb) =>
    opts.rows ? opts.rows(kdb) : (base(kdb).selectAll() as unknown as SelectQueryBuilder<DR, TR, R>);
  const defaultOrder = opts.defaultOrder ?? sql.ref('t.id');
  return {
    orderKeys: Object.keys(orders),
    list: async (kdb, q, paging, scope = null) => {
      const { rows, meta } = await pageQuery(kdb, {
        rows: rowsOf(kdb),
        countFrom: base(kdb),
        idsFrom: opts.rows ? base(kdb) : undefined,
        conditions: conditionsOf(q, filters, scope),
        order: orderClause(paging, orders, defaultOrder),
        paging,
      });
      return { items: rows.map(opts.wire), meta };
    },
    find: async (kdb, id, scope = null) => {
      const row = await rowsOf(kdb)
        .where(sql<SqlBool>`t.id = ${id}`)
        .where(scope ?? sql<SqlBool>`true`)
        .executeTakeFirst();
      return row === undefined ? null : opts.wire(row);
    },
  };
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
  new Set(queryList({ include: queryStr(q.include) ?? '' }, 'include').map(camelName));

/** An include name as the records carry it (`session_type` → `sessionType`). */
const camelName = (name: string): string => name.trim().replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

/** The schema inside optional, nullable, default, pipe and lazy wrappers (what a field holds when it is given). */
function unwrapped(schema: z.core.$ZodType): z.core.$ZodType {
  let s = schema;
  for (let i = 0; i < 20; i += 1) {
    const def = s._zod.def as {
      type: string;
      innerType?: z.core.$ZodType;
      in?: z.core.$ZodType;
      getter?: () => z.core.$ZodType;
    };
    if (def.innerType) s = def.innerType;
    else if (def.type === 'pipe' && def.in) s = def.in;
    else if (def.type === 'lazy' && def.getter) s = def.getter();
    else break;
  }
  return s;
}

/** True when a field holds a related record or records (an object, a list, or a choice of them). */
function isRelation(schema: z.core.$ZodType): boolean {
  const s = unwrapped(schema);
  const def = s._zod.def as { type: string; options?: z.core.$ZodType[] };
  if (['object', 'array', 'record', 'unknown', 'any', 'intersection'].includes(def.type)) return true;
  return def.type === 'union' && (def.options ?? []).some(isRelation);
}

/** The relation fields of each record schema ({@link relationsOf}), read once per schema. */
const relationNames = new WeakMap<object, ReadonlySet<string>>();

/** The relations of a record schema: its fields that hold a related record or records (what `include` may name). */
export function relationsOf(schema: z.core.$ZodType): ReadonlySet<string> {
  let names = relationNames.get(schema);
  if (!names) {
    const shape = (unwrapped(schema)._zod.def as { shape?: Record<string, z.core.$ZodType> }).shape ?? {};
    names = new Set(Object.keys(shape).filter((key) => isRelation(shape[key]!)));
    relationNames.set(schema, names);
  }
  return names;
}

/**
 * The relations `include` may name on a route, from its success reply (the contract's schema): the relations of the
 * record of a member reply (`{parent: {...}}`) or of a page's records (`{parents: [...], meta}`). Null when the reply
 * carries no record (nothing to check against).
 */
export function replyRelations(reply: z.core.$ZodType | undefined): ReadonlySet<string> | null {
  if (!reply || typeof reply !== 'object' || !('_zod' in reply)) return null;
  const shape = (unwrapped(reply)._zod.def as { shape?: Record<string, z.core.$ZodType> }).shape;
  if (!shape) return null;
  const names = new Set<string>();
  let records = 0;
  for (const [key, value] of Object.entries(shape)) {
    if (key === 'meta') continue;
    const inner = unwrapped(value);
    const def = inner._zod.def as { type: string; element?: z.core.$ZodType };
    const record = def.type === 'array' && def.element ? unwrapped(def.element) : inner;
    if ((record._zod.def as { type: string }).type !== 'object') continue;
    records += 1;
    for (const name of relationsOf(record)) names.add(name);
  }
  return records ? names : null;
}

/**
 * Relations whose records a route adds on `include` but its contract schema does not name yet (a contract gap: the
 * replies carry a tutoring's `student`/`tutor`, a tutor package's `tier`/`brand`, an employee's `subjects`/`tier`
 * through the loose record schema). Keyed by the route's resource path; accepted until the contract names them.
 */
const UNDESCRIBED_RELATIONS: Record<string, readonly string[]> = {
  tutorings: ['student', 'tutor'],
  tutor_packages: ['tier', 'brand'],
  employees: ['subjects', 'tier'],
};

/** True when a route's query string schema names `include` (a list or a show). */
export function takesInclude(querystring: unknown): boolean {
  const def = (querystring as { _zod?: { def?: { shape?: Record<string, unknown> } } } | undefined)?._zod?.def;
  return Boolean(def?.shape && Object.hasOwn(def.shape, 'include'));
}

/**
 * The relations `include` may name on the route `url` (`/api/v2/parents/:id`): those of its success reply's records
 * ({@link replyRelations}) and the route's {@link UNDESCRIBED_RELATIONS}. Null when the reply carries no record.
 */
export function includableRelations(url: string | undefined, response: unknown): ReadonlySet<string> | null {
  const replies = (response ?? {}) as Record<string, z.core.$ZodType | undefined>;
  const relations = replyRelations(replies[200] ?? replies[201]);
  if (!relations) return null;
  const resource = /^\/api\/v2\/([a-z_]+)(?:\/:id)?$/.exec(url ?? '')?.[1] ?? '';
  const extra = Object.hasOwn(UNDESCRIBED_RELATIONS, resource) ? UNDESCRIBED_RELATIONS[resource]! : [];
  return extra.length ? new Set([...relations, ...extra]) : relations;
}

/** A query-string key of `include`: itself or a bracket array form (`include[]`, `include[0]`). */
const INCLUDE_KEY = /^include(?:\[[^\]]*\])?$/;

/**
 * Folds every form of `include` in a query (`include=a,b`, `include=a&include=b`, `include[]=a`, `include[0]=a`) into
 * one comma-separated `include`, so that each name is read ({@link includesOf}) and checked ({@link checkIncludes})
 * alike; false when the query has no `include` at all.
 */
export function foldIncludes(q: Record<string, unknown>): boolean {
  const keys = Object.keys(q).filter((key) => INCLUDE_KEY.test(key));
  if (!keys.length) return false;
  q.include = keys.flatMap((key) => ([] as unknown[]).concat(q[key]).map(String)).join(',');
  for (const key of keys) if (key !== 'include') delete q[key];
  return true;
}

/**
 * Refuses (422, before anything is read) an `include` naming something that is not a relation of the resource
 * (`relations`, {@link replyRelations}): "Include bogus is not allowed", as an unknown `orderBy` or `fields` name.
 */
export function checkIncludes(q: Record<string, unknown>, relations: ReadonlySet<string>): void {
  const raw = Array.isArray(q.include) ? q.include.map(String) : [queryStr(q.include) ?? ''];
  const names = raw
    .flatMap((v) => v.split(','))
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = [...new Set(names.filter((name) => !relations.has(camelName(name))))];
  if (unknown.length) throw unprocessable(...unknown.map((name) => `Include ${name.slice(0, 100)} is not allowed`));
}

/** The field names of each resource schema ({@link listFields}), read once per schema. */
const fieldNames = new WeakMap<object, ReadonlySet<string>>();
const fieldsOf = (schema: z.core.$ZodType): ReadonlySet<string> => {
  let names = fieldNames.get(schema);
  if (!names) {
    const shape = (schema._zod.def as { shape?: Record<string, unknown> }).shape ?? {};
    names = new Set(Object.keys(shape));
    fieldNames.set(schema, names);
  }
  return names;
};

/**
 * The sparse fieldset of a list request (issue 26): `fields=firstName,lastName` asks for those fields of each record
 * only, so a list that shows a few columns, or a select that shows names, does not receive, check and keep every
 * field of every row. The names are the resource's fields in the contract (`schema`, camelCase); `id` always comes,
 * and so do the relations `include` names. Null when `fields` is absent (whole records). A name that is not a field
 * of the resource, or no name at all, is a 422 before anything is read.
 */
export function listFields(q: Record<string, unknown>, schema: z.core.$ZodType): ReadonlySet<string> | null {
  if (q.fields === undefined) return null;
  const names = (Array.isArray(q.fields) ? q.fields.join(',') : String(q.fields))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!names.length) throw unprocessable('Fields must name at least one field');
  const known = fieldsOf(schema);
  const unknown = [...new Set(names.filter((name) => !known.has(name)))];
  if (unknown.length) throw unprocessable(...unknown.map((name) => `Field ${name.slice(0, 100)} is not allowed`));
  return new Set(['id', ...names, ...includesOf(q)]);
}

/** Each record with only the fields of a {@link listFields} set (those it has). */
export function pickFields<W extends object>(items: W[], fields: ReadonlySet<string>): Partial<W>[] {
  return items.map((item) => {
    const picked: Record<string, unknown> = {};
    for (const name of fields) if (name in item) picked[name] = (item as Record<string, unknown>)[name];
    return picked as Partial<W>;
  });
}
