/**
 * Access rules found by the hostile-caller walk (round 3), one named test each (docs/security.md): what a family reads
 * of its own records, extra tutoring bookings' durations, the essay grader token's life and what a tutor may do to
 * students, events and availabilities.
 */
import { Client, as, installTestApp } from './helpers';

jest.setTimeout(120_000);

const t = installTestApp();
const crm = t.as('crm@example.com');
const student = t.as('student@example.com');
const parent = t.as('parent@example.com');
const admin = t.as('admin@example.com');

const meOf = async (client: typeof crm) =>
  (await client.get('/api/v2/current_user')).body.user as {
    id: number;
    studentId: number;
    parentId: number;
    employeeId: number;
  };

describe('a family reads none of what staff keep about it (docs/security.md)', () => {
  it('CRM-06: a parent reading their own record gets no notes, home value, owner, calls, referral or lead source; staff still do', async () => {
    const { parentId } = await meOf(parent);
    const set = await crm.put(`/api/v2/parents/${parentId}`, {
      parent: { notes: 'Prefers evening calls', homeValue: 950000, referralSource: 'Friend', referralDetails: 'Kim' },
    });
    expect(set.status).toBe(200);
    expect(set.body.parent).toMatchObject({ notes: 'Prefers evening calls', homeValue: 950000 });

    const own = await parent.get(`/api/v2/parents/${parentId}`);
    expect(own.status).toBe(200);
    for (const key of [
      'notes',
      'homeValue',
      'employeeId',
      'callsCount',
      'referralSource',
      'referralDetails',
      'leadSourceId',
      'status',
      'source',
      'sourceLink',
      'lastTouchedAt',
      'assignedAt',
    ])
      expect(own.body.parent).not.toHaveProperty(key);
    // What the family's screens read is still there.
    expect(own.body.parent).toMatchObject({ id: parentId, email: 'parent@example.com' });
    expect(own.body.parent).toHaveProperty('subscription');
    // Their own save answers the same view.
    const saved = await parent.put(`/api/v2/parents/${parentId}`, { parent: { phone: '555-0100' } });
    expect(saved.status).toBe(200);
    expect(saved.body.parent).not.toHaveProperty('notes');
    expect(saved.body.parent).not.toHaveProperty('homeValue');

    const staff = await crm.get(`/api/v2/parents/${parentId}`);
    expect(staff.body.parent).toMatchObject({
      notes: 'Prefers evening calls',
      homeValue: 950000,
      referralSource: 'Friend',
    });
    expect(staff.body.parent).toHaveProperty('callsCount');
  });

  it('DOM-44: a student and their parent read the student without staff’s note; parentId and the K12 flag stay', async () => {
    const { studentId } = await meOf(student);
    expect(
      (await crm.put(`/api/v2/students/${studentId}`, { student: { note: 'Watch for test anxiety' } })).status,
    ).toBe(200);
    for (const family of [student, parent]) {
      const one = await family.get(`/api/v2/students/${studentId}?include=parent`);
      expect(one.status).toBe(200);
      expect(one.body.student).not.toHaveProperty('note');
      expect(one.body.student).toHaveProperty('parentId');
      expect(one.body.student).toHaveProperty('k12User');
    }
    const listed = await parent.get('/api/v2/students');
    expect(listed.status).toBe(200);
    expect(listed.body.students.length).toBeGreaterThan(0);
    for (const s of listed.body.students) expect(s).not.toHaveProperty('note');
    expect((await crm.get(`/api/v2/students/${studentId}`)).body.student.note).toBe('Watch for test anxiety');
  });
});

