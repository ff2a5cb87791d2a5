import { ACCESS_ENDED } from '../src/auth';
import { EMAIL_BY_ID_STAFF_ONLY } from '../src/resources/auth/routes';
import { startServer } from '../src/server';
import { seed } from '../src/seed';
import { Client, as, installTestApp } from './helpers';

const t = installTestApp();

describe('session auth (SRV-02, ADR 0001)', () => {
  it('SRV-02: login sets an HttpOnly sid cookie and a readable csrf_token cookie and returns the current user', async () => {
    const c = new Client(t.app);
    const r = await c.login('admin@example.com');
    expect(r.status).toBe(200);
    expect(r.body.user).toMatchObject({
      email: 'admin@example.com',
      type: 'Employee',
      roles: ['admin', 'OPERATIONS'],
      actorId: null,
      essayGrader: true,
      spoofing: null,
    });
    expect(typeof r.body.csrfToken).toBe('string');
    const cookies = ([] as string[]).concat(r.headers['set-cookie'] as string[]);
    expect(cookies.find((x) => x.startsWith('sid='))).toMatch(/HttpOnly/);
    expect(cookies.find((x) => x.startsWith('sid='))).toMatch(/SameSite=Lax/);
    expect(cookies.find((x) => x.startsWith('csrf_token='))).not.toMatch(/HttpOnly/);
  });

  it('SRV-02: wrong credentials answer 401 with the ADR message', async () => {
    const r = await new Client(t.app).login('admin@example.com', 'nope-nope');
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ errors: ['Invalid email or password.'] });
  });

  it('SRV-02: a locked user is refused with 401 "Your account is locked."', async () => {
    const r = await new Client(t.app).login('locked@example.com');
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ errors: ['Your account is locked.'] });
  });

  it('SRV-02: repeated failed logins for one email+ip back off with 429 and Retry-After', async () => {
    const c = new Client(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await c.login('crm@example.com', 'wrong-password')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const refused = await c.login('crm@example.com');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // the delay passes: the right password works again and the counter is forgotten
    await t.db.query(
      "UPDATE login_attempts SET window_start = now() - interval '2 seconds' WHERE key LIKE 'crm@example.com|%'",
    );
    expect((await c.login('crm@example.com')).status).toBe(200);
    expect((await t.db.query("SELECT 1 FROM login_attempts WHERE key LIKE 'crm@example.com|%'")).length).toBe(0);
  });

  it('SRV-02: the login body is validated (422)', async () => {
    const r = await new Client(t.app).post('/api/login.json', { user: { email: 1 } });
    expect(r.status).toBe(422);
    expect(r.body.errors.length).toBeGreaterThan(0);
  });

  it('current_user answers the user with 200 and 401 without a session; logout ends the session', async () => {
    const c = await as(t.app, 'tutor@example.com');
    const me = await c.get('/api/v2/current_user');
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({
      email: 'tutor@example.com',
      type: 'Tutor',
      essayGrader: true,
      permissions: ['TUTOR'],
    });
    expect(me.headers['set-cookie']).toBeDefined();
    const out = await c.del('/api/logout.json');
    expect(out.status).toBe(204);
    expect((await c.get('/api/v2/current_user')).status).toBe(401);
    expect((await new Client(t.app).get('/api/v2/current_user')).body).toEqual({ errors: [expect.any(String)] });
  });

  it('SRV-02: sessions live in the database, so a login made on one server instance is valid on another instance on the same database', async () => {
    const other = await startServer({ db: t.db, port: 0, seed: false });
    try {
      const c = await as(t.app, 'advisor@example.com');
      const onOther = new Client(other.url);
      onOther.cookies = { ...c.cookies };
      onOther.csrf = c.csrf;
      const me = await onOther.get('/api/v2/current_user');
      expect(me.status).toBe(200);
      expect(me.body.user.email).toBe('advisor@example.com');
    } finally {
      await other.close();
    }
  });

  it("SRV-02: a sign-in in a browser holding another user's session ends that session: its cookie answers 401 after", async () => {
    const browser = new Client(t.app);
    expect((await browser.login('advisor@example.com')).status).toBe(200);
    const advisorCookies = { ...browser.cookies };
    const replayA = new Client(t.app);
    replayA.cookies = { ...advisorCookies };
    expect((await replayA.get('/api/v2/current_user')).status).toBe(200);
    // The same browser signs in as someone else, sending the advisor's cookie along.
    const second = await browser.login('crm@example.com');
    expect(second.status).toBe(200);
    expect(browser.cookies.sid).not.toBe(advisorCookies.sid);
    expect((await browser.get('/api/v2/current_user')).body.user.email).toBe('crm@example.com');
    const replayed = await replayA.get('/api/v2/current_user');
    expect({ status: replayed.status, body: replayed.body }).toEqual({
      status: 401,
      body: { errors: ['You need to sign in before continuing.'] },
    });
  });

  it('SRV-02: every other /api/v2 call without a session answers 401', async () => {
    for (const url of ['/api/v2/parents', '/api/v2/sessions', '/api/v2/countries', '/api/v2/tutors.json']) {
      expect((await new Client(t.app).get(url)).status).toBe(401);
    }
  });
});

