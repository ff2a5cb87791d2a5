/**
 * The states of enrollments, sessions and availabilities as every caller reads and changes them: a staff enrollment
 * into a course with a trial starts trialing as a portal one does; a trial whose end has passed reads active; auto
 * renew is not changed on an enrollment that has ended; a canceled session is not edited or moved; `repeat_options`
 * offers the weeks a repeat may cover and only those the repeat accepts.
 */
import { type Client, idOf, installTestApp } from './helpers';

jest.setTimeout(120_000);

const t = installTestApp();
const admin = t.as('admin@example.com');
const parent = t.as('parent@example.com');
const tutor = t.as('tutor@example.com');

const DAY = 24 * 60 * 60 * 1000;
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString();

let studentId: number;
beforeAll(async () => {
  studentId = await idOf(
    t.db,
    "SELECT s.id FROM students s JOIN users u ON u.id = s.user_id WHERE u.email = 'student@example.com'",
  );
});

/** A new published course (no enrollments yet) with the given pricing. */
const courseWith = (pricing: Record<string, unknown>): Promise<number> =>
  idOf(t.db, "INSERT INTO courses (title, status, pricing) VALUES ('State rules', 'published', $1) RETURNING id", [
    JSON.stringify(pricing),
  ]);

/** An enrollment of the parent's student in a course they have no enrollment in, stored as given. */
async function enrollment(e: { status: string; trial: boolean; autoRenew?: boolean; trialEndsAt?: string }) {
  const course = await courseWith({ type: 'recurring' });
  const pricing = { type: 'recurring', recurring: true, ...(e.trialEndsAt ? { trialEndsAt: e.trialEndsAt } : {}) };
  return idOf(
    t.db,
    'INSERT INTO enrollments (student_id, course_id, type, status, trial, auto_renew, pricing, hours) VALUES ($1, $2, $3, $4, $5, $6, $7, 12) RETURNING id',
    [studentId, course, 'Enrollment', e.status, e.trial, e.autoRenew ?? true, JSON.stringify(pricing)],
  );
}

describe('a staff enrollment starts as a portal enrollment does', () => {
  it('DOM-46, OP-15: staff POST enrollments into a course whose pricing has a 14-day trial starts trialing with its trial end; without a trial, active', async () => {
    const trialCourse = await courseWith({
      type: 'recurring',
      price: 199,
      intervalUnit: 'month',
      intervalLength: 1,
      trialPrice: 0,
      trialIntervalLength: 14,
      trialIntervalUnit: 'day',
    });
    const before = Date.now();
    const r = await admin.post('/api/v2/enrollments', {
      enrollment: { type: 'Enrollment', studentId, courseId: trialCourse },
    });
    expect(r.status).toBe(201);
    expect(r.body.enrollment).toMatchObject({
      status: 'trialing',
      trial: true,
      pricing: { trialIntervalLength: 14, trialIntervalUnit: 'day' },
    });
    const end = Date.parse(r.body.enrollment.pricing.trialEndsAt);
    expect(end).toBeGreaterThanOrEqual(before + 14 * DAY);
    expect(end).toBeLessThanOrEqual(Date.now() + 14 * DAY);

    const plainCourse = await courseWith({ type: 'recurring', price: 199, intervalUnit: 'month', intervalLength: 1 });
    const plain = await admin.post('/api/v2/enrollments', {
      enrollment: { type: 'Enrollment', studentId, courseId: plainCourse },
    });
    expect(plain.status).toBe(201);
    expect(plain.body.enrollment).toMatchObject({ status: 'active', trial: false });
    expect(plain.body.enrollment.pricing.trialEndsAt).toBeUndefined();
  });
});

