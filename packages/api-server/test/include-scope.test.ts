/**
 * What a session's includes and the course lists' meetings embed of other resources (issue 20, docs/security.md):
 * each embeds only what the caller could read by that resource's own route, and a meeting's join address goes only
 * to those who may join the session (staff, the tutors assigned to it, students and families whose enrollment in its
 * course has not ended or who attend it).
 */
import { installTestApp } from './helpers';

jest.setTimeout(120_000);

const t = installTestApp();
const admin = t.as('admin@example.com');
const tutor = t.as('tutor@example.com');
const student = t.as('student@example.com');
const parent = t.as('parent@example.com');
const parent2 = t.as('parent2@example.com');
const k12 = t.as('k12student@example.com');

type Meeting = { id: number; name: string | null; zoomMeeting: { joinUrl: string } | null };
type SessionJson = {
  id: number;
  name: string | null;
  title: string;
  attendances?: { id: number; studentId: number }[];
  assignments?: { employeeId: number; lastName: string }[];
  supervisor?: { id: number } | null;
  course?: { id: number } | null;
  zoomMeeting?: { joinUrl: string | null } | null;
};

const idOf = async (sql: string, params: unknown[] = []) => (await t.db.query<{ id: number }>(sql, params))[0]!.id;
const sessionNamed = (name: string) => idOf('SELECT id FROM sessions WHERE name = $1', [name]);

describe('a meeting join address goes only to those who may join (docs/security.md)', () => {
  const liveMeeting = async (who: typeof admin) => {
    const reply = await who.get('/api/v2/courses/membership?brandName=Math+Club&limit=5');
    expect(reply.status).toBe(200);
    const live = await sessionNamed('Live now');
    return (reply.body.meetings as Meeting[]).find((m) => m.id === live);
  };

  it('STU-10: a K12 student whose Math Club membership was canceled lists none of its upcoming meetings (nor does their parent); an enrolled student, their parent, its tutor and staff get the live one with its join address', async () => {
    const live = await sessionNamed('Live now');
    // The canceled enrollment no longer opens the session: connect (a browser navigation, SRV-26) lands on the
    // server-error page, not on the meeting and not on JSON, so the address is not theirs either.
    const connect = await k12.get(`/api/v2/sessions/${live}/connect`);
    expect(connect.status).toBe(302);
    expect(connect.headers.location).toBe('/error/server_error');
    const upcoming = await t.db.query<{ id: number }>(
      "SELECT s.id FROM sessions s JOIN courses c ON c.id = s.course_id WHERE c.title = 'Math Club Membership' AND s.ends_at > now() AND s.canceled_at IS NULL",
    );
    expect(upcoming.length).toBeGreaterThan(1);
    for (const who of [k12, parent2]) {
      const reply = await who.get('/api/v2/courses/membership?brandName=Math+Club&limit=100');
      expect(reply.status).toBe(200);
      // The course stays on offer to them (they may enroll again); its meetings are no longer theirs: the dashboard
      // says "There are no upcoming meetings." instead of listing meetings they cannot join.
      expect((reply.body.courses as { title: string }[]).map((c) => c.title)).toContain('Math Club Membership');
      expect(reply.body.meetings).toEqual([]);
      expect(reply.body.courses.every((c: { meetings: unknown[] }) => c.meetings.length === 0)).toBe(true);
    }
    for (const who of [student, parent, tutor, admin])
      expect(await liveMeeting(who)).toMatchObject({
        id: live,
        zoomMeeting: { joinUrl: '/local/meetings/seed-live' },
      });
  });

  it("include=zoom_meeting of a session a family only browses (to book) carries no join address; their own session's does", async () => {
    // A meeting already made for an upcoming Math Club session the K12 student may book but is not enrolled in.
    const upcoming = await sessionNamed('Week 3');
    await t.db.query("INSERT INTO zoom_meetings (session_id, join_url) VALUES ($1, '/local/meetings/week-3')", [
      upcoming,
    ]);
    try {
      const browsed = await k12.get('/api/v2/sessions?browse=true&per=100&include=zoom_meeting');
      expect(browsed.status).toBe(200);
      const offered = (browsed.body.sessions as SessionJson[]).find((s) => s.id === upcoming);
      expect(offered).toBeDefined();
      expect(offered!.zoomMeeting ?? null).toBeNull();
      // The student enrolled in the course gets it.
      const own = await student.get(`/api/v2/sessions/${upcoming}?include=zoom_meeting`);
      expect(own.body.session.zoomMeeting).toMatchObject({ joinUrl: '/local/meetings/week-3' });
    } finally {
      await t.db.query('DELETE FROM zoom_meetings WHERE session_id = $1', [upcoming]);
    }
  });
  it('STU-10, STF-03: the course lists show a family only their own meetings, with the instructor the tutor bio would show them', async () => {
    const helpSession = await idOf(
      "SELECT s.id FROM sessions s JOIN assignments a ON a.session_id = s.id JOIN employees e ON e.id = a.employee_id WHERE e.accept_new_students = false AND s.title = 'Homework Help' ORDER BY s.id LIMIT 1",
    );
    const tutorId = await idOf('SELECT employee_id AS id FROM assignments WHERE session_id = $1', [helpSession]);
    const name = (
      await t.db.query<{ name: string }>(
        "SELECT u.first_name || ' ' || LEFT(u.last_name, 1) || '.' AS name FROM employees e JOIN users u ON u.id = e.user_id WHERE e.id = $1",
        [tutorId],
      )
    )[0]!.name;
    const meetingFor = async (who: typeof admin) => {
      const reply = await who.get('/api/v2/courses/homework_help?limit=10');
      expect(reply.status).toBe(200);
      return (reply.body.meetings as (Meeting & { instructor: string | null })[]).find((m) => m.id === helpSession);
    };
    // The K12 family is not enrolled in the drop-in course (and the tutor takes no new students): the meeting is not
    // theirs, so neither it nor its instructor is listed to them.
    expect((await k12.get(`/api/v2/tutors/${tutorId}`)).status).toBe(404);
    for (const who of [k12, parent2]) expect(await meetingFor(who)).toBeUndefined();
    // The enrolled student (their own session) and staff see it with the instructor's name, as a tutor line reads
    // (SES-12: first name and last initial).
    for (const who of [student, admin]) expect((await meetingFor(who))?.instructor).toBe(name);
  });
});

