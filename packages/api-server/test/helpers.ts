import { randomBytes } from 'node:crypto';
import { startServer, type RunningServer } from '../src/server';
import { openPglite, openPostgres, type Db } from '../src/db/adapter';

/** One reply of {@link Client.call}. */
export interface Reply {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  text: string;
  headers: Record<string, string | string[] | undefined>;
}

/** Opens the test database: PostgreSQL (own schema) when DATABASE_URL is set, else PGlite in memory. */
export async function openTestDb(): Promise<Db> {
  const url = process.env.DATABASE_URL;
  if (!url) return openPglite();
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = await openPostgres(url);
  await admin.exec(`CREATE SCHEMA ${schema}`);
  await admin.close();
  const sep = url.includes('?') ? '&' : '?';
  return openPostgres(`${url}${sep}options=${encodeURIComponent(`-c search_path=${schema}`)}`);
}

/** A test server on a fresh seeded database, listening on a free local port. */
export async function testApp(): Promise<{ app: string; url: string; db: Db; server: RunningServer; close: () => Promise<void> }> {
  const db = await openTestDb();
  const server = await startServer({ db, port: 0 });
  return {
    app: server.url,
    url: server.url,
    db,
    server,
    close: async () => {
      await server.close();
      await db.close();
    },
  };
}

/** A cookie-keeping client with the CSRF header of ADR 0001. */
export class Client {
  cookies: Record<string, string> = {};
  csrf = '';
  spoof: string | null = null;
  constructor(private readonly base: string) {}

  async call(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply> {
    const h: Record<string, string> = { accept: 'application/vnd.api+json', ...headers };
    const cookie = Object.entries(this.cookies).map(([k, v]) => `${k}=${v}`).join('; ');
    if (cookie) h.cookie = cookie;
    if (this.csrf && method !== 'GET' && !('x-csrf-token' in headers)) h['x-csrf-token'] = this.csrf;
    if (this.spoof) h['x-spoof-user'] = this.spoof;
    let payload: string | Uint8Array | undefined;
    if (body !== undefined) {
      payload = typeof body === 'string' ? body : Buffer.isBuffer(body) ? body : JSON.stringify(body);
      if (!h['content-type']) h['content-type'] = 'application/vnd.api+json';
    }
    const res = await fetch(`${this.base}${url}`, { method, headers: h, body: payload as BodyInit | undefined, redirect: 'manual' });
    const text = await res.text();
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