describe('a trial whose end has passed is over', () => {
  it('OP-15: a trialing enrollment whose trial end has passed reads active, trial false, in its show and its list (a status filter included)', async () => {
    const ended = await enrollment({ status: 'trialing', trial: true, trialEndsAt: inDays(-1) });
    const running = await enrollment({ status: 'trialing', trial: true, trialEndsAt: inDays(5) });
    const show = await parent.get(`/api/v2/enrollments/${ended}`);
    expect(show.status).toBe(200);
    expect(show.body.enrollment).toMatchObject({ status: 'active', trial: false });
    expect((await parent.get(`/api/v2/enrollments/${running}`)).body.enrollment).toMatchObject({
      status: 'trialing',
      trial: true,
    });
    const ids = async (client: Client, status: string) =>
      (
        (await client.get(`/api/v2/enrollments?studentId=${studentId}&status=${status}&per=100`)).body.enrollments as {
          id: number;
        }[]
      ).map((e) => e.id);
    expect(await ids(admin, 'trialing')).toContain(running);
    expect(await ids(admin, 'trialing')).not.toContain(ended);
    expect(await ids(admin, 'active')).toContain(ended);
  });

  it("OP-15: no read writes: after the list, its status filters, the detail and the parent's subscription, the ended trial is still stored trialing", async () => {
    const ended = await enrollment({ status: 'trialing', trial: true, trialEndsAt: inDays(-1) });
    const stored = () => t.db.query('SELECT status, trial FROM enrollments WHERE id = $1', [ended]);
    for (const path of [
      `/api/v2/enrollments?studentId=${studentId}&per=100`,
      `/api/v2/enrollments?studentId=${studentId}&status=active&per=100`,
      `/api/v2/enrollments?studentId=${studentId}&status=trialing&per=100`,
      `/api/v2/enrollments/${ended}`,
      `/api/v2/parents/${await idOf(t.db, 'SELECT parent_id AS id FROM students WHERE id = $1', [studentId])}`,
    ])
      expect((await parent.get(path)).status).toBe(200);
    expect((await parent.get(`/api/v2/enrollments/${ended}`)).body.enrollment).toMatchObject({
      status: 'active',
      trial: false,
    });
    expect(await stored()).toEqual([{ status: 'trialing', trial: true }]);
    // An action writes anyway: it stores the trial's end with its own change.
    const r = await parent.put(`/api/v2/enrollments/${ended}/auto_renew?enable=false`);
    expect(r.status).toBe(200);
    expect(r.body.enrollment).toMatchObject({ status: 'active', trial: false, autoRenew: false });
    expect(await stored()).toEqual([{ status: 'active', trial: false }]);
  });

  it('OP-15: a trial that ended while nobody read it is active for the enrollment actions too: move_trial refuses it', async () => {
    const ended = await enrollment({ status: 'trialing', trial: true, trialEndsAt: inDays(-2) });
    const r = await admin.put(`/api/v2/enrollments/${ended}/move_trial`, { enrollment: { trialEndsAt: inDays(3) } });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual(['Only a trialing enrollment can move its trial']);
  });
});

describe('auto renew of an enrollment that has ended', () => {
  it.each(['canceled', 'expired', 'transferred'])(
    'PAY-21: auto_renew on a %s enrollment is refused with 422 and a sentence; auto renew is unchanged',
    async (status) => {
      const id = await enrollment({ status, trial: false, autoRenew: false });
      const r = await parent.put(`/api/v2/enrollments/${id}/auto_renew?enable=true`);
      expect(r.status).toBe(422);
      expect(r.body.errors).toEqual([`Auto renew cannot be changed on an enrollment that is ${status}`]);
      expect((await admin.get(`/api/v2/enrollments/${id}`)).body.enrollment.autoRenew).toBe(false);
    },
  );

  it('PAY-21: auto_renew of an active or pending cancellation enrollment is still accepted', async () => {
    for (const status of ['active', 'pending_cancellation']) {
      const id = await enrollment({ status, trial: false, autoRenew: true });
      const r = await parent.put(`/api/v2/enrollments/${id}/auto_renew?enable=false`);
      expect(r.status).toBe(200);
      expect(r.body.enrollment.autoRenew).toBe(false);
    }
  });
});