describe('CSRF (SRV-03)', () => {
  it('SRV-03: a non-GET call without the header answers 403 "Invalid CSRF token."', async () => {
    const c = await as(t.app, 'admin@example.com');
    const r = await c.put('/api/v2/parents/1/activate', {}, { 'x-csrf-token': '' });
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ errors: ['Invalid CSRF token.'] });
    const wrong = await c.put('/api/v2/parents/1/activate', {}, { 'x-csrf-token': 'wrong' });
    expect(wrong.status).toBe(403);
    const ok = await c.put('/api/v2/parents/1/activate', {});
    expect(ok.status).toBe(200);
  });
});

describe('spoofing (SRV-04)', () => {
  it('SRV-04: an admin acts as the student and the current user shows actorId and spoofing', async () => {
    const c = await as(t.app, 'admin@example.com');
    const studentId = (
      await t.db.query<{ id: number }>(
        "SELECT s.id FROM students s JOIN users u ON u.id = s.user_id WHERE u.email = 'student@example.com'",
      )
    )[0]!.id;
    c.spoof = `Student:${studentId}`;
    const me = await c.get('/api/v2/current_user');
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({
      email: 'student@example.com',
      type: 'Student',
      actorId: 1,
      studentId,
      spoofing: { type: 'Student', id: studentId, name: 'Sam Student' },
    });
    const badges = await c.get('/api/v2/quests/student_badges');
    expect(badges.status).toBe(200);
    expect(badges.body.studentBadges.length).toBeGreaterThan(0);
  });

  it('SRV-04: a non-admin sending the header gets 403', async () => {
    const c = await as(t.app, 'advisor@example.com');
    c.spoof = 'Student:1';
    expect((await c.get('/api/v2/current_user')).status).toBe(403);
  });

  it('SRV-04: spoofing a missing student answers 404 and a malformed header 422', async () => {
    const c = await as(t.app, 'admin@example.com');
    c.spoof = 'Student:999999';
    expect((await c.get('/api/v2/current_user')).status).toBe(404);
    c.spoof = 'Parent:1';
    expect((await c.get('/api/v2/current_user')).status).toBe(422);
  });
});

