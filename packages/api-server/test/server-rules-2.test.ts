/**
 * Server rules found by the walkers after the concurrency round: literal search text, the reschedule-target filter,
 * cancels and the public enrollment under concurrency, and merging two records of one student.
 */
import { CANCELLATION_REASONS, EMAIL_TAKEN } from '@tutoring/domain';
import { TEST_CARDS } from '../src/services/card';
import { SESSION_ALREADY_CANCELED } from '../src/resources/sessions/rules';
import { Client, type Reply, idOf, installTestApp } from './helpers';

jest.setTimeout(120_000);

const t = installTestApp();
const admin = t.as('admin@example.com');

/** Sends `n` copies of a request at once. */
const atOnce = (n: number, send: (i: number) => Promise<Reply>): Promise<Reply[]> =>
  Promise.all(Array.from({ length: n }, (_, i) => send(i)));
const statuses = (replies: Reply[]) => replies.map((r) => r.status).sort();
const refusals = (replies: Reply[]) => replies.filter((r) => r.status === 422).map((r) => r.body.errors);
const studentOf = (email: string) =>
  idOf(t.db, 'SELECT s.id FROM students s JOIN users u ON u.id = s.user_id WHERE u.email = $1', [email]);

const count = async (sql: string, params: unknown[] = []): Promise<number> =>
  Number((await t.db.query<{ n: number }>(sql, params))[0]!.n);

describe('query search finds its text literally (SRV-06)', () => {
  it('SRV-06: a parents search for "%" or "_" matches only parents with that character, "50%" and "a_b" find them literally', async () => {
    const make = async (lastName: string, email: string) => {
      const r = await admin.post('/api/v2/parents', { parent: { firstName: 'Lit', lastName, email, timeZone: 'UTC' } });
      expect(r.status).toBe(201);
      return r.body.parent.id as number;
    };
    const percent = await make('Fifty 50% Off', 'lit-percent@example.com');
    const fiftyX = await make('Fifty 50x Off', 'lit-fiftyx@example.com');
    const underscore = await make('Wild a_b', 'lit-under@example.com');
    const axb = await make('Wild axb', 'lit-axb@example.com');
    const backslash = await make('Back a\\b', 'lit-back@example.com');
    const search = async (text: string) =>
      ((await admin.get(`/api/v2/parents?per=1000&query=${encodeURIComponent(text)}`)).body.parents as { id: number }[])
        .map((p) => p.id)
        .sort((a, b) => a - b);
    expect(await search('%')).toEqual([percent]);
    expect(await search('50%')).toEqual([percent]);
    expect(await search('a_b')).toEqual([underscore]);
    expect(await search('_')).toEqual([underscore]);
    expect(await search('a\\b')).toEqual([backslash]);
    expect(await search('fifty 50')).toEqual([percent, fiftyX]);
    expect(await search('wild a')).toEqual([underscore, axb]);
  });

  it('SRV-06: the other searched lists (courses, sessions, materials, employees) take "%" and "_" literally too', async () => {
    for (const [path, key] of [
      ['courses', 'courses'],
      ['sessions', 'sessions'],
      ['materials', 'materials'],
      ['employees', 'employees'],
    ] as const) {
      for (const text of ['%', '_']) {
        const r = await admin.get(`/api/v2/${path}?per=1000&query=${encodeURIComponent(text)}`);
        expect([path, text, r.status]).toEqual([path, text, 200]);
        expect([path, text, r.body[key]]).toEqual([path, text, []]);
      }
    }
  });
});

describe('reschedule targets (sessions?studentId=&enrollments=true)', () => {
  it('DOM-48: only courses with a running enrollment offer their sessions; a canceled, transferred or expired enrollment offers none', async () => {
    const studentId = await idOf(
      t.db,
      "SELECT s.id FROM students s JOIN users u ON u.id = s.user_id WHERE u.email = 'student@example.com'",
    );
    // A course with sessions the student has no enrollment in.
    const courseId = await idOf(
      t.db,
      `SELECT c.id FROM courses c WHERE EXISTS (SELECT 1 FROM sessions s WHERE s.course_id = c.id AND s.canceled_at IS NULL)
         AND NOT EXISTS (SELECT 1 FROM enrollments e WHERE e.course_id = c.id AND e.student_id = $1) ORDER BY c.id LIMIT 1`,
      [studentId],
    );
    const enrollmentId = await idOf(
      t.db,
      `INSERT INTO enrollments (student_id, course_id, status, pricing, coupon) VALUES ($1, $2, 'canceled', '{}', '{}') RETURNING id`,
      [studentId, courseId],
    );
    const offered = async () =>
      (
        (await admin.get(`/api/v2/sessions?per=1000&studentId=${studentId}&enrollments=true`)).body.sessions as {
          courseId: number;
        }[]
      ).filter((s) => s.courseId === courseId).length;
    for (const status of ['canceled', 'transferred', 'expired']) {
      await t.db.query('UPDATE enrollments SET status = $1 WHERE id = $2', [status, enrollmentId]);
      expect([status, await offered()]).toEqual([status, 0]);
    }
    await t.db.query("UPDATE enrollments SET status = 'active' WHERE id = $1", [enrollmentId]);
    expect(await offered()).toBeGreaterThan(0);
    await t.db.query('DELETE FROM enrollments WHERE id = $1', [enrollmentId]);
    expect(await count('SELECT count(*)::int AS n FROM enrollments WHERE id = $1', [enrollmentId])).toBe(0);
  });
});