describe('a canceled session is not edited or moved', () => {
  const REFUSED = 'This session has been canceled: it cannot be edited or moved.';

  /** A new upcoming session, not canceled. */
  async function upcomingSession(): Promise<number> {
    const from = await idOf(
      t.db,
      'SELECT id FROM sessions WHERE starts_at > now() AND canceled_at IS NULL AND attendance_taken_at IS NULL ORDER BY id LIMIT 1',
    );
    return idOf(
      t.db,
      `INSERT INTO sessions (title, type, starts_at, ends_at, duration, timezone, course_id, session_type_id, place_id, published)
       SELECT 'State rules', type, now() + interval '3 days', now() + interval '3 days' + make_interval(mins => duration),
              duration, timezone, course_id,
              session_type_id, place_id, published FROM sessions WHERE id = $1 RETURNING id`,
      [from],
    );
  }

  it('SRV-21: a canceled session reports canEdit and canCancel false; an edit, a move and a substitution into a hub answer 422; uncanceling it still works', async () => {
    const id = await upcomingSession();
    const before = (await admin.get(`/api/v2/sessions/${id}`)).body.session;
    expect(before).toMatchObject({ canEdit: true, canCancel: true });
    const canceled = await admin.put(`/api/v2/sessions/${id}`, { session: { canceledAt: new Date().toISOString() } });
    expect(canceled.status).toBe(200);
    expect(canceled.body.session).toMatchObject({ canEdit: false, canCancel: false });
    expect((await admin.get(`/api/v2/sessions/${id}`)).body.session).toMatchObject({
      canEdit: false,
      canCancel: false,
    });

    const edits = [{ title: 'Renamed' }, { startsAt: inDays(4) }, { notes: 'moved', room: 'B2' }];
    for (const session of edits) {
      const r = await admin.put(`/api/v2/sessions/${id}`, { session });
      expect(r.status).toBe(422);
      expect(r.body.errors).toEqual([REFUSED]);
    }
    // Saving it unchanged (the whole record as read) changes nothing and is accepted.
    const unchanged = await admin.put(`/api/v2/sessions/${id}`, { session: canceled.body.session });
    expect(unchanged.status).toBe(200);
    const hub = await upcomingSession();
    const sub = await admin.put(`/api/v2/sessions/${id}/substitute_joint_session`, { session: { hubSessionId: hub } });
    expect(sub.status).toBe(422);
    expect(sub.body.errors).toEqual([REFUSED]);
    const after = (await admin.get(`/api/v2/sessions/${id}`)).body.session;
    expect(after).toMatchObject({ title: 'State rules', startsAt: before.startsAt, room: before.room });
    expect(await t.db.query('SELECT hub_id FROM sessions WHERE id = $1', [id])).toEqual([{ hub_id: null }]);

    const uncanceled = await admin.put(`/api/v2/sessions/${id}`, { session: { canceledAt: null } });
    expect(uncanceled.status).toBe(200);
    expect(uncanceled.body.session).toMatchObject({ canceledAt: null, canEdit: true, canCancel: true });
    expect((await admin.put(`/api/v2/sessions/${id}`, { session: { title: 'Renamed' } })).status).toBe(200);
  });

  it('SRV-21: adding a student, assigning an employee and rescheduling an attendance into a canceled session answer the same 422 as an edit; nothing is written; once uncanceled it takes students again', async () => {
    const open = await upcomingSession();
    const canceled = await upcomingSession();
    const cancel = { session: { canceledAt: new Date().toISOString() } };
    expect((await admin.put(`/api/v2/sessions/${canceled}`, cancel)).status).toBe(200);

    const add = await admin.post('/api/v2/attendances', {
      attendance: { sessionId: canceled, studentId },
    });
    const assign = await admin.post('/api/v2/assignments', { assignment: { sessionId: canceled, employeeId: 7 } });
    const attending = await admin.post('/api/v2/attendances', {
      attendance: { sessionId: open, studentId },
    });
    expect(attending.status).toBe(201);
    const move = await admin.put(`/api/v2/attendances/${attending.body.attendance.id}`, {
      attendance: { sessionId: canceled },
    });
    for (const r of [add, assign, move])
      expect({ status: r.status, errors: r.body.errors }).toEqual({ status: 422, errors: [REFUSED] });
    expect(await t.db.query('SELECT id FROM attendances WHERE session_id = $1', [canceled])).toEqual([]);
    expect(await t.db.query('SELECT id FROM assignments WHERE session_id = $1', [canceled])).toEqual([]);
    expect((await admin.get(`/api/v2/attendances/${attending.body.attendance.id}`)).body.attendance.sessionId).toBe(
      open,
    );

    expect((await admin.put(`/api/v2/sessions/${canceled}`, { session: { canceledAt: null } })).status).toBe(200);
    const again = await admin.post('/api/v2/attendances', {
      attendance: { sessionId: canceled, studentId },
    });
    expect(again.status).toBe(201);
  });
});

