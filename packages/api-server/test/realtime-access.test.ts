/**
 * Access ends with the session (docs/security.md, docs/threat-model.md): a realtime subscription to a private channel
 * lasts only while the session that authorised it acts. Signing out, a password change made elsewhere, a lock or a
 * termination ends it; the socket is closed with 4009 and no later private event reaches it.
 */
import WebSocket from 'ws';
import { MAX_GRANTS_PER_USER } from '../src/realtime';
import { startServer } from '../src/server';
import { type Client, as, installTestApp } from './helpers';

/** Pusher's close code "connection is unauthorized" (src/realtime.ts ACCESS_ENDED_CLOSE): a client must not reconnect. */
const ACCESS_ENDED_CLOSE = 4009;

const t = installTestApp();
const admin = t.as('admin@example.com');

interface Frame {
  event: string;
  channel?: string;
  data?: string;
}

/**
 * A raw Pusher-protocol socket on the test server (or on `url`, another server instance), subscribed to `channel` with
 * `client`'s session.
 */
async function subscribe(client: Client, channel: string, url = t.url) {
  const { port } = new URL(url);
  const ws = new WebSocket(`ws://127.0.0.1:${port}/app/local-key?protocol=7`);
  const frames: Frame[] = [];
  const waiters: { test: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  ws.on('message', (raw) => {
    const f = JSON.parse(String(raw)) as Frame;
    frames.push(f);
    for (const w of waiters.filter((x) => x.test(f))) w.resolve(f);
  });
  const next = (test: (f: Frame) => boolean) =>
    new Promise<Frame>((resolve) => {
      const seen = frames.find(test);
      if (seen) resolve(seen);
      else waiters.push({ test, resolve });
    });
  const established = await next((f) => f.event === 'pusher:connection_established');
  const socketId = (JSON.parse(established.data!) as { socket_id: string }).socket_id;
  const signed = await client.post('/api/auth/pusher/auth', { socket_id: socketId, channel_name: channel });
  expect(signed.status).toBe(200);
  ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth: signed.body.auth } }));
  const answer = await next((f) => f.channel === channel && f.event !== 'pusher:connection_established');
  expect(answer.event).toBe('pusher_internal:subscription_succeeded');
  return {
    ws,
    closed,
    /** The private events received so far (not the protocol's own frames). */
    events: () => frames.filter((f) => !f.event.startsWith('pusher')),
    next,
  };
}

/** Resolves with the socket's close code, or with 'open' when it is still open after `ms`. */
const closedWithin = (closed: Promise<number>, ms: number) =>
  Promise.race([closed, new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), ms))]);

const meOf = async (client: Client) =>
  (await client.get('/api/v2/current_user')).body.user as { id: number; studentId: number; employeeId: number };

