/**
 * The rules a family (student, parent) meets when it moves its enrollments and sessions and reads the staff, found by
 * the hostile-caller walk: one named test each, every refusal read back to show it wrote nothing.
 */
import { TRANSFER_ALREADY_ENROLLED, TRANSFER_NOT_LIVE, TRANSFER_RESERVED } from '../src/resources/enrollments/rules';
import {
  RESCHEDULE_ATTENDED,
  RESCHEDULE_NOT_BOOKABLE,
  RESCHEDULE_NOT_ENROLLED,
} from '../src/resources/attendances/rules';
import { idOf, installTestApp } from './helpers';

jest.setTimeout(120_000);

const t = installTestApp();
const admin = t.as('admin@example.com');
const crm = t.as('crm@example.com');
const student = t.as('student@example.com');
const parent = t.as('parent@example.com');
const parent2 = t.as('parent2@example.com');
const ids = {} as Record<
  | 'sam'
  | 'sibling'
  | 'kai'
  | 'mathClub'
  | 'homework'
  | 'algebraGroup'
  | 'sat'
  | 'privateGeometry'
  | 'split'
  | 'notAccepting'
  | 'tutor',
  number
>;

/** Row counts and a checksum of a table, to show a refusal wrote nothing. */
const snapshot = async (table: string): Promise<string> =>
  (
    await t.db.query<{ s: string }>(
      `SELECT count(*)::text || ':' || coalesce(md5(string_agg(r::text, '|' ORDER BY r::text)), '') AS s FROM ${table} r`,
    )
  )[0]!.s;
const snapshots = (...tables: string[]) => Promise.all(tables.map(snapshot));

const studentOf = (email: string) =>
  idOf(t.db, 'SELECT s.id FROM students s JOIN users u ON u.id = s.user_id WHERE u.email = $1', [email]);
const courseNamed = (title: string) => idOf(t.db, 'SELECT id FROM courses WHERE title = $1', [title]);
/** The enrollment of a student in a course (the latest). */
const enrollmentOf = (studentId: number, courseId: number) =>
  idOf(t.db, 'SELECT id FROM enrollments WHERE student_id = $1 AND course_id = $2 ORDER BY id DESC LIMIT 1', [
    studentId,
    courseId,
  ]);
/** A future, published, not canceled regular session of a course (the first). */
const upcomingSessionOf = (courseId: number) =>
  idOf(
    t.db,
    `SELECT id FROM sessions WHERE course_id = $1 AND type = 'Session' AND published AND starts_at > now() + interval '1 hour'
     AND canceled_at IS NULL ORDER BY starts_at, id LIMIT 1`,
    [courseId],
  );
const sessionIds = (body: { sessions: { id: number }[] }) => body.sessions.map((s) => s.id);

beforeAll(async () => {
  ids.sam = await studentOf('student@example.com');
  ids.sibling = await studentOf('newstudent@example.com');
  ids.kai = await studentOf('k12student@example.com');
  ids.mathClub = await courseNamed('Math Club Membership');
  ids.homework = await courseNamed('Homework Help Drop-in');
  ids.algebraGroup = await courseNamed('Algebra Group');
  ids.sat = await courseNamed('SAT Prep Intensive');
  ids.privateGeometry = await courseNamed('Private Geometry');
  ids.split = await idOf(t.db, "SELECT id FROM sessions WHERE type = 'Session::TutoringSplit' ORDER BY id LIMIT 1");
  ids.notAccepting = await idOf(
    t.db,
    "SELECT id FROM employees WHERE type = 'Tutor' AND active AND NOT accept_new_students ORDER BY id LIMIT 1",
  );
  ids.tutor = await idOf(
    t.db,
    "SELECT e.id FROM employees e JOIN users u ON u.id = e.user_id WHERE u.email = 'tutor@example.com'",
  );
});