describe('repeat_options offers the weeks a repeat may cover, and only those it accepts', () => {
  const TUTOR = 7;
  const at = (days: number, hour = 0) =>
    new Date(Date.parse('2037-03-02T00:00:00.000Z') + days * DAY + hour * 3600_000);

  beforeAll(async () => {
    // The tutor's weeks on a clock without daylight-saving changes: each week starts at the same UTC time.
    await t.db.query(`UPDATE users SET time_zone = 'UTC' WHERE email = 'tutor@example.com'`);
  });

  it('API-52, DOM-39: 52 weeks unless fewer are asked for (weeks=1..52); a week overlapping a locked availability is left out, and repeating every week offered succeeds', async () => {
    const created = await tutor.post('/api/v2/availabilities', {
      availability: { tutorId: TUTOR, startsAt: at(0, 15).toISOString(), endsAt: at(0, 17).toISOString() },
    });
    expect(created.status).toBe(201);
    const av = created.body.availability as { id: number };
    const blocker = await tutor.post('/api/v2/availabilities', {
      availability: {
        tutorId: TUTOR,
        startsAt: at(14, 16).toISOString(),
        endsAt: at(14, 18).toISOString(),
        locked: true,
      },
    });
    expect(blocker.status).toBe(201);

    const all = await tutor.get(`/api/v2/availabilities/repeat_options?id=${av.id}`);
    expect(all.status).toBe(200);
    const options = all.body.availabilityRepeatOptions.repeatOptions as { startsAt: string; book: boolean }[];
    const starts = options.map((o) => o.startsAt);
    expect(starts).toHaveLength(51);
    expect(starts).not.toContain(at(14, 15).toISOString());
    expect(starts[0]).toBe(at(7, 15).toISOString());
    expect(starts[starts.length - 1]).toBe(at(52 * 7, 15).toISOString());

    const few = await tutor.get(`/api/v2/availabilities/repeat_options?id=${av.id}&weeks=3`);
    expect((few.body.availabilityRepeatOptions.repeatOptions as { startsAt: string }[]).map((o) => o.startsAt)).toEqual(
      [at(7, 15).toISOString(), at(21, 15).toISOString()],
    );
    for (const weeks of ['0', '53'])
      expect((await tutor.get(`/api/v2/availabilities/repeat_options?id=${av.id}&weeks=${weeks}`)).body.errors).toEqual(
        ['Weeks must be between 1 and 52'],
      );

    const rep = await tutor.post('/api/v2/availabilities/repeat', {
      availability: { id: av.id, tutorId: TUTOR, repeatOptions: options.map((o) => ({ ...o, book: true })) },
    });
    expect(rep.status).toBe(201);
    expect(rep.body.availabilities).toHaveLength(51);
  });
});
