import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from './adapter';
import { StartupError } from '../startup-error';

/** Folder of the versioned SQL migrations (`NNNN_name.sql`). */
export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

/** Applies every migration not yet recorded in `schema_migrations`, in file-name order; returns the applied versions. */
export async function migrate(db: Db, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const done = new Set(
    (await db.query<{ version: string }>('SELECT version FROM schema_migrations')).map((r) => r.version),
  );
  const files = readdirSync(dir)
    .filter((f) => /^\d{4}_.*\.sql$/.test(f))
    .sort();
  const known = new Set(files.map((file) => file.replace(/\.sql$/, '')));
  const unknown = [...done].filter((version) => !known.has(version)).sort();
  if (unknown.length)
    throw new StartupError(
      `The database was written by a newer version of the product (it has migration ${unknown.join(', ')}, which ` +
        'this version does not know). Run the newer version, or start with a fresh demo database (delete .data/).',
    );
  const applied: string[] = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, '');
    if (done.has(version)) continue;
    const sql = readFileSync(path.join(dir, file), 'utf8');
    await db.exec(`BEGIN; ${sql}; INSERT INTO schema_migrations (version) VALUES ('${version}'); COMMIT;`);
    applied.push(version);
  }
  return applied;
}