describe('PUT enrollments/{id}/transfer (PAY-26, OP-37)', () => {
  it('only a trialing or active enrollment is transferred: a canceled or pending cancellation one is refused, staff included, and nothing is written', async () => {
    const pending = await enrollmentOf(ids.sibling, ids.mathClub);
    const canceled = await enrollmentOf(ids.kai, ids.mathClub);
    const statuses = await t.db.query<{ status: string }>(
      'SELECT status FROM enrollments WHERE id IN ($1, $2) ORDER BY id',
      [pending, canceled],
    );
    expect(statuses.map((s) => s.status)).toEqual(['pending_cancellation', 'canceled']);
    const before = await snapshots('enrollments', 'attendances');
    const body = { itemType: 'Course', itemId: ids.algebraGroup };
    for (const [who, id] of [
      [parent, pending],
      [parent2, canceled],
      [admin, canceled],
    ] as const) {
      const r = await who.put(`/api/v2/enrollments/${id}/transfer`, body);
      expect(r.status).toBe(422);
      expect(r.body.errors).toEqual([TRANSFER_NOT_LIVE]);
    }
    expect(await snapshots('enrollments', 'attendances')).toEqual(before);
    // The enrollment reads back unchanged: still in its course, and its student has no Algebra Group session.
    const read = await parent.get(`/api/v2/enrollments/${pending}`);
    expect(read.body.enrollment).toMatchObject({ courseId: ids.mathClub, status: 'pending_cancellation' });
    const groupSessions = await parent.get(`/api/v2/sessions?studentId=${ids.sibling}&courseId=${ids.algebraGroup}`);
    expect(groupSessions.body.sessions).toEqual([]);
  });

  it('a transfer into a course the student already has a running enrollment in is refused (no second enrollment)', async () => {
    // Sam has Homework Help (active) and Math Club (active).
    const homework = await enrollmentOf(ids.sam, ids.homework);
    const before = await snapshots('enrollments', 'attendances');
    const r = await parent.put(`/api/v2/enrollments/${homework}/transfer`, {
      itemType: 'Course',
      itemId: ids.mathClub,
    });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual([TRANSFER_ALREADY_ENROLLED]);
    expect(await snapshots('enrollments', 'attendances')).toEqual(before);
    const mathClub = await parent.get(`/api/v2/enrollments?studentId=${ids.sam}&courseId=${ids.mathClub}&per=100`);
    expect(
      (mathClub.body.enrollments as { status: string }[]).filter((e) => ['trialing', 'active'].includes(e.status)),
    ).toHaveLength(1);
  });
});