describe("a session's includes apply the embedded resource's read scope (docs/security.md)", () => {
  it('a tutor reads include=attendances only of sessions assigned to them, as GET attendances answers; staff read all', async () => {
    const biology = await idOf("SELECT id FROM sessions WHERE title = 'Biology'");
    const [attendance] = await t.db.query<{ id: number }>('SELECT id FROM attendances WHERE session_id = $1', [
      biology,
    ]);
    expect(attendance).toBeDefined();
    // tutor@ is not assigned to the Biology session: its attendances are not theirs to read.
    expect((await tutor.get(`/api/v2/attendances/${attendance!.id}`)).status).toBe(404);
    expect((await tutor.get(`/api/v2/attendances?sessionId=${biology}`)).body.attendances).toEqual([]);
    const shown = await tutor.get(`/api/v2/sessions/${biology}?include=attendances`);
    expect(shown.status).toBe(200);
    expect(shown.body.session.attendances).toEqual([]);
    const listed = await tutor.get('/api/v2/sessions?schedule=all&per=100&include=attendances');
    const inList = (listed.body.sessions as SessionJson[]).find((s) => s.id === biology);
    expect(inList?.attendances).toEqual([]);
    // Their own session's attendances are there, and staff see every one.
    const live = await sessionNamed('Live now');
    const own = await tutor.get(`/api/v2/sessions/${live}?include=attendances`);
    expect((own.body.session as SessionJson).attendances!.length).toBeGreaterThan(0);
    const staff = await admin.get(`/api/v2/sessions/${biology}?include=attendances`);
    expect((staff.body.session as SessionJson).attendances!.map((a) => a.id)).toEqual([attendance!.id]);
  });

  it("a tutor's attendancesCount counts only attendances they may read: 0 on another tutor's session, as include=attendances and GET attendances answer; staff count every attendee", async () => {
    const biology = await idOf("SELECT id FROM sessions WHERE title = 'Biology'");
    const live = await sessionNamed('Live now');
    const count = async (id: number) =>
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM attendances WHERE session_id = $1', [id]))[0]!.n;
    expect(await count(biology)).toBeGreaterThan(0);
    type Counted = { id: number; attendancesCount: number; attendances?: unknown[] };
    // Another tutor's session (tutor@ is not assigned to Biology): no count, in the detail and in the lists.
    const shown = await tutor.get(`/api/v2/sessions/${biology}?include=attendances`);
    expect(shown.status).toBe(200);
    expect(shown.body.session).toMatchObject({ attendancesCount: 0, attendances: [] });
    for (const query of ['schedule=all&per=100', 'schedule=all&per=100&include=attendances']) {
      const listed = await tutor.get(`/api/v2/sessions?${query}`);
      const inList = (listed.body.sessions as Counted[]).find((s) => s.id === biology);
      expect(inList?.attendancesCount).toBe(0);
    }
    // Their own session counts its attendees, and the count matches the attendees they read.
    const own = (await tutor.get(`/api/v2/sessions/${live}?include=attendances`)).body.session as Counted;
    expect(own.attendancesCount).toBe(await count(live));
    expect(own.attendances).toHaveLength(own.attendancesCount);
    // Staff count every attendee of any session.
    expect((await admin.get(`/api/v2/sessions/${biology}`)).body.session.attendancesCount).toBe(await count(biology));
    // A family counts only their own children on a session (never how many other families' children attend).
    const ownChildren = (await student.get(`/api/v2/sessions/${live}`)).body.session.attendancesCount;
    expect(ownChildren).toBe(1);
    expect(await count(live)).toBeGreaterThan(1);
  });

  it('a family reads include=course only of a course they may open: a draft course of a session their child attends embeds as null', async () => {
    const draft = await idOf("SELECT id FROM courses WHERE status = 'draft' ORDER BY id LIMIT 1");
    const k12Id = await idOf(
      "SELECT s.id FROM students s JOIN users u ON u.id = s.user_id WHERE u.email = 'k12student@example.com'",
    );
    const created = await admin.post('/api/v2/sessions', {
      session: {
        title: 'Chemistry preview',
        courseId: draft,
        startsAt: new Date(Date.now() + 5 * 86400000).toISOString(),
        duration: 60,
        timezone: 'UTC',
      },
    });
    expect(created.status).toBe(201);
    const sessionId = created.body.session.id as number;
    const attended = await admin.post('/api/v2/attendances', { attendance: { sessionId, studentId: k12Id } });
    expect(attended.status).toBe(201);
    for (const who of [k12, parent2]) {
      // The session is theirs (attended), the draft course is not (GET courses/:id answers 404).
      expect((await who.get(`/api/v2/courses/${draft}`)).status).toBe(404);
      const shown = await who.get(`/api/v2/sessions/${sessionId}?include=course`);
      expect(shown.status).toBe(200);
      expect(shown.body.session.course).toBeNull();
    }
    const staff = await admin.get(`/api/v2/sessions/${sessionId}?include=course`);
    expect(staff.body.session.course).toMatchObject({ id: draft, status: 'draft' });
  });

  it('STF-03: a family browsing sessions to book reads no tutor through include=assignments or supervisor that the tutor bio would not show them', async () => {
    const helpSession = await idOf(
      "SELECT s.id FROM sessions s JOIN assignments a ON a.session_id = s.id JOIN employees e ON e.id = a.employee_id WHERE e.accept_new_students = false AND s.title = 'Homework Help' ORDER BY s.id LIMIT 1",
    );
    const tutorId = await idOf('SELECT employee_id AS id FROM assignments WHERE session_id = $1', [helpSession]);
    // Not accepting students and teaching none of the K12 family's own sessions: their bio is not open to them.
    expect((await k12.get(`/api/v2/tutors/${tutorId}`)).status).toBe(404);
    for (const who of [k12, parent2]) {
      const browsed = await who.get('/api/v2/sessions?browse=true&per=100&include=assignments,supervisor');
      expect(browsed.status).toBe(200);
      const offered = (browsed.body.sessions as SessionJson[]).find((s) => s.id === helpSession);
      expect(offered).toBeDefined();
      expect(offered!.assignments).toEqual([]);
      expect(offered!.supervisor).toBeNull();
    }
    // The student enrolled in the course (their own session) and staff still see who teaches it.
    for (const who of [student, admin]) {
      const shown = await who.get(`/api/v2/sessions/${helpSession}?include=assignments,supervisor`);
      expect(shown.body.session.assignments.map((a: { employeeId: number }) => a.employeeId)).toEqual([tutorId]);
      expect(shown.body.session.supervisor).toMatchObject({ id: tutorId });
    }
  });
});
