import { connect, type Socket } from 'node:net';
import Pusher from 'pusher-js';
import { ESSAY_NOT_YOURS } from '../src/resources/exams/routes';
import { startServer } from '../src/server';
import { Client, as, spawnServer, installTestApp, type ServerProcess } from './helpers';

const t = installTestApp();
const c = t.client();
// A grader token acts only while its user has a session (docs/security.md): the demo graders are signed in.
t.as('admin@example.com');
t.as('tutor@example.com');
const ADMIN = { authorization: 'Token admin-grader-token-0001' };
const TUTOR = { authorization: 'Token tutor-grader-token-0001' };

describe('exams host (SRV-45, OP-19, OP-21)', () => {
  it.each([
    ['GET', '/api/exams.json'],
    ['GET', '/api/transcripts.json'],
    ['GET', '/api/transcripts/1.json'],
    ['GET', '/api/reports'],
    ['GET', '/api/reports/summaries?examId=1'],
    ['GET', '/api/reports/analysis?examId=1'],
    ['GET', '/api/essay/graders'],
    ['GET', '/api/essay/grading'],
    ['PUT', '/api/essay/grading/1'],
    ['POST', '/api/essay/graders/assign'],
  ])('SRV-45: %s %s answers 401 without a valid token', async (method, url) => {
    expect((await c.call(method, url, method === 'GET' ? undefined : {})).status).toBe(401);
    const bad = await c.call(method, url, method === 'GET' ? undefined : {}, { authorization: 'Token nope-nope-nope' });
    expect(bad.status).toBe(401);
    expect(bad.body.errors).toHaveLength(1);
  });

  it('SRV-45: the current user of an essay grader carries the token used here', async () => {
    const tutor = await as(t.url, 'tutor@example.com');
    const me = (await tutor.get('/api/v2/current_user')).body.user;
    expect(me).toMatchObject({ essayGrader: true, graderToken: 'tutor-grader-token-0001' });
    expect((await c.get('/api/exams.json', { authorization: `Token ${me.graderToken}` })).status).toBe(200);
  });

  it('OP-19: exams list sections and questions; the answer key is only sent to grading admins', async () => {
    const forTutor = (await c.get('/api/exams.json', TUTOR)).body.exams[0];
    expect(forTutor.sections.map((s: { kind: string }) => s.kind)).toEqual(['multiple_choice', 'essay']);
    expect(forTutor.sections[0].questions[0].correctChoiceId).toBeUndefined();
    const forAdmin = (await c.get('/api/exams/1.json', ADMIN)).body.exam;
    expect(forAdmin.sections[0].questions[0].correctChoiceId).toBe(2);
    expect((await c.get('/api/exams/99.json', ADMIN)).status).toBe(404);
  });

  it('OP-21: a transcript scores multiple choice automatically and stays pending until its essay is graded; grading updates the summaries', async () => {
    const created = await c.post(
      '/api/transcripts.json',
      {
        transcript: {
          examId: 1,
          studentName: 'Test Taker',
          takenOn: '2026-01-15',
          answers: [
            { questionId: 11, choiceId: 2 },
            { questionId: 12, choiceId: 4 },
            { questionId: 21, text: 'My essay.' },
          ],
        },
      },
      TUTOR,
    );
    expect(created.status).toBe(201);
    const tr = created.body.transcript;
    expect(tr).toMatchObject({ status: 'pending', total: 1, maxTotal: 9 });
    expect(tr.sectionScores).toEqual([
      { sectionId: 1, score: 1, maxScore: 3 },
      { sectionId: 2, score: null, maxScore: 6 },
    ]);
    const before = (await c.get('/api/reports/summaries?examId=1&from=2026-01-01&to=2026-01-31', TUTOR)).body.report;
    expect(before).toMatchObject({ transcriptsCount: 1, averageTotal: null });
    const queue = (await c.get('/api/essay/grading?status=pending&scope=all', ADMIN)).body.gradingItems;
    const item = queue.find((i: { transcriptId: number }) => i.transcriptId === tr.id);
    expect(item).toMatchObject({
      status: 'pending',
      body: 'My essay.',
      limits: { rubricMin: 1, rubricMax: 6, commentMax: 1000 },
    });
    const assigned = await c.post(
      '/api/essay/graders/assign',
      { assignment: { graderId: 2, itemIds: [item.id] } },
      ADMIN,
    );
    expect(assigned.body.gradingItems[0].graderId).toBe(2);
    expect(
      (await c.post('/api/essay/graders/assign', { assignment: { graderId: 2, itemIds: [item.id] } }, TUTOR)).status,
    ).toBe(403);
    const mine = (await c.get('/api/essay/grading', TUTOR)).body.gradingItems.map((i: { id: number }) => i.id);
    expect(mine).toContain(item.id);
    expect(
      (await c.put(`/api/essay/grading/${item.id}`, { gradingItem: { rubricScore: 7, comment: '' } }, TUTOR)).status,
    ).toBe(422);
    const graded = await c.put(
      `/api/essay/grading/${item.id}`,
      { gradingItem: { rubricScore: 3, comment: 'Good start.' } },
      TUTOR,
    );
    expect(graded.body.gradingItem).toMatchObject({ status: 'graded', rubricScore: 3, comment: 'Good start.' });
    const after = (await c.get(`/api/transcripts/${tr.id}.json`, TUTOR)).body.transcript;
    expect(after).toMatchObject({ status: 'scored', total: 4 });
    const summary = (await c.get('/api/reports/summaries?examId=1&from=2026-01-01&to=2026-01-31', TUTOR)).body.report;
    expect(summary).toMatchObject({ transcriptsCount: 1, averageTotal: 4 });
    const analysis = (await c.get('/api/reports/analysis?examId=1&from=2026-01-01&to=2026-01-31', TUTOR)).body.report;
    expect(analysis.questions.find((q: { questionId: number }) => q.questionId === 11)).toMatchObject({
      answeredCount: 1,
      correctRate: 1,
    });
    expect(analysis.rubricDistribution.find((r: { rubricScore: number }) => r.rubricScore === 3).count).toBe(1);
    expect((await c.get('/api/reports/analysis?examId=1&from=Jan', TUTOR)).status).toBe(422);
    expect((await c.get('/api/reports/summaries', TUTOR)).status).toBe(422);
    expect((await c.get('/api/reports/summaries?examId=99', TUTOR)).status).toBe(404);
    const reports = (await c.get('/api/reports', TUTOR)).body.reports;
    expect(reports.map((r: { examName: string }) => r.examName)).toEqual([
      'Diagnostic Exam',
      'Math Placement',
      'Writing Sample',
    ]);
  });

  it('SRV-45: transcripts validate bodies (422), 404 for missing, update and admin-only delete', async () => {
    expect(
      (await c.post('/api/transcripts.json', { transcript: { examId: 1, studentName: '', takenOn: 'x' } }, TUTOR))
        .status,
    ).toBe(422);
    expect(
      (
        await c.post(
          '/api/transcripts.json',
          { transcript: { examId: 99, studentName: 'A', takenOn: '2026-01-01' } },
          TUTOR,
        )
      ).status,
    ).toBe(422);
    expect(
      (
        await c.post(
          '/api/transcripts.json',
          {
            transcript: {
              examId: 1,
              studentName: 'A',
              takenOn: '2026-01-01',
              answers: [{ questionId: 11, choiceId: 99 }],
            },
          },
          TUTOR,
        )
      ).status,
    ).toBe(422);
    expect((await c.get('/api/transcripts/99999.json', TUTOR)).status).toBe(404);
    const upd = await c.put('/api/transcripts/1.json', { transcript: { studentName: 'Samuel Student' } }, TUTOR);
    expect(upd.body.transcript.studentName).toBe('Samuel Student');
    expect((await c.del('/api/transcripts/2.json', TUTOR)).status).toBe(403);
    expect((await c.del('/api/transcripts/2.json', ADMIN)).status).toBe(204);
    expect((await c.get('/api/transcripts/2.json', ADMIN)).status).toBe(404);
  });

  it('SRV-45: a grader cannot rewrite an essay assigned to another grader (its grade was cleared); a grading admin can', async () => {
    const [essay] = await t.db.query<{
      transcript_id: number;
      question_id: number;
      body: string;
      rubric_score: number | null;
    }>(
      `SELECT e.transcript_id, e.question_id, e.body, e.rubric_score FROM essays e JOIN essay_graders g ON g.id = e.grader_id
       JOIN employees m ON m.id = g.employee_id JOIN users u ON u.id = m.user_id WHERE u.email = 'admin@example.com'
       ORDER BY e.id LIMIT 1`,
    );
    expect(essay).toBeDefined();
    const path = `/api/transcripts/${essay!.transcript_id}.json`;
    const answers = (await c.get(path, ADMIN)).body.transcript.answers as { questionId: number; text?: string }[];
    const rewritten = answers.map((a) =>
      a.questionId === essay!.question_id ? { ...a, text: 'edited by someone else' } : a,
    );
    const refused = await c.put(path, { transcript: { answers: rewritten } }, TUTOR);
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toEqual([ESSAY_NOT_YOURS]);
    const [after] = await t.db.query<{ body: string; rubric_score: number | null }>(
      'SELECT body, rubric_score FROM essays WHERE transcript_id = $1 AND question_id = $2',
      [essay!.transcript_id, essay!.question_id],
    );
    expect(after).toEqual({ body: essay!.body, rubric_score: essay!.rubric_score });
    // Answers that leave that essay as it is still save for the grader; the grading admin may rewrite it.
    expect((await c.put(path, { transcript: { answers } }, TUTOR)).status).toBe(200);
    expect((await c.put(path, { transcript: { answers: rewritten } }, ADMIN)).status).toBe(200);
  });

  it('SRV-45: graders can be listed, added and removed by grading admins only; tokens stay private', async () => {
    const list = (await c.get('/api/essay/graders', TUTOR)).body.graders;
    expect(list.find((g: { id: number }) => g.id === 1).token).toBeNull();
    expect(list.find((g: { id: number }) => g.id === 2).token).toBe('tutor-grader-token-0001');
    expect((await c.post('/api/essay/graders', { grader: { employeeId: 8 } }, TUTOR)).status).toBe(403);
    const added = await c.post('/api/essay/graders', { grader: { employeeId: 8 } }, ADMIN);
    expect(added.status).toBe(201);
    expect(added.body.grader).toMatchObject({ employeeId: 8, name: 'Tom Teacher', token: expect.any(String) });
    expect((await c.post('/api/essay/graders', { grader: { employeeId: 8 } }, ADMIN)).status).toBe(422);
    expect((await c.post('/api/essay/graders', { grader: {} }, ADMIN)).status).toBe(422);
    expect((await c.get(`/api/essay/graders/${added.body.grader.id}`, ADMIN)).body.grader.name).toBe('Tom Teacher');
    expect((await c.del(`/api/essay/graders/${added.body.grader.id}`, ADMIN)).status).toBe(204);
    expect((await c.del(`/api/essay/graders/${added.body.grader.id}`, ADMIN)).status).toBe(404);
    expect((await c.get('/api/essay/grading/99999', TUTOR)).status).toBe(404);
  });
});

