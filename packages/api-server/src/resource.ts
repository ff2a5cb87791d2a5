import { findResource } from '@tutoring/contract';
import type { Actor, AuthState } from './auth';
import type { Rule } from './policy';
import { SPOOFING_ACCOUNT_ACTION, enforce, staffOnlyFieldErrors } from './policy';
import type { Db, Queryable, Row } from './db/adapter';
import type { Kdb } from './db/kysely';
import { type Field, f, parseMemberFields } from './resources/shared/fields';
import {
  HttpError,
  camel,
  camelRow,
  forbidden,
  humanize,
  notFound,
  queryBool,
  queryInt,
  queryStr,
  unprocessable,
} from './util';

/** Collects SQL parameters and hands out `$n` placeholders. */
export class Params {
  readonly values: unknown[] = [];
  /** Adds a value and returns its placeholder. */
  add(v: unknown): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }
}

/** Everything a resource hook may need. */
export interface Ctx {
  db: Db;
  /** The typed query builder on the same database. */
  kdb: Kdb;
  auth: AuthState;
  user: Actor;
  query: Record<string, unknown>;
  publish: (userId: number, event: string, data: unknown) => Promise<void>;
}

export type { Rule } from './policy';
export { f, type Field };
export { allowed } from './policy';

/** A list filter: returns a SQL condition (or null to ignore). */
export type Filter = (value: unknown, p: Params, ctx: Ctx) => string | null;

/** Adds related data to serialized objects. */
export type Include = (items: Record<string, unknown>[], ctx: Ctx) => Promise<void>;

/** Definition of one generic resource (SRV-05). */
export interface ResourceDef {
  path: string;
  member?: string;
  collection?: string;
  table: string;
  /** Extra selected expressions, e.g. joined user columns. */
  select?: string;
  joins?: string;
  /** Condition every row of the resource satisfies (e.g. type). */
  where?: string;
  /** Values written on create besides the fields (e.g. type). */
  createValues?: Record<string, unknown>;
  /** users.type for resources that own a users row. */
  userType?: 'Employee' | 'Tutor' | 'Student' | 'Parent';
  fields: Record<string, Field>;
  required?: string[];
  /** orderBy value (snake_case) -> SQL expression. */
  orderBy: Record<string, string>;
  defaultOrder?: string;
  filters?: Record<string, Filter>;
  /** SQL expressions searched by `query`. */
  search?: string[];
  access: {
    list?: Rule | false;
    show?: Rule | false;
    create?: Rule | false;
    update?: Rule | false;
    destroy?: Rule | false;
  };
  /**
   * Row-level restriction for the requester (null = all rows); rows outside it answer 404. `query` is the request's
   * query string, for scopes a list parameter widens (sessions `browse=true`: a family also sees bookable sessions).
   */
  scope?: (a: Actor, p: Params, query?: Record<string, unknown>) => string | null;
  /** Fields only staff may change on update (issue 20: a parent editing their own record or child); 403 otherwise. */
  staffOnlyFields?: readonly string[];
  serialize?: (o: Record<string, unknown>, ctx: Ctx) => Record<string, unknown>;
  includes?: Record<string, Include>;
  /** Includes applied to every single-record reply (show, create, update) whether or not `include` asks for them. */
  showIncludes?: string[];
  /** Extra validation with full messages; `existing` is the stored object on update. */
  validate?: (
    data: Record<string, unknown>,
    existing: Record<string, unknown> | null,
    ctx: Ctx,
  ) => Promise<string[]> | string[];
  afterWrite?: (o: Record<string, unknown>, ctx: Ctx, tx: Queryable, op: 'create' | 'update') => Promise<void>;
  /** Writes derived rows (e.g. join tables) inside the transaction after the main row. */
  writeExtra?: (data: Record<string, unknown>, id: number, tx: Queryable) => Promise<void>;
  /** Deletion hook (e.g. refuse); runs inside the transaction before the DELETE. */
  beforeDestroy?: (o: Record<string, unknown>, ctx: Ctx, tx: Queryable) => Promise<void>;
}