describe('extra tutoring bookings (SES-47, DOM-39)', () => {
  it('DOM-39: every extra booking of POST tutorings lasts 15 to 600 minutes like the tutoring itself; otherwise 422 and nothing is booked', async () => {
    const av = (await student.get('/api/v2/availabilities?tutorId=8&per=20')).body.availabilities.find(
      (a: { maxedOut: boolean; locked: boolean }) => !a.maxedOut && !a.locked,
    );
    expect(av).toBeDefined();
    const at = (minutes: number) => new Date(Date.parse(av.startsAt) + minutes * 60000).toISOString();
    const count = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tutorings'))[0]!.n;
    const before = await count();
    for (const duration of [-120, 0, 1, 14, 601]) {
      const r = await student.post('/api/v2/tutorings', {
        tutoring: {
          startsAt: at(0),
          duration: 60,
          availability: av.id,
          bookings: [{ startsAt: at(90), duration, availabilityId: av.id }],
        },
      });
      expect(r.status).toBe(422);
      expect(r.body.errors.length).toBeGreaterThan(0);
      expect(Object.keys(r.body.fields ?? {})).toContain('bookings.0.duration');
      expect(await count()).toBe(before);
    }
    const ok = await student.post('/api/v2/tutorings', {
      tutoring: {
        startsAt: at(0),
        duration: 60,
        availability: av.id,
        bookings: [{ startsAt: at(90), duration: 15, availabilityId: av.id }],
      },
    });
    expect(ok.status).toBe(201);
  });
});

describe('the essay grader token lives with the grader’s sessions (EXM-01, docs/security.md)', () => {
  const grading = (token: string) =>
    new Client(t.url).call('GET', '/api/essay/grading', undefined, { authorization: `Token token="${token}"` });
  const tokenOf = async (client: Client) => (await meOf(client as typeof crm)) as unknown as { graderToken: string };

  it('EXM-01: signed out everywhere the token is refused; signed in again it works (sign-out does not replace it)', async () => {
    const tutor = await as(t.url, 'tutor@example.com');
    const { graderToken } = await tokenOf(tutor);
    expect((await grading(graderToken)).status).toBe(200);
    // Signed out everywhere: no other session of the tutor's lives.
    await t.db.query(
      "DELETE FROM web_sessions WHERE user_id = (SELECT id FROM users WHERE email = 'tutor@example.com') AND id <> $1",
      [tutor.cookies.sid],
    );
    expect((await tutor.del('/api/logout.json')).status).toBe(204);
    const refused = await grading(graderToken);
    expect(refused.status).toBe(401);
    expect(refused.body.errors).toEqual(['A valid grader token is required.']);
    const again = await as(t.url, 'tutor@example.com');
    expect((await tokenOf(again)).graderToken).toBe(graderToken);
    expect((await grading(graderToken)).status).toBe(200);
  });

  it('EXM-01: a password change replaces the token: the old one is refused though the grader is still signed in', async () => {
    const tutor = await as(t.url, 'tutor@example.com');
    const before = (await tokenOf(tutor)).graderToken;
    const me = await meOf(tutor);
    const changed = await tutor.put(`/api/v2/users/${me.id}/change_password`, {
      user: { password: 'password123', passwordConfirmation: 'password123' },
    });
    expect(changed.status).toBe(200);
    const after = (await tokenOf(tutor)).graderToken;
    expect(after).toMatch(/^[0-9a-f]{64}$/);
    expect(after).not.toBe(before);
    expect((await grading(before)).status).toBe(401);
    expect((await grading(after)).status).toBe(200);
  });

  it('EXM-01: a lock replaces the token; unlocked and signed in again, only the new one works', async () => {
    const tutor = await as(t.url, 'tutor@example.com');
    const { graderToken: before, id } = (await tokenOf(tutor)) as unknown as { graderToken: string; id: number };
    expect((await admin.put(`/api/v2/users/${id}/lock`, {})).status).toBe(200);
    expect((await grading(before)).status).toBe(401);
    expect((await admin.put(`/api/v2/users/${id}/unlock`, {})).status).toBe(200);
    const back = await as(t.url, 'tutor@example.com');
    const after = (await tokenOf(back)).graderToken;
    expect(after).not.toBe(before);
    expect((await grading(before)).status).toBe(401);
    expect((await grading(after)).status).toBe(200);
  });
});

