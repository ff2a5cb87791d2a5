import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { Db } from './adapter';
import { kyselyOf } from './kysely';
import { StartupError } from '../startup-error';

/** Folder of the versioned SQL migrations (`NNNN_name.sql`). */
export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

/** Kysely's bookkeeping table (name, timestamp). */
const TABLE = 'kysely_migration';
/** The bookkeeping of the versions before Kysely (issue 22), kept in step so an older build still refuses newer data. */
const LEGACY_TABLE = 'schema_migrations';
/** Advisory lock key of the bookkeeping set-up (any fixed number; Kysely's migrator uses its own). */
const BOOKKEEPING_LOCK = 622_2026;

/** The `NNNN_name` versions of a folder's `.sql` files, in order. */
export function migrationNames(dir: string = MIGRATIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_.*\.sql$/.test(f))
    .sort()
    .map((f) => f.replace(/\.sql$/, ''));
}

/** Kysely migrations from the `.sql` files of a folder: each file is one `up`, run as one script. */
export class SqlFileMigrationProvider implements MigrationProvider {
  constructor(private readonly dir: string = MIGRATIONS_DIR) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    const out: Record<string, Migration> = {};
    for (const name of migrationNames(this.dir)) {
      const text = readFileSync(path.join(this.dir, `${name}.sql`), 'utf8');
      out[name] = {
        up: async (db: Kysely<unknown>) => {
          // A whole file, fixed text from the repository (no values): one simple-protocol script.
          await sql.raw(`${text};\nSELECT 1`).execute(db);
        },
      };
    }
    return out;
  }
}

/**
 * Brings a database written before Kysely's migrator (its `schema_migrations` table) under the migrator: the versions
 * it applied are recorded in `kysely_migration` so that they are not run again.
 */
async function adoptLegacyBookkeeping(db: Db): Promise<void> {
  // Several processes may start at once on one PostgreSQL (`start:cluster`, a rolling deploy): `CREATE TABLE IF NOT
  // EXISTS` run concurrently can still fail on the catalog's unique index, so the set-up holds an advisory lock of its
  // own (Kysely's migrator then takes its lock for the migrations themselves).
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [BOOKKEEPING_LOCK]);
    await tx.exec(
      `CREATE TABLE IF NOT EXISTS ${LEGACY_TABLE} (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());
       CREATE TABLE IF NOT EXISTS ${TABLE} (name varchar(255) PRIMARY KEY, timestamp varchar(255) NOT NULL)`,
    );
    await tx.query(
      `INSERT INTO ${TABLE} (name, timestamp)
       SELECT version, to_char(applied_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') FROM ${LEGACY_TABLE}
       ON CONFLICT (name) DO NOTHING`,
    );
  });
}

/** The versions a database has applied (both bookkeeping tables). */
async function appliedNames(db: Db): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `SELECT name FROM ${TABLE} UNION SELECT version FROM ${LEGACY_TABLE} ORDER BY 1`,
  );
  return rows.map((r) => r.name);
}

/**
 * The migrator of a database over a folder of SQL files. Its tables are looked up in the connection's current schema
 * (several schemas of one PostgreSQL database, e.g. parallel test files, each keep their own bookkeeping).
 */
export async function migratorOf(db: Db, dir: string = MIGRATIONS_DIR): Promise<Migrator> {
  const [row] = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  return new Migrator({
    db: kyselyOf(db) as unknown as Kysely<unknown>,
    provider: new SqlFileMigrationProvider(dir),
    migrationTableName: TABLE,
    migrationTableSchema: row!.schema,
  });
}

/**
 * Applies every pending migration in file-name order (Kysely's migrator, one transaction under its lock); returns the
 * applied versions. A database holding a version this build does not know was written by a newer one: refused.
 */
export async function migrate(db: Db, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  await adoptLegacyBookkeeping(db);
  const known = new Set(migrationNames(dir));
  const unknown = (await appliedNames(db)).filter((name) => !known.has(name));
  if (unknown.length)
    throw new StartupError(
      `The database was written by a newer version of the product (it has migration ${unknown.join(', ')}, which ` +
        'this version does not know). Run the newer version, or start with a fresh demo database (delete .data/).',
    );
  const { error, results = [] } = await (await migratorOf(db, dir)).migrateToLatest();
  if (error) throw error;
  const applied = results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
  for (const version of applied)
    await db.query(`INSERT INTO ${LEGACY_TABLE} (version) VALUES ($1) ON CONFLICT DO NOTHING`, [version]);
  return applied;
}

/** Each migration of the folder with when it was applied (null: pending). */
export async function migrationStatus(
  db: Db,
  dir: string = MIGRATIONS_DIR,
): Promise<{ name: string; appliedAt: string | null }[]> {
  await adoptLegacyBookkeeping(db);
  const list = await (await migratorOf(db, dir)).getMigrations();
  return list.map((m) => ({ name: m.name, appliedAt: m.executedAt ? m.executedAt.toISOString() : null }));
}
