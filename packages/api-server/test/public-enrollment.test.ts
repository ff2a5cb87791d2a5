/**
 * Issue 25, SHL-07: the public enrollment portal's API, called signed out as a family's browser would.
 */
import { EMAIL_TAKEN, FILL_REQUIRED_FIELDS, PARENT_EMAIL_SAME_AS_STUDENT, PASSWORD_MIN_LENGTH } from '@tutoring/domain';
import { TEST_CARDS } from '../src/services/card';
import { COURSE_NOT_OPEN, COURSE_NOT_PRICED } from '../src/resources/public-enrollment/routes';
import { Client, installTestApp } from './helpers';

jest.setTimeout(120_000);

const t = installTestApp();

const cardToken = async (): Promise<string> =>
  (
    await new Client(t.url).post('/local/accept/tokenize', {
      cardNumber: TEST_CARDS.visa,
      month: '11',
      year: '30',
      cardCode: '123',
      zip: '90012',
    })
  ).body.opaqueData.dataValue;

let n = 0;
async function body(courseId: number, over: Record<string, unknown> = {}) {
  n += 1;
  return {
    enrollment: {
      courseId,
      parent: {
        firstName: 'Paula',
        lastName: 'Portal',
        email: `portal-parent-${n}@example.com`,
        timeZone: 'America/Los_Angeles',
      },
      student: { firstName: 'Sam', lastName: 'Portal', email: `portal-student-${n}@example.com`, grade: 9 },
      password: 'secret123',
      passwordConfirmation: 'secret123',
      zip: '90012',
      authorizeNet: {
        dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT',
        dataValue: await cardToken(),
        expirationDate: '11/30',
      },
      ...over,
    },
  };
}

const counts = async () =>
  (
    await t.db.query<{ c: string }>(
      `SELECT (SELECT count(*) FROM users)::text || '/' || (SELECT count(*) FROM parents) || '/' || (SELECT count(*) FROM students)
        || '/' || (SELECT count(*) FROM enrollments) || '/' || (SELECT count(*) FROM payment_profiles) AS c`,
    )
  )[0]!.c;

