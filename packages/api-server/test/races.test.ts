/**
 * Identical requests sent at once (the hostile-caller walk, round 3): each rule holds under concurrency, with exactly
 * one request winning and the data written once. On PGlite the server runs one request at a time, so these show the
 * races only on PostgreSQL (CI runs the suite there: `DATABASE_URL=… npx jest test/races.test.ts`); on PGlite they
 * check the same rules one request after the other.
 */
import { INSTALLMENT_ALREADY_PAID } from '../src/resources/installments/queries';
import { COUPON_ALREADY_USED, TRANSFER_ALREADY_ENROLLED } from '../src/resources/enrollments/rules';
import { ALREADY_ATTENDS } from '../src/resources/attendances/rules';
import { refundOverLineItem } from '../src/resources/refund_requests/rules';
import { type Reply, idOf, installTestApp } from './helpers';

jest.setTimeout(120_000);

const t = installTestApp();
const admin = t.as('admin@example.com');
const crm = t.as('crm@example.com');
const parent = t.as('parent@example.com');

const ids = {} as Record<
  'sam' | 'kai' | 'mathClub' | 'homework' | 'algebra' | 'sat' | 'geometry' | 'studySkills',
  number
>;

const studentOf = (email: string) =>
  idOf(t.db, 'SELECT s.id FROM students s JOIN users u ON u.id = s.user_id WHERE u.email = $1', [email]);
const courseNamed = (title: string) => idOf(t.db, 'SELECT id FROM courses WHERE title = $1', [title]);
const enrollmentOf = (studentId: number, courseId: number) =>
  idOf(t.db, 'SELECT id FROM enrollments WHERE student_id = $1 AND course_id = $2 ORDER BY id LIMIT 1', [
    studentId,
    courseId,
  ]);
const count = async (sql: string, params: unknown[] = []): Promise<number> =>
  Number((await t.db.query<{ n: number }>(sql, params))[0]!.n);

/** Sends `n` copies of a request at once. */
const atOnce = (n: number, send: (i: number) => Promise<Reply>): Promise<Reply[]> =>
  Promise.all(Array.from({ length: n }, (_, i) => send(i)));
const statuses = (replies: Reply[]) => replies.map((r) => r.status).sort();
/** The error bodies of the refused replies, each as its `errors` array. */
const refusals = (replies: Reply[]) => replies.filter((r) => r.status === 422).map((r) => r.body.errors);

beforeAll(async () => {
  ids.sam = await studentOf('student@example.com');
  ids.kai = await studentOf('k12student@example.com');
  ids.mathClub = await courseNamed('Math Club Membership');
  ids.homework = await courseNamed('Homework Help Drop-in');
  ids.algebra = await courseNamed('Algebra Group');
  ids.sat = await courseNamed('SAT Prep Intensive');
  ids.geometry = await courseNamed('Private Geometry');
  ids.studySkills = await courseNamed('Study Skills Workshop');
});

