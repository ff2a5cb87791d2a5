import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from 'kysely';
import type { Db, Queryable } from './adapter';
import type { DB } from './schema';

/**
 * The typed query builder of the server (ADR 0012): Kysely over the server's own database adapter, so the same typed
 * queries run on PGlite and on PostgreSQL with one set of type parsers (ISO strings for timestamps, numbers for
 * numeric/int8), and a Kysely query issued inside `db.transaction(...)` joins that transaction (the adapter keeps it in
 * the async context). Kysely's own `transaction()` is supported too (the migrator uses it): it opens an adapter
 * transaction and holds it until Kysely commits or rolls back.
 */
export type Kdb = Kysely<DB>;

class AdapterConnection implements DatabaseConnection {
  /** The open transaction of this connection (between Kysely's begin and commit/rollback). */
  tx: Queryable | null = null;
  finish: ((commit: boolean) => void) | null = null;
  done: Promise<unknown> | null = null;

  constructor(private readonly db: Db) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const target: Queryable = this.tx ?? this.db;
    // A statement without parameters may be a script of several (a migration file): sent as one simple query.
    if (query.parameters.length === 0 && /;\s*\S/.test(query.sql)) {
      await target.exec(query.sql);
      return { rows: [] };
    }
    const { rows, affectedRows } = await target.execute(query.sql, [...query.parameters]);
    return {
      rows: rows as R[],
      ...(affectedRows !== undefined && !/^\s*select\b/i.test(query.sql)
        ? { numAffectedRows: BigInt(affectedRows) }
        : {}),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries are not supported by the adapter dialect.');
  }
}

class AdapterDriver implements Driver {
  constructor(private readonly db: Db) {}
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return new AdapterConnection(this.db);
  }
  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const c = connection as AdapterConnection;
    await new Promise<void>((opened, failed) => {
      c.done = this.db
        .transaction(
          (tx) =>
            new Promise((resolve, reject) => {
              c.tx = tx;
              c.finish = (commit) => (commit ? resolve(undefined) : reject(ROLLBACK));
              opened();
            }),
        )
        .then(
          () => null,
          (error: unknown) => {
            if (error === ROLLBACK) return null;
            failed(error);
            return error;
          },
        );
    });
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await this.end(connection as AdapterConnection, true);
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await this.end(connection as AdapterConnection, false);
  }
  private async end(c: AdapterConnection, commit: boolean): Promise<void> {
    c.finish?.(commit);
    const error = await c.done;
    c.tx = null;
    c.finish = null;
    c.done = null;
    if (error) throw error;
  }
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {}
}

const ROLLBACK = Symbol('rollback');

/** A Kysely dialect over an open {@link Db} (PGlite or PostgreSQL); closing the adapter stays the caller's job. */
export class AdapterDialect implements Dialect {
  constructor(private readonly db: Db) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new AdapterDriver(this.db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}

/** The typed query builder on an open database. */
export function kyselyOf(db: Db): Kdb {
  return new Kysely<DB>({ dialect: new AdapterDialect(db) });
}
