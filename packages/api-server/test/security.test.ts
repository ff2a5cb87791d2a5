/**
 * Issue 20, points 3-5, tried from where a caller or an attacker stands: accounts (throttling by account and real
 * client address, equal failure time, password hashes, sessions ended by a new password, login CSRF), secrets and
 * defaults (production start, realtime channels, demo data only when asked, K12 tickets, the error sink) and headers
 * (no-store, nosniff, CORS only for configured origins).
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { signK12Ticket } from '../src/auth';
import { ERROR_REPORTS_KEPT } from '../src/resources/error_reports/queries';
import { type RunningServer, startServer } from '../src/server';
import { Client, as, installTestApp } from './helpers';

const t = installTestApp();

/** Runs a second server on the test database with some options; closes it afterwards. */
async function withServer<T>(
  opts: Parameters<typeof startServer>[0],
  fn: (s: RunningServer) => Promise<T>,
): Promise<T> {
  const s = await startServer({ db: t.db, port: 0, ...opts });
  try {
    return await fn(s);
  } finally {
    await s.close();
  }
}

const login = (c: Client, email: string, password: string, headers: Record<string, string> = {}) =>
  c.call('POST', '/api/login.json', { user: { email, password } }, headers);

const MAIN = path.join(__dirname, '..', 'src', 'main.ts');
/**
 * Runs the CLI with extra environment until it exits, or, once it listens, runs `onListening` with its URL and stops
 * it; returns its output and exit code.
 */
function runCli(
  args: string[],
  env: Record<string, string>,
  onListening?: (url: string) => Promise<void>,
): Promise<{ output: string; code: number | null }> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, ...args, '--exit-with-stdin'], {
    cwd: path.join(__dirname, '..'),
    env: { ...process.env, DATABASE_URL: '', PORT: '', LOG: '', SESSION_SECRET: '', PUSHER_SECRET: '', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  let failure: unknown = null;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
    const onData = (chunk: Buffer) => {
      output += String(chunk);
      const m = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (m && onListening) {
        const ready = onListening;
        onListening = undefined;
        ready(m[1]!)
          .catch((e: unknown) => (failure = e))
          .finally(() => child.kill('SIGTERM'));
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (failure) reject(failure);
      else resolve({ output, code });
    });
  });
}