describe('PUT attendances/{id} with a new session (SRV-27, SES-33, OP-37)', () => {
  it('a student or parent cannot move an attended session (its joined time and the tutor note stay with it); nothing is written', async () => {
    const [attended] = await t.db.query<{ id: number; session_id: number }>(
      `SELECT a.id, a.session_id FROM attendances a JOIN sessions s ON s.id = a.session_id
       WHERE a.student_id = $1 AND a.joined_at IS NOT NULL AND a.session_note IS NOT NULL AND s.ends_at < now() ORDER BY a.id LIMIT 1`,
      [ids.sam],
    );
    // A session Sam may otherwise move into: SAT Prep (his trialing enrollment), upcoming, not attended.
    const target = await upcomingSessionOf(ids.sat);
    const countBefore = (await student.get(`/api/v2/enrollments/${await enrollmentOf(ids.sam, ids.mathClub)}`)).body
      .enrollment.attendancesAttendedCount;
    const before = await snapshot('attendances');
    for (const who of [student, parent]) {
      const r = await who.put(`/api/v2/attendances/${attended!.id}`, { attendance: { session_id: target } });
      expect(r.status).toBe(422);
      expect(r.body.errors).toEqual([RESCHEDULE_ATTENDED]);
    }
    expect(await snapshot('attendances')).toBe(before);
    const read = await student.get(`/api/v2/attendances/${attended!.id}`);
    expect(read.body.attendance.sessionId).toBe(attended!.session_id);
    expect(read.body.attendance.joinedAt).not.toBeNull();
    const countAfter = (await student.get(`/api/v2/enrollments/${await enrollmentOf(ids.sam, ids.mathClub)}`)).body
      .enrollment.attendancesAttendedCount;
    expect(countAfter).toBe(countBefore);
  });

  it('a family moves a session only into a course the student is enrolled in and that is on offer to them (SES-29), never into a tutoring split; nothing is written', async () => {
    // Kai (parent2's) attends an SAT Prep session (active enrollment); his Math Club enrollment is canceled.
    const [kaiAttendance] = await t.db.query<{ id: number; session_id: number }>(
      `SELECT a.id, a.session_id FROM attendances a JOIN sessions s ON s.id = a.session_id
       WHERE a.student_id = $1 AND s.course_id = $2 AND s.starts_at > now() ORDER BY a.id LIMIT 1`,
      [ids.kai, ids.sat],
    );
    const refusals: [number, string][] = [
      // Algebra Group: published, bookable, but Kai has no enrollment in it.
      [await upcomingSessionOf(ids.algebraGroup), RESCHEDULE_NOT_ENROLLED],
      // Math Club: his enrollment there is canceled.
      [await upcomingSessionOf(ids.mathClub), RESCHEDULE_NOT_ENROLLED],
      // Private Geometry: reserved for Sam (another family) while the reservation runs.
      [await upcomingSessionOf(ids.privateGeometry), TRANSFER_RESERVED],
      // The tutoring split of Math Club's hub session: never bookable.
      [ids.split, RESCHEDULE_NOT_BOOKABLE],
    ];
    const before = await snapshot('attendances');
    for (const [session_id, message] of refusals) {
      const r = await parent2.put(`/api/v2/attendances/${kaiAttendance!.id}`, { attendance: { session_id } });
      expect({ session_id, status: r.status, errors: r.body.errors }).toEqual({
        session_id,
        status: 422,
        errors: [message],
      });
    }
    expect(await snapshot('attendances')).toBe(before);
    expect((await parent2.get(`/api/v2/attendances/${kaiAttendance!.id}`)).body.attendance.sessionId).toBe(
      kaiAttendance!.session_id,
    );
  });

  it('a family still moves an upcoming session into another course the student is enrolled in', async () => {
    // Sam's upcoming Math Club session to an SAT Prep session (his trialing enrollment).
    const [attendance] = await t.db.query<{ id: number }>(
      `SELECT a.id FROM attendances a JOIN sessions s ON s.id = a.session_id
       WHERE a.student_id = $1 AND s.course_id = $2 AND s.starts_at > now() + interval '1 hour' AND s.canceled_at IS NULL
       AND a.joined_at IS NULL ORDER BY s.starts_at DESC LIMIT 1`,
      [ids.sam, ids.mathClub],
    );
    const target = await upcomingSessionOf(ids.sat);
    const r = await student.put(`/api/v2/attendances/${attendance!.id}`, { attendance: { session_id: target } });
    expect(r.status).toBe(200);
    expect(r.body.attendance).toMatchObject({ sessionId: target, joinedAt: null });
  });

  it('staff may still move an attended session (a correction), but the moved attendance keeps no joined time', async () => {
    const [attended] = await t.db.query<{ id: number }>(
      `SELECT a.id FROM attendances a WHERE a.student_id = $1 AND a.joined_at IS NOT NULL ORDER BY a.id LIMIT 1`,
      [ids.sam],
    );
    const target = await idOf(
      t.db,
      `SELECT s.id FROM sessions s WHERE s.course_id = $1 AND s.type = 'Session' AND s.published AND s.starts_at > now()
       AND s.canceled_at IS NULL AND NOT EXISTS (SELECT 1 FROM attendances a WHERE a.session_id = s.id AND a.student_id = $2)
       ORDER BY s.starts_at LIMIT 1`,
      [ids.sat, ids.sam],
    );
    const r = await admin.put(`/api/v2/attendances/${attended!.id}`, { attendance: { session_id: target } });
    expect(r.status).toBe(200);
    expect(r.body.attendance).toMatchObject({ sessionId: target, joinedAt: null });
    const [row] = await t.db.query<{ joined_at: string | null }>('SELECT joined_at FROM attendances WHERE id = $1', [
      attended!.id,
    ]);
    expect(row!.joined_at).toBeNull();
  });
});

