/** Issue 20 points 1 and 7: the access behaviours seen from outside, one named test each. */
import { ADD_HOURS_NEEDS_CARD, TRANSFER_NOT_PUBLISHED, TRANSFER_RESERVED } from '../src/resources/enrollments/rules';
import { RESCHEDULE_NOT_BOOKABLE } from '../src/resources/attendances/rules';
import { SPOOFING_ACCOUNT_ACTION } from '../src/policy';
import { STALE_UPDATE } from '../src/resources/shared/version';
import { as, idOf, installTestApp } from './helpers';

jest.setTimeout(120_000);

const t = installTestApp();
const admin = t.as('admin@example.com');
const crm = t.as('crm@example.com');
const tutor = t.as('tutor@example.com');
const student = t.as('student@example.com');
const parent = t.as('parent@example.com');
const parent2 = t.as('parent2@example.com');
const ids: Record<string, number> = {};

/** Row counts and a checksum of a table, to show a refusal wrote nothing. */
const snapshot = async (table: string): Promise<string> =>
  (
    await t.db.query<{ s: string }>(
      `SELECT count(*)::text || ':' || coalesce(md5(string_agg(r::text, '|' ORDER BY r::text)), '') AS s FROM ${table} r`,
    )
  )[0]!.s;

beforeAll(async () => {
  const q = (sql: string) => idOf(t.db, sql);
  ids.student = await q(
    "SELECT s.id FROM students s JOIN users u ON u.id = s.user_id WHERE u.email = 'student@example.com'",
  );
  ids.k12 = await q(
    "SELECT s.id FROM students s JOIN users u ON u.id = s.user_id WHERE u.email = 'k12student@example.com'",
  );
  ids.parent = await q(
    "SELECT p.id FROM parents p JOIN users u ON u.id = p.user_id WHERE u.email = 'parent@example.com'",
  );
  ids.parent2 = await q(
    "SELECT p.id FROM parents p JOIN users u ON u.id = p.user_id WHERE u.email = 'parent2@example.com'",
  );
  ids.tutor = await q(
    "SELECT e.id FROM employees e JOIN users u ON u.id = e.user_id WHERE u.email = 'tutor@example.com'",
  );
  ids.tutor2 = await q(
    "SELECT e.id FROM employees e JOIN users u ON u.id = e.user_id WHERE u.email = 'tutor2@example.com'",
  );
});