describe('what a tutor may do to students (CRM-34, SES-30, docs/security.md)', () => {
  /** A student of the tutor's sessions, and one of none of their sessions or tutorings. */
  const studentsOf = async (employeeId: number) => {
    const mine = `EXISTS (SELECT 1 FROM attendances a JOIN assignments x ON x.session_id = a.session_id WHERE a.student_id = s.id AND x.employee_id = ${employeeId})
      OR EXISTS (SELECT 1 FROM tutorings tu WHERE tu.student_id = s.id AND tu.tutor_id = ${employeeId} AND tu.status <> 'canceled')`;
    const [own] = await t.db.query<{ id: number }>(`SELECT s.id FROM students s WHERE ${mine} ORDER BY s.id LIMIT 1`);
    const [other] = await t.db.query<{ id: number }>(
      `SELECT s.id FROM students s WHERE NOT (${mine}) ORDER BY s.id LIMIT 1`,
    );
    return { own: own!.id, other: other!.id };
  };
  const pointsOf = async (id: number) =>
    (await t.db.query<{ points: number }>('SELECT points FROM students WHERE id = $1', [id]))[0]!.points;

  it('CRM-34: a tutor gives points only to students of their own sessions, at most 100 a call; staff give up to the contract’s 100,000 to anyone', async () => {
    const tutor = await as(t.url, 'tutor@example.com');
    const { employeeId } = await meOf(tutor);
    const { own, other } = await studentsOf(employeeId);
    const otherBefore = await pointsOf(other);
    const refused = await tutor.put(`/api/v2/students/${other}/increment_points`, { points: 5 });
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toEqual(['You can only give points to students of your own sessions.']);
    expect(await pointsOf(other)).toBe(otherBefore);

    const ownBefore = await pointsOf(own);
    const tooMany = await tutor.put(`/api/v2/students/${own}/increment_points`, { points: 100000 });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body).toEqual({
      errors: ['A tutor can give or take away at most 100 points at a time.'],
      fields: { points: ['A tutor can give or take away at most 100 points at a time.'] },
    });
    expect((await tutor.put(`/api/v2/students/${own}/increment_points`, { points: 101 })).status).toBe(422);
    expect(await pointsOf(own)).toBe(ownBefore);
    const given = await tutor.put(`/api/v2/students/${own}/increment_points`, { points: 100 });
    expect(given.status).toBe(200);
    expect(given.body.student.points).toBe(ownBefore + 100);

    const staff = await crm.put(`/api/v2/students/${other}/increment_points`, { points: 5000 });
    expect(staff.status).toBe(200);
    expect(staff.body.student.points).toBe(otherBefore + 5000);
  });

  it('SES-30: a tutor’s event names as attendee only a student of their own sessions; one staff set stays when the tutor edits', async () => {
    const tutor = await as(t.url, 'tutor@example.com');
    const { employeeId } = await meOf(tutor);
    const { own, other } = await studentsOf(employeeId);
    const at = (minutes: number) => new Date(Date.now() + minutes * 60000).toISOString();
    const event = (studentId: number) => ({
      event: { name: 'Study plan', type: 'Event::PrepTime', startsAt: at(60), endsAt: at(90), employeeId, studentId },
    });
    const count = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM events'))[0]!.n;
    const before = await count();
    const refused = await tutor.post('/api/v2/events', event(other));
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      errors: ['You can only add a student from your own sessions.'],
      fields: { studentId: ['You can only add a student from your own sessions.'] },
    });
    expect(await count()).toBe(before);
    const ok = await tutor.post('/api/v2/events', event(own));
    expect(ok.status).toBe(201);
    const moved = await tutor.put(`/api/v2/events/${ok.body.event.id}`, { event: { studentId: other } });
    expect(moved.status).toBe(422);
    expect((await tutor.get(`/api/v2/events/${ok.body.event.id}`)).body.event.studentId).toBe(own);

    // Staff may name anyone; the tutor editing that event keeps the attendee staff chose.
    const byStaff = await crm.post('/api/v2/events', event(other));
    expect(byStaff.status).toBe(201);
    const renamed = await tutor.put(`/api/v2/events/${byStaff.body.event.id}`, {
      event: { name: 'Study plan (moved)', studentId: other },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.event).toMatchObject({ name: 'Study plan (moved)', studentId: other });
  });
});
