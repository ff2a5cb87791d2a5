import { idOf, installTestApp, type Client } from './helpers';

const t = installTestApp();
const admin = t.as('admin@example.com');
const student = t.as('student@example.com');
const parent = t.as('parent@example.com');
const tutor = t.as('tutor@example.com');
let studentId: number;
beforeAll(async () => {
  studentId = await idOf(
    t.db,
    "SELECT s.id FROM students s JOIN users u ON u.id = s.user_id WHERE u.email = 'student@example.com'",
  );
});

type Course = Record<string, unknown> & { brand: Record<string, unknown> & { department: { name: string } | null } };
const sessionOf = async (c: Client, courseTitle: string): Promise<Record<string, unknown> & { course: Course }> => {
  const sid = await idOf(
    t.db,
    'SELECT s.id FROM sessions s JOIN courses c ON c.id = s.course_id WHERE c.title = $1 ORDER BY s.id LIMIT 1',
    [courseTitle],
  );
  const r = await c.get(`/api/v2/sessions/${sid}?include=course`);
  expect(r.status).toBe(200);
  return r.body.session;
};

describe('course fields of the session details (SES-11, SES-16, SES-17, DOM-45)', () => {
  it('SES-11: the session course include and GET courses/{id} carry dynamicSubject, requiresParentUpdate and parentUpdateLastSentAt (seeded)', async () => {
    const help = await sessionOf(admin, 'Homework Help Drop-in');
    expect(help.course.dynamicSubject).toBe(true);
    expect(help.course.requiresParentUpdate).toBe(false);
    const math = await sessionOf(admin, 'Math Club Membership');
    expect(math.course.dynamicSubject).toBe(false);
    expect(math.course.requiresParentUpdate).toBe(true);
    expect(Date.parse(String(math.course.parentUpdateLastSentAt))).toBeLessThan(Date.now());
    const record = (await admin.get(`/api/v2/courses/${math.course.id}`)).body.course;
    expect(record).toMatchObject({
      dynamicSubject: false,
      requiresParentUpdate: true,
      parentUpdateLastSentAt: math.course.parentUpdateLastSentAt,
    });
  });

  it('SES-11: staff may change the dynamic-subject and parent-update fields of a course', async () => {
    const id = await idOf(t.db, "SELECT id FROM courses WHERE title = 'SAT Prep Intensive'");
    const sentAt = '2026-01-02T03:04:05.000Z';
    const r = await admin.put(`/api/v2/courses/${id}`, {
      course: { dynamicSubject: true, requiresParentUpdate: true, parentUpdateLastSentAt: sentAt },
    });
    expect(r.status).toBe(200);
    expect(r.body.course).toMatchObject({ dynamicSubject: true, requiresParentUpdate: true });
    expect(Date.parse(r.body.course.parentUpdateLastSentAt)).toBe(Date.parse(sentAt));
    await admin.put(`/api/v2/courses/${id}`, {
      course: { dynamicSubject: false, requiresParentUpdate: false, parentUpdateLastSentAt: null },
    });
    expect((await student.put(`/api/v2/courses/${id}`, { course: { dynamicSubject: true } })).status).toBe(403);
  });

  it('SES-17, OP-43: the session course include carries the brand flags (includePoints, offerReserved) and the reserved-for student', async () => {
    const math = await sessionOf(admin, 'Math Club Membership');
    expect(math.course.brand).toMatchObject({ name: 'Math Club', includePoints: true, offerReserved: true });
    const prep = await sessionOf(admin, 'SAT Prep Intensive');
    expect(prep.course.brand).toMatchObject({ includePoints: false, offerReserved: false });
    const reserved = await sessionOf(admin, 'Private Geometry');
    expect(reserved.course.reservedFor).toMatchObject({
      id: studentId,
      firstName: expect.any(String),
      lastName: expect.any(String),
    });
    expect(reserved.course.reservedUntil).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/));
    const open = await sessionOf(admin, 'Math Club Membership');
    expect(open.course.reservedFor).toBeNull();
  });

  it('SES-11: students and parents read the department name through the course include; the departments list stays employee-only', async () => {
    for (const c of [student, parent, admin]) {
      const s = await sessionOf(c, 'Math Club Membership');
      expect(s.course.brand.department).toEqual({ id: expect.any(Number), name: 'Academics' });
    }
    const prep = (
      await student.get(
        `/api/v2/courses/${await idOf(t.db, "SELECT id FROM courses WHERE title = 'SAT Prep Intensive'")}`,
      )
    ).body.course;
    expect(prep.brand.department.name).toBe('Test Prep');
    expect((await student.get('/api/v2/departments')).status).toBe(403);
    expect((await parent.get('/api/v2/departments/1')).status).toBe(403);
  });

  it('OP-43: students and parents see the reserved-for student by id only', async () => {
    const s = await sessionOf(student, 'Private Geometry');
    expect(s.course.reservedFor).toEqual({ id: studentId });
    const p = await sessionOf(parent, 'Private Geometry');
    expect(p.course.reservedFor).toEqual({ id: studentId });
  });
});