describe('issue 20: access behaviours', () => {
  it('a student lists and opens only their own sessions, never the whole schedule', async () => {
    const all = await admin.get('/api/v2/sessions?schedule=all&per=1000');
    const mine = await student.get('/api/v2/sessions?schedule=all&per=1000&include=attendances');
    expect(mine.status).toBe(200);
    const own = new Set(
      (
        await t.db.query<{ id: number }>(
          `SELECT s.id FROM sessions s WHERE EXISTS (SELECT 1 FROM attendances a WHERE a.session_id = s.id AND a.student_id = $1)
           OR EXISTS (SELECT 1 FROM enrollments e WHERE e.course_id = s.course_id AND e.student_id = $1)`,
          [ids.student],
        )
      ).map((r) => r.id),
    );
    const listed = (mine.body.sessions as { id: number }[]).map((s) => s.id);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((id) => own.has(id))).toBe(true);
    expect(mine.body.meta.totalCount).toBeLessThan(all.body.meta.totalCount);
    const foreign = (all.body.sessions as { id: number }[]).find((s) => !own.has(s.id))!;
    const detail = await student.get(`/api/v2/sessions/${foreign.id}`);
    expect(detail.status).toBe(404);
    expect(detail.body.errors.length).toBeGreaterThan(0);
  });

  it("an enrollment that has ended no longer opens its course's sessions, their join link or recordings", async () => {
    const student3 = await as(t.app, 'student3@example.com');
    const [e] = await t.db.query<{ id: number; course_id: number; status: string }>(
      `SELECT e.id, e.course_id, e.status FROM enrollments e JOIN students s ON s.id = e.student_id
       JOIN users u ON u.id = s.user_id WHERE u.email = 'student3@example.com' AND e.course_id IS NOT NULL`,
    );
    expect(e!.status).toBe('transferred');
    // A session of that course the student never attended (the seed gives student3 no attendances).
    const [session] = await t.db.query<{ id: number }>(
      'SELECT id FROM sessions WHERE course_id = $1 AND NOT EXISTS (SELECT 1 FROM attendances a JOIN students s ON s.id = a.student_id JOIN users u ON u.id = s.user_id WHERE a.session_id = sessions.id AND u.email = $2) ORDER BY id LIMIT 1',
      [e!.course_id, 'student3@example.com'],
    );
    const reads = async () =>
      Promise.all(
        ['', '/recordings', '/prepare', '/connect'].map(async (path) => {
          const reply = await student3.get(`/api/v2/sessions/${session!.id}${path}`);
          // connect is a browser navigation (SRV-26): the server-error page, never the meeting.
          return path === '/connect' ? `${reply.status} ${String(reply.headers.location)}` : reply.status;
        }),
      );
    const listed = async () =>
      ((await student3.get('/api/v2/sessions?schedule=all&per=1000')).body.sessions as { id: number }[]).some(
        (s) => s.id === session!.id,
      );
    expect(await reads()).toEqual([404, 404, 404, '302 /error/server_error']);
    expect(await listed()).toBe(false);
    for (const status of ['canceled', 'expired']) {
      await t.db.query('UPDATE enrollments SET status = $1 WHERE id = $2', [status, e!.id]);
      expect(await reads()).toEqual([404, 404, 404, '302 /error/server_error']);
    }
    // The control: while the enrollment runs, its course's sessions are the student's.
    await t.db.query("UPDATE enrollments SET status = 'active' WHERE id = $1", [e!.id]);
    try {
      // Running again: the session opens; its connect answers with the session's own state (the meeting, or ended,
      // not started), no longer the server-error page of a session that is not theirs.
      const [detail, recordings, prepare, connect] = await reads();
      expect([detail, recordings, prepare]).toEqual([200, 200, 200]);
      expect(connect).toMatch(/^302 /);
      expect(connect).not.toBe('302 /error/server_error');
      expect(await listed()).toBe(true);
    } finally {
      await t.db.query('UPDATE enrollments SET status = $1 WHERE id = $2', [e!.status, e!.id]);
    }
  });

  it("the bookable sessions offered for a reschedule (browse=true) carry no other student's name or attendance", async () => {
    const r = await student.get('/api/v2/sessions?browse=true&per=1000&include=attendances,supervisor');
    expect(r.status).toBe(200);
    const sessions = r.body.sessions as { attendances: { studentId: number }[] }[];
    expect(sessions.length).toBeGreaterThan(0);
    for (const s of sessions) for (const a of s.attendances) expect(a.studentId).toBe(ids.student);
    const names = JSON.stringify(sessions);
    for (const other of ['Nina', 'Kai', 'Sophie']) expect(names).not.toContain(other);
  });

  it('a parent adding hours with process=true pays with the card profile (a payment is recorded)', async () => {
    const enrollment = await idOf(
      t.db,
      `SELECT id FROM enrollments WHERE student_id = ${ids.student} AND status = 'active' ORDER BY id LIMIT 1`,
    );
    const before = await t.db.query<{ c: number }>('SELECT count(*)::int AS c FROM payments WHERE parent_id = $1', [
      ids.parent,
    ]);
    const r = await parent.post(`/api/v2/enrollments/${enrollment}/add_hours?process=true`, {
      enrollmentRenewal: { hours: 2 },
    });
    expect(r.status).toBe(201);
    const after = await t.db.query<{ c: number; last: string }>(
      'SELECT count(*)::int AS c, (array_agg(amount ORDER BY id DESC))[1]::text AS last FROM payments WHERE parent_id = $1',
      [ids.parent],
    );
    expect(after[0]!.c).toBe(before[0]!.c + 1);
    expect(Number(after[0]!.last)).toBe(r.body.enrollmentRenewal.amount);
  });

  it('a parent without a valid card cannot add 100 paid hours for free: refused, nothing written', async () => {
    const enrollment = await idOf(
      t.db,
      `SELECT id FROM enrollments WHERE student_id = ${ids.k12} AND status = 'active' ORDER BY id LIMIT 1`,
    );
    const before = [await snapshot('enrollments'), await snapshot('enrollment_renewals'), await snapshot('payments')];
    const r = await parent2.post(`/api/v2/enrollments/${enrollment}/add_hours?process=true`, {
      enrollmentRenewal: { hours: 100 },
    });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual([ADD_HOURS_NEEDS_CARD]);
    expect([await snapshot('enrollments'), await snapshot('enrollment_renewals'), await snapshot('payments')]).toEqual(
      before,
    );
  });

  it('a parent cannot edit staff-only CRM fields (notes, owner, lead source, status, home value) but edits their name', async () => {
    const before = await snapshot('parents');
    for (const field of [
      { notes: 'VIP' },
      { employeeId: null },
      { leadSourceId: null },
      { status: 'Not Ready' },
      { homeValue: 1 },
    ]) {
      const r = await parent.put(`/api/v2/parents/${ids.parent}`, { parent: field });
      expect(r.status).toBe(403);
      expect(r.body.errors[0]).toMatch(/^Only staff can change /);
    }
    expect(await snapshot('parents')).toBe(before);
    const ok = await parent.put(`/api/v2/parents/${ids.parent}`, { parent: { lastName: 'Parentson' } });
    expect(ok.status).toBe(200);
    expect(ok.body.parent.lastName).toBe('Parentson');
    expect((await crm.put(`/api/v2/parents/${ids.parent}`, { parent: { notes: 'VIP' } })).status).toBe(200);
  });

  it('a parent cannot move a child to another family', async () => {
    const before = await snapshot('students');
    const r = await parent.put(`/api/v2/students/${ids.student}`, { student: { parentId: ids.parent2 } });
    expect(r.status).toBe(403);
    expect(r.body.errors.length).toBe(1);
    const other = await parent.put(`/api/v2/students/${ids.k12}`, { student: { parentId: ids.parent } });
    expect(other.status).toBe(404);
    expect(await snapshot('students')).toBe(before);
  });

  it('SES-09: a tutor marks the attendance taken on a session assigned to them, and changes nothing else of a session', async () => {
    const [own] = await t.db.query<{ id: number }>(
      'SELECT session_id AS id FROM assignments WHERE employee_id = $1 ORDER BY session_id LIMIT 1',
      [ids.tutor],
    );
    const [other] = await t.db.query<{ id: number }>(
      'SELECT s.id FROM sessions s WHERE NOT EXISTS (SELECT 1 FROM assignments a WHERE a.session_id = s.id AND a.employee_id = $1) ORDER BY s.id LIMIT 1',
      [ids.tutor],
    );
    const takenAt = new Date().toISOString();
    const before = await snapshot('sessions');
    const refused = [
      await tutor.put(`/api/v2/sessions/${other!.id}`, { session: { attendanceTakenAt: takenAt } }),
      await tutor.put(`/api/v2/sessions/${own!.id}`, { session: { attendanceTakenAt: takenAt, title: 'Mine now' } }),
      await tutor.put(`/api/v2/sessions/${own!.id}`, { session: { canceledAt: takenAt } }),
      await student.put(`/api/v2/sessions/${own!.id}`, { session: { attendanceTakenAt: takenAt } }),
    ];
    expect(refused.map((r) => r.status)).toEqual([403, 403, 403, 403]);
    expect(await snapshot('sessions')).toBe(before);
    const taken = await tutor.put(`/api/v2/sessions/${own!.id}`, { session: { attendanceTakenAt: takenAt } });
    expect(taken.status).toBe(200);
    expect(Date.parse(taken.body.session.attendanceTakenAt)).toBe(Date.parse(takenAt));
  });

  it('a tutor cannot review themselves (the student can)', async () => {
    const review = await idOf(
      t.db,
      `SELECT id FROM reviews WHERE employee_id = ${ids.tutor} AND student_id = ${ids.student} ORDER BY id LIMIT 1`,
    );
    const before = await snapshot('reviews');
    const r = await tutor.put(`/api/v2/reviews/${review}`, { review: { stars: 5, completed: true } });
    expect(r.status).toBe(403);
    expect(await snapshot('reviews')).toBe(before);
    expect((await student.put(`/api/v2/reviews/${review}`, { review: { stars: 4, completed: true } })).status).toBe(
      200,
    );
  });

  it("a tutor cannot change another tutor's availability, attendance or events", async () => {
    const tables = ['availabilities', 'attendances', 'events'];
    const before = await Promise.all(tables.map(snapshot));
    const theirs = await idOf(t.db, `SELECT id FROM availabilities WHERE tutor_id = ${ids.tutor2} ORDER BY id LIMIT 1`);
    const mine = await idOf(t.db, `SELECT id FROM availabilities WHERE tutor_id = ${ids.tutor} ORDER BY id LIMIT 1`);
    const later = new Date(Date.now() + 40 * 86400000).toISOString();
    const laterEnd = new Date(Date.now() + 40 * 86400000 + 3600000).toISOString();
    expect((await tutor.put(`/api/v2/availabilities/${theirs}`, { availability: { locked: true } })).status).toBe(404);
    expect((await tutor.del(`/api/v2/availabilities/${theirs}`)).status).toBe(404);
    const create = await tutor.post('/api/v2/availabilities', {
      availability: { tutorId: ids.tutor2, startsAt: later, endsAt: laterEnd },
    });
    expect(create.status).toBe(403);
    expect((await tutor.put(`/api/v2/availabilities/${mine}`, { availability: { tutorId: ids.tutor2 } })).status).toBe(
      403,
    );
    const foreignAttendance = await idOf(
      t.db,
      `SELECT a.id FROM attendances a WHERE NOT EXISTS (SELECT 1 FROM assignments x WHERE x.session_id = a.session_id AND x.employee_id = ${ids.tutor}) ORDER BY a.id LIMIT 1`,
    );
    const att = await tutor.put(`/api/v2/attendances/${foreignAttendance}`, {
      attendance: { joinedAt: new Date().toISOString() },
    });
    expect(att.status).toBe(404);
    const ev = await tutor.post('/api/v2/events', {
      event: { name: 'Prep', type: 'Event::PrepTime', startsAt: later, endsAt: laterEnd, employeeId: ids.tutor2 },
    });
    expect(ev.status).toBe(403);
    const theirEvent = await t.db.query<{ id: number }>(
      `SELECT id FROM events WHERE employee_id IS DISTINCT FROM ${ids.tutor} ORDER BY id LIMIT 1`,
    );
    if (theirEvent[0])
      expect((await tutor.put(`/api/v2/events/${theirEvent[0].id}`, { event: { name: 'Mine now' } })).status).toBe(404);
    expect(await Promise.all(tables.map(snapshot))).toEqual(before);
  });

  it('a reschedule can only target a published, bookable slot', async () => {
    const attendance = await idOf(
      t.db,
      `SELECT a.id FROM attendances a JOIN sessions s ON s.id = a.session_id WHERE a.student_id = ${ids.student} AND s.starts_at > now() AND s.canceled_at IS NULL ORDER BY s.starts_at LIMIT 1`,
    );
    const target = await idOf(
      t.db,
      `SELECT s.id FROM sessions s WHERE s.published AND s.starts_at > now() + interval '1 hour' AND s.canceled_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM attendances a WHERE a.session_id = s.id AND a.student_id = ${ids.student}) ORDER BY s.starts_at LIMIT 1`,
    );
    const past = await idOf(
      t.db,
      `SELECT id FROM sessions WHERE ends_at < now() AND canceled_at IS NULL ORDER BY id LIMIT 1`,
    );
    await t.db.query('UPDATE sessions SET published = false WHERE id = $1', [target]);
    const before = await snapshot('attendances');
    for (const session_id of [target, past]) {
      const r = await student.put(`/api/v2/attendances/${attendance}`, { attendance: { session_id } });
      expect(r.status).toBe(422);
      expect(r.body.errors).toEqual([RESCHEDULE_NOT_BOOKABLE]);
    }
    expect(await snapshot('attendances')).toBe(before);
    await t.db.query('UPDATE sessions SET published = true WHERE id = $1', [target]);
    const ok = await student.put(`/api/v2/attendances/${attendance}`, { attendance: { session_id: target } });
    expect(ok.status).toBe(200);
    expect(ok.body.attendance.sessionId).toBe(target);
  });

  it('staff without OPERATIONS never receive tutors that are not accepting students, whatever the query says', async () => {
    const sessionId = await idOf(t.db, 'SELECT id FROM sessions ORDER BY id LIMIT 1');
    const urls = [
      '/api/v2/tutors?per=1000',
      '/api/v2/tutors?per=1000&acceptNewStudents=false',
      '/api/v2/tutors.json?includeNonAccepting=true&per=1000',
      '/api/v2/tutors/prioritized',
      `/api/v2/sessions/potential_tutors?sessionIds[]=${sessionId}&includeNonAccepting=true`,
      '/api/v2/employees?per=1000&type=Tutor',
      '/api/v2/employees.json?query=o&per=1000',
    ];
    for (const url of urls) {
      const r = await crm.get(url);
      expect(r.status).toBe(200);
      const tutors = ((r.body.tutors ?? r.body.employees) as { type: string; acceptNewStudents: boolean }[]).filter(
        (x) => x.type === 'Tutor' || r.body.tutors,
      );
      if (!r.body.tutors) expect(tutors.length).toBeGreaterThan(0);
      expect(tutors.every((x) => x.acceptNewStudents === true)).toBe(true);
    }
    const ops = await admin.get('/api/v2/tutors.json?includeNonAccepting=true&per=1000');
    expect((ops.body.tutors as { acceptNewStudents: boolean }[]).some((x) => x.acceptNewStudents === false)).toBe(true);
  });

  it('while an admin acts as a student, account-level actions (password, e-mail) are refused', async () => {
    const userId = await idOf(t.db, "SELECT id FROM users WHERE email = 'student@example.com'");
    const before = await snapshot('users');
    admin.spoof = `Student:${ids.student}`;
    try {
      const pw = await admin.put(`/api/v2/users/${userId}/change_password`, {
        user: { password: 'newpassword1', passwordConfirmation: 'newpassword1' },
      });
      expect(pw.status).toBe(403);
      expect(pw.body.errors).toEqual([SPOOFING_ACCOUNT_ACTION]);
      const email = await admin.put(`/api/v2/students/${ids.student}`, { student: { email: 'other@example.com' } });
      expect(email.status).toBe(403);
      const me = await admin.get('/api/v2/current_user');
      expect(me.body.user.spoofing).not.toBeNull();
    } finally {
      admin.spoof = null;
    }
    expect(await snapshot('users')).toBe(before);
  });
  it("a parent's enrollment page lists the family's installments (UI and API agree), never another family's", async () => {
    const own = await idOf(
      t.db,
      `SELECT i.enrollment_id AS id FROM installments i JOIN enrollments e ON e.id = i.enrollment_id WHERE e.student_id = ${ids.student} LIMIT 1`,
    );
    const r = await parent.get(`/api/v2/installments?enrollmentId=${own}&per=100`);
    expect(r.status).toBe(200);
    expect(r.body.installments.length).toBeGreaterThan(0);
    const all = await parent.get('/api/v2/installments?per=1000');
    const familyIds = new Set(
      (
        await t.db.query<{ id: number }>(
          'SELECT e.id FROM enrollments e JOIN students s ON s.id = e.student_id WHERE s.parent_id = $1',
          [ids.parent],
        )
      ).map((x) => x.id),
    );
    expect((all.body.installments as { enrollmentId: number }[]).every((i) => familyIds.has(i.enrollmentId))).toBe(
      true,
    );
    expect((await parent2.get(`/api/v2/installments?enrollmentId=${own}`)).body.installments).toEqual([]);
  });

  it('a parent transfers an enrollment only into a published course', async () => {
    const enrollment = await idOf(
      t.db,
      `SELECT id FROM enrollments WHERE student_id = ${ids.student} AND status = 'active' ORDER BY id DESC LIMIT 1`,
    );
    const draft = await idOf(t.db, "SELECT id FROM courses WHERE status <> 'published' ORDER BY id LIMIT 1");
    const before = await snapshot('enrollments');
    const r = await parent.put(`/api/v2/enrollments/${enrollment}/transfer`, { itemType: 'Course', itemId: draft });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual([TRANSFER_NOT_PUBLISHED]);
    expect(await snapshot('enrollments')).toBe(before);
  });

  it("SES-29: a course reserved for another family's student is neither listed to a family nor open to their transfer", async () => {
    const reserved = await idOf(t.db, "SELECT id FROM courses WHERE title = 'Private Geometry'");
    const [course] = await t.db.query<{ reserved_for_id: number; reserved_until: string }>(
      'SELECT reserved_for_id, reserved_until::text FROM courses WHERE id = $1',
      [reserved],
    );
    expect(course!.reserved_for_id).toBe(ids.student);
    const listedTo = async (who: typeof parent) =>
      ((await who.get('/api/v2/courses?per=1000')).body.courses as { id: number }[]).some((c) => c.id === reserved);
    // The reserved-for student's own family sees it; another family neither lists nor opens it.
    expect(await listedTo(parent)).toBe(true);
    expect(await listedTo(parent2)).toBe(false);
    expect((await parent2.get(`/api/v2/courses/${reserved}`)).status).toBe(404);
    const enrollment = await idOf(
      t.db,
      `SELECT e.id FROM enrollments e JOIN students s ON s.id = e.student_id
       WHERE s.parent_id = ${ids.parent2} AND e.status = 'active' AND e.course_id IS NOT NULL ORDER BY e.id LIMIT 1`,
    );
    const before = await snapshot('enrollments');
    const attendances = await snapshot('attendances');
    const r = await parent2.put(`/api/v2/enrollments/${enrollment}/transfer`, { itemType: 'Course', itemId: reserved });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual([TRANSFER_RESERVED]);
    expect(await snapshot('enrollments')).toBe(before);
    expect(await snapshot('attendances')).toBe(attendances);
    // Once the reservation has ended, the course is on offer to every family again.
    await t.db.query('UPDATE courses SET reserved_until = current_date - 1 WHERE id = $1', [reserved]);
    try {
      expect(await listedTo(parent2)).toBe(true);
    } finally {
      await t.db.query('UPDATE courses SET reserved_until = $1 WHERE id = $2', [course!.reserved_until, reserved]);
    }
  });

  it("ADR 0006: a tutoring split opens only to the students on it, not to every family enrolled in its hub's course", async () => {
    const [split] = await t.db.query<{ id: number; course_id: number }>(
      "SELECT id, course_id FROM sessions WHERE type = 'Session::TutoringSplit' ORDER BY id LIMIT 1",
    );
    // student@ is enrolled in the hub's course but not on the split (k12student@ is).
    const enrolled = await t.db.query(
      "SELECT 1 FROM enrollments WHERE course_id = $1 AND student_id = $2 AND status IN ('active', 'trialing')",
      [split!.course_id, ids.student],
    );
    expect(enrolled.length).toBeGreaterThan(0);
    const k12 = await as(t.app, 'k12student@example.com');
    const k12Parent = await as(t.app, 'parent2@example.com');
    const [k12Family] = await t.db.query<{ parent_id: number }>('SELECT parent_id FROM students WHERE id = $1', [
      ids.k12,
    ]);
    const onSplit = k12Family!.parent_id === ids.parent2 ? [k12, k12Parent] : [k12];
    const sees = async (who: typeof parent) => ({
      detail: (await who.get(`/api/v2/sessions/${split!.id}`)).status,
      listed: ((await who.get('/api/v2/sessions?schedule=all&per=1000')).body.sessions as { id: number }[]).some(
        (s) => s.id === split!.id,
      ),
      meeting: ((await who.get('/api/v2/courses/membership?limit=100')).body.meetings as { id: number }[]).some(
        (m) => m.id === split!.id,
      ),
      connect: String((await who.get(`/api/v2/sessions/${split!.id}/connect`)).headers.location),
    });
    for (const who of [student, parent]) {
      expect(await sees(who)).toEqual({ detail: 404, listed: false, meeting: false, connect: '/error/server_error' });
    }
    for (const who of onSplit) {
      const seen = await sees(who);
      expect({ detail: seen.detail, listed: seen.listed }).toEqual({ detail: 200, listed: true });
    }
    // Nor can a family book or move into it.
    const browse = await student.get('/api/v2/sessions?browse=true&per=1000');
    expect((browse.body.sessions as { id: number }[]).some((s) => s.id === split!.id)).toBe(false);
  });
});

