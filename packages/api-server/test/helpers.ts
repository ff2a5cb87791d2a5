import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startServer, type RunningServer } from '../src/server';
import { dumpPglite, openPglite, openPostgres, type Db } from '../src/db/adapter';
import { MIGRATIONS_DIR, migrate, migrationNames } from '../src/db/migrate';

/** One reply of {@link Client.call}. */
export interface Reply {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  text: string;
  headers: Record<string, string | string[] | undefined>;
}

/** A database of one test file: its adapter and, on PostgreSQL, the URL other processes can open it with. */
export interface TestDb {
  db: Db;
  /** `DATABASE_URL` with the file's own schema as search_path; undefined on PGlite (in memory, this process only). */
  url?: string;
  /** Closes the adapter and, on PostgreSQL, drops the file's schema. */
  close: () => Promise<void>;
}

/** Where the migrated PGlite template lives between runs (the repository's `node_modules/.cache`, like other tools). */
const TEMPLATE_DIR = path.join(__dirname, '..', '..', '..', 'node_modules', '.cache', 'api-server-tests');

/**
 * A migrated, vacuumed PGlite data folder that every test file's server starts from: loading it takes about a second,
 * where an empty database (initdb) and the migrations took three to four, in each of the suite's files. Made once per
 * set of migrations, migration runner and PGlite version (their hash names the file) and kept in
 * {@link TEMPLATE_DIR}; concurrent workers that both make it write the same content and rename it into place.
 */
async function pgliteTemplate(): Promise<Blob> {
  const key = createHash('sha256');
  const own = JSON.parse(await readFile(path.join(__dirname, '..', 'package.json'), 'utf8'));
  key.update(String(own.dependencies['@electric-sql/pglite']));
  key.update(await readFile(path.join(__dirname, '..', 'src', 'db', 'migrate.ts')));
  for (const name of migrationNames())
    key.update(name).update(await readFile(path.join(MIGRATIONS_DIR, `${name}.sql`)));
  const name = `pglite-${key.digest('hex').slice(0, 16)}.tar`;
  const file = path.join(TEMPLATE_DIR, name);
  const cached = await readFile(file).catch(() => null);
  if (cached) return new Blob([cached]);
  const db = await openPglite();
  let template: Blob;
  try {
    await migrate(db);
    await db.exec('VACUUM ANALYZE');
    template = await dumpPglite(db);
  } finally {
    await db.close();
  }
  await mkdir(TEMPLATE_DIR, { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await template.arrayBuffer()));
  await rename(partial, file);
  // Templates of older migrations are not read again.
  for (const other of await readdir(TEMPLATE_DIR))
    if (other !== name && other.endsWith('.tar')) await rm(path.join(TEMPLATE_DIR, other), { force: true });
  return template;
}

/**
 * Opens the test database: PostgreSQL (own schema) when DATABASE_URL is set, else PGlite in memory, empty or, with
 * `migrated`, from the migrated template ({@link pgliteTemplate}; on PostgreSQL the server's start migrates).
 */
export async function openTestDatabase({ migrated = false } = {}): Promise<TestDb> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    const db = await openPglite(undefined, migrated ? await pgliteTemplate() : undefined);
    return { db, close: () => db.close() };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = await openPostgres(base);
  await admin.exec(`CREATE SCHEMA ${schema}`);
  await admin.close();
  const sep = base.includes('?') ? '&' : '?';
  const url = `${base}${sep}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  const db = await openPostgres(url);
  return {
    db,
    url,
    close: async () => {
      await db.close();
      const cleanup = await openPostgres(base);
      await cleanup.exec(`DROP SCHEMA ${schema} CASCADE`).finally(() => cleanup.close());
    },
  };
}

/** Opens the test database (see {@link openTestDatabase}) and returns its adapter. */
export async function openTestDb(): Promise<Db> {
  return (await openTestDatabase()).db;
}

/** A test server on a fresh seeded database, listening on a free local port. */
export async function testApp(): Promise<{
  app: string;
  url: string;
  db: Db;
  databaseUrl?: string;
  server: RunningServer;
  close: () => Promise<void>;
}> {
  const testDb = await openTestDatabase({ migrated: true });
  const server = await startServer({ db: testDb.db, port: 0, seed: true });
  return {
    app: server.url,
    url: server.url,
    db: testDb.db,
    databaseUrl: testDb.url,
    server,
    close: async () => {
      await server.close();
      await testDb.close();
    },
  };
}

/** The running {@link testApp} of a test file, as {@link installTestApp} hands it out. */
export type TestApp = Awaited<ReturnType<typeof testApp>>;

/** The handle {@link installTestApp} returns: the file's server (read in tests and hooks) and its clients. */
export interface TestAppHandle {
  /** The server's base URL (`http://127.0.0.1:<port>`). */
  readonly app: string;
  /** Same as {@link TestAppHandle.app}. */
  readonly url: string;
  readonly db: Db;
  /** `DATABASE_URL` of the file's own schema on PostgreSQL; undefined on PGlite. */
  readonly databaseUrl: string | undefined;
  readonly server: RunningServer;
  /**
   * A client signed in as the demo user `email` before the file's first test (call at the file's top level, next to
   * installTestApp; inside a test, `await as(t.app, email)`).
   */
  as(email: string): Client;
  /** A signed-out client of the file's server. */
  client(): Client;
}

/**
 * The set-up of a test file that talks to one server: registers `beforeAll` (a {@link testApp} on a fresh seeded
 * database, then every {@link TestAppHandle.as} client signed in, in the order they were asked for) and `afterAll`
 * (closes the server and the database). Hooks the file declares after this call see the server started.
 */