/** The member and collection keys of a resource (ADR 0001). */
export function keysOf(def: ResourceDef): { member: string; collection: string } {
  const registered = findResource(def.path);
  if (registered && !def.member) return { member: registered.memberKey, collection: registered.collectionKey };
  const collection = def.collection ?? camel(def.path);
  const member = def.member ?? singular(collection);
  return { member, collection };
}

/** English singular of a camelCase plural. */
export function singular(s: string): string {
  if (s.endsWith('ies')) return `${s.slice(0, -3)}y`;
  if (/(sses|ches|shes|xes)$/.test(s)) return s.slice(0, -2);
  if (s.endsWith('s') && !s.endsWith('ss')) return s.slice(0, -1);
  return s;
}

function baseSelect(def: ResourceDef): string {
  return `SELECT t.*${def.select ? `, ${def.select}` : ''} FROM ${def.table} t ${def.joins ?? ''}`;
}

/** Serialises a row to the camelCase wire object. */
export function toWire(def: ResourceDef, row: Row, ctx: Ctx): Record<string, unknown> {
  const o = camelRow(row);
  delete o.passwordDigest;
  return def.serialize ? def.serialize(o, ctx) : o;
}

/** Fetches one row by id within the resource and the requester's scope, or throws 404. */
export async function findOne(def: ResourceDef, id: number, ctx: Ctx, db: Queryable = ctx.db): Promise<Row> {
  const p = new Params();
  const conds = [`t.id = ${p.add(id)}`];
  if (def.where) conds.push(def.where);
  const scope = def.scope?.(ctx.user, p);
  if (scope) conds.push(scope);
  const rows = await db.query(`${baseSelect(def)} WHERE ${conds.join(' AND ')}`, p.values);
  if (!rows[0]) throw notFound(humanize(keysOf(def).member));
  return rows[0];
}

/** Applies the `include` param's loaders. */
export async function applyIncludes(
  def: ResourceDef,
  items: Record<string, unknown>[],
  ctx: Ctx,
  always: string[] = [],
): Promise<void> {
  const inc = (queryStr(ctx.query.include) ?? '')
    .split(',')
    .map((s) => camel(s.trim()))
    .filter(Boolean);
  for (const name of new Set([...always, ...inc])) {
    const loader = def.includes?.[name];
    if (loader && items.length) await loader(items, ctx);
  }
}

/** Pagination meta (SRV-06). */
export interface Meta {
  totalCount: number;
  totalPages: number;
  pageNumber: number;
  pageSize: number;
}

/** Tables whose total row count `row_counts` keeps exactly (migration 0005, statement triggers). */
export const COUNTED_TABLES: ReadonlySet<string> = new Set(['parents', 'students', 'sessions', 'lead_sources']);

/** Aliases of a resource's joins (`JOIN users u ON ...` gives `u`). Joins are to-one, so they never change a count. */
function joinAliases(joins: string | undefined): string[] {
  return [...(joins ?? '').matchAll(/\bJOIN\s+\w+\s+(?:AS\s+)?(\w+)\s+ON\b/gi)].map((m) => m[1]!);
}

/** True when the SQL fragment refers to one of the aliases. */
function mentions(sql: string, aliases: string[]): boolean {
  return aliases.some((a) => new RegExp(`\\b${a}\\.`).test(sql));
}

/**
 * Lists with filters, search, order and pagination; `extra` adds conditions.
 *
 * Large-table shape (issue 13): the count and the page's ids are read from the base table alone unless a condition
 * or the order needs a join; the full rows (joins, computed columns) are then loaded for the page's ids only. An
 * unconditioned count of a {@link COUNTED_TABLES} table reads the exact trigger-kept counter. `query` searches each
 * expression in its own indexed branch (trigram indexes where pg_trgm exists) and keeps the ids found.
 */
