/**
 * The embedded database's data folder as a newcomer and an operator meet it (issue 19): a fresh clone has no
 * `.data/`, a folder from an older schema is migrated, and one the server cannot use is answered with a message that
 * says what to do, never a stack trace.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from '../src/db/adapter';
import { MIGRATIONS_DIR, migrate } from '../src/db/migrate';
import { StartupError } from '../src/startup-error';

// Each test opens a real embedded database in a folder (seconds each on a busy 2-core machine).
jest.setTimeout(120_000);

let tmp: string;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'data-folder-'));
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** `node --import tsx src/main.ts ...args`: resolves with its exit code and what it wrote to stderr. */
function runMain(args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', '--port', '0', ...args], {
      cwd: path.join(__dirname, '..'),
      env: { ...process.env, DATABASE_URL: '', PORT: '' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    child.once('exit', (code) => resolve({ code, stderr }));
  });
}

describe('the data folder', () => {
  it('is created with its missing parents on first start', async () => {
    const dir = path.join(tmp, 'a', 'b', 'pglite');
    const db = await openPglite(dir);
    try {
      await migrate(db);
      expect(fs.existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
    } finally {
      await db.close();
    }
  });

  it('from an older schema is migrated to the current one, keeping its rows', async () => {
    const dir = path.join(tmp, 'pglite');
    const all = fs.readdirSync(MIGRATIONS_DIR).filter((file) => file.endsWith('.sql'));
    const older = path.join(tmp, 'older-migrations');
    fs.mkdirSync(older);
    for (const file of all.slice(0, 2)) fs.copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(older, file));
    const first = await openPglite(dir);
    await migrate(first, older);
    await first.query("INSERT INTO roles (name, permissions) VALUES ('kept', '{}')");
    await first.close();

    const again = await openPglite(dir);
    try {
      const applied = await migrate(again);
      expect(applied).toEqual(all.slice(2).map((file) => file.replace(/\.sql$/, '')));
      expect(await again.query("SELECT name FROM roles WHERE name = 'kept'")).toEqual([{ name: 'kept' }]);
    } finally {
      await again.close();
    }
  });

  it('from a newer version of the product is refused with what to do', async () => {
    const dir = path.join(tmp, 'pglite');
    const db = await openPglite(dir);
    try {
      await migrate(db);
      await db.query("INSERT INTO schema_migrations (version) VALUES ('9999_from_the_future')");
      const refused = migrate(db);
      await expect(refused).rejects.toBeInstanceOf(StartupError);
      await expect(migrate(db)).rejects.toThrow(/newer version of the product.*9999_from_the_future/s);
    } finally {
      await db.close();
    }
  });

  it('that the embedded database cannot open stops the server with a message and no stack trace', async () => {
    const dir = path.join(tmp, 'broken');
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'PG_VERSION'), 'not a database\n');
    const { code, stderr } = await runMain(['--data-dir', dir]);
    expect(code).toBe(1);
    expect(stderr).toMatch(/^api-server: The data folder .* could not be opened/);
    expect(stderr).toContain(`rm -rf ${dir}`);
    expect(stderr).not.toMatch(/^\s+at /m);
  });
});
