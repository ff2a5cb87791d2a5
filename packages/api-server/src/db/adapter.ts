import { mkdirSync } from 'node:fs';
import { PGlite, type Results, parse, protocol } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { StartupError } from '../startup-error';

/** A row as returned by the database, with dates and numbers already normalised. */
export type Row = Record<string, unknown>;

/** The one database surface the server uses; the same SQL runs on PGlite and PostgreSQL. */
export interface Queryable {
  /** Runs one parameterised statement and returns its rows. */
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs one parameterised statement and returns its rows and the number of rows it wrote (the Kysely driver). */
  execute(sql: string, params?: unknown[]): Promise<{ rows: Row[]; affectedRows: number | undefined }>;
  /** Runs several statements separated by semicolons (migrations), inside the current transaction if any. */
  exec(sql: string): Promise<void>;
}

/** Database adapter: PGlite (embedded) or node-postgres (DATABASE_URL). */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn inside BEGIN/COMMIT; rolls back when fn throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Subscribes to a NOTIFY channel; returns the unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** Sends a NOTIFY on a channel. */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * The transaction of the current async context: a plain query issued while a transaction callback runs
 * joins that transaction instead of waiting for it (PGlite has one connection and would deadlock).
 */
const currentTx = new AsyncLocalStorage<Queryable>();

