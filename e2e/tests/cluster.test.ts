/**
 * Issue 22, point 5: scale-out on PostgreSQL. The built product with two API processes on one PostgreSQL behind the
 * shell's proxy (what `npm run start:cluster` runs); every call below goes through the shell's origin, as a browser's
 * does. A person signs in through process A, is then served by process B, and their realtime socket, held by B,
 * receives the notice another user posts on A. Each API process names itself in `x-api-process` and in its
 * realtime handshake (only when it runs as one of several).
 *
 * Needs DATABASE_URL (`.ci/run` starts a PostgreSQL for it); the file runs in a schema of its own and drops it.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import WebSocket from 'ws';
import { type TestProduct, startTestProduct } from '../lib/product';

const DATABASE_URL = process.env.DATABASE_URL;

/** A cookie-keeping caller of the API with the CSRF header of ADR 0001. */
class Caller {
  private cookies = new Map<string, string>();

  constructor(private readonly base: string) {}

  async call(method: string, path: string, body?: unknown) {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (body !== undefined) headers['content-type'] = 'application/json';
    const csrf = this.cookies.get('csrf_token');
    if (csrf && method !== 'GET') headers['x-csrf-token'] = decodeURIComponent(csrf);
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = await response.text();
    return {
      status: response.status,
      process: response.headers.get('x-api-process'),
      body: text ? (JSON.parse(text) as Record<string, any>) : {}, // eslint-disable-line @typescript-eslint/no-explicit-any
    };
  }

  login(email: string) {
    return this.call('POST', '/api/login.json', { user: { email, password: 'password123' } });
  }
}

/** A Pusher-protocol socket through the shell's proxy; resolves once connected, with the process that holds it. */
async function openSocket(shellUrl: string) {
  const ws = new WebSocket(`${shellUrl.replace(/^http/, 'ws')}/app/local-key?protocol=7&client=e2e`);
  const messages: { event: string; channel?: string; data: string }[] = [];
  const waiters: (() => void)[] = [];
  ws.on('message', (raw) => {
    messages.push(JSON.parse(String(raw)));
    waiters.splice(0).forEach((wake) => wake());
  });
  const next = async (event: string, timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = messages.find((m) => m.event === event);
      if (found) return found;
      if (Date.now() > deadline)
        throw new Error(`no ${event} within ${timeoutMs} ms (got ${JSON.stringify(messages)})`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  };
  const established = JSON.parse((await next('pusher:connection_established')).data) as {
    socket_id: string;
    server?: string;
  };
  return { ws, next, socketId: established.socket_id, server: established.server ?? null };
}

if (DATABASE_URL) {
  describe('scale-out: two API processes on one PostgreSQL behind the shell (issue 22, point 5)', () => {
    const schema = `e2e_cluster_${randomBytes(5).toString('hex')}`;
    let product: TestProduct;

    before(async () => {
      const admin = new pg.Client({ connectionString: DATABASE_URL });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      await admin.end();
      const url = new URL(DATABASE_URL);
      url.searchParams.set('options', `-c search_path=${schema}`);
      product = await startTestProduct({ cluster: { apiProcesses: 2, databaseUrl: url.toString() } });
    });
    after(async () => {
      await product?.close();
      const admin = new pg.Client({ connectionString: DATABASE_URL });
      await admin.connect();
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
    });

    it('signs in through process A, is served by process B, and a socket held by B receives an event published by A', async () => {
      assert.equal(product.apiUrls.length, 2);
      const student = new Caller(product.url);
      const signedIn = await student.login('student@example.com');
      assert.equal(signedIn.status, 200);
      const a = signedIn.process;
      assert.ok(a === 'api-1' || a === 'api-2', `the login names its process (got ${a})`);
      const b = a === 'api-1' ? 'api-2' : 'api-1';
      const me = signedIn.body.user as { id: number; email: string };

      // The proxy takes the processes in turn: the session made by A is valid on B.
      const servedBy = new Set<string | null>();
      for (let i = 0; i < 4; i += 1) {
        const current = await student.call('GET', '/api/v2/current_user');
        assert.equal(current.status, 200);
        assert.equal(current.body.user.id, me.id);
        servedBy.add(current.process);
      }
      assert.deepEqual([...servedBy].sort(), ['api-1', 'api-2']);

      // A realtime socket held by B (the proxy spreads sockets too: open until one lands on B).
      let socket = await openSocket(product.url);
      for (let i = 0; i < 5 && socket.server !== b; i += 1) {
        socket.ws.close();
        socket = await openSocket(product.url);
      }
      try {
        assert.equal(socket.server, b, 'a socket is held by process B');
        const channel = `private-user-${me.id}`;
        const auth = await student.call('POST', '/api/auth/pusher/auth', {
          socket_id: socket.socketId,
          channel_name: channel,
        });
        assert.equal(auth.status, 200);
        socket.ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth: auth.body.auth } }));
        await socket.next('pusher_internal:subscription_succeeded');

        // Staff post a notice for the student on process A (its own address, so nothing but A can publish it).
        const apiA = product.apiUrls[Number(a.slice('api-'.length)) - 1]!;
        const staff = new Caller(apiA);
        assert.equal((await staff.login('admin@example.com')).process, a);
        const posted = await staff.call('POST', '/api/v2/notices', {
          notice: { userId: me.id, title: 'Published on A, delivered by B' },
        });
        assert.equal(posted.status, 201);
        assert.equal(posted.process, a);

        const event = await socket.next('new-notice');
        assert.equal(event.channel, channel);
        const payload = JSON.parse(event.data) as { type: string; id: number; data: { title: string } };
        assert.equal(payload.type, 'Notice');
        assert.equal(payload.id, posted.body.notice.id);
        assert.equal(payload.data.title, 'Published on A, delivered by B');
      } finally {
        socket.ws.close();
      }
    });
  });
}