/*
 * Requests at once. On PGlite the server runs one request at a time, so these show the races only on PostgreSQL
 * (`DATABASE_URL=… npx jest test/server-rules-2.test.ts`, as test/races.test.ts); on PGlite they check the same rules
 * one request after the other.
 */
describe('requests sent at once', () => {
  it('SRV-25: substitute_joint_session and a move of one of its students into the hub at once leave the student in the hub once', async () => {
    const sam = await studentOf('student@example.com');
    // A bookable session (published, upcoming, not a split) to copy: the hub, the substituted session and another.
    const model = await idOf(
      t.db,
      `SELECT id FROM sessions WHERE published AND canceled_at IS NULL AND type = 'Session' AND starts_at > now() + interval '1 day'
       ORDER BY id LIMIT 1`,
    );
    const copy = () =>
      idOf(
        t.db,
        `INSERT INTO sessions (title, type, course_id, starts_at, ends_at, duration, published, timezone)
         SELECT title, type, course_id, starts_at, ends_at, duration, published, timezone FROM sessions WHERE id = $1 RETURNING id`,
        [model],
      );
    const twice: number[] = [];
    for (let round = 0; round < 12; round += 1) {
      const [hub, joint, other] = [await copy(), await copy(), await copy()];
      await t.db.query('INSERT INTO attendances (session_id, student_id) VALUES ($1, $2)', [joint, sam]);
      const moving = await idOf(t.db, 'INSERT INTO attendances (session_id, student_id) VALUES ($1, $2) RETURNING id', [
        other,
        sam,
      ]);
      const [substituted, moved] = await Promise.all([
        admin.put(`/api/v2/sessions/${joint}/substitute_joint_session`, { session: { hubSessionId: hub } }),
        admin.put(`/api/v2/attendances/${moving}`, { attendance: { sessionId: hub } }),
      ]);
      expect(substituted.status).toBe(200);
      expect([200, 422]).toContain(moved.status);
      const inHub = await count(
        'SELECT count(*)::int AS n FROM attendances WHERE session_id = $1 AND student_id = $2',
        [hub, sam],
      );
      if (inHub !== 1) twice.push(round);
    }
    expect(twice).toEqual([]);
  });

  it('SRV-22: ten cancels of one session at once: one cancels it, the others answer 422 "This session has already been canceled."', async () => {
    const id = await idOf(
      t.db,
      `INSERT INTO sessions (title, type, course_id, starts_at, ends_at, duration, published, timezone)
       SELECT title, type, course_id, starts_at, ends_at, duration, published, timezone FROM sessions
       WHERE published AND canceled_at IS NULL AND type = 'Session' AND starts_at > now() + interval '1 day' ORDER BY id LIMIT 1
       RETURNING id`,
    );
    const times = Array.from({ length: 10 }, (_, i) => new Date(Date.UTC(2026, 0, 1, 10, i)).toISOString());
    const replies = await atOnce(10, (i) => admin.put(`/api/v2/sessions/${id}`, { session: { canceledAt: times[i] } }));
    expect(statuses(replies)).toEqual([200, ...Array(9).fill(422)]);
    expect(refusals(replies)).toEqual(Array(9).fill([SESSION_ALREADY_CANCELED]));
    // The winner's cancel time stands.
    const winner = replies.find((r) => r.status === 200)!.body.session.canceledAt as string;
    const stored = (await t.db.query<{ at: string }>('SELECT canceled_at AS at FROM sessions WHERE id = $1', [id]))[0]!
      .at;
    expect(new Date(stored).toISOString()).toBe(new Date(winner).toISOString());
  });

  it('OP-15: ten cancels of one enrollment at once: one cancels it, the others answer 422 "An enrollment that is canceled cannot be canceled"', async () => {
    const id = await idOf(
      t.db,
      "SELECT id FROM enrollments WHERE status IN ('active', 'trialing') ORDER BY id LIMIT 1",
    );
    const replies = await atOnce(10, (i) =>
      admin.put(`/api/v2/enrollments/${id}/cancel`, {
        enrollment: { cancellationReason: CANCELLATION_REASONS[i % CANCELLATION_REASONS.length]!, delayed: false },
      }),
    );
    expect(statuses(replies)).toEqual([200, ...Array(9).fill(422)]);
    expect(refusals(replies)).toEqual(Array(9).fill(['An enrollment that is canceled cannot be canceled']));
    const winner = replies.find((r) => r.status === 200)!;
    const reason = (
      await t.db.query<{ r: string }>('SELECT cancellation_reason AS r FROM enrollments WHERE id = $1', [id])
    )[0]!.r;
    expect(winner.body.enrollment).toMatchObject({ status: 'canceled', cancellationReason: reason });
  });

  it('SHL-07: one public enrollment form sent three times at once enrolls once; the others answer 422 with the e-mail taken', async () => {
    const courseId = (await new Client(t.url).get('/api/v2/public/courses')).body.courses[0].id as number;
    const token = async () =>
      (
        await new Client(t.url).post('/local/accept/tokenize', {
          cardNumber: TEST_CARDS.visa,
          month: '11',
          year: '30',
          cardCode: '123',
          zip: '90012',
        })
      ).body.opaqueData.dataValue as string;
    // The same form (one card token), and the same family from a second tab (another token).
    const tokens = [await token(), await token()];
    const before = await count('SELECT count(*)::int AS n FROM enrollments');
    const replies = await atOnce(3, (i) =>
      new Client(t.url).post('/api/v2/public/enrollments', {
        enrollment: {
          courseId,
          parent: { firstName: 'Dora', lastName: 'Double', email: 'double-submit@example.com', timeZone: 'UTC' },
          student: { firstName: 'Dan', lastName: 'Double', email: 'double-submit-kid@example.com', grade: 9 },
          password: 'secret123',
          passwordConfirmation: 'secret123',
          zip: '90012',
          authorizeNet: {
            dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT',
            dataValue: tokens[Math.min(i, 1)],
            expirationDate: '11/30',
          },
        },
      }),
    );
    expect(statuses(replies)).toEqual([201, 422, 422]);
    expect(refusals(replies)).toEqual([[EMAIL_TAKEN], [EMAIL_TAKEN]]);
    expect(await count('SELECT count(*)::int AS n FROM enrollments')).toBe(before + 1);
  });
});