export function installTestApp(): TestAppHandle {
  let running: TestApp | undefined;
  let started = false;
  const signIns: { client: Client; email: string }[] = [];
  const current = (): TestApp => {
    if (!running)
      throw new Error('installTestApp: the server starts in beforeAll; read it from a test or a later hook');
    return running;
  };
  beforeAll(async () => {
    started = true;
    running = await testApp();
    for (const { client, email } of signIns) {
      const r = await client.login(email);
      if (r.status !== 200) throw new Error(`login ${email} failed: ${r.status} ${r.text}`);
    }
    // A seeded database starts in seconds alone, in minutes on a 2-core machine shared with builds.
  }, 300_000);
  afterAll(async () => {
    await running?.close();
  });
  return {
    get app() {
      return current().app;
    },
    get url() {
      return current().url;
    },
    get db() {
      return current().db;
    },
    get databaseUrl() {
      return current().databaseUrl;
    },
    get server() {
      return current().server;
    },
    as(email) {
      if (started) throw new Error(`installTestApp: as('${email}') after beforeAll; use await as(t.app, '${email}')`);
      const client = new Client(() => current().url);
      signIns.push({ client, email });
      return client;
    },
    client: () => new Client(() => current().url),
  };
}

/** The server's command line entry, started as its own OS process by {@link spawnServer}. */
const MAIN = path.join(__dirname, '..', 'src', 'main.ts');

/** An api-server running as its own OS process. */
export interface ServerProcess {
  url: string;
  pid: number;
  /** SIGTERM (the server closes gracefully), SIGKILL after 10 s; resolves once the process has exited. */
  stop: () => Promise<void>;
}

/**
 * Starts `node --import tsx src/main.ts` on 127.0.0.1 with a free port and `--no-seed`, on the PostgreSQL database
 * of `databaseUrl` (as scripts/bench does). The process also stops by itself when this one goes away
 * (`--exit-with-stdin`), so a crashed test run leaves no server behind.
 */
export async function spawnServer(databaseUrl: string, timeoutMs = 120_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, '--port', '0', '--no-seed', '--exit-with-stdin'], {
    cwd: path.join(__dirname, '..'),
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: '', LOG: '' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(force);
    }
  };
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`api-server process did not start in ${timeoutMs} ms:\n${output}`)),
        timeoutMs,
      );
      const onData = (chunk: Buffer) => {
        output += String(chunk);
        const m = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (m) {
          clearTimeout(timer);
          resolve(m[1]!);
        }
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`api-server process exited (${code}) before listening:\n${output}`));
      });
    });
    return { url, pid: child.pid!, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}

/** A cookie-keeping client with the CSRF header of ADR 0001. */
export class Client {
  cookies: Record<string, string> = {};
  csrf = '';
  spoof: string | null = null;
  /** `base`: the server's URL, or a function reading it when a request is made (a server started later). */
  constructor(private readonly base: string | (() => string)) {}

  async call(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply> {
    const h: Record<string, string> = { accept: 'application/vnd.api+json', ...headers };
    const cookie = Object.entries(this.cookies)
      .map(([k, v]) => `${k}=${v}`)
      .join('; ');
    if (cookie) h.cookie = cookie;
    if (this.csrf && method !== 'GET' && !('x-csrf-token' in headers)) h['x-csrf-token'] = this.csrf;
    if (this.spoof) h['x-spoof-user'] = this.spoof;
    let payload: string | Uint8Array | undefined;
    if (body !== undefined) {
      payload = typeof body === 'string' ? body : Buffer.isBuffer(body) ? body : JSON.stringify(body);
      if (!h['content-type']) h['content-type'] = 'application/vnd.api+json';
    }
    const base = typeof this.base === 'function' ? this.base() : this.base;
    const res = await fetch(`${base}${url}`, {
      method,
      headers: h,
      body: payload as BodyInit | undefined,
      redirect: 'manual',
    });
    // The bytes as sent: `res.text()` would drop a byte order mark (the CSV export starts with one).
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    const headersOut: Record<string, string | string[] | undefined> = {};
    res.headers.forEach((v, k) => {
      headersOut[k] = v;
    });
    const setCookies = res.headers.getSetCookie();
    if (setCookies.length) headersOut['set-cookie'] = setCookies;
    for (const c of setCookies) {
      const [pair] = c.split(';');
      const [k, v] = pair!.split('=');
      if (!k) continue;
      if (v === '' || /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(c)) delete this.cookies[k];
      else this.cookies[k] = v ?? '';
    }
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    return { status: res.status, body: parsed, text, headers: headersOut };
  }

  get = (url: string, headers?: Record<string, string>) => this.call('GET', url, undefined, headers);
  post = (url: string, body?: unknown, headers?: Record<string, string>) => this.call('POST', url, body ?? {}, headers);
  put = (url: string, body?: unknown, headers?: Record<string, string>) => this.call('PUT', url, body ?? {}, headers);
  del = (url: string, headers?: Record<string, string>) => this.call('DELETE', url, undefined, headers);

  /** Logs in and keeps the session and CSRF token. */
  async login(email: string, password = 'password123'): Promise<Reply> {
    const r = await this.post('/api/login.json', { user: { email, password } });
    if (r.status === 200) this.csrf = r.body.csrfToken;
    return r;
  }
}

/** Logs a new client in as the given demo user. */
export async function as(app: string, email: string): Promise<Client> {
  const c = new Client(app);
  const r = await c.login(email);
  if (r.status !== 200) throw new Error(`login ${email} failed: ${r.status} ${r.text}`);
  return c;
}

/** Ids of seeded rows by a SQL lookup. */
export async function idOf(db: Db, sql: string, params: unknown[] = []): Promise<number> {
  const r = await db.query<{ id: number }>(sql, params);
  if (!r[0]) throw new Error(`no row for ${sql}`);
  return r[0].id;
}