describe('realtime access ends with the session (docs/security.md)', () => {
  it('SRV-12: a student who signs out gets no more student-change on the socket they opened; it is closed with 4009', async () => {
    const student = await as(t.url, 'student@example.com');
    const me = await meOf(student);
    const socket = await subscribe(student, `private-user-${me.id}`);
    try {
      expect((await student.del('/api/logout.json')).status).toBe(204);
      const points = await admin.put(`/api/v2/students/${me.studentId}/increment_points`, { points: 5 });
      expect(points.status).toBe(200);
      expect(await closedWithin(socket.closed, 2000)).toBe(ACCESS_ENDED_CLOSE);
      expect(socket.events()).toEqual([]);
    } finally {
      socket.ws.terminate();
    }
  });

  it('SRV-16: the student-change a family’s socket receives carries the family’s view of the student (no staff note)', async () => {
    const student = await as(t.url, 'student@example.com');
    const me = await meOf(student);
    expect(
      (await admin.put(`/api/v2/students/${me.studentId}`, { student: { note: 'Staff only: call the school' } }))
        .status,
    ).toBe(200);
    const socket = await subscribe(student, `private-user-${me.id}`);
    try {
      const changed = socket.next((f) => f.event === 'student-change');
      const points = await admin.put(`/api/v2/students/${me.studentId}/increment_points`, { points: 2 });
      expect(points.body.student.note).toBe('Staff only: call the school');
      const payload = JSON.parse((await changed).data!) as { type: string; data: Record<string, unknown> };
      expect(payload.type).toBe('Student');
      expect(payload.data.points).toBe(points.body.student.points);
      expect(payload.data).not.toHaveProperty('note');
    } finally {
      socket.ws.terminate();
    }
  });

  it("SRV-12: the heads-up a student's socket receives embeds the session as the student reads it, not as the staff member who moved it", async () => {
    const student = await as(t.url, 'student@example.com');
    const me = await meOf(student);
    const [upcoming] = await t.db.query<{ id: number }>(
      `SELECT t.id FROM sessions t JOIN attendances a ON a.session_id = t.id
       WHERE a.student_id = $1 AND t.starts_at > now() + interval '1 day' AND t.canceled_at IS NULL ORDER BY t.starts_at LIMIT 1`,
      [me.studentId],
    );
    const id = upcoming!.id;
    // Another family's student on it too: staff count two attendees, the student only their own.
    await t.db.query(
      `INSERT INTO attendances (session_id, student_id)
       SELECT $1, s.id FROM students s JOIN users u ON u.id = s.user_id WHERE u.email = 'k12student@example.com'
       AND NOT EXISTS (SELECT 1 FROM attendances x WHERE x.session_id = $1 AND x.student_id = s.id)`,
      [id],
    );
    const socket = await subscribe(student, `private-user-${me.id}`);
    try {
      const headsUp = socket.next((f) => f.event === 'heads-up');
      const before = (await admin.get(`/api/v2/sessions/${id}`)).body.session as { startsAt: string };
      const startsAt = new Date(Date.parse(before.startsAt) + 24 * 3600_000).toISOString();
      const moved = await admin.put(`/api/v2/sessions/${id}`, { session: { startsAt } });
      expect(moved.status).toBe(200);
      expect(moved.body.session).toMatchObject({ canEdit: true, attendancesCount: expect.any(Number) });
      expect(moved.body.session.attendancesCount).toBeGreaterThanOrEqual(2);
      const payload = JSON.parse((await headsUp).data!) as { type: string; data: { change: string; session: unknown } };
      expect(payload).toMatchObject({ type: 'HeadsUp', id, data: { change: 'moved' } });
      const asStudent = await student.get(`/api/v2/sessions/${id}`);
      expect(asStudent.status).toBe(200);
      expect(asStudent.body.session).toMatchObject({ attendancesCount: 1, canEdit: false, canCancel: false });
      expect(payload.data.session).toEqual(asStudent.body.session);
    } finally {
      socket.ws.terminate();
    }
  });

  it('SRV-12: every recipient of one heads-up (students of two families, a tutor and a staff member assigned) gets the session as their own GET sessions/{id} answers it', async () => {
    const emails = ['student@example.com', 'k12student@example.com', 'tutor@example.com', 'admin@example.com'];
    const clients = await Promise.all(emails.map((email) => as(t.url, email)));
    const people = await Promise.all(clients.map(meOf));
    const [copied] = await t.db.query<{ id: number }>(
      `INSERT INTO sessions (title, type, starts_at, ends_at, duration, timezone, course_id, session_type_id, place_id, published)
       SELECT 'Heads-up for all', type, now() + interval '5 days', now() + interval '5 days' + make_interval(mins => duration),
              duration, timezone, course_id, session_type_id, place_id, published
       FROM sessions WHERE starts_at > now() AND canceled_at IS NULL ORDER BY id LIMIT 1 RETURNING id`,
    );
    const id = copied!.id;
    for (const p of people.slice(0, 2))
      await t.db.query('INSERT INTO attendances (session_id, student_id) VALUES ($1, $2)', [id, p.studentId]);
    for (const p of people.slice(2))
      await t.db.query('INSERT INTO assignments (session_id, employee_id) VALUES ($1, $2)', [id, p.employeeId]);
    const sockets = await Promise.all(clients.map((c, i) => subscribe(c, `private-user-${people[i]!.id}`)));
    try {
      const headsUps = sockets.map((s) => s.next((f) => f.event === 'heads-up'));
      const views: { attendancesCount: number; canEdit: boolean }[] = [];
      const moved = await admin.put(`/api/v2/sessions/${id}`, {
        session: { startsAt: new Date(Date.now() + 6 * 86400_000).toISOString() },
      });
      expect(moved.status).toBe(200);
      for (const [i, client] of clients.entries()) {
        const payload = JSON.parse((await headsUps[i]!).data!) as { data: { change: string; session: unknown } };
        expect(payload.data.change).toBe('moved');
        const own = await client.get(`/api/v2/sessions/${id}`);
        expect(own.status).toBe(200);
        expect(payload.data.session).toEqual(own.body.session);
        views.push(payload.data.session as { attendancesCount: number; canEdit: boolean });
      }
      // Each as they may read it: a student counts their own attendee only, staff and the assigned tutor both.
      expect(views.map((v) => [v.attendancesCount, v.canEdit])).toEqual([
        [1, false],
        [1, false],
        [2, false],
        [2, true],
      ]);
    } finally {
      for (const s of sockets) s.ws.terminate();
    }
  });

  it('SRV-12: an event published right after the sign-out is not sent, even before the sign-out notification is handled', async () => {
    const student = await as(t.url, 'student@example.com');
    const me = await meOf(student);
    const socket = await subscribe(student, `private-user-${me.id}`);
    try {
      // The sign-out and the event race: the event is checked against the session when it is delivered.
      await Promise.all([
        student.del('/api/logout.json'),
        admin.put(`/api/v2/students/${me.studentId}/increment_points`, { points: 1 }),
      ]);
      await admin.put(`/api/v2/students/${me.studentId}/increment_points`, { points: 1 });
      await closedWithin(socket.closed, 2000);
      // Only an event delivered before the sign-out was answered may have arrived; none after it.
      expect(socket.events().length).toBeLessThanOrEqual(1);
    } finally {
      socket.ws.terminate();
    }
  });

  it('SRV-20: a terminated tutor’s open socket gets no new-notice and is closed with 4009', async () => {
    const tutor = await as(t.url, 'tutor2@example.com');
    const me = await meOf(tutor);
    const socket = await subscribe(tutor, `private-user-${me.id}`);
    try {
      const before = socket.next((f) => f.event === 'new-notice');
      expect((await admin.post('/api/v2/notices', { notice: { userId: me.id, title: 'Still here' } })).status).toBe(
        201,
      );
      await before;
      const term = await admin.put(`/api/v2/employees/${me.employeeId}/terminate.json`, {
        employee: {},
        endDate: '2030-01-31',
      });
      expect(term.status).toBe(200);
      expect((await admin.post('/api/v2/notices', { notice: { userId: me.id, title: 'After' } })).status).toBe(201);
      expect(await closedWithin(socket.closed, 2000)).toBe(ACCESS_ENDED_CLOSE);
      expect(socket.events().map((f) => JSON.parse(f.data!).data.title)).toEqual(['Still here']);
    } finally {
      socket.ws.terminate();
      await admin.put(`/api/v2/employees/${me.employeeId}/rehire.json`, { employee: {} });
    }
  });

  it('SRV-13: a password change ends the other sessions’ sockets and keeps the changer’s own; a lock ends them all', async () => {
    const mine = await as(t.url, 'parent@example.com');
    const elsewhere = await as(t.url, 'parent@example.com');
    const me = await meOf(mine);
    const kept = await subscribe(mine, `private-user-${me.id}`);
    const ended = await subscribe(elsewhere, `private-user-${me.id}`);
    try {
      const changed = await mine.put(`/api/v2/users/${me.id}/change_password`, {
        user: { password: 'password123', passwordConfirmation: 'password123' },
      });
      expect(changed.status).toBe(200);
      expect(await closedWithin(ended.closed, 2000)).toBe(ACCESS_ENDED_CLOSE);
      const notice = kept.next((f) => f.event === 'new-notice');
      expect((await admin.post('/api/v2/notices', { notice: { userId: me.id, title: 'Kept' } })).status).toBe(201);
      expect(JSON.parse((await notice).data!).data.title).toBe('Kept');
      expect(ended.events()).toEqual([]);

      expect((await admin.put(`/api/v2/users/${me.id}/lock`, {})).status).toBe(200);
      expect(await closedWithin(kept.closed, 2000)).toBe(ACCESS_ENDED_CLOSE);
    } finally {
      kept.ws.terminate();
      ended.ws.terminate();
      await admin.put(`/api/v2/users/${me.id}/unlock`, {});
    }
  });

  it('SRV-12: a socket held by another server instance than the one that signed it and saw the sign-out is closed too', async () => {
    const holder = await startServer({ db: t.db, port: 0, seed: false });
    try {
      const student = await as(t.url, 'student@example.com');
      const me = await meOf(student);
      const socket = await subscribe(student, `private-user-${me.id}`, holder.url);
      const first = socket.next((f) => f.event === 'student-change');
      expect((await admin.put(`/api/v2/students/${me.studentId}/increment_points`, { points: 1 })).status).toBe(200);
      await first;
      // Signed and signed out on the file's server; the holder learns it from the database (NOTIFY auth_changed).
      expect((await student.del('/api/logout.json')).status).toBe(204);
      expect(await closedWithin(socket.closed, 2000)).toBe(ACCESS_ENDED_CLOSE);
      expect(socket.events()).toHaveLength(1);
      socket.ws.terminate();
    } finally {
      await holder.close();
    }
  });

  it('SRV-12: a signature whose session has ended opens no subscription', async () => {
    const student = await as(t.url, 'student@example.com');
    const me = await meOf(student);
    const { port } = new URL(t.url);
    const ws = new WebSocket(`ws://127.0.0.1:${port}/app/local-key?protocol=7`);
    try {
      const frames: Frame[] = [];
      const answered = new Promise<Frame>((resolve) =>
        ws.on('message', (raw) => {
          const f = JSON.parse(String(raw)) as Frame;
          frames.push(f);
          if (f.event === 'pusher:connection_established') {
            const socketId = (JSON.parse(f.data!) as { socket_id: string }).socket_id;
            void (async () => {
              const channel = `private-user-${me.id}`;
              const signed = await student.post('/api/auth/pusher/auth', {
                socket_id: socketId,
                channel_name: channel,
              });
              expect((await student.del('/api/logout.json')).status).toBe(204);
              ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth: signed.body.auth } }));
            })();
          } else if (f.channel) resolve(f);
        }),
      );
      expect((await answered).event).toBe('pusher:subscription_error');
    } finally {
      ws.terminate();
    }
  });
});