describe('students/merge combines what both records have (SRV-15)', () => {
  it('SRV-15: a merge of two records in one session and one course leaves the kept student once in the session (the attended attendance, with its note) and with one running enrollment (the other canceled as merged)', async () => {
    const make = async (firstName: string) =>
      (await admin.post('/api/v2/students', { student: { firstName, lastName: 'Twin', parentId: 1 } })).body.student
        .id as number;
    const [keep, drop] = [await make('Keep'), await make('Drop')];
    const sessions = await t.db.query<{ id: number; course_id: number }>(
      `SELECT id, course_id FROM sessions WHERE course_id IS NOT NULL AND canceled_at IS NULL ORDER BY id LIMIT 3`,
    );
    const [both, bothNoted, onlyDrop] = sessions.map((s) => s.id);
    const attend = (session: number, student: number, joined: string | null, note: string | null) =>
      t.db.query('INSERT INTO attendances (session_id, student_id, joined_at, session_note) VALUES ($1, $2, $3, $4)', [
        session,
        student,
        joined,
        note,
      ]);
    // One session: the kept record not attended, the other attended with a tutor's note.
    await attend(both!, keep, null, null);
    await attend(both!, drop, '2026-01-05T10:00:00Z', 'Great work');
    // Another: the kept record attended, the other has only a note.
    await attend(bothNoted!, keep, '2026-01-06T10:00:00Z', null);
    await attend(bothNoted!, drop, null, 'Bring the workbook');
    await attend(onlyDrop!, drop, null, null);
    const course = sessions[0]!.course_id;
    const enroll = (student: number, status: string) =>
      idOf(
        t.db,
        `INSERT INTO enrollments (student_id, course_id, status, pricing, coupon, hours) VALUES ($1, $2, $3, '{}', '{}', 5) RETURNING id`,
        [student, course, status],
      );
    const keptTrial = await enroll(keep, 'trialing');
    const dropActive = await enroll(drop, 'active');
    const dropEnded = await enroll(drop, 'expired');

    const r = await admin.post('/api/v2/students/merge', { student: { currentId: keep, transferId: drop, notes: '' } });
    expect(r.status).toBe(200);

    const attendances = await t.db.query<{ session_id: number; joined: boolean; note: string | null }>(
      'SELECT session_id, joined_at IS NOT NULL AS joined, session_note AS note FROM attendances WHERE student_id = $1 ORDER BY session_id',
      [keep],
    );
    expect(attendances).toEqual(
      [
        { session_id: both, joined: true, note: 'Great work' },
        { session_id: bothNoted, joined: true, note: 'Bring the workbook' },
        { session_id: onlyDrop, joined: false, note: null },
      ].sort((a, b) => a.session_id! - b.session_id!),
    );
    const enrollments = await t.db.query<{ id: number; status: string; reason: string | null }>(
      'SELECT id, status, cancellation_reason AS reason FROM enrollments WHERE student_id = $1 ORDER BY id',
      [keep],
    );
    // The paid (active) enrollment stays running; the trial is canceled as merged into it; the ended one stays ended.
    expect(enrollments).toEqual([
      { id: keptTrial, status: 'canceled', reason: `Merged into enrollment #${dropActive} (student merge)` },
      { id: dropActive, status: 'active', reason: null },
      { id: dropEnded, status: 'expired', reason: null },
    ]);
  });
});