describe('GET sessions: what a family may filter and browse', () => {
  it("a parent filtering sessions by another family's child gets an empty list (not the sessions that child attends)", async () => {
    // Kai attends an SAT Prep session; Sam's trialing SAT Prep enrollment puts that session in parent@'s own scope.
    const kaiSession = await idOf(
      t.db,
      `SELECT a.session_id AS id FROM attendances a JOIN sessions s ON s.id = a.session_id WHERE a.student_id = $1 AND s.course_id = $2 LIMIT 1`,
      [ids.kai, ids.sat],
    );
    expect(sessionIds((await parent.get('/api/v2/sessions?schedule=all&per=1000')).body)).toContain(kaiSession);
    for (const query of [`studentId=${ids.kai}`, `studentId=${ids.kai}&enrollments=true`]) {
      for (const who of [parent, student]) {
        const r = await who.get(`/api/v2/sessions?schedule=all&per=1000&${query}`);
        expect(r.status).toBe(200);
        expect({ query, sessions: r.body.sessions, total: r.body.meta.totalCount }).toEqual({
          query,
          sessions: [],
          total: 0,
        });
      }
    }
    // Their own child's filter still answers; staff filter by any student.
    expect(
      (await parent.get(`/api/v2/sessions?schedule=all&per=1000&studentId=${ids.sam}`)).body.sessions.length,
    ).toBeGreaterThan(0);
    expect(sessionIds((await crm.get(`/api/v2/sessions?schedule=all&per=1000&studentId=${ids.kai}`)).body)).toContain(
      kaiSession,
    );
  });

  it("SES-29: browse=true never offers a session of a course reserved for another family's student", async () => {
    const reservedSession = await upcomingSessionOf(ids.privateGeometry);
    const browse = async (who: typeof parent) =>
      sessionIds((await who.get('/api/v2/sessions?browse=true&schedule=upcoming_not_live&per=1000')).body);
    const offered = await browse(parent2);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered).not.toContain(reservedSession);
    // The reserved-for student's own family is offered it; staff see it.
    expect(await browse(parent)).toContain(reservedSession);
    expect(await browse(crm)).toContain(reservedSession);
    // Once the reservation has ended, it is on offer to every family again.
    const [course] = await t.db.query<{ reserved_until: string }>(
      'SELECT reserved_until::text FROM courses WHERE id = $1',
      [ids.privateGeometry],
    );
    await t.db.query('UPDATE courses SET reserved_until = current_date - 1 WHERE id = $1', [ids.privateGeometry]);
    try {
      expect(await browse(parent2)).toContain(reservedSession);
    } finally {
      await t.db.query('UPDATE courses SET reserved_until = $1 WHERE id = $2', [
        course!.reserved_until,
        ids.privateGeometry,
      ]);
    }
  });
});