describe('tutorings name student and tutor (SES-47)', () => {
  it('SES-47: GET tutorings?include=student,tutor names both; GET tutorings/{id} always does', async () => {
    const r = await admin.get('/api/v2/tutorings?include=student,tutor');
    expect(r.status).toBe(200);
    const rows = r.body.tutorings as {
      id: number;
      studentId: number;
      student: { id: number; fullName: string };
      tutor: { fullName: string };
    }[];
    expect(rows.length).toBeGreaterThan(0);
    const mine = rows.find((x) => x.studentId === studentId)!;
    expect(mine.student).toMatchObject({ id: studentId, fullName: expect.stringMatching(/\S+ \S+/) });
    expect(mine.tutor.fullName).toMatch(/\S+ \S+/);
    const one = (await admin.get(`/api/v2/tutorings/${mine.id}`)).body.tutoring;
    expect(one.student.fullName).toBe(mine.student.fullName);
    expect(one.tutor.fullName).toBe(mine.tutor.fullName);
    const plain = (await admin.get('/api/v2/tutorings')).body.tutorings as Record<string, unknown>[];
    expect(plain[0]!.student).toBeUndefined();
  });
});

describe('editing a tutoring (SES-47)', () => {
  it('SES-47: POST tutorings naming an existing tutoring books for its student, replaces it (old one canceled) and does not clash with itself', async () => {
    const rows = (await admin.get(`/api/v2/tutorings?studentId=${studentId}&include=student`)).body.tutorings as {
      id: number;
      startsAt: string;
      availabilityId: number;
      status: string;
    }[];
    const old = rows.find((x) => x.status !== 'canceled' && Date.parse(x.startsAt) > Date.now())!;
    expect(old).toBeTruthy();
    const r = await admin.post('/api/v2/tutorings', {
      tutoring: { id: old.id, startsAt: old.startsAt, duration: 30, availability: old.availabilityId },
    });
    expect(r.status).toBe(201);
    expect(r.body.meta.failed).toEqual([]);
    expect(r.body.meta.pending).toHaveLength(1);
    expect(r.body.meta.pending[0]).toMatchObject({ studentId, duration: 30 });
    expect((await admin.get(`/api/v2/tutorings/${old.id}`)).body.tutoring.status).toBe('canceled');
    const again = await admin.post('/api/v2/tutorings', {
      tutoring: { id: old.id, startsAt: old.startsAt, duration: 30 },
    });
    expect(again.status).toBe(422);
  });

  it("SES-47: a tutoring outside the requester's scope cannot be edited (404)", async () => {
    const other = await idOf(t.db, 'SELECT id FROM tutorings WHERE student_id <> $1 ORDER BY id LIMIT 1', [
      studentId,
    ]).catch(() => null);
    const target = other ?? 999999;
    const r = await student.post('/api/v2/tutorings', {
      tutoring: { id: target, startsAt: new Date(Date.now() + 86400000).toISOString(), duration: 30 },
    });
    expect(r.status).toBe(404);
  });
});

describe("the student's parent carries the subscription (PAY-17, PAY-18, STU-24)", () => {
  it('PAY-18, STU-24: the student themself, the parent and staff get parent.subscription.nextAssessmentAt through students/{id}?include=parent', async () => {
    const parentId = (await admin.get(`/api/v2/students/${studentId}`)).body.student.parentId as number;
    const expected = (await admin.get(`/api/v2/parents/${parentId}`)).body.parent.subscription;
    expect(expected.nextAssessmentAt).toEqual(expect.any(String));
    for (const c of [student, parent, admin]) {
      const r = await c.get(`/api/v2/students/${studentId}?include=parent`);
      expect(r.status).toBe(200);
      expect(r.body.student.parent.subscription).toMatchObject({
        state: expected.state,
        nextAssessmentAt: expected.nextAssessmentAt,
      });
    }
    expect((await student.get(`/api/v2/parents/${parentId}`)).status).toBe(403);
  });

  it('PAY-18: a tutor reading the student gets the parent without the subscription', async () => {
    const r = await tutor.get(`/api/v2/students/${studentId}?include=parent`);
    expect(r.status).toBe(200);
    expect(r.body.student.parent).toBeTruthy();
    expect(r.body.student.parent.subscription).toBeUndefined();
  });
});