describe('public enrollment portal API (SHL-07, issue 25)', () => {
  let courseId = 0;

  it('SHL-07: signed out, lists the published courses open for enrollment with their upcoming sessions', async () => {
    const r = await new Client(t.url).get('/api/v2/public/courses');
    expect(r.status).toBe(200);
    expect(r.body.courses.length).toBeGreaterThan(0);
    for (const c of r.body.courses) {
      expect(c.sessions.length).toBeGreaterThan(0);
      for (const s of c.sessions) expect(Date.parse(s.startsAt)).toBeGreaterThan(Date.now());
    }
    const statuses = await t.db.query<{ status: string }>('SELECT status FROM courses WHERE id = ANY($1)', [
      r.body.courses.map((c: { id: number }) => c.id),
    ]);
    expect(new Set(statuses.map((s) => s.status))).toEqual(new Set(['published']));
    courseId = r.body.courses[0].id;
  });

  it('SHL-07, DOM-23: a tutoring split is not offered to families (it belongs to the students on its hub session)', async () => {
    const [split] = await t.db.query<{ id: number; course_id: number }>(
      "SELECT id, course_id FROM sessions WHERE type = 'Session::TutoringSplit' AND published AND starts_at > now() AND canceled_at IS NULL",
    );
    expect(split).toBeDefined();
    const listed = async () =>
      (await new Client(t.url).get('/api/v2/public/courses')).body.courses as {
        id: number;
        sessions: { id: number }[];
      }[];
    const course = (await listed()).find((c) => c.id === split!.course_id);
    expect(course).toBeDefined();
    expect(course!.sessions.map((s) => s.id)).not.toContain(split!.id);
    // A course whose only upcoming session is a split is not open for enrollment.
    const canceled = await t.db.query<{ id: number }>(
      'UPDATE sessions SET canceled_at = now() WHERE course_id = $1 AND id <> $2 AND starts_at > now() AND canceled_at IS NULL RETURNING id',
      [split!.course_id, split!.id],
    );
    try {
      expect((await listed()).map((c) => c.id)).not.toContain(split!.course_id);
    } finally {
      await t.db.query('UPDATE sessions SET canceled_at = NULL WHERE id = ANY($1)', [canceled.map((r) => r.id)]);
    }
  });

  it('SHL-07, DOM-46: only courses with a pricing are offered (the demo Algebra Group has one); enrolling into a course without a pricing answers 422 with a sentence and writes nothing', async () => {
    const listed = async () =>
      (await new Client(t.url).get('/api/v2/public/courses')).body.courses as {
        id: number;
        title: string;
        pricing: { price?: unknown } | null;
      }[];
    const courses = await listed();
    for (const c of courses)
      expect({ title: c.title, price: typeof c.pricing?.price }).toEqual({ title: c.title, price: 'number' });
    expect(courses.find((c) => c.title === 'Algebra Group')?.pricing).toMatchObject({
      type: 'recurring',
      price: expect.any(Number),
    });
    // A published course with an upcoming session but no pricing: not offered, and not enrolled into.
    const [unpriced] = await t.db.query<{ id: number }>(
      "INSERT INTO courses (title, status) VALUES ('Unpriced Club', 'published') RETURNING id",
    );
    await t.db.query(
      `INSERT INTO sessions (title, type, starts_at, ends_at, duration, course_id, published)
       VALUES ('Unpriced Club', 'Session', now() + interval '2 days', now() + interval '2 days 1 hour', 60, $1, true)`,
      [unpriced!.id],
    );
    expect((await listed()).map((c) => c.id)).not.toContain(unpriced!.id);
    const before = await counts();
    const r = await new Client(t.url).post('/api/v2/public/enrollments', await body(unpriced!.id));
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual([COURSE_NOT_PRICED]);
    expect(await counts()).toBe(before);
  });

  it('SHL-07: an enrollment creates the parent with a login, the student, the card profile and the enrollment', async () => {
    const sent = await body(courseId);
    const r = await new Client(t.url).post('/api/v2/public/enrollments', sent);
    expect(r.status).toBe(201);
    expect(r.body.login).toBe(sent.enrollment.parent.email);
    const login = await new Client(t.url).post('/api/login.json', {
      user: { email: sent.enrollment.parent.email, password: 'secret123' },
    });
    expect(login.status).toBe(200);
    expect(JSON.stringify(login.body)).toContain('"Parent"');
    const rows = await t.db.query<{ course_id: number; parent_id: number; masked: string }>(
      `SELECT e.course_id, s.parent_id, pp.masked_card_number AS masked FROM enrollments e JOIN students s ON s.id = e.student_id
       JOIN payment_profiles pp ON pp.parent_id = s.parent_id WHERE e.id = $1`,
      [r.body.enrollment.id],
    );
    expect(rows).toEqual([{ course_id: courseId, parent_id: r.body.parent.id, masked: 'XXXX1111' }]);
  });

  it('SHL-07: refuses an e-mail already used, with a clear message, and changes nothing', async () => {
    const before = await counts();
    const taken = await body(courseId, {
      parent: { firstName: 'A', lastName: 'B', email: 'PARENT@example.com', timeZone: 'America/Los_Angeles' },
    });
    const r = await new Client(t.url).post('/api/v2/public/enrollments', taken);
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual([EMAIL_TAKEN]);
    // It says which address (the portal marks that field of the family step).
    expect(r.body.fields).toEqual({ 'parent.email': [EMAIL_TAKEN] });
    const student = await body(courseId, {
      parent: { firstName: 'A', lastName: 'B', email: 'new-parent@example.com', timeZone: 'America/Los_Angeles' },
      student: { firstName: 'C', lastName: 'D', email: 'Student@Example.com', grade: 9 },
    });
    const byStudent = await new Client(t.url).post('/api/v2/public/enrollments', student);
    expect(byStudent.status).toBe(422);
    expect(byStudent.body.fields).toEqual({ 'student.email': [EMAIL_TAKEN] });
    expect(await counts()).toBe(before);
    // The refused enrollment did not spend the card token: the same nonce still enrolls.
    const again = await body(courseId, { authorizeNet: taken.enrollment.authorizeNet });
    expect((await new Client(t.url).post('/api/v2/public/enrollments', again)).status).toBe(201);
  });

  it('SHL-07, CRM-06, CRM-07, STU-05: the CRM field rules and the password rule refuse with their messages and change nothing', async () => {
    const before = await counts();
    const post = async (over: Record<string, unknown>) =>
      new Client(t.url).post('/api/v2/public/enrollments', await body(courseId, over));
    const blank = await post({ parent: { firstName: '', lastName: 'B', email: 'x@example.com', timeZone: 'UTC' } });
    expect(blank.body.errors).toEqual([FILL_REQUIRED_FIELDS]);
    const same = await post({
      parent: { firstName: 'A', lastName: 'B', email: 'same@example.com', timeZone: 'America/Los_Angeles' },
      student: { firstName: 'S', lastName: 'T', email: ' Same@Example.com' },
    });
    expect(same.body.errors).toEqual([PARENT_EMAIL_SAME_AS_STUDENT]);
    const short = await post({ password: 'abc', passwordConfirmation: 'abc' });
    expect(short.body.errors).toEqual([PASSWORD_MIN_LENGTH]);
    const closed = await new Client(t.url).post(
      '/api/v2/public/enrollments',
      await body(
        (await t.db.query<{ id: number }>("SELECT id FROM courses WHERE status <> 'published' LIMIT 1"))[0]!.id,
      ),
    );
    expect(closed.body.errors).toEqual([COURSE_NOT_OPEN]);
    const raw = await post({ cardNumber: '4111111111111111' });
    expect(raw.status).toBe(422);
    for (const r of [blank, same, short, closed]) expect(r.status).toBe(422);
    expect(await counts()).toBe(before);
  });

  it('SHL-07: both routes are rate-limited per client address (429 past the limit) (runs last: it spends the budget)', async () => {
    const c = new Client(t.url);
    const posts: number[] = [];
    for (let i = 0; i < 21; i += 1) posts.push((await c.post('/api/v2/public/enrollments', {})).status);
    expect(posts.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(posts.filter((s) => s !== 429 && s !== 422)).toEqual([]);
    const gets: number[] = [];
    for (let i = 0; i < 121; i += 1) gets.push((await c.get('/api/v2/public/courses')).status);
    expect(gets.at(-1)).toBe(429);
  });
});
