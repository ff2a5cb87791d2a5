/**
 * Issue 22, point 4: migrations through Kysely's migrator over the SQL files, on PGlite and (with DATABASE_URL) on
 * PostgreSQL: a fresh database gets every one, a second run applies nothing, the status lists them, and a database
 * written by the versions before the migrator (their `schema_migrations` bookkeeping) is taken over without running
 * anything twice, then migrated further.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../src/db/adapter';
import { MIGRATIONS_DIR, migrate, migrationNames, migrationStatus } from '../src/db/migrate';
import { openPostgres } from '../src/db/adapter';
import { type TestDb, openTestDatabase } from './helpers';

jest.setTimeout(180_000);

let t: TestDb;
beforeEach(async () => {
  t = await openTestDatabase();
});
afterEach(() => t.close());

/** How the versions before issue 22 applied migrations: each file, then its version in `schema_migrations`. */
async function legacyMigrate(db: Db, dir: string): Promise<void> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  for (const name of migrationNames(dir)) {
    const text = fs.readFileSync(path.join(dir, `${name}.sql`), 'utf8');
    await db.exec(`BEGIN; ${text}; INSERT INTO schema_migrations (version) VALUES ('${name}'); COMMIT;`);
  }
}

const tables = async (db: Db): Promise<string[]> =>
  (
    await db.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1",
    )
  ).map((r) => r.name);

describe(`migrations on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'} (issue 22)`, () => {
  it('a fresh database gets every migration once; the status lists them as applied', async () => {
    const all = migrationNames();
    expect(all.length).toBeGreaterThan(5);
    expect((await migrationStatus(t.db)).every((m) => m.appliedAt === null)).toBe(true);
    expect(await migrate(t.db)).toEqual(all);
    expect(await migrate(t.db)).toEqual([]);
    const status = await migrationStatus(t.db);
    expect(status.map((m) => m.name)).toEqual(all);
    expect(status.every((m) => m.appliedAt !== null)).toBe(true);
    expect(await tables(t.db)).toEqual(expect.arrayContaining(['parents', 'students', 'sessions', 'kysely_migration']));
  });

  it('two processes starting at once on an empty database migrate it once, and both start', async () => {
    // On PostgreSQL a second connection pool stands for the second process; PGlite has one connection.
    const second = t.url ? await openPostgres(t.url) : t.db;
    try {
      const [a, b] = await Promise.all([migrate(t.db), migrate(second)]);
      expect([...a, ...b].sort()).toEqual(migrationNames());
      expect((await migrationStatus(t.db)).every((m) => m.appliedAt !== null)).toBe(true);
    } finally {
      if (second !== t.db) await second.close();
    }
  });

  it('DS-13: a parent and a lead source stored with a JSON null address before 0012 hold SQL NULL after it; other addresses stay', async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
    try {
      const all = migrationNames();
      const upTo = all.indexOf('0012_no_address_is_null');
      expect(upTo).toBeGreaterThan(0);
      const older = path.join(tmp, 'older');
      fs.mkdirSync(older);
      for (const name of all.slice(0, upTo))
        fs.copyFileSync(path.join(MIGRATIONS_DIR, `${name}.sql`), path.join(older, `${name}.sql`));
      await migrate(t.db, older);
      // What the write path stored until now for "no address", beside a row with an address and one with '{}'.
      await t.db.query(
        `INSERT INTO lead_sources (name, address) VALUES ('none', 'null'), ('blank', '{}'), ('some', '{"city": "Austin"}')`,
      );
      const [user] = await t.db.query<{ id: number }>(
        "INSERT INTO users (email, first_name, last_name, type) VALUES ('none@example.com', 'No', 'Address', 'Parent') RETURNING id",
      );
      await t.db.query(`INSERT INTO parents (user_id, address) VALUES ($1, 'null')`, [user!.id]);

      expect(await migrate(t.db)).toEqual(all.slice(upTo));
      const stored = await t.db.query<{ name: string; none: boolean; address: unknown }>(
        'SELECT name, address IS NULL AS none, address FROM lead_sources ORDER BY id',
      );
      expect(stored).toEqual([
        { name: 'none', none: true, address: null },
        { name: 'blank', none: false, address: {} },
        { name: 'some', none: false, address: { city: 'Austin' } },
      ]);
      expect(await t.db.query('SELECT address IS NULL AS none FROM parents WHERE user_id = $1', [user!.id])).toEqual([
        { none: true },
      ]);
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });

  it('a database migrated by the previous versions (schema_migrations) is taken over, then migrated further', async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
    try {
      const all = migrationNames();
      const older = path.join(tmp, 'older');
      fs.mkdirSync(older);
      for (const name of all.slice(0, -1))
        fs.copyFileSync(path.join(MIGRATIONS_DIR, `${name}.sql`), path.join(older, `${name}.sql`));
      await legacyMigrate(t.db, older);
      await t.db.query("INSERT INTO roles (name, permissions) VALUES ('kept', '{}')");

      const status = await migrationStatus(t.db);
      expect(status.filter((m) => m.appliedAt === null).map((m) => m.name)).toEqual([all[all.length - 1]]);
      expect(await migrate(t.db)).toEqual([all[all.length - 1]]);
      expect(await t.db.query("SELECT name FROM roles WHERE name = 'kept'")).toEqual([{ name: 'kept' }]);
      // The old bookkeeping is kept in step, so an older build still sees what it does not know.
      const legacy = await t.db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY 1');
      expect(legacy.map((r) => r.version)).toEqual(all);
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
});