describe('accounts (issue 20, point 3)', () => {
  it('login back-off is keyed by account and the real client address: X-Forwarded-For counts only from a configured proxy', async () => {
    await withServer({ trustProxy: ['127.0.0.1'] }, async (proxied) => {
      const attacker = new Client(proxied.url);
      const from = { 'x-forwarded-for': '203.0.113.5' };
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1)
        statuses.push((await login(attacker, 'director@example.com', 'guess', from)).status);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      // the owner, behind the same proxy but from another address, is not locked out
      const owner = await login(new Client(proxied.url), 'director@example.com', 'password123', {
        'x-forwarded-for': '198.51.100.7',
      });
      expect(owner.status).toBe(200);
      // the attacker's address still waits (back-off, answered with Retry-After)
      const again = await login(attacker, 'director@example.com', 'password123', from);
      expect(again.status).toBe(429);
      expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    });
    // without TRUST_PROXY a forged X-Forwarded-For changes nothing: rotating it does not escape the back-off
    const c = new Client(t.url);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await login(c, 'advisor@example.com', 'guess', { 'x-forwarded-for': `192.0.2.${i}` })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it("changing a password ends the user's other sessions and keeps the one that changed it", async () => {
    const here = await as(t.url, 'parent@example.com');
    const elsewhere = await as(t.url, 'parent@example.com');
    const me = (await here.get('/api/v2/current_user')).body.user.id as number;
    const r = await here.put(`/api/v2/users/${me}/change_password`, {
      user: { password: 'a-new-secret', passwordConfirmation: 'a-new-secret' },
    });
    expect(r.status).toBe(200);
    expect((await elsewhere.get('/api/v2/current_user')).status).toBe(401);
    expect((await here.get('/api/v2/current_user')).status).toBe(200);
    expect((await login(new Client(t.url), 'parent@example.com', 'a-new-secret')).status).toBe(200);
  });

  it('login CSRF: a login posted as a form or text, or started by another site, is refused with 403', async () => {
    const c = new Client(t.url);
    const form = await c.call('POST', '/api/login.json', 'user[email]=student@example.com&user[password]=password123', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(403);
    const text = await c.call(
      'POST',
      '/api/login.json',
      JSON.stringify({ user: { email: 'student@example.com', password: 'password123' } }),
      { 'content-type': 'text/plain' },
    );
    expect(text.status).toBe(403);
    expect(text.body).toEqual({ errors: ['Invalid CSRF token.'] });
    const crossSite = await login(c, 'student@example.com', 'password123', {
      'sec-fetch-site': 'cross-site',
      origin: 'https://evil.example.com',
    });
    expect(crossSite.status).toBe(403);
    expect(c.cookies.sid).toBeUndefined();
    const sameSite = await login(c, 'student@example.com', 'password123', { 'sec-fetch-site': 'same-origin' });
    expect(sameSite.status).toBe(200);
  });
});

describe('secrets and defaults (issue 20, point 4)', () => {
  it('in production the server refuses to start without its session and realtime secrets, with one clear line', async () => {
    const envs: Record<string, string>[] = [
      { NODE_ENV: 'production' },
      { APP_ENV: 'production', PUSHER_SECRET: 'p'.repeat(32) },
    ];
    for (const env of envs) {
      const r = await runCli(['--memory', '--port', '0'], env);
      expect(r.code).toBe(1);
      expect(r.output).toMatch(/^api-server: Refusing to start in production without SESSION_SECRET/);
      expect(r.output).not.toMatch(/\n\s+at /);
      expect(r.output).not.toMatch(/listening/);
    }
  }, 120000);

  it('without --demo the command line creates no demo users: an empty database stays empty', async () => {
    const r = await runCli(['--memory', '--port', '0'], {}, async (url) => {
      const c = new Client(url);
      expect((await login(c, 'admin@example.com', 'password123')).status).toBe(401);
      expect((await login(c, 'parent@example.com', 'password123')).status).toBe(401);
    });
    expect(r.output).toMatch(/api-server listening on http:\/\/127\.0\.0\.1:\d+/);
    expect(r.output).not.toMatch(/Demo logins/);
  }, 120000);

  it('realtime channel auth grants only the caller’s own channel', async () => {
    const student = await as(t.url, 'student@example.com');
    const me = (await student.get('/api/v2/current_user')).body.user.id as number;
    const own = await student.post('/api/auth/pusher/auth', { socket_id: '1.2', channel_name: `private-user-${me}` });
    expect(own.status).toBe(200);
    expect(own.body.auth).toMatch(/^local-key:[0-9a-f]{64}$/);
    const other = await student.post('/api/auth/pusher/auth', { socket_id: '1.2', channel_name: 'private-user-1' });
    expect(other.status).toBe(403);
    expect(other.body.auth).toBeUndefined();
  });

  it('the K12 sign-in ticket is signed and expires: only a genuine, fresh ticket signs in', async () => {
    const k12 = await as(t.url, 'k12student@example.com');
    const r = await k12.get('/api/v2/students/k12_login_ticket');
    expect(r.status).toBe(200);
    const ticket = r.body.ticket as string;
    expect(r.body.url).toContain(`/local/k12/login?ticket=${ticket}`);
    const anon = new Client(t.url);
    expect((await anon.get(`/local/k12/login?ticket=${ticket}`)).status).toBe(200);
    const [payload, signature] = ticket.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { studentId: number; exp: number };
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, studentId: claims.studentId - 1 })).toString(
      'base64url',
    );
    for (const bad of [
      `${forgedPayload}.${signature}`,
      signK12Ticket('another-secret', claims.studentId),
      signK12Ticket('local-session-secret', claims.studentId, Date.now() - 10 * 60 * 1000),
      Buffer.from(`${claims.studentId}:${Date.now()}`).toString('base64url'),
    ]) {
      const refused = await anon.get(`/local/k12/login?ticket=${encodeURIComponent(bad)}`);
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({ errors: ['The K12 sign-in ticket is invalid or has expired.'] });
    }
  });

  it('STU-26, SRV-16: a K12 sign-in ticket signs in once; its second use within the 5 minutes is refused, on any process', async () => {
    const k12 = await as(t.url, 'k12student@example.com');
    const anon = new Client(t.url);
    const ticket = (await k12.get('/api/v2/students/k12_login_ticket')).body.ticket as string;
    expect((await anon.get(`/local/k12/login?ticket=${ticket}`)).status).toBe(200);
    const again = await anon.get(`/local/k12/login?ticket=${ticket}`);
    expect({ status: again.status, body: again.body }).toEqual({
      status: 401,
      body: { errors: ['The K12 sign-in ticket has already been used.'] },
    });
    // Another API process on the same database knows it is spent too; a new ticket still signs in once.
    const next = (await k12.get('/api/v2/students/k12_login_ticket')).body.ticket as string;
    expect(next).not.toBe(ticket);
    await withServer({}, async (s) => {
      expect((await new Client(s.url).get(`/local/k12/login?ticket=${ticket}`)).status).toBe(401);
      expect((await new Client(s.url).get(`/local/k12/login?ticket=${next}`)).status).toBe(200);
    });
    expect((await anon.get(`/local/k12/login?ticket=${next}`)).status).toBe(401);
  });

  it("STU-26, SRV-16: the K12 ticket's address is on the origin the browser used (the shell's proxy), not the API's port", async () => {
    const shell = { 'x-forwarded-host': 'shell.example:8443', 'x-forwarded-proto': 'https' };
    // Behind the shell's proxy (TRUST_PROXY lists it), the shell's origin being one the server trusts (CORS_ORIGINS):
    // that origin, which proxies /local.
    await withServer({ trustProxy: ['127.0.0.1'], corsOrigins: ['https://shell.example:8443'] }, async (s) => {
      const k12 = await as(s.url, 'k12student@example.com');
      const r = await k12.get('/api/v2/students/k12_login_ticket', shell);
      expect(r.body.url).toBe(`https://shell.example:8443/local/k12/login?ticket=${r.body.ticket}`);
    });
    // Forwarded headers of a caller that is no trusted proxy do not count: the origin it called.
    const k12 = await as(t.url, 'k12student@example.com');
    const direct = await k12.get('/api/v2/students/k12_login_ticket', shell);
    expect(direct.body.url).toBe(`${t.url}/local/k12/login?ticket=${direct.body.ticket}`);
  });

  it('STU-26, SRV-16: a forged Host (or X-Forwarded-Host from a trusted proxy) is never echoed into the K12 ticket: an origin the server does not know gets its own listen address', async () => {
    /** GET k12_login_ticket with the Host header given (fetch cannot set one), as the signed-in `client`. */
    const ticketWithHost = (url: string, client: Client, host: string, headers: Record<string, string> = {}) =>
      new Promise<{ ticket: string; url: string }>((resolve, reject) => {
        const { port } = new URL(url);
        const cookie = Object.entries(client.cookies)
          .map(([k, v]) => `${k}=${v}`)
          .join('; ');
        const req = http.get(
          { host: '127.0.0.1', port, path: '/api/v2/students/k12_login_ticket', headers: { host, cookie, ...headers } },
          (res) => {
            let body = '';
            res.on('data', (chunk) => (body += chunk));
            res.on('end', () => resolve(JSON.parse(body)));
          },
        );
        req.on('error', reject);
      });
    const k12 = await as(t.url, 'k12student@example.com');
    const forged = await ticketWithHost(t.url, k12, 'evil.example');
    expect(forged.url).toBe(`${t.url}/local/k12/login?ticket=${forged.ticket}`);
    // The listen address itself is known: the origin the caller used.
    const own = await ticketWithHost(t.url, k12, new URL(t.url).host);
    expect(own.url).toBe(`${t.url}/local/k12/login?ticket=${own.ticket}`);
    await withServer({ trustProxy: ['127.0.0.1'], corsOrigins: ['https://shell.example:8443'] }, async (s) => {
      const viaProxy = await as(s.url, 'k12student@example.com');
      const proxied = await ticketWithHost(s.url, viaProxy, 'shell.example:8443', {
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      });
      expect(proxied.url).toBe(`${s.url}/local/k12/login?ticket=${proxied.ticket}`);
    });
  });

  it('the error sink limits size (413) and rate (429), keeps a bounded number of reports and shows them to staff only', async () => {
    await withServer({}, async (s) => {
      const page = new Client(s.url);
      const big = await page.post('/api/error_reports', { errors: [{ message: 'x'.repeat(70 * 1024) }] });
      expect(big.status).toBe(413);
      expect(big.body.errors.length).toBe(1);
      await t.db.query(
        `INSERT INTO error_reports (notice) SELECT '{"old":true}'::jsonb FROM generate_series(1, ${ERROR_REPORTS_KEPT})`,
      );
      // 30 reports a minute per address, the refused oversized one included
      const statuses: number[] = [];
      for (let i = 0; i < 30; i += 1) statuses.push((await page.post('/api/error_reports', { n: i })).status);
      expect(statuses.slice(0, 29).every((x) => x === 201)).toBe(true);
      expect(statuses[29]).toBe(429);
      const count = (await t.db.query<{ c: number }>('SELECT count(*)::int AS c FROM error_reports'))[0]!.c;
      expect(count).toBeLessThanOrEqual(ERROR_REPORTS_KEPT);
      expect((await page.get('/api/error_reports')).status).toBe(401);
      expect((await (await as(s.url, 'student@example.com')).get('/api/error_reports')).status).toBe(403);
      const staff = await (await as(s.url, 'director@example.com')).get('/api/error_reports');
      expect(staff.status).toBe(200);
      expect(staff.body.errorReports[0].notice).toEqual({ n: 28 });
    });
  });
});

