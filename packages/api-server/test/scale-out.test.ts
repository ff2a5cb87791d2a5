/**
 * Issue 22, point 5 (scale-out): what several API processes on one database share. The in-process variants run two
 * server instances on one database adapter, each with its own Fastify, rate limiter and realtime server, so only what
 * lives in the database is shared (the cluster e2e, e2e/tests/cluster.test.ts, runs real processes on PostgreSQL).
 */
import WebSocket from 'ws';
import { PROCESS_HEADER } from '../src/cluster';
import { startServer, type RunningServer } from '../src/server';
import { Client, installTestApp } from './helpers';

const t = installTestApp();

/** Runs fn with a second server instance on the test database, started with `env` set. */
async function withServer<T>(env: Record<string, string>, fn: (s: RunningServer) => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  let s: RunningServer | undefined;
  try {
    s = await startServer({ db: t.db, port: 0 });
    return await fn(s);
  } finally {
    for (const [k, v] of Object.entries(saved))
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    await s?.close();
  }
}

/** The `data` of the Pusher `connection_established` message of a socket opened on `url`. */
async function connectionEstablished(url: string): Promise<Record<string, unknown>> {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/app/local-key?protocol=7`);
  try {
    const first = await new Promise<string>((resolve, reject) => {
      ws.once('message', (raw) => resolve(String(raw)));
      ws.once('error', reject);
    });
    return JSON.parse((JSON.parse(first) as { data: string }).data) as Record<string, unknown>;
  } finally {
    ws.terminate();
  }
}

describe('several API processes on one database (issue 22, point 5)', () => {
  it("the error sink's rate limit (30 a minute per address) is one count for every server on the database", async () => {
    await withServer({}, async (other) => {
      const onFirst = new Client(t.url);
      const onOther = new Client(other.url);
      const statuses: number[] = [];
      for (let i = 0; i < 15; i += 1) {
        statuses.push((await onFirst.post('/api/error_reports', { n: i })).status);
        statuses.push((await onOther.post('/api/error_reports', { n: i })).status);
      }
      expect(statuses).toEqual(Array(30).fill(201));
      // a limiter per process would let each of them take 30
      expect((await onFirst.post('/api/error_reports', { n: 30 })).status).toBe(429);
      const refused = await onOther.post('/api/error_reports', { n: 31 });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  it('login back-off (login_attempts) counts the failures of one e-mail + address on every server', async () => {
    await withServer({}, async (other) => {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const c = new Client(i % 2 ? other.url : t.url);
        statuses.push(
          (await c.post('/api/login.json', { user: { email: 'crm@example.com', password: 'wrong' } })).status,
        );
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    });
  });

  it('a session read (and kept) by one server ends there too when it is signed out or its user locked on another', async () => {
    await withServer({}, async (other) => {
      /** Polls `c` on `path` until it answers 401 (a cache kept past the change would answer 200 for 5 s). */
      const endsWithin2s = async (c: Client) => {
        for (const until = Date.now() + 2000; Date.now() < until;) {
          if ((await c.get('/api/v2/current_user')).status === 401) return true;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        return false;
      };
      const tutor = new Client(t.url);
      expect((await tutor.login('tutor2@example.com')).status).toBe(200);
      const onOther = new Client(other.url);
      onOther.cookies = { ...tutor.cookies };
      expect((await onOther.get('/api/v2/current_user')).status).toBe(200);
      expect((await tutor.del('/api/logout.json')).status).toBeLessThan(300);
      expect(await endsWithin2s(onOther)).toBe(true);

      const crm = new Client(t.url);
      expect((await crm.login('director@example.com')).status).toBe(200);
      const crmOnOther = new Client(other.url);
      crmOnOther.cookies = { ...crm.cookies };
      expect((await crmOnOther.get('/api/v2/current_user')).status).toBe(200);
      const id = (await crm.get('/api/v2/current_user')).body.user.id as number;
      const admin = new Client(t.url);
      await admin.login('admin@example.com');
      expect((await admin.put(`/api/v2/users/${id}/lock`)).status).toBe(200);
      expect(await endsWithin2s(crmOnOther)).toBe(true);
      expect((await admin.put(`/api/v2/users/${id}/unlock`)).status).toBe(200);
    });
  });

  it(`a server named by API_PROCESS_NAME says so in ${PROCESS_HEADER} and in its realtime handshake; an unnamed one does not`, async () => {
    await withServer({ API_PROCESS_NAME: 'api-7' }, async (named) => {
      const reply = await new Client(named.url).get('/api/v2/roles');
      expect(reply.headers[PROCESS_HEADER]).toBe('api-7');
      expect((await new Client(named.url).get('/api/v2/current_user')).headers[PROCESS_HEADER]).toBe('api-7');
      expect(await connectionEstablished(named.url)).toMatchObject({ server: 'api-7' });
    });
    const plain = await new Client(t.url).get('/api/v2/roles');
    expect(plain.headers[PROCESS_HEADER]).toBeUndefined();
    const established = await connectionEstablished(t.url);
    expect(established).toEqual({ socket_id: expect.stringMatching(/^\d+\.\d+$/), activity_timeout: 120 });
  });
});