describe('requests sent at once', () => {
  it('SRV-37: ten process_payment of one failed installment at once record one payment; the others answer 422 "This installment has already been paid"', async () => {
    const id = await idOf(t.db, "SELECT id FROM installments WHERE status = 'failed' ORDER BY id LIMIT 1");
    const replies = await atOnce(10, () => admin.put(`/api/v2/installments/${id}/process_payment`));
    expect(statuses(replies)).toEqual([200, ...Array(9).fill(422)]);
    expect(refusals(replies)).toEqual(Array(9).fill([INSTALLMENT_ALREADY_PAID]));
    expect(await count('SELECT count(*)::int AS n FROM payments WHERE installment_id = $1', [id])).toBe(1);
  });

  it('PAY-20: ten add_hours at once with a dollars coupon take it off once; the others answer 422 "Coupon code has already been used for this enrollment"', async () => {
    const id = await enrollmentOf(ids.sam, ids.mathClub);
    const hoursBefore = await count('SELECT hours AS n FROM enrollments WHERE id = $1', [id]);
    const replies = await atOnce(10, () =>
      parent.post(`/api/v2/enrollments/${id}/add_hours?process=true&couponCode=TENOFF`, {
        enrollmentRenewal: { hours: 1 },
      }),
    );
    expect(statuses(replies)).toEqual([201, ...Array(9).fill(422)]);
    expect(refusals(replies)).toEqual(Array(9).fill([COUPON_ALREADY_USED]));
    expect(replies.find((r) => r.status === 201)!.body.enrollmentRenewal).toMatchObject({ amount: 50 });
    expect(
      await count(
        "SELECT count(*)::int AS n FROM enrollment_renewals WHERE enrollment_id = $1 AND coupon_code = 'TENOFF'",
        [id],
      ),
    ).toBe(1);
    expect(await count('SELECT hours AS n FROM enrollments WHERE id = $1', [id])).toBe(hoursBefore + 1);
  });

  it('PAY-29: ten refund requests at once for what is left of a line item store one; the others answer 422 with the amount left', async () => {
    const lineItemId = await idOf(t.db, 'SELECT id FROM line_items ORDER BY id LIMIT 1');
    const left = await count(
      `SELECT li.amount + COALESCE((SELECT sum(a.amount) FROM line_item_adjustments a WHERE a.line_item_id = li.id), 0)
         - COALESCE((SELECT sum(r.amount) FROM refund_requests r WHERE r.line_item_id = li.id AND r.status <> 'denied'), 0) AS n
       FROM line_items li WHERE li.id = $1`,
      [lineItemId],
    );
    expect(left).toBeGreaterThan(0);
    const before = await count('SELECT count(*)::int AS n FROM refund_requests WHERE line_item_id = $1', [lineItemId]);
    const replies = await atOnce(10, () =>
      crm.post('/api/v2/refund_requests', {
        refundRequest: { lineItemId, amount: left, category: 'Service issue' },
      }),
    );
    expect(statuses(replies)).toEqual([201, ...Array(9).fill(422)]);
    expect(refusals(replies)).toEqual(Array(9).fill([refundOverLineItem(0)]));
    expect(await count('SELECT count(*)::int AS n FROM refund_requests WHERE line_item_id = $1', [lineItemId])).toBe(
      before + 1,
    );
  });

  it('SRV-27: a student\'s attendances moved into one session at once: one moves, the others answer 422 "The student already attends that session"', async () => {
    const target = await idOf(
      t.db,
      `SELECT s.id FROM sessions s WHERE s.course_id = $1 AND s.type = 'Session' AND s.published AND s.canceled_at IS NULL
       AND s.starts_at > now() + interval '1 hour'
       AND NOT EXISTS (SELECT 1 FROM attendances a WHERE a.session_id = s.id AND a.student_id = $2) ORDER BY s.starts_at LIMIT 1`,
      [ids.sat, ids.sam],
    );
    // Every upcoming attendance of the student not yet attended, of other courses than the target's.
    const moving = await t.db.query<{ id: number }>(
      `SELECT a.id FROM attendances a JOIN sessions s ON s.id = a.session_id WHERE a.student_id = $1 AND s.course_id <> $2
       AND s.starts_at > now() + interval '1 hour' AND a.joined_at IS NULL ORDER BY a.id`,
      [ids.sam, ids.sat],
    );
    expect(moving.length).toBeGreaterThanOrEqual(2);
    // Each move sent four times: twenty requests at once.
    const sent = moving.flatMap(({ id }) => [id, id, id, id]);
    const replies = await atOnce(sent.length, (i) =>
      parent.put(`/api/v2/attendances/${sent[i]}`, { attendance: { sessionId: target } }),
    );
    // One attendance moved (its copies answer 200: it is there already); every other one is refused and stays.
    const moved = [...new Set(replies.filter((r) => r.status === 200).map((r) => r.body.attendance.id as number))];
    expect(moved).toHaveLength(1);
    expect(replies.filter((r) => r.status !== 200).map((r) => [r.status, r.body.errors])).toEqual(
      Array((moving.length - 1) * 4).fill([422, [ALREADY_ATTENDS]]),
    );
    expect(
      await count('SELECT count(*)::int AS n FROM attendances WHERE session_id = $1 AND student_id = $2', [
        target,
        ids.sam,
      ]),
    ).toBe(1);
  });

  it('SRV-27: staff adding one student to one session five times at once store one attendance; the others answer 422 "The student already attends that session"', async () => {
    const session = await idOf(
      t.db,
      `SELECT s.id FROM sessions s WHERE s.course_id = $1 AND s.canceled_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM attendances a WHERE a.session_id = s.id AND a.student_id = $2) ORDER BY s.id LIMIT 1`,
      [ids.studySkills, ids.kai],
    );
    const replies = await atOnce(5, () =>
      admin.post('/api/v2/attendances', { attendance: { sessionId: session, studentId: ids.kai } }),
    );
    expect(statuses(replies)).toEqual([201, 422, 422, 422, 422]);
    expect(refusals(replies)).toEqual(Array(4).fill([ALREADY_ATTENDS]));
    expect(
      await count('SELECT count(*)::int AS n FROM attendances WHERE session_id = $1 AND student_id = $2', [
        session,
        ids.kai,
      ]),
    ).toBe(1);
  });

  it('OP-37: two enrollments of one student transferred into one course at once: one moves, the other answers 422 "The student is already enrolled in that course."', async () => {
    const first = await enrollmentOf(ids.sam, ids.mathClub);
    const second = await enrollmentOf(ids.sam, ids.homework);
    const replies = await atOnce(2, (i) =>
      parent.put(`/api/v2/enrollments/${[first, second][i]}/transfer`, { itemType: 'Course', itemId: ids.algebra }),
    );
    expect(statuses(replies)).toEqual([200, 422]);
    expect(refusals(replies)).toEqual([[TRANSFER_ALREADY_ENROLLED]]);
    expect(
      await count(
        "SELECT count(*)::int AS n FROM enrollments WHERE student_id = $1 AND course_id = $2 AND status NOT IN ('canceled', 'transferred', 'expired')",
        [ids.sam, ids.algebra],
      ),
    ).toBe(1);
    expect(
      await count(
        'SELECT count(*)::int AS n FROM (SELECT session_id FROM attendances WHERE student_id = $1 GROUP BY session_id HAVING count(*) > 1) d',
        [ids.sam],
      ),
    ).toBe(0);
  });

  it('OP-37: eight transfers of one enrollment at once, back and forth between two courses, leave the student in the sessions of the course it ends in only, once each', async () => {
    const id = await enrollmentOf(ids.sam, ids.sat);
    const courses = [ids.studySkills, ids.geometry];
    const replies = await atOnce(8, (i) =>
      parent.put(`/api/v2/enrollments/${id}/transfer`, { itemType: 'Course', itemId: courses[i % 2] }),
    );
    expect(replies.every((r) => r.status === 200 || r.status === 422)).toBe(true);
    expect(replies.some((r) => r.status === 200)).toBe(true);
    const endsIn = (
      await t.db.query<{ course_id: number }>('SELECT course_id FROM enrollments WHERE id = $1', [id])
    )[0]!.course_id;
    expect(courses).toContain(endsIn);
    const left = courses.find((c) => c !== endsIn)!;
    const upcoming = async (courseId: number) =>
      (
        await t.db.query<{ session_id: number }>(
          `SELECT a.session_id FROM attendances a JOIN sessions s ON s.id = a.session_id
           WHERE a.student_id = $1 AND s.course_id = $2 AND s.starts_at > now() ORDER BY a.session_id`,
          [ids.sam, courseId],
        )
      ).map((r) => r.session_id);
    expect(await upcoming(left)).toEqual([]);
    const sessions = (
      await t.db.query<{ id: number }>(
        `SELECT id FROM sessions WHERE course_id = $1 AND starts_at > now() AND canceled_at IS NULL
         AND type <> 'Session::TutoringSplit' ORDER BY id`,
        [endsIn],
      )
    ).map((r) => r.id);
    expect(await upcoming(endsIn)).toEqual(sessions);
  });

  it('OP-37: staff creating an enrollment of a student into a course they already have a running enrollment in is refused with 422 "The student is already enrolled in that course."; nothing is written', async () => {
    const before = await count('SELECT count(*)::int AS n FROM enrollments');
    const r = await admin.post('/api/v2/enrollments', {
      enrollment: { type: 'Enrollment', studentId: ids.kai, courseId: ids.sat },
    });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual([TRANSFER_ALREADY_ENROLLED]);
    expect(await count('SELECT count(*)::int AS n FROM enrollments')).toBe(before);
  });

  it('OP-37: staff moving an enrollment (PUT courseId) into a course the student already has a running enrollment in is refused with 422; nothing is written', async () => {
    const other = await admin.post('/api/v2/enrollments', {
      enrollment: { type: 'Enrollment', studentId: ids.kai, courseId: ids.homework },
    });
    expect(other.status).toBe(201);
    const r = await admin.put(`/api/v2/enrollments/${other.body.enrollment.id}`, {
      enrollment: { courseId: ids.sat },
    });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual([TRANSFER_ALREADY_ENROLLED]);
    expect((await admin.get(`/api/v2/enrollments/${other.body.enrollment.id}`)).body.enrollment.courseId).toBe(
      ids.homework,
    );
  });

  it('OP-37: ten staff creates of one enrollment at once store one; the others answer 422 "The student is already enrolled in that course."', async () => {
    const replies = await atOnce(10, () =>
      admin.post('/api/v2/enrollments', {
        enrollment: { type: 'Enrollment', studentId: ids.kai, courseId: ids.algebra },
      }),
    );
    expect(statuses(replies)).toEqual([201, ...Array(9).fill(422)]);
    expect(refusals(replies)).toEqual(Array(9).fill([TRANSFER_ALREADY_ENROLLED]));
    expect(
      await count('SELECT count(*)::int AS n FROM enrollments WHERE student_id = $1 AND course_id = $2', [
        ids.kai,
        ids.algebra,
      ]),
    ).toBe(1);
  });

  it('OP-37: uncanceling an enrollment of a course the student has enrolled in again since is refused with 422 "The student is already enrolled in that course."; it stays canceled', async () => {
    const canceled = await idOf(
      t.db,
      "SELECT id FROM enrollments WHERE student_id = $1 AND status = 'canceled' ORDER BY id LIMIT 1",
      [ids.kai],
    );
    const courseId = (
      await t.db.query<{ course_id: number }>('SELECT course_id FROM enrollments WHERE id = $1', [canceled])
    )[0]!.course_id;
    const again = await admin.post('/api/v2/enrollments', {
      enrollment: { type: 'Enrollment', studentId: ids.kai, courseId },
    });
    expect(again.status).toBe(201);
    const r = await admin.put(`/api/v2/enrollments/${canceled}/uncancel`);
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual([TRANSFER_ALREADY_ENROLLED]);
    expect((await admin.get(`/api/v2/enrollments/${canceled}`)).body.enrollment.status).toBe('canceled');
  });

  it('staff may still enroll a student into a draft course (a back-office choice; only a duplicate is refused)', async () => {
    const draft = await courseNamed('Chemistry Bootcamp (draft)');
    const r = await admin.post('/api/v2/enrollments', {
      enrollment: { type: 'Enrollment', studentId: ids.kai, courseId: draft },
    });
    expect(r.status).toBe(201);
    expect(r.body.enrollment).toMatchObject({ studentId: ids.kai, courseId: draft, status: 'active' });
  });
});