describe('headers and origins (issue 20, point 5)', () => {
  it('JSON replies are Cache-Control: no-store and every reply is X-Content-Type-Options: nosniff', async () => {
    const admin = await as(t.url, 'admin@example.com');
    for (const url of ['/api/v2/current_user', '/api/v2/parents/1', '/api/v2/students?per=5', '/api/v2/nope']) {
      const r = await admin.get(url);
      expect({ url, cache: r.headers['cache-control'], nosniff: r.headers['x-content-type-options'] }).toEqual({
        url,
        cache: 'no-store',
        nosniff: 'nosniff',
      });
    }
    const anon = await new Client(t.url).get('/api/v2/parents');
    expect(anon.status).toBe(401);
    expect(anon.headers['cache-control']).toBe('no-store');
    expect(anon.headers['x-content-type-options']).toBe('nosniff');
  });

  it('CORS with credentials is granted to configured origins only, not to any local port', async () => {
    const c = new Client(t.url);
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3001', 'https://evil.example.com']) {
      const pre = await c.call('OPTIONS', '/api/v2/parents', undefined, {
        origin,
        'access-control-request-method': 'PUT',
      });
      expect({ origin, allow: pre.headers['access-control-allow-origin'] }).toEqual({ origin, allow: undefined });
      const get = await c.get('/api/v2/roles', { origin });
      expect(get.headers['access-control-allow-credentials']).toBeUndefined();
    }
    await withServer({ corsOrigins: ['https://backoffice.example.com'] }, async (s) => {
      const ok = await new Client(s.url).get('/api/v2/roles', { origin: 'https://backoffice.example.com' });
      expect(ok.headers['access-control-allow-origin']).toBe('https://backoffice.example.com');
      expect(ok.headers['access-control-allow-credentials']).toBe('true');
      const local = await new Client(s.url).get('/api/v2/roles', { origin: 'http://localhost:3000' });
      expect(local.headers['access-control-allow-origin']).toBeUndefined();
    });
  });
});