describe('issue 20 point 6: no lost updates', () => {
  it.each([
    ['parents', 'parent', { phone: '+13105550111' }, { phone: '+13105550222' }],
    ['sessions', 'session', { notes: 'Bring the workbook.' }, { notes: 'Room changed.' }],
  ])(
    'two people saving the same %s from forms opened on the same version: the second save gets 409 and nothing is overwritten',
    async (path, member, first, second) => {
      const id = await idOf(t.db, `SELECT id FROM ${path} ORDER BY id LIMIT 1`);
      const a = await crm.get(`/api/v2/${path}/${id}`);
      const b = await admin.get(`/api/v2/${path}/${id}`);
      const opened = a.headers.etag as string;
      expect(opened).toMatch(/^"[0-9a-f]{32}"$/);
      expect(b.headers.etag).toBe(opened);
      const saved = await crm.put(`/api/v2/${path}/${id}`, { [member]: first }, { 'if-match': opened });
      expect(saved.status).toBe(200);
      expect(saved.headers.etag).not.toBe(opened);
      const stale = await admin.put(`/api/v2/${path}/${id}`, { [member]: second }, { 'if-match': opened });
      expect(stale.status).toBe(409);
      expect(stale.body.errors).toEqual([STALE_UPDATE]);
      const now = await admin.get(`/api/v2/${path}/${id}`);
      expect(now.body[member]).toMatchObject(first);
      expect(now.headers.etag).toBe(saved.headers.etag);
      const retried = await admin.put(
        `/api/v2/${path}/${id}`,
        { [member]: second },
        { 'if-match': now.headers.etag as string },
      );
      expect(retried.status).toBe(200);
      expect(retried.body[member]).toMatchObject(second);
    },
  );

  it('a save without If-Match (older clients) still writes', async () => {
    const id = await idOf(t.db, 'SELECT id FROM places ORDER BY id LIMIT 1');
    const r = await admin.put(`/api/v2/places/${id}`, { place: { name: 'Main office' } });
    expect(r.status).toBe(200);
    expect(r.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
  });
});