describe('public calls (SRV-09, SRV-10, SRV-11)', () => {
  it('SRV-09: GET roles answers 200 without a session', async () => {
    const r = await new Client(t.app).get('/api/v2/roles');
    expect(r.status).toBe(200);
    expect(r.body.roles.map((x: { name: string }) => x.name)).toEqual(
      expect.arrayContaining([
        'admin',
        'crm',
        'tutor',
        'student',
        'parent',
        'academic_advisor',
        'director_of_academic_advising',
        'OPERATIONS',
      ]),
    );
    expect(r.body.roles.find((x: { name: string }) => x.name === 'admin').permissions).toEqual(['ADMIN']);
  });

  it('SRV-10: emails.json finds a taken e-mail (case-insensitive) signed out, by id for staff, and an empty list when free', async () => {
    const c = new Client(t.app);
    expect((await c.get('/api/v2/emails.json?email=PARENT@example.com')).body).toEqual({
      emails: ['parent@example.com'],
    });
    expect((await (await as(t.app, 'crm@example.com')).get('/api/v2/emails.json?id=1')).body).toEqual({
      emails: ['admin@example.com'],
    });
    expect((await c.get('/api/v2/emails.json?email=free@example.com')).body).toEqual({ emails: [] });
    expect((await (await as(t.app, 'crm@example.com')).get('/api/v2/emails.json?id=abc')).status).toBe(422);
  });

  it('SRV-10: nobody but staff lists e-mail addresses by user id (signed out, ids 1..n gave every address)', async () => {
    const callers = [
      new Client(t.app),
      ...(await Promise.all(
        ['parent@example.com', 'student@example.com', 'tutor@example.com'].map((e) => as(t.app, e)),
      )),
    ];
    for (const who of callers) {
      const r = await who.get('/api/v2/emails.json?id=1');
      expect(r.status).toBe(403);
      expect(r.body).toEqual({ errors: [EMAIL_BY_ID_STAFF_ONLY] });
    }
  });

  it('SRV-11: locales/{lang}.json is public and returns a flat English table with spec strings', async () => {
    const r = await new Client(t.app).get('/api/v2/locales/en.json?app=crm');
    expect(r.status).toBe(200);
    expect(r.body.SERVER_ERROR_REVIEW).toBe('Our server has experienced an error.  Please contact customer service.');
    expect(r.body.APP_NAME).toBe('crm');
    // The status toasts under the keys the api-client's generic handler translates (API-09, OP-08).
    expect(r.body['apiErrors.status403.title']).toBe('Not allowed');
    expect(r.body['apiErrors.statusDefault.message']).toBe('There was an error processing your request.');
    expect(Object.values(r.body).every((v) => typeof v === 'string')).toBe(true);
    expect((await new Client(t.app).get('/api/v2/locales/xx-bad')).status).toBe(404);
    expect((await new Client(t.app).get('/api/v2/locales/en.json?app=nope')).status).toBe(404);
    expect((await new Client(t.app).get('/api/v2/locales')).body.locales[0]).toMatchObject({ code: 'en' });
  });

  it('SHL-17: a locale table is the same bytes each time, kept by the browser 5 minutes, and revalidated with 304', async () => {
    const signedOut = new Client(t.app);
    const signedIn = await as(t.app, 'admin@example.com');
    const first = await signedOut.get('/api/v2/locales/en.json?app=admin');
    const again = await signedIn.get('/api/v2/locales/en.json?app=admin');
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(again.text).toBe(first.text);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(first.body.APP_NAME).toBe('admin');
    // Another app's table is other bytes under another tag.
    const crm = await signedOut.get('/api/v2/locales/en.json?app=crm');
    expect(crm.headers.etag).not.toBe(first.headers.etag);
    // A browser revalidating what it has: 304 without a body, the same tag and caching; a stale tag gets the table.
    const etag = String(first.headers.etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"old", ${etag}`, '*']) {
      const unchanged = await signedOut.get('/api/v2/locales/en.json?app=admin', { 'if-none-match': ifNoneMatch });
      expect(unchanged.status).toBe(304);
      expect(unchanged.text).toBe('');
      expect(unchanged.headers.etag).toBe(etag);
      expect(unchanged.headers['cache-control']).toBe('public, no-cache');
    }
    const stale = await signedOut.get('/api/v2/locales/en.json?app=admin', { 'if-none-match': '"old"' });
    expect(stale.status).toBe(200);
    expect(stale.text).toBe(first.text);
    // Refusals are not kept.
    const refused = await signedOut.get('/api/v2/locales/en.json?app=nope', { 'if-none-match': '*' });
    expect(refused.status).toBe(404);
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});

describe('users (SRV-13)', () => {
  it('SRV-13: change_password enforces 6 characters and a matching confirmation with the spec messages', async () => {
    const c = await as(t.app, 'newstudent@example.com');
    const me = (await c.get('/api/v2/current_user')).body.user;
    expect(me.mustSetPassword).toBe(true);
    const short = await c.put(`/api/v2/users/${me.id}/change_password`, {
      user: { password: 'abc', passwordConfirmation: 'abd' },
    });
    expect(short.status).toBe(422);
    expect(short.body.errors).toEqual(['Password must have at least 6 characters.', 'Passwords do not match.']);
    const ok = await c.put(`/api/v2/users/${me.id}/change_password`, {
      user: { password: 'newpass1', passwordConfirmation: 'newpass1' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.user.email).toBe('newstudent@example.com');
    expect((await c.get('/api/v2/current_user')).body.user.mustSetPassword).toBe(false);
    expect((await new Client(t.app).login('newstudent@example.com', 'newpass1')).status).toBe(200);
  });

  it('SRV-13: another user cannot change my password (403); a missing user is 404 for an admin', async () => {
    const c = await as(t.app, 'student@example.com');
    expect(
      (await c.put('/api/v2/users/1/change_password', { user: { password: 'xxxxxx', passwordConfirmation: 'xxxxxx' } }))
        .status,
    ).toBe(403);
    const a = await as(t.app, 'admin@example.com');
    expect(
      (
        await a.put('/api/v2/users/999999/change_password', {
          user: { password: 'xxxxxx', passwordConfirmation: 'xxxxxx' },
        })
      ).status,
    ).toBe(404);
  });

  it('SRV-13: unlock clears lockedAt (staff only) so the user can log in again', async () => {
    const id = (await t.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'locked@example.com'"))[0]!.id;
    const student = await as(t.app, 'student@example.com');
    expect((await student.put(`/api/v2/users/${id}/unlock`)).status).toBe(403);
    const a = await as(t.app, 'admin@example.com');
    expect((await a.put('/api/v2/users/999999/unlock')).status).toBe(404);
    const r = await a.put(`/api/v2/users/${id}/unlock`);
    expect(r.status).toBe(200);
    expect(r.body.user.lockedAt).toBeNull();
    expect((await new Client(t.app).login('locked@example.com')).status).toBe(200);
  });
});

describe('access ends with the person (SRV-20: terminate sets active false; a student who cannot log in)', () => {
  const idOf = async (table: 'employees' | 'students', email: string) =>
    (
      await t.db.query<{ id: number }>(
        `SELECT x.id FROM ${table} x JOIN users u ON u.id = x.user_id WHERE u.email = $1`,
        [email],
      )
    )[0]!.id;
  const signedIn = async (c: Client) => (await c.get('/api/v2/current_user')).status;

  it('SRV-20: a former (inactive) employee is refused at sign-in, after the password', async () => {
    const r = await new Client(t.app).login('former@example.com');
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ errors: [ACCESS_ENDED] });
    expect((await new Client(t.app).login('former@example.com', 'wrong-password')).body).toEqual({
      errors: ['Invalid email or password.'],
    });
  });

  it('SRV-20: terminating an employee ends their sessions, refuses their sign-in and their grader token; rehire restores sign-in with a new token', async () => {
    const admin = await as(t.app, 'admin@example.com');
    const tutor = await as(t.app, 'tutor@example.com');
    const id = await idOf('employees', 'tutor@example.com');
    const token = (await tutor.get('/api/v2/current_user')).body.user.graderToken as string;
    const grading = (with_ = token) =>
      new Client(t.app).call('GET', '/api/essay/grading', undefined, {
        authorization: `Token token="${with_}"`,
      });
    expect((await grading()).status).toBe(200);
    expect(
      (await admin.put(`/api/v2/employees/${id}/terminate.json`, { employee: {}, endDate: '2030-01-31' })).status,
    ).toBe(200);
    try {
      expect(await signedIn(tutor)).toBe(401);
      expect((await new Client(t.app).login('tutor@example.com')).body).toEqual({ errors: [ACCESS_ENDED] });
      expect((await grading()).status).toBe(401);
    } finally {
      expect((await admin.put(`/api/v2/employees/${id}/rehire.json`, { employee: {} })).status).toBe(200);
    }
    const back = new Client(t.app);
    expect((await back.login('tutor@example.com')).status).toBe(200);
    // The termination replaced the token (migration 0017): the old one stays refused, the new one works.
    const renewed = (await back.get('/api/v2/current_user')).body.user.graderToken as string;
    expect(renewed).not.toBe(token);
    expect((await grading()).status).toBe(401);
    expect((await grading(renewed)).status).toBe(200);
  });

  it('a student whose canLogin is turned off is signed out and refused; an admin may still act as them', async () => {
    const admin = await as(t.app, 'admin@example.com');
    const student = await as(t.app, 'student3@example.com');
    const id = await idOf('students', 'student3@example.com');
    expect(await signedIn(student)).toBe(200);
    expect((await admin.put(`/api/v2/students/${id}`, { student: { canLogin: false } })).status).toBe(200);
    try {
      expect(await signedIn(student)).toBe(401);
      expect((await new Client(t.app).login('student3@example.com')).body).toEqual({ errors: [ACCESS_ENDED] });
      admin.spoof = `Student:${id}`;
      const spoofed = await admin.get('/api/v2/current_user');
      expect(spoofed.status).toBe(200);
      expect(spoofed.body.user.studentId).toBe(id);
    } finally {
      admin.spoof = null;
      expect((await admin.put(`/api/v2/students/${id}`, { student: { canLogin: true } })).status).toBe(200);
    }
    expect((await new Client(t.app).login('student3@example.com')).status).toBe(200);
  });
});

describe('error reports sink', () => {
  it('stores an Airbrake-style notice and lists it', async () => {
    const c = new Client(t.app);
    const r = await c.post('/api/error_reports', {
      errors: [{ type: 'Error', message: 'boom' }],
      context: { version: '3.0.2' },
    });
    expect(r.status).toBe(201);
    const list = await (await as(t.app, 'admin@example.com')).get('/api/error_reports');
    expect(list.body.errorReports[0].notice.context.version).toBe('3.0.2');
    expect((await c.post('/api/error_reports', '[1]')).status).toBe(422);
  });
});

describe('seeds (SRV-46)', () => {
  it('SRV-46: every demo login works and the seed covers every role and status table', async () => {
    for (const email of [
      'admin@example.com',
      'director@example.com',
      'advisor@example.com',
      'crm@example.com',
      'tutor@example.com',
      'student@example.com',
      'parent@example.com',
    ]) {
      expect((await new Client(t.app).login(email)).status).toBe(200);
    }
    const distinct = async (sql: string) => (await t.db.query<{ v: string }>(sql)).map((r) => r.v).sort();
    expect(await distinct('SELECT DISTINCT status AS v FROM lead_sources')).toEqual([
      'Do Not Contact',
      'Ended',
      'Managed',
      'No Value',
      'Target',
      'Uncategorized',
    ]);
    expect(await distinct('SELECT DISTINCT type AS v FROM lead_sources')).toEqual([
      'LeadSource',
      'PendingSchool',
      'School',
    ]);
    expect(await distinct('SELECT DISTINCT status AS v FROM enrollments')).toEqual([
      'active',
      'canceled',
      'expired',
      'pending_cancellation',
      'transferred',
      'trialing',
    ]);
    expect(await distinct('SELECT DISTINCT type AS v FROM enrollments')).toEqual([
      'Enrollment',
      'FixedEnrollment',
      'LimitedEnrollment',
    ]);
    expect(await distinct('SELECT DISTINCT status AS v FROM refund_requests')).toEqual([
      'approved',
      'denied',
      'incomplete',
      'pending',
      'processed',
    ]);
    expect(await distinct('SELECT DISTINCT status AS v FROM materials')).toEqual([
      'active',
      'hidden',
      'inactive',
      'low inventory',
    ]);
    expect(await distinct('SELECT DISTINCT status AS v FROM shipments')).toEqual(
      expect.arrayContaining(['on_hold', 'shipped']),
    );
    expect(await distinct('SELECT DISTINCT status AS v FROM courses')).toEqual([
      'canceled',
      'completed',
      'draft',
      'published',
    ]);
    const windows = (
      await t.db.query<Record<string, number>>(
        `SELECT count(*) FILTER (WHERE ends_at < now())::int AS past, count(*) FILTER (WHERE starts_at <= now() AND ends_at > now())::int AS live,
        count(*) FILTER (WHERE starts_at > now())::int AS upcoming FROM sessions`,
      )
    )[0]!;
    expect(windows.past).toBeGreaterThan(0);
    expect(windows.live).toBeGreaterThan(0);
    expect(windows.upcoming).toBeGreaterThan(0);
    expect(
      await t.db.query("SELECT 1 FROM users WHERE email = 'admin@example.com' AND 'OPERATIONS' = ANY(permissions)"),
    ).toHaveLength(1);
    expect(await t.db.query('SELECT 1 FROM essays WHERE rubric_score IS NULL')).not.toHaveLength(0);
  });

  it('SRV-46: seeding again is idempotent', async () => {
    const before = (await t.db.query<{ c: number }>('SELECT count(*)::int AS c FROM users'))[0]!.c;
    await seed(t.db);
    expect((await t.db.query<{ c: number }>('SELECT count(*)::int AS c FROM users'))[0]!.c).toBe(before);
  });
});

describe('local adapters: maps and meetings', () => {
  it('address autocomplete returns predictions and place details with street1/city/state/zip/country', async () => {
    const c = new Client(t.app);
    const r = await c.get('/local/maps/autocomplete?q=main st');
    expect(r.body.predictions.length).toBeGreaterThan(0);
    const place = await c.get(`/local/maps/places/${r.body.predictions[0].placeId}`);
    expect(place.body.place).toEqual(
      expect.objectContaining({
        street1: expect.any(String),
        city: expect.any(String),
        state: expect.any(String),
        zip: expect.any(String),
        country: 'US',
      }),
    );
    expect((await c.get('/local/maps/places/nope')).status).toBe(404);
    expect((await c.get('/local/meetings/abc-123')).headers['content-type']).toMatch(/text\/html/);
  });
});

describe('CORS for the browser apps', () => {
  it('answers a preflight from a configured origin with credentials allowed, and ignores other origins', async () => {
    const other = await startServer({ db: t.db, port: 0, corsOrigins: ['http://localhost:3000'] });
    try {
      const c = new Client(other.url);
      const pre = await c.call('OPTIONS', '/api/v2/parents', undefined, {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'PUT',
      });
      expect(pre.status).toBe(204);
      expect(pre.headers['access-control-allow-origin']).toBe('http://localhost:3000');
      expect(pre.headers['access-control-allow-credentials']).toBe('true');
      expect(String(pre.headers['access-control-allow-headers'])).toContain('x-csrf-token');
      const evil = await c.get('/api/v2/roles', { origin: 'https://evil.example.com' });
      expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await other.close();
    }
  });
});
