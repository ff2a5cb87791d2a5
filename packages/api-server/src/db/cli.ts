/**
 * `npm run db:migrate -w @tutoring/api-server` applies the pending migrations of the database the server would open
 * (`DATABASE_URL`, else `--data-dir DIR`, else `<repo>/.data/pglite`); `-- --status` prints each migration as applied
 * (with its time) or pending and changes nothing.
 */
import path from 'node:path';
import { openPglite, openPostgres } from './adapter';
import { migrate, migrationStatus } from './migrate';
import { StartupError } from '../startup-error';

const DEFAULT_DATA_DIR = path.resolve(__dirname, '..', '..', '..', '..', '.data', 'pglite');

async function main(argv: string[]): Promise<void> {
  const at = argv.indexOf('--data-dir');
  const url = process.env.DATABASE_URL;
  const db = url ? await openPostgres(url) : await openPglite(at >= 0 ? argv[at + 1] : DEFAULT_DATA_DIR);
  try {
    if (argv.includes('--status')) {
      for (const m of await migrationStatus(db))
        console.log(`${m.appliedAt ? 'applied' : 'pending'}  ${m.name}${m.appliedAt ? `  ${m.appliedAt}` : ''}`);
      return;
    }
    const applied = await migrate(db);
    console.log(applied.length ? `applied ${applied.join(', ')}` : 'no pending migrations');
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`db:migrate: ${error instanceof StartupError ? error.message : String(error)}`);
  process.exitCode = 1;
});