export async function listRows(
  def: ResourceDef,
  ctx: Ctx,
  opts: { extra?: (p: Params) => string[]; maxPer?: number; defaultPer?: number } = {},
): Promise<{ rows: Row[]; meta: Meta }> {
  const q = ctx.query;
  const p = new Params();
  const conds: string[] = [];
  const aliases = joinAliases(def.joins);
  const joinsFor = (sql: string): string => (mentions(sql, aliases) ? (def.joins ?? '') : '');
  if (def.where) conds.push(def.where);
  const scope = def.scope?.(ctx.user, p, q);
  if (scope) conds.push(scope);
  for (const [name, f] of Object.entries(def.filters ?? {})) {
    const v = q[name] ?? q[`${name}[]`];
    if (v === undefined || v === '') continue;
    const c = f(v, p, ctx);
    if (c) conds.push(c);
  }
  if (opts.extra) conds.push(...opts.extra(p));
  // The search condition is self-contained (its branches carry their own joins), so it never needs the outer joins.
  const outerConds = [...conds];
  const text = queryStr(q.query);
  if (text && def.search?.length) {
    const ph = p.add(`%${text.toLowerCase()}%`);
    const branches = def.search.map(
      (e) => `SELECT t.id FROM ${def.table} t ${joinsFor(e)} WHERE lower(${e}) LIKE ${ph}`,
    );
    conds.push(`t.id IN (${branches.join(' UNION ')})`);
  }
  const where = conds.length ? `WHERE ${conds.join(' AND ')}` : '';
  const outerWhere = outerConds.join(' AND ');
  const orderKey = queryStr(q.orderBy);
  if (orderKey !== undefined && !def.orderBy[orderKey]) throw unprocessable(`Order by ${orderKey} is not allowed`);
  const sortRaw = (queryStr(q.orderSort) ?? 'asc').toLowerCase();
  if (sortRaw !== 'asc' && sortRaw !== 'desc') throw unprocessable('Order sort must be asc or desc');
  const orderExpr = orderKey ? def.orderBy[orderKey]! : (def.defaultOrder ?? 't.id');
  const dir = orderKey ? sortRaw.toUpperCase() : '';
  // An asked-for order breaks ties by id in the same direction, so that one (column, id) index serves both
  // directions; a default order keeps ascending ids on ties.
  const order = orderExpr === 't.id' ? `ORDER BY t.id ${dir}` : `ORDER BY ${orderExpr} ${dir}, t.id ${dir}`;
  const noPagination = queryBool(q.noPagination) === true;
  const maxPer = opts.maxPer ?? 1000;
  const per = queryInt(q.per, 'per') ?? queryInt(q.limit, 'limit') ?? opts.defaultPer ?? 10;
  const page = queryInt(q.page, 'page') ?? 1;
  if (per < 1 || per > maxPer) throw unprocessable(`Per must be between 1 and ${maxPer}`);
  if (page < 1) throw unprocessable('Page must be at least 1');
  const select = `SELECT t.*${def.select ? `, ${def.select}` : ''} FROM ${def.table} t ${def.joins ?? ''}`;
  let totalCount: number;
  if (!conds.length && COUNTED_TABLES.has(def.table)) {
    const kept = await ctx.db.query<{ n: number }>('SELECT n FROM row_counts WHERE table_name = $1', [def.table]);
    totalCount =
      kept[0]?.n ?? (await ctx.db.query<{ c: number }>(`SELECT count(*)::int AS c FROM ${def.table} t`))[0]!.c;
  } else {
    const countRows = await ctx.db.query<{ c: number }>(
      `SELECT count(*)::int AS c FROM ${def.table} t ${joinsFor(outerWhere)} ${where}`,
      p.values,
    );
    totalCount = countRows[0]?.c ?? 0;
  }
  let rows: Row[];
  if (noPagination) {
    rows = await ctx.db.query(`${select} ${where} ${order}`, p.values);
  } else {
    const idRows = await ctx.db.query<{ id: number }>(
      `SELECT t.id FROM ${def.table} t ${joinsFor(`${outerWhere} ${order}`)} ${where} ${order} LIMIT ${per} OFFSET ${(page - 1) * per}`,
      p.values,
    );
    const ids = idRows.map((r) => r.id);
    const byId = new Map<unknown, Row>();
    if (ids.length)
      for (const r of await ctx.db.query(`${select} WHERE t.id = ANY($1::int[])`, [ids])) byId.set(r.id, r);
    rows = ids.map((id) => byId.get(id)).filter((r): r is Row => r !== undefined);
  }
  const pageSize = noPagination ? Math.max(totalCount, 1) : per;
  return {
    rows,
    meta: {
      totalCount,
      totalPages: noPagination ? (totalCount ? 1 : 0) : Math.ceil(totalCount / per),
      pageNumber: noPagination ? 1 : page,
      pageSize,
    },
  };
}

