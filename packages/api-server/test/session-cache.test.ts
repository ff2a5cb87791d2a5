/**
 * Issue 26: the page's first requests after a sign-in leave together; the session they carry is read from the database
 * at most once for all of them (src/session-cache.ts), and a signed-out, locked or changed session is still refused or
 * re-read at once.
 */
import type { Db } from '../src/db/adapter';
import { AUTH_CHANGED_CHANNEL, SessionCache } from '../src/session-cache';
import { type RunningServer, startServer } from '../src/server';
import { Client, as, openTestDatabase, type TestDb } from './helpers';

/** A promise with its resolve and reject at hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const row = (name: string) => ({ name, expires_at: new Date(Date.now() + 3_600_000).toISOString() });
type Row = ReturnType<typeof row>;

describe('SessionCache', () => {
  const quietDb = { listen: async () => async () => undefined } as unknown as Db;

  it('requests that arrive while a session is being read wait for that read instead of reading it again', async () => {
    const cache = new SessionCache(quietDb);
    const read = deferred<Row | undefined>();
    const load = jest.fn(() => read.promise);
    const replies = [cache.lookup('s1', load), cache.lookup('s1', load), cache.lookup('s1', load)];
    read.resolve(row('first'));
    expect((await Promise.all(replies)).map((r) => r?.name)).toEqual(['first', 'first', 'first']);
    expect(load).toHaveBeenCalledTimes(1);
    expect((await cache.lookup('s1', load))?.name).toBe('first');
    expect(load).toHaveBeenCalledTimes(1);
    // Another session is read on its own.
    await cache.lookup('s2', async () => row('other'));
  });

  it('a request that starts after a clear never takes what a read begun before it answers', async () => {
    const cache = new SessionCache(quietDb);
    const before = deferred<Row | undefined>();
    const early = cache.lookup('s1', () => before.promise);
    cache.clear(); // e.g. the sign-out's reply, or NOTIFY auth_changed
    const late = cache.lookup('s1', async () => undefined);
    before.resolve(row('before the sign-out'));
    expect((await early)?.name).toBe('before the sign-out');
    expect(await late).toBeUndefined();
    // Nor is the early read kept for later requests.
    expect(await cache.lookup('s1', async () => undefined)).toBeUndefined();
  });

  it('a failed read fails the requests waiting for it, and the next request reads again', async () => {
    const cache = new SessionCache(quietDb);
    const read = deferred<Row | undefined>();
    const replies = [cache.lookup('s1', () => read.promise), cache.lookup('s1', () => read.promise)];
    read.reject(new Error('connection lost'));
    for (const reply of replies) await expect(reply).rejects.toThrow('connection lost');
    expect((await cache.lookup('s1', async () => row('again')))?.name).toBe('again');
  });

  it('the session a sign-in opens is kept past its own reply, unless something changed since it was read', async () => {
    const cache = new SessionCache(quietDb);
    const signIn = {};
    await cache.opened(signIn, 's1', async () => row('signed in'));
    cache.afterWrite(signIn);
    const load = jest.fn(async () => row('read again'));
    expect((await cache.lookup('s1', load))?.name).toBe('signed in');
    expect(load).not.toHaveBeenCalled();

    const other = {};
    await cache.opened(other, 's2', async () => row('signed in'));
    cache.clear(); // a change elsewhere between the sign-in's read and its reply
    cache.afterWrite(other);
    expect((await cache.lookup('s2', load))?.name).toBe('read again');
    expect((await cache.lookup('s1', load))?.name).toBe('read again');
  });
});

describe('the session reads of a page after a sign-in (issue 26)', () => {
  let testDb: TestDb;
  let server: RunningServer;
  /** Statements that read a session (the session + actor row of src/auth.ts), on the server's database. */
  let sessionReads = 0;

  beforeAll(async () => {
    testDb = await openTestDatabase();
    const db = testDb.db;
    const counting: Db = {
      ...db,
      query: (text, params) => {
        if (text.includes('"web_sessions" as "ws"')) sessionReads += 1;
        return db.query(text, params);
      },
      execute: (text, params) => {
        if (text.includes('"web_sessions" as "ws"')) sessionReads += 1;
        return db.execute(text, params);
      },
    };
    server = await startServer({ db: counting, port: 0, seed: true });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await testDb?.close();
  });

  /** The parents page's first requests, made together with one session (the realtime authorisation too). */
  const pageRequests = async (c: Client, userId: number) => {
    const replies = await Promise.all([
      c.get('/api/v2/parents?page=1&per=25&orderBy=created_at&orderSort=desc'),
      c.get('/api/v2/parents/abandoned_counts'),
      c.get('/api/v2/employees?active=true&type=Employee&per=1000'),
      c.get('/api/v2/locales/en.json?app=admin'),
      c.post('/api/auth/pusher/auth', { socket_id: '1234.5678', channel_name: `private-user-${userId}` }),
    ]);
    return replies.map((r) => r.status);
  };

  it('the page right after the sign-in reads no session; after a change, its requests read it once together', async () => {
    const admin = new Client(server.url);
    const login = await admin.login('admin@example.com');
    expect(login.status).toBe(200);
    const userId = login.body.user.id as number;
    sessionReads = 0;
    expect(await pageRequests(admin, userId)).toEqual([200, 200, 200, 200, 200]);
    expect(sessionReads).toBe(0);
    // The realtime channel's signature writes nothing: the next request still finds the session kept.
    const signed = await admin.post('/api/auth/pusher/auth', {
      socket_id: '1234.5678',
      channel_name: `private-user-${userId}`,
    });
    expect(signed.status).toBe(200);
    expect((await admin.get('/api/v2/current_user')).status).toBe(200);
    expect(sessionReads).toBe(0);

    // Any change to users or sessions (here announced as another process would) makes every request read again.
    await server.db.notify(AUTH_CHANGED_CHANNEL, '');
    await new Promise((resolve) => setTimeout(resolve, 50));
    sessionReads = 0;
    expect(await pageRequests(admin, userId)).toEqual([200, 200, 200, 200, 200]);
    expect(sessionReads).toBe(1);
  });

  it('a signed-out or locked session is refused at once, and changed roles count at once', async () => {
    const tutor = await as(server.url, 'tutor2@example.com');
    expect((await tutor.get('/api/v2/current_user')).status).toBe(200);
    expect((await tutor.del('/api/logout.json')).status).toBe(204);
    expect((await tutor.get('/api/v2/current_user')).status).toBe(401);

    const director = await as(server.url, 'director@example.com');
    const me = (await director.get('/api/v2/current_user')).body.user;
    const admin = await as(server.url, 'admin@example.com');
    expect((await director.get('/api/v2/parents/abandoned_counts')).status).toBe(200);
    expect((await admin.put(`/api/v2/users/${me.id}/lock`)).status).toBe(200);
    expect((await director.get('/api/v2/current_user')).status).toBe(401);
    expect((await admin.put(`/api/v2/users/${me.id}/unlock`)).status).toBe(200);

    const crm = await as(server.url, 'crm@example.com');
    const crmUser = (await crm.get('/api/v2/current_user')).body.user;
    expect((await crm.get('/api/v2/parents/abandoned_counts')).status).toBe(200);
    const employee = `/api/v2/employees/${crmUser.employeeId}`;
    expect((await admin.put(employee, { employee: { roles: [] } })).status).toBe(200);
    expect((await crm.get('/api/v2/parents/abandoned_counts')).status).toBe(403);
    expect((await admin.put(employee, { employee: { roles: ['crm'] } })).status).toBe(200);
    expect((await crm.get('/api/v2/parents/abandoned_counts')).status).toBe(200);
  });
});