/** A pusher-js client on a server, authorised through `client`. */
function pusherOn(url: string, client: Client): Pusher {
  return new Pusher('local-key', {
    wsHost: '127.0.0.1',
    wsPort: Number(new URL(url).port),
    forceTLS: false,
    enabledTransports: ['ws'],
    cluster: 'local',
    disableStats: true,
    channelAuthorization: {
      endpoint: '/api/auth/pusher/auth',
      transport: 'ajax',
      customHandler: (params, callback) => {
        client
          .post('/api/auth/pusher/auth', { socket_id: params.socketId, channel_name: params.channelName })
          .then((r) => (r.status === 200 ? callback(null, r.body) : callback(new Error(String(r.status)), null)))
          .catch((e: Error) => callback(e, null));
      },
    },
  });
}

describe('realtime (SRV-12)', () => {
  it('SRV-12: an event published by one server instance reaches a pusher-js client of another instance on the same database (fan-out through the database)', async () => {
    const other = await startServer({ db: t.db, port: 0, seed: false });
    const pusher = pusherOn(
      other.url,
      await (async () => {
        const c2 = new Client(other.url);
        await c2.login('tutor2@example.com');
        return c2;
      })(),
    );
    try {
      const tutorMe = (await (await as(t.url, 'tutor2@example.com')).get('/api/v2/current_user')).body.user;
      const channel = pusher.subscribe(`private-user-${tutorMe.id}`);
      await new Promise<void>((resolve, reject) => {
        channel.bind('pusher:subscription_succeeded', () => resolve());
        channel.bind('pusher:subscription_error', (e: unknown) => reject(new Error(JSON.stringify(e))));
      });
      const received = new Promise<{ type: string; data: { sessionId: number; deleted: boolean } }>((resolve) =>
        channel.bind('user-change', resolve),
      );
      const admin = await as(t.url, 'admin@example.com');
      const a = await admin.post('/api/v2/assignments', { assignment: { sessionId: 9, employeeId: 8 } });
      expect(a.status).toBe(201);
      expect(await received).toMatchObject({ type: 'User', data: { sessionId: 9, deleted: false } });
    } finally {
      pusher.disconnect();
      await other.close();
    }
  });

  it('SRV-12: pusher-js subscribes to its private channel and receives a published new-notice', async () => {
    const student = await as(t.url, 'student@example.com');
    const me = (await student.get('/api/v2/current_user')).body.user;
    const port = Number(new URL(t.url).port);
    const pusher = new Pusher('local-key', {
      wsHost: '127.0.0.1',
      wsPort: port,
      forceTLS: false,
      enabledTransports: ['ws'],
      cluster: 'local',
      disableStats: true,
      channelAuthorization: {
        endpoint: '/api/auth/pusher/auth',
        transport: 'ajax',
        customHandler: (params, callback) => {
          student
            .call(
              'POST',
              '/api/auth/pusher/auth',
              `socket_id=${encodeURIComponent(params.socketId)}&channel_name=${encodeURIComponent(params.channelName)}`,
              { 'content-type': 'application/x-www-form-urlencoded' },
            )
            .then((r) => (r.status === 200 ? callback(null, r.body) : callback(new Error(String(r.status)), null)))
            .catch((e: Error) => callback(e, null));
        },
      },
    });
    try {
      const channel = pusher.subscribe(`private-user-${me.id}`);
      await new Promise<void>((resolve, reject) => {
        channel.bind('pusher:subscription_succeeded', () => resolve());
        channel.bind('pusher:subscription_error', (e: unknown) => reject(new Error(JSON.stringify(e))));
      });
      const received = new Promise<{ type: string; id: number; data: { title: string } }>((resolve) =>
        channel.bind('new-notice', resolve),
      );
      const admin = await as(t.url, 'admin@example.com');
      const created = await admin.post('/api/v2/notices', { notice: { userId: me.id, title: 'Realtime hello' } });
      expect(created.status).toBe(201);
      const payload = await received;
      expect(payload).toMatchObject({ type: 'Notice', id: created.body.notice.id, data: { title: 'Realtime hello' } });
    } finally {
      pusher.disconnect();
    }
  });

  it("SRV-12: the auth endpoint signs only the caller's own channel (403 otherwise, 401 without session)", async () => {
    const student = await as(t.url, 'student@example.com');
    const me = (await student.get('/api/v2/current_user')).body.user;
    const own = await student.post('/api/auth/pusher/auth', {
      socket_id: '123.456',
      channel_name: `private-user-${me.id}`,
    });
    expect(own.status).toBe(200);
    expect(own.body.auth).toMatch(/^local-key:[0-9a-f]{64}$/);
    expect(
      (await student.post('/api/auth/pusher/auth', { socket_id: '123.456', channel_name: 'private-user-1' })).status,
    ).toBe(403);
    expect(
      (await student.post('/api/auth/pusher/auth', { socket_id: 'bad', channel_name: `private-user-${me.id}` })).status,
    ).toBe(422);
    expect(
      (await new Client(t.url).post('/api/auth/pusher/auth', { socket_id: '1.2', channel_name: 'private-user-1' }))
        .status,
    ).toBe(401);
  });
});