/** The `{collection: [...], meta}` reply of a list. */
export async function listReply(
  def: ResourceDef,
  ctx: Ctx,
  opts: Parameters<typeof listRows>[2] = {},
): Promise<Record<string, unknown>> {
  const { rows, meta } = await listRows(def, ctx, opts);
  const items = rows.map((r) => toWire(def, r, ctx));
  await applyIncludes(def, items, ctx);
  return { [keysOf(def).collection]: items, meta };
}

/** The `{member: {...}}` reply of one record. */
export async function showReply(def: ResourceDef, id: number, ctx: Ctx): Promise<Record<string, unknown>> {
  const item = toWire(def, await findOne(def, id, ctx), ctx);
  await applyIncludes(def, [item], ctx, def.showIncludes);
  return { [keysOf(def).member]: item };
}

/** Validates a member body against the fields; returns the known keys only. */
export function parseMember(def: ResourceDef, body: unknown, creating: boolean): Record<string, unknown> {
  return parseMemberFields(keysOf(def).member, def.fields, def.required ?? [], body, creating);
}

/** Writes the fields of data to the resource (and its users row) inside tx; returns the id. */
export async function writeRow(
  def: ResourceDef,
  data: Record<string, unknown>,
  tx: Queryable,
  id: number | null,
): Promise<number> {
  const own: [string, unknown][] = [];
  const usr: [string, unknown][] = [];
  for (const [key, v] of Object.entries(data)) {
    const f = def.fields[key];
    if (!f || f.col?.startsWith('__')) continue;
    const col = f.col ?? key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    const val = f.json ? JSON.stringify(v ?? null) : v;
    (f.on === 'user' ? usr : own).push([col, val]);
  }
  if (id === null) {
    let userId: number | null = null;
    if (def.userType) {
      const cols = ['type', ...usr.map(([c]) => c)];
      const vals = [def.userType, ...usr.map(([, v]) => v)];
      const r = await tx.query<{ id: number }>(
        `INSERT INTO users (${cols.join(', ')}, must_set_password) VALUES (${vals.map((_, i) => `$${i + 1}`).join(', ')}, true) RETURNING id`,
        vals,
      );
      userId = r[0]!.id;
    }
    const cols = [...own.map(([c]) => c), ...Object.keys(def.createValues ?? {}), ...(userId ? ['user_id'] : [])];
    const vals = [...own.map(([, v]) => v), ...Object.values(def.createValues ?? {}), ...(userId ? [userId] : [])];
    const r = await tx.query<{ id: number }>(
      cols.length
        ? `INSERT INTO ${def.table} (${cols.join(', ')}) VALUES (${vals.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`
        : `INSERT INTO ${def.table} DEFAULT VALUES RETURNING id`,
      vals,
    );
    return r[0]!.id;
  }
  if (own.length) {
    await tx.query(`UPDATE ${def.table} SET ${own.map(([c], i) => `${c} = $${i + 2}`).join(', ')} WHERE id = $1`, [
      id,
      ...own.map(([, v]) => v),
    ]);
  }
  if (usr.length && def.userType) {
    await tx.query(
      `UPDATE users SET ${usr.map(([c], i) => `${c} = $${i + 2}`).join(', ')}, updated_at = now() WHERE id = (SELECT user_id FROM ${def.table} WHERE id = $1)`,
      [id, ...usr.map(([, v]) => v)],
    );
  }
  return id;
}