describe('realtime grants are capped per user (docs/security.md)', () => {
  it(`SRV-12: a user minting signatures they never use keeps only their newest ${MAX_GRANTS_PER_USER} grants; other users' grants and a real subscription are not affected`, async () => {
    const parent = await as(t.url, 'parent@example.com');
    const me = await meOf(parent);
    const adminMe = await meOf(admin);
    const channel = `private-user-${me.id}`;
    const grantsOf = async (userId: number) =>
      (
        await t.db.query<{ socket_id: string }>(
          'SELECT g.socket_id FROM realtime_grants g JOIN web_sessions ws ON ws.id = g.session_id WHERE ws.user_id = $1 ORDER BY g.socket_id',
          [userId],
        )
      ).map((r) => r.socket_id);
    const adminGrant = await admin.post('/api/auth/pusher/auth', {
      socket_id: '999.1',
      channel_name: `private-user-${adminMe.id}`,
    });
    expect(adminGrant.status).toBe(200);
    const minted = Array.from({ length: MAX_GRANTS_PER_USER + 15 }, (_, i) => `777.${String(i).padStart(3, '0')}`);
    for (const socketId of minted) {
      const signed = await parent.post('/api/auth/pusher/auth', { socket_id: socketId, channel_name: channel });
      expect(signed.status).toBe(200);
    }
    // The newest ones stay (a late subscription of any of them still works), the oldest went.
    expect(await grantsOf(me.id)).toEqual(minted.slice(-MAX_GRANTS_PER_USER));
    expect(await grantsOf(adminMe.id)).toContain('999.1');
    // A real socket of the same user, signed after all that, subscribes.
    const socket = await subscribe(parent, channel);
    socket.ws.terminate();
  });
});