describe('requests the HTTP parser or the router reject (issue 20, point 5)', () => {
  /** One request written as raw bytes (what fetch refuses to send); the status and body of the answer. */
  const raw = (request: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const { port } = new URL(t.url);
      const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(request));
      let data = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk) => (data += chunk));
      socket.on('close', () => {
        const [, ...body] = data.split('\r\n\r\n');
        resolve({ status: Number(data.split(' ')[1]), body: body.join('\r\n\r\n') });
      });
      socket.on('error', reject);
    });
  const request = (line: string, headers = '') => `${line}\r\nHost: 127.0.0.1\r\n${headers}Connection: close\r\n\r\n`;

  it("answer with the product's error body, never the framework's, and the server keeps serving", async () => {
    const cases: [string, number, string][] = [
      [request('GET /api/parents/%E0%A4%A HTTP/1.1'), 400, 'The request URL is not valid.'],
      [request('BREW /api/parents HTTP/1.1'), 400, 'The request is not valid.'],
      [
        request('GET /api/parents HTTP/1.1', `X-Big: ${'a'.repeat(20_000)}\r\n`),
        431,
        'The request headers are too large.',
      ],
      ['NOT HTTP AT ALL\r\n\r\n', 400, 'The request is not valid.'],
    ];
    for (const [bytes, status, message] of cases) {
      const answer = await raw(bytes);
      expect(answer).toEqual({ status, body: JSON.stringify({ errors: [message] }) });
    }
    // Still answering, each request on its own: a signed-out list read is refused as usual.
    expect((await t.client().get('/api/parents')).status).toBe(401);
  });
});