describe('GET employees/{id} and tutors/{id} as a family (STF-03)', () => {
  const STAFF_ONLY = [
    'email',
    'roles',
    'lockedAt',
    'timeZone',
    'userId',
    'hireDate',
    'endDate',
    'employmentType',
    'tutorType',
    'extensionHandle',
    'latitude',
    'longitude',
    'deliveryTarget',
    'availabilityTarget',
    'priority',
    'acceptNewStudents',
  ];

  it("a student or parent reads only the tutor bio's fields of a tutor or employee, never the staff record", async () => {
    for (const who of [student, parent, parent2]) {
      for (const path of [`tutors/${ids.tutor}`, `employees/${ids.tutor}`]) {
        const r = await who.get(`/api/v2/${path}?include=tier,subjects`);
        expect(r.status).toBe(200);
        const record = r.body.tutor ?? r.body.employee;
        expect(record).toMatchObject({ id: ids.tutor, firstName: expect.any(String), fullName: expect.any(String) });
        expect(Array.isArray(record.subjects)).toBe(true);
        expect(STAFF_ONLY.filter((field) => field in record)).toEqual([]);
      }
    }
    // Staff read the whole record.
    const staff = await crm.get(`/api/v2/tutors/${ids.tutor}`);
    expect(staff.body.tutor).toMatchObject({ email: 'tutor@example.com', roles: expect.any(Array) });
  });

  it("a family reads a tutor who is not accepting students only when that tutor teaches the family's own sessions", async () => {
    // parent2's family has no session of theirs; crm@ gets 404 too.
    for (const who of [parent2, crm]) {
      const r = await who.get(`/api/v2/tutors/${ids.notAccepting}`);
      expect(r.status).toBe(404);
      expect((await who.get(`/api/v2/employees/${ids.notAccepting}`)).status).toBe(404);
    }
    // The tutor supervises a Homework Help session, a course Sam is enrolled in: his family sees the tutor on that
    // session and opens the bio from it.
    const taught = await idOf(
      t.db,
      'SELECT s.id FROM sessions s JOIN assignments a ON a.session_id = s.id WHERE a.employee_id = $1 AND s.course_id = $2 LIMIT 1',
      [ids.notAccepting, ids.homework],
    );
    const session = await parent.get(`/api/v2/sessions/${taught}?include=supervisor`);
    expect(session.body.session.supervisor.id).toBe(ids.notAccepting);
    expect((await parent.get(`/api/v2/tutors/${ids.notAccepting}`)).status).toBe(200);
  });
});

describe('PUT enrollments/{id}/transfer: the attendances it writes (OP-37)', () => {
  it('a transfer gives the student one attendance per upcoming session of the new course, none on a session they already attend and none on a tutoring split', async () => {
    // Kai (parent2's) moves from SAT Prep (active) to Math Club (his enrollment there is canceled, so none runs).
    // He already attends Math Club's split (docs/adr/0006) and, for this test, one regular Math Club session.
    const regular = await upcomingSessionOf(ids.mathClub);
    await t.db.query('INSERT INTO attendances (session_id, student_id) VALUES ($1, $2)', [regular, ids.kai]);
    // Another split of the hub's course, with nobody on it.
    const [otherSplit] = await t.db.query<{ id: number }>(
      `INSERT INTO sessions (title, type, course_id, starts_at, ends_at, duration, published, timezone)
       SELECT title, 'Session::TutoringSplit', course_id, starts_at, ends_at, duration, published, timezone FROM sessions WHERE id = $1
       RETURNING id`,
      [ids.split],
    );
    const enrollment = await enrollmentOf(ids.kai, ids.sat);
    const r = await parent2.put(`/api/v2/enrollments/${enrollment}/transfer`, {
      itemType: 'Course',
      itemId: ids.mathClub,
    });
    expect(r.status).toBe(200);
    expect(r.body.enrollment.courseId).toBe(ids.mathClub);
    const rows = await t.db.query<{ session_id: number; n: number }>(
      `SELECT a.session_id, count(*)::int AS n FROM attendances a JOIN sessions s ON s.id = a.session_id
       WHERE a.student_id = $1 AND s.course_id = $2 AND s.starts_at > now() GROUP BY a.session_id`,
      [ids.kai, ids.mathClub],
    );
    const upcoming = await t.db.query<{ id: number }>(
      `SELECT id FROM sessions WHERE course_id = $1 AND starts_at > now() AND canceled_at IS NULL AND type <> 'Session::TutoringSplit'`,
      [ids.mathClub],
    );
    expect(rows.every((x) => x.n === 1)).toBe(true);
    expect(rows.map((x) => x.session_id).sort((a, b) => a - b)).toEqual(
      [...upcoming.map((x) => x.id), ids.split].sort((a, b) => a - b),
    );
    expect(rows.some((x) => x.session_id === otherSplit!.id)).toBe(false);
  });
});