/** Rejects a taken e-mail (case-insensitive), excluding one user id. */
export async function checkEmailFree(db: Queryable, email: unknown, exceptUserId: number | null): Promise<string[]> {
  if (typeof email !== 'string' || !email) return [];
  const rows = await db.query(
    'SELECT id FROM users WHERE lower(email) = lower($1) AND ($2::int IS NULL OR id <> $2::int)',
    [email, exceptUserId],
  );
  return rows.length ? ['This email is already taken.'] : [];
}

/** Create: validate, write in a transaction, reply with the member. */
export async function createRecord(def: ResourceDef, body: unknown, ctx: Ctx): Promise<Record<string, unknown>> {
  const data = parseMember(def, body, true);
  const errors = (await def.validate?.(data, null, ctx)) ?? [];
  if (errors.length) throw new HttpError(422, errors);
  const id = await ctx.db.transaction(async (tx) => {
    const newId = await writeRow(def, data, tx, null);
    await def.writeExtra?.(data, newId, tx);
    if (def.afterWrite) {
      const row = (await tx.query(`${baseSelect(def)} WHERE t.id = $1`, [newId]))[0];
      if (row) await def.afterWrite(toWire(def, row, ctx), ctx, tx, 'create');
    }
    return newId;
  });
  return showReplyUnscoped(def, id, ctx);
}

async function showReplyUnscoped(def: ResourceDef, id: number, ctx: Ctx): Promise<Record<string, unknown>> {
  const p = new Params();
  const rows = await ctx.db.query(`${baseSelect(def)} WHERE t.id = ${p.add(id)}`, p.values);
  if (!rows[0]) throw notFound(humanize(keysOf(def).member));
  const item = toWire(def, rows[0], ctx);
  await applyIncludes(def, [item], ctx, def.showIncludes);
  return { [keysOf(def).member]: item };
}

/** 409 text of a save whose `If-Match` version is no longer the stored one (issue 20: no lost updates). */
export const STALE_UPDATE =
  'Someone else saved this record after you opened it. Your changes were not saved: reload to see theirs, then save again.';

/**
 * The version of a stored record (issue 20): an opaque tag (the `ETag` of show and update replies) that changes
 * whenever its row, or the name/e-mail/time zone/roles of its users row, changes. Null when the record is gone.
 */
export async function recordVersion(def: ResourceDef, id: number, db: Queryable): Promise<string | null> {
  const user = def.userType
    ? ` || coalesce((SELECT row(u.email, u.first_name, u.last_name, u.time_zone, u.roles)::text FROM users u WHERE u.id = t.user_id), '')`
    : '';
  const rows = await db.query<{ v: string }>(`SELECT md5(t::text${user}) AS v FROM ${def.table} t WHERE t.id = $1`, [
    id,
  ]);
  return rows[0] ? `"${rows[0].v}"` : null;
}