/** Any timestamp text through `Date` (other offsets, years past 9999, BC, infinity: as `Date` reads them). */
const toIsoByDate = (v: string): string => new Date(v.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')).toISOString();

/**
 * PostgreSQL's text of a UTC timestamp (`2026-11-25 12:34:56.123456+00`, 0 to 6 decimals) as ISO with milliseconds
 * (`2026-11-25T12:34:56.123Z`, what `Date#toISOString` gives: decimals past the third cut off). Every timestamp of every
 * row goes through here, so the usual shape is rewritten as a string (issue 26: a `Date` per timestamp was 4.5 % of the
 * list API's CPU); anything else goes through `Date`.
 */
export const toIso = (v: string | null): string | null => {
  if (v === null) return null;
  const n = v.length;
  if (
    n >= 22 &&
    n <= 29 &&
    n !== 23 &&
    v.charCodeAt(4) === 45 && // 2026-
    v.charCodeAt(10) === 32 && // the space before the time
    v.charCodeAt(n - 3) === 43 && // +00
    v.charCodeAt(n - 2) === 48 &&
    v.charCodeAt(n - 1) === 48 &&
    (n === 22 || v.charCodeAt(19) === 46) // no decimals, or a point
  ) {
    const ms = n === 22 ? '000' : n >= 26 ? v.slice(20, 23) : `${v.slice(20, n - 3)}00`.slice(0, 3);
    return `${v.slice(0, 10)}T${v.slice(11, 19)}.${ms}Z`;
  }
  return toIsoByDate(v);
};
const toNumber = (v: string | null): number | null => (v === null ? null : Number(v));

/** Type parsers shared by both drivers: ISO strings for timestamps, YYYY-MM-DD for dates, numbers for numerics. */
const PARSERS: Record<number, (v: string) => unknown> = {
  1184: toIso as (v: string) => unknown, // timestamptz
  1114: (v: string) => toIso(`${v}+00`), // timestamp (stored as UTC)
  1082: (v: string) => v, // date
  1700: toNumber as (v: string) => unknown, // numeric
  20: toNumber as (v: string) => unknown, // int8
};

/** Most statement texts a process prepares (per connection, PostgreSQL keeps each one's plan). */
export const MAX_NAMED_STATEMENTS = 500;
/** Texts seen once are remembered up to this many, then forgotten together (one-off texts never get a name). */
const MAX_SEEN_ONCE = 5000;

/**
 * The names of prepared statements (issue 26): a statement text run a second time gets a name, and node-postgres
 * then parses it once per connection and only binds and executes it afterwards; PostgreSQL keeps its plan (after
 * five runs a generic plan when its estimated cost is no worse than the custom plans', so most runs skip planning:
 * 0.5 ms to parse and 0.7 ms to plan the parents list against 0.4 ms to run it). Texts are bounded: a one-off text
 * (a list of ids `IN ($1, …, $n)` of some length) stays unnamed, and at most {@link MAX_NAMED_STATEMENTS} get names.
 * Kysely's PostgresDialect has no such option (its driver calls `client.query(sql, params)`), hence here, in the
 * adapter both dialects already go through.
 */
export class StatementNames {
  private readonly names = new Map<string, string>();
  private seenOnce = new Set<string>();
  /** Part of every name: bumped when the database refuses a kept plan, so every text is prepared afresh. */
  private epoch = 0;

  constructor(private readonly max = MAX_NAMED_STATEMENTS) {}

  /** The name of `text`, or undefined while it is unnamed. */
  nameOf(text: string): string | undefined {
    const known = this.names.get(text);
    if (known !== undefined) return known;
    if (!this.seenOnce.has(text)) {
      if (this.seenOnce.size >= MAX_SEEN_ONCE) this.seenOnce = new Set();
      this.seenOnce.add(text);
      return undefined;
    }
    if (this.names.size >= this.max) return undefined;
    this.seenOnce.delete(text);
    const name = `s${this.epoch}_${this.names.size}`;
    this.names.set(text, name);
    return name;
  }

  /** Forgets every name: the texts are prepared again under new names (the old ones stay unused on open connections). */
  reset(): void {
    this.epoch += 1;
    this.names.clear();
    this.seenOnce = new Set();
  }
}

/**
 * True for PostgreSQL's refusal to run a prepared statement whose result columns changed since it was prepared (a
 * migration by another process added a column to a table read with `*`): the statement is then run again unnamed.
 */
const planOutdated = (error: unknown): boolean =>
  (error as { code?: string } | null)?.code === '0A000' &&
  /cached plan must not change result type/.test((error as Error).message);

/** The PGlite instance's members the prepared path uses (public on the class, underscored: its own query locks). */
type PgliteInternals = PGlite & {
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
};

/**
 * Prepared statements on PGlite (issue 26): `PGlite#query` parses, describes and plans every statement and makes six
 * calls into the embedded database for it (18 ms for the parents list on this machine); a text run a second time is
 * parsed once under a name ({@link StatementNames}) and then bound, described and executed in one call (4.4 ms).
 * Rows and errors come out as `query` gives them (PGlite's own result parser and type parsers). Returns undefined
 * when the text has no name yet (the caller runs it with `query`).
 */
function pglitePrepared(db: PGlite) {
  const names = new StatementNames();
  const internals = db as PgliteInternals;
  const { serialize } = protocol;
  type Message = Parameters<typeof parse.parseResults>[0][number];
  /**
   * Parameter types and result columns (the RowDescription of the statement's Describe; none for a statement without
   * rows) of each prepared name: an execution then sends no Describe of its own. A migration that changes a `*`
   * statement's columns makes PostgreSQL refuse the kept plan, which drops every name (below) with its columns.
   */
  const prepared = new Map<string, { types: number[]; columns: Message[] }>();

  const runLocked = async (name: string, text: string, params: unknown[], inTx: boolean) => {
    const options = { syncToFs: !inTx, throwOnError: false };
    let statement = prepared.get(name);
    if (!statement) {
      const parsed = await db.execProtocol(
        concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
        options,
      );
      failOn(parsed.messages);
      statement = {
        types: parse.parseDescribeStatementResults(parsed.messages),
        columns: parsed.messages.filter((m) => m.name === 'rowDescription'),
      };
      prepared.set(name, statement);
    }
    const { types, columns } = statement;
    const values = params.map((v, i) => {
      if (v === null || v === undefined) return null;
      const write = db.serializers[types[i]!];
      return write ? write(v) : String(v);
    });
    const { messages } = await db.execProtocol(
      concat([serialize.bind({ statement: name, values }), serialize.execute({}), serialize.sync()]),
      options,
    );
    failOn(messages);
    return parse.parseResults(columns.length ? [...columns, ...messages] : messages, db.parsers)[0]!;
  };

  return async (text: string, params: unknown[], inTx: boolean): Promise<Results<Row> | undefined> => {
    const name = names.nameOf(text);
    if (name === undefined) return undefined;
    const run = () => internals._runExclusiveQuery(() => runLocked(name, text, params, inTx));
    try {
      return await (inTx ? run() : internals._runExclusiveTransaction(run));
    } catch (error) {
      if (!planOutdated(error) || inTx) throw error;
      names.reset();
      prepared.clear();
      return undefined;
    }
  };
}

/** One buffer of several protocol messages (PGlite runs them in one call). */
const concat = (parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

/** Throws the first error reply among a call's messages (the Sync sent with them has already ended the exchange). */
const failOn = (messages: Parameters<typeof parse.parseResults>[0]): void => {
  const error = messages.find((m) => m instanceof protocol.messages.DatabaseError);
  if (error) throw error;
};

/** The PGlite instance behind each adapter {@link openPglite} made (read by {@link dumpPglite}). */
const pgliteInstances = new WeakMap<Db, PGlite>();

/**
 * Opens PGlite in a folder (or in memory when dataDir is undefined). `from`: a data folder as {@link dumpPglite}
 * wrote it, loaded instead of creating an empty database (the api-server tests start each file's database from one
 * migrated template rather than running initdb and the migrations again).
 */
export async function openPglite(dataDir?: string, from?: Blob): Promise<Db> {
  // A fresh clone has no data folder yet: create it and its parents (PGlite itself creates only the last level).
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = new PGlite(dataDir ?? 'memory://', {
    parsers: { ...PARSERS },
    extensions: { pg_trgm },
    ...(from ? { loadDataDir: from } : {}),
  });
  try {
    await db.waitReady;
  } catch (error) {
    if (!dataDir) throw error;
    throw new StartupError(
      `The data folder ${dataDir} could not be opened (${error instanceof Error ? error.message : String(error)}).\n` +
        'It was probably written by another version of the embedded database. Start with a fresh demo by deleting it ' +
        `(rm -rf ${dataDir}), or open it with the version of the product that wrote it.`,
    );
  }
  await db.exec("SET TIME ZONE 'UTC'");
  let queue: Promise<unknown> = Promise.resolve();
  const prepared = pglitePrepared(db);
  const api: Db = {
    kind: 'pglite',
    async query<T extends Row = Row>(sql: string, params: unknown[] = []) {
      const tx = currentTx.getStore();
      if (tx) return tx.query<T>(sql, params);
      const res = (await prepared(sql, params, false)) ?? (await db.query<Row>(sql, params as never[]));
      return res.rows as T[];
    },
    async execute(sql: string, params: unknown[] = []) {
      const tx = currentTx.getStore();
      if (tx) return tx.execute(sql, params);
      const res = (await prepared(sql, params, false)) ?? (await db.query<Row>(sql, params as never[]));
      return { rows: res.rows, affectedRows: res.affectedRows };
    },
    async exec(sql) {
      const tx = currentTx.getStore();
      if (tx) return tx.exec(sql);
      await db.exec(sql);
    },
    transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const outer = currentTx.getStore();
      if (outer) return fn(outer);
      // PGlite has a single connection: serialise transactions so they never interleave.
      const run = queue.then(() =>
        db.transaction(async (tx) => {
          const q: Queryable = {
            query: async <R extends Row = Row>(s: string, p: unknown[] = []) =>
              ((await prepared(s, p, true)) ?? (await tx.query<Row>(s, p as never[]))).rows as R[],
            execute: async (s: string, p: unknown[] = []) => {
              const res = (await prepared(s, p, true)) ?? (await tx.query<Row>(s, p as never[]));
              return { rows: res.rows, affectedRows: res.affectedRows };
            },
            exec: async (s: string) => {
              await tx.exec(s);
            },
          };
          return currentTx.run(q, () => fn(q));
        }),
      );
      queue = run.catch(() => undefined);
      return run;
    },
    async listen(channel, cb) {
      const unsub = await db.listen(channel, cb);
      return async () => {
        await unsub();
      };
    },
    async notify(channel, payload) {
      await api.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      await queue.catch(() => undefined);
      await db.close();
    },
  };
  pgliteInstances.set(api, db);
  return api;
}

/** The data folder of a PGlite database as one uncompressed tar, for {@link openPglite}'s `from`. */
export async function dumpPglite(db: Db): Promise<Blob> {
  const instance = pgliteInstances.get(db);
  if (!instance) throw new Error('dumpPglite: not a PGlite database');
  return instance.dumpDataDir('none');
}

/**
 * node-postgres sends a JS array as a PostgreSQL array literal, which is right for `text[]`/`integer[]` columns and
 * `= ANY($n)`, but not for a `jsonb` column holding a list of objects (PGlite knows the parameter types and sends
 * JSON). An array with any object in it can only be JSON, so it is sent as JSON; plain objects already are.
 */
export function toPostgresParam(value: unknown): unknown {
  if (
    Array.isArray(value) &&
    value.some((item) => item !== null && typeof item === 'object' && !(item instanceof Date))
  )
    return JSON.stringify(value);
  return value;
}
const toPostgresParams = (params: unknown[]): unknown[] => params.map(toPostgresParam);

/**
 * The PostgreSQL URL with `-c TimeZone=UTC` added to its `options` parameter (options already there, such as a
 * search_path, are kept), so every connection starts in UTC like PGlite.
 */
export function withUtcOption(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  const options = parsed.searchParams.get('options');
  parsed.searchParams.set('options', options ? `${options} -c TimeZone=UTC` : '-c TimeZone=UTC');
  return parsed.toString();
}

/** Opens a node-postgres pool on DATABASE_URL. */
export async function openPostgres(url: string): Promise<Db> {
  const typeParser = (oid: number, format?: string) => {
    const p = PARSERS[oid];
    if (p && format !== 'binary') return p;
    return pg.types.getTypeParser(oid, format as 'text');
  };
  // UTC from the connection's start-up options (the URL's, or `options` for a URL that is not one): no extra query per
  // new connection (a query issued from the pool's 'connect' event would overlap the first real one, which
  // node-postgres deprecates).
  const pool = new pg.Pool({
    connectionString: withUtcOption(url),
    options: '-c TimeZone=UTC',
    types: { getTypeParser: typeParser as never },
    max: 10,
  });
  pool.on('error', () => undefined);
  const listeners = new Map<string, Set<(p: string) => void>>();
  let listenClient: pg.PoolClient | null = null;
  const names = new StatementNames();
  /** One parameterised statement on the pool or a transaction's client, prepared once its text is known. */
  const run = async (on: pg.Pool | pg.PoolClient, text: string, params: unknown[]): Promise<pg.QueryResult> => {
    const values = toPostgresParams(params);
    const name = names.nameOf(text);
    if (name === undefined) return on.query(text, values);
    try {
      return await on.query({ name, text, values });
    } catch (error) {
      if (!planOutdated(error)) throw error;
      names.reset();
      // Inside a transaction the error has aborted it: the request fails once, and the next one prepares afresh.
      if (on !== pool) throw error;
      return on.query(text, values);
    }
  };
  const api: Db = {
    kind: 'postgres',
    async query<T extends Row = Row>(sql: string, params: unknown[] = []) {
      const tx = currentTx.getStore();
      if (tx) return tx.query<T>(sql, params);
      return (await run(pool, sql, params)).rows as T[];
    },
    async execute(sql: string, params: unknown[] = []) {
      const tx = currentTx.getStore();
      if (tx) return tx.execute(sql, params);
      const res = await run(pool, sql, params);
      return { rows: res.rows as Row[], affectedRows: res.rowCount ?? undefined };
    },
    async exec(sql) {
      const tx = currentTx.getStore();
      if (tx) return tx.exec(sql);
      await pool.query(sql);
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const outer = currentTx.getStore();
      if (outer) return fn(outer);
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const q: Queryable = {
          query: async <R extends Row = Row>(s: string, p: unknown[] = []) => (await run(client, s, p)).rows as R[],
          execute: async (s: string, p: unknown[] = []) => {
            const res = await run(client, s, p);
            return { rows: res.rows as Row[], affectedRows: res.rowCount ?? undefined };
          },
          exec: async (s: string) => {
            await client.query(s);
          },
        };
        const out = await currentTx.run(q, () => fn(q));
        await client.query('COMMIT');
        return out;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw e;
      } finally {
        client.release();
      }
    },
    async listen(channel, cb) {
      if (!listenClient) {
        listenClient = await pool.connect();
        listenClient.on('notification', (msg) => {
          listeners.get(msg.channel)?.forEach((f) => f(msg.payload ?? ''));
        });
      }
      if (!listeners.has(channel)) {
        listeners.set(channel, new Set());
        await listenClient.query(`LISTEN "${channel.replace(/"/g, '')}"`);
      }
      listeners.get(channel)!.add(cb);
      return async () => {
        listeners.get(channel)?.delete(cb);
      };
    },
    async notify(channel, payload) {
      // inside a transaction the NOTIFY is sent on commit, once the event row is visible
      await api.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      listenClient?.release();
      listenClient = null;
      await pool.end();
    },
  };
  return api;
}