/**
 * A WebSocket client on the realtime endpoint that completes the upgrade and then never answers anything (a frozen
 * browser tab, a half-dead network path); resolves once the server's first frame (connection_established) arrived.
 */
async function silentSocket(url: string): Promise<Socket> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => {
    let seen = '';
    socket.once('error', reject);
    socket.on('data', (chunk) => {
      seen += chunk.toString('latin1');
      if (seen.startsWith('HTTP/1.1 101') && seen.includes('pusher:connection_established')) resolve();
      else if (seen.includes('\r\n\r\n') && !seen.startsWith('HTTP/1.1 101')) reject(new Error(seen));
    });
    socket.write(
      `GET /app/local-key?protocol=7 HTTP/1.1\r\nHost: ${hostname}:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
        'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
    );
  });
  return socket;
}

describe('closing the server (SRV-12)', () => {
  it('SRV-12: close() ends realtime sockets whose client never answers the close handshake, so nothing of the server stays open', async () => {
    const other = await startServer({ db: t.db, port: 0, seed: false });
    const silent = await silentSocket(other.url);
    const ended = new Promise<void>((resolve) => silent.once('close', () => resolve()));
    await other.close();
    await ended;
    expect(silent.destroyed).toBe(true);
    expect((await fetch(`${t.url}/api/v2/roles`)).status).toBe(200);
  });
});

/** Waits until `channel` is subscribed on `pusher`. */
async function subscribed(pusher: Pusher, channelName: string) {
  const channel = pusher.subscribe(channelName);
  await new Promise<void>((resolve, reject) => {
    channel.bind('pusher:subscription_succeeded', () => resolve());
    channel.bind('pusher:subscription_error', (e: unknown) => reject(new Error(JSON.stringify(e))));
  });
  return channel;
}

// Two real OS processes (`node --import tsx src/main.ts`) share one database only on PostgreSQL: PGlite lives inside
// one process, so with PGlite these run as the in-process variants above.
if (process.env.DATABASE_URL) {
  describe('two server processes on one PostgreSQL database (SRV-02, SRV-12)', () => {
    let a: ServerProcess | undefined;
    let b: ServerProcess | undefined;
    beforeAll(async () => {
      // allSettled: when one fails to start, the other is still kept so that afterAll stops it
      const started = await Promise.allSettled([spawnServer(t.databaseUrl!), spawnServer(t.databaseUrl!)]);
      [a, b] = started.map((r) => (r.status === 'fulfilled' ? r.value : undefined));
      const failed = started.find((r) => r.status === 'rejected');
      if (failed) throw failed.reason;
    }, 240000);
    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
    });

    it('SRV-02: sessions live in the database, so a login made on one server process is valid on another', async () => {
      expect(new Set([a!.pid, b!.pid, process.pid]).size).toBe(3);
      const onA = await as(a!.url, 'advisor@example.com');
      const onB = new Client(b!.url);
      onB.cookies = { ...onA.cookies };
      onB.csrf = onA.csrf;
      const me = await onB.get('/api/v2/current_user');
      expect(me.status).toBe(200);
      expect(me.body.user.email).toBe('advisor@example.com');
      expect((await onA.del('/api/logout.json')).status).toBe(204);
      // B forgets its cached session when the database's NOTIFY auth_changed reaches it (src/session-cache.ts): a
      // request B reads before that notification may still pass, for milliseconds. Signed out within a second.
      const signedOutAt = Date.now() + 1000;
      let status = (await onB.get('/api/v2/current_user')).status;
      while (status !== 401 && Date.now() < signedOutAt) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        status = (await onB.get('/api/v2/current_user')).status;
      }
      expect(status).toBe(401);
    });

    it('SRV-12: an event published on one server process reaches a pusher-js client of another (database fan-out)', async () => {
      const tutor = await as(a!.url, 'tutor2@example.com');
      const me = (await tutor.get('/api/v2/current_user')).body.user;
      const pusher = pusherOn(a!.url, tutor);
      try {
        const channel = await subscribed(pusher, `private-user-${me.id}`);
        const received = new Promise<{ type: string; id: number; data: { title: string } }>((resolve) =>
          channel.bind('new-notice', resolve),
        );
        const admin = await as(b!.url, 'admin@example.com');
        const created = await admin.post('/api/v2/notices', { notice: { userId: me.id, title: 'Across processes' } });
        expect(created.status).toBe(201);
        expect(await received).toMatchObject({
          type: 'Notice',
          id: created.body.notice.id,
          data: { title: 'Across processes' },
        });
      } finally {
        pusher.disconnect();
      }
    });
  });
}