/** Update: scope check, validate, write in a transaction, reply with the member. */
export async function updateRecord(
  def: ResourceDef,
  id: number,
  body: unknown,
  ctx: Ctx,
  ifMatch?: string,
): Promise<Record<string, unknown>> {
  const existing = toWire(def, await findOne(def, id, ctx), ctx);
  const data = parseMember(def, body, false);
  if (ctx.auth.spoofer && def.userType && 'email' in data && data.email !== existing.email)
    throw forbidden(SPOOFING_ACCOUNT_ACTION);
  const staffOnly = staffOnlyFieldErrors(def.staffOnlyFields, data, existing, ctx.user);
  if (staffOnly.length)
    throw forbidden(`Only staff can change ${staffOnly.map((k) => humanize(k).toLowerCase()).join(', ')}.`);
  const errors = (await def.validate?.(data, existing, ctx)) ?? [];
  if (errors.length) throw new HttpError(422, errors);
  await ctx.db.transaction(async (tx) => {
    // A form opened on an older version (If-Match) must not overwrite a save made since: checked under a row lock.
    if (ifMatch !== undefined) {
      await tx.query(`SELECT 1 FROM ${def.table} WHERE id = $1 FOR UPDATE`, [id]);
      const current = await recordVersion(def, id, tx);
      const wanted = ifMatch.split(',').map((v) => v.trim().replace(/^W\//, ''));
      if (!wanted.includes('*') && (current === null || !wanted.includes(current)))
        throw new HttpError(409, [STALE_UPDATE]);
    }
    await writeRow(def, data, tx, id);
    await def.writeExtra?.(data, id, tx);
    if (def.afterWrite) {
      const row = (await tx.query(`${baseSelect(def)} WHERE t.id = $1`, [id]))[0];
      if (row) await def.afterWrite(toWire(def, row, ctx), ctx, tx, 'update');
    }
  });
  return showReplyUnscoped(def, id, ctx);
}

/** Delete: scope check, hook, delete (and the owned users row). */
export async function destroyRecord(def: ResourceDef, id: number, ctx: Ctx): Promise<void> {
  const existing = await findOne(def, id, ctx);
  await ctx.db.transaction(async (tx) => {
    await def.beforeDestroy?.(toWire(def, existing, ctx), ctx, tx);
    await tx.query(`DELETE FROM ${def.table} WHERE id = $1`, [id]);
    if (def.userType && existing.user_id) await tx.query('DELETE FROM users WHERE id = $1', [existing.user_id]);
  });
}

/** Throws 403 unless the rule allows the actor. */
export function authorize(rule: Rule | false | undefined, a: Actor): void {
  enforce(rule, a);
}

/** Loads rows by ids from a table into a map (for includes). */
export async function byIds(db: Queryable, sql: string, ids: unknown[]): Promise<Map<number, Row>> {
  const clean = [...new Set(ids.filter((x): x is number => typeof x === 'number'))];
  const m = new Map<number, Row>();
  if (!clean.length) return m;
  for (const r of await db.query(sql, [clean])) m.set(r.id as number, r);
  return m;
}

/** An include that attaches `key` from a belongs-to relation `fk`. */
export function belongsTo(key: string, fk: string, sql: string): Include {
  return async (items, ctx) => {
    const m = await byIds(
      ctx.db,
      sql,
      items.map((i) => i[fk]),
    );
    for (const i of items) {
      const r = m.get(i[fk] as number);
      i[key] = r ? camelRow(r) : null;
    }
  };
}

/** An include that attaches `key` as a list from a has-many relation (`sql` takes $1 = int[] of ids, returns owner_id). */
export function hasMany(key: string, sql: string): Include {
  return async (items, ctx) => {
    const ids = items.map((i) => i.id as number);
    const rows = await ctx.db.query(sql, [ids]);
    for (const i of items)
      i[key] = rows
        .filter((r) => r.owner_id === i.id)
        .map((r) => {
          const o = camelRow(r);
          delete o.ownerId;
          return o;
        });
  };
}

/** Filter helpers. */
export const filters = {
  eq:
    (col: string, kind: 'int' | 'str' | 'bool' = 'int'): Filter =>
    (v, p) => {
      if (kind === 'bool') {
        const b = queryBool(v);
        return b === undefined ? null : `${col} = ${p.add(b)}`;
      }
      if (kind === 'int') {
        const n = queryInt(v, camel(col.replace(/^\w+\./, '')));
        return n === undefined ? null : `${col} = ${p.add(n)}`;
      }
      const s = queryStr(v);
      return s === undefined ? null : `${col} = ${p.add(s)}`;
    },
  inList:
    (col: string): Filter =>
    (v, p) => {
      const arr = (Array.isArray(v) ? v : String(v).split(',')).map(String).filter(Boolean);
      return arr.length ? `${col} = ANY(${p.add(arr)}::text[])` : null;
    },
};
