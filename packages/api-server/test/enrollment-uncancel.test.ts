/**
 * Uncancel gives back the enrollment as it was before its cancel (README, Decisions, "Uncancel restores the
 * enrollment"): a trial still running is trialing again, and auto renew (which the cancel turned off) is back as it
 * was. Before, every uncancel answered status "active" (a trial with trial true) and left auto renew off. And a
 * family's portal enrollment in a course with a trial starts trialing ("A trial starts trialing"): it started active.
 */
import { TEST_CARDS } from '../src/services/card';
import { Client, idOf, installTestApp } from './helpers';

jest.setTimeout(120_000);

const t = installTestApp();
const admin = t.as('admin@example.com');
const parent = t.as('parent@example.com');

const DAY = 24 * 60 * 60 * 1000;
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString();

let studentId: number;
beforeAll(async () => {
  studentId = await idOf(
    t.db,
    "SELECT s.id FROM students s JOIN users u ON u.id = s.user_id WHERE u.email = 'student@example.com'",
  );
});

/**
 * A new enrollment of the parent's student in a course they have no enrollment in, written as the server leaves a
 * trialing (or active) one: the trial's end in `pricing.trialEndsAt`.
 */
async function enrollment(e: { status: string; trial: boolean; autoRenew: boolean; trialEndsAt?: string }) {
  const course = await idOf(
    t.db,
    'SELECT id FROM courses WHERE id NOT IN (SELECT course_id FROM enrollments WHERE student_id = $1 AND course_id IS NOT NULL) ORDER BY id LIMIT 1',
    [studentId],
  );
  const pricing = { type: 'recurring', recurring: true, ...(e.trialEndsAt ? { trialEndsAt: e.trialEndsAt } : {}) };
  return idOf(
    t.db,
    'INSERT INTO enrollments (student_id, course_id, type, status, trial, auto_renew, pricing, hours) VALUES ($1, $2, $3, $4, $5, $6, $7, 12) RETURNING id',
    [studentId, course, 'Enrollment', e.status, e.trial, e.autoRenew, JSON.stringify(pricing)],
  );
}

const cancel = (client: typeof admin, id: number, delayed = false) =>
  client.put(`/api/v2/enrollments/${id}/cancel`, { enrollment: { cancellationReason: 'Other', delayed } });

describe('uncancel restores the enrollment as it was before the cancel', () => {
  it('PAY-24: a parent cancels a trialing enrollment with auto renew on, then uncancels it: trialing, trial and auto renew on again', async () => {
    const trialEndsAt = inDays(10);
    const id = await enrollment({ status: 'trialing', trial: true, autoRenew: true, trialEndsAt });
    const c = await cancel(parent, id);
    expect(c.status).toBe(200);
    expect(c.body.enrollment).toMatchObject({ status: 'canceled', autoRenew: false, cancellationReason: 'Other' });
    const u = await parent.put(`/api/v2/enrollments/${id}/uncancel`);
    expect(u.status).toBe(200);
    expect(u.body.enrollment).toMatchObject({
      status: 'trialing',
      trial: true,
      autoRenew: true,
      cancellationReason: null,
      canceledAt: null,
      pricing: { trialEndsAt },
    });
    // What the parent reads afterwards is the same, and the kept value is not part of the wire.
    const shown = (await parent.get(`/api/v2/enrollments/${id}`)).body.enrollment;
    expect(shown).toMatchObject({ status: 'trialing', trial: true, autoRenew: true });
    expect(Object.keys(shown)).not.toContain('autoRenewBeforeCancel');
  });

  it('PAY-24: staff uncancel a pending cancellation (delayed cancel) of an active enrollment: active with auto renew on again; one whose auto renew was off keeps it off', async () => {
    const on = await enrollment({ status: 'active', trial: false, autoRenew: true });
    expect((await cancel(admin, on, true)).body.enrollment).toMatchObject({
      status: 'pending_cancellation',
      autoRenew: false,
    });
    expect((await admin.put(`/api/v2/enrollments/${on}/uncancel`)).body.enrollment).toMatchObject({
      status: 'active',
      trial: false,
      autoRenew: true,
    });
    await admin.put(`/api/v2/enrollments/${on}/auto_renew?enable=false`);
    expect((await cancel(admin, on)).body.enrollment).toMatchObject({ status: 'canceled', autoRenew: false });
    expect((await admin.put(`/api/v2/enrollments/${on}/uncancel`)).body.enrollment).toMatchObject({
      status: 'active',
      autoRenew: false,
    });
  });

  it('PAY-24: a trial that ran out while canceled has ended: uncancel gives active with trial false, auto renew as before', async () => {
    const id = await enrollment({ status: 'trialing', trial: true, autoRenew: true, trialEndsAt: inDays(3) });
    expect((await cancel(parent, id)).status).toBe(200);
    await t.db.query(
      "UPDATE enrollments SET pricing = pricing || jsonb_build_object('trialEndsAt', $2::text) WHERE id = $1",
      [id, inDays(-1)],
    );
    expect((await admin.put(`/api/v2/enrollments/${id}/uncancel`)).body.enrollment).toMatchObject({
      status: 'active',
      trial: false,
      autoRenew: true,
    });
  });

  it('PAY-21: auto renew turned off while pending cancellation stays off after the uncancel (the latest choice wins)', async () => {
    const id = await enrollment({ status: 'trialing', trial: true, autoRenew: true, trialEndsAt: inDays(10) });
    expect((await cancel(parent, id, true)).status).toBe(200);
    await parent.put(`/api/v2/enrollments/${id}/auto_renew?enable=true`);
    await parent.put(`/api/v2/enrollments/${id}/auto_renew?enable=false`);
    expect((await parent.put(`/api/v2/enrollments/${id}/uncancel`)).body.enrollment).toMatchObject({
      status: 'trialing',
      autoRenew: false,
    });
  });

  it('PAY-24: a cancel and an uncancel sent at once leave either a canceled enrollment with auto renew off or the trialing one with auto renew on, and a later uncancel still restores it', async () => {
    const id = await enrollment({ status: 'trialing', trial: true, autoRenew: true, trialEndsAt: inDays(10) });
    expect((await cancel(parent, id)).status).toBe(200);
    const replies = await Promise.all([parent.put(`/api/v2/enrollments/${id}/uncancel`), cancel(admin, id)]);
    expect(replies[0]!.status).toBe(200);
    const after = (await admin.get(`/api/v2/enrollments/${id}`)).body.enrollment;
    if (after.status === 'canceled') {
      expect(after).toMatchObject({ autoRenew: false, cancellationReason: 'Other' });
      expect((await admin.put(`/api/v2/enrollments/${id}/uncancel`)).body.enrollment).toMatchObject({
        status: 'trialing',
        autoRenew: true,
      });
    } else {
      expect(replies[1]!.status).toBe(422);
      expect(after).toMatchObject({ status: 'trialing', trial: true, autoRenew: true, cancellationReason: null });
    }
  });

  it('PAY-24: uncancel of an enrollment that is not canceled is refused with 422 and changes nothing', async () => {
    const id = await enrollment({ status: 'trialing', trial: true, autoRenew: false, trialEndsAt: inDays(10) });
    const r = await parent.put(`/api/v2/enrollments/${id}/uncancel`);
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual(['Only a canceled enrollment can be uncanceled']);
    expect((await parent.get(`/api/v2/enrollments/${id}`)).body.enrollment).toMatchObject({
      status: 'trialing',
      autoRenew: false,
    });
  });
});

describe('a portal enrollment in a course with a trial starts trialing', () => {
  /** Enrolls a new family through the public portal (signed out) into `courseId`; the new enrollment's id. */
  async function portalEnroll(courseId: number, n: number): Promise<number> {
    const signedOut = new Client(t.url);
    const token = await signedOut.post('/local/accept/tokenize', {
      cardNumber: TEST_CARDS.visa,
      month: '11',
      year: '30',
      cardCode: '123',
      zip: '90012',
    });
    const r = await signedOut.post('/api/v2/public/enrollments', {
      enrollment: {
        courseId,
        parent: {
          firstName: 'Tina',
          lastName: 'Trial',
          email: `trial-parent-${n}@example.com`,
          timeZone: 'America/Los_Angeles',
        },
        student: { firstName: 'Tom', lastName: 'Trial', email: `trial-student-${n}@example.com`, grade: 7 },
        password: 'secret123',
        passwordConfirmation: 'secret123',
        zip: '90012',
        authorizeNet: {
          dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT',
          dataValue: token.body.opaqueData.dataValue,
          expirationDate: '11/30',
        },
      },
    });
    expect(r.status).toBe(201);
    return r.body.enrollment.id;
  }

  /** A course open on the portal whose pricing has (or has not) a trial. */
  async function openCourse(withTrial: boolean): Promise<number> {
    const open: { id: number }[] = (await new Client(t.url).get('/api/v2/public/courses')).body.courses;
    const rows = await t.db.query<{ id: number }>(
      `SELECT id FROM courses WHERE id = ANY($1) AND coalesce((pricing->>'trialIntervalLength')::int, 0) ${withTrial ? '>' : '='} 0 ORDER BY id LIMIT 1`,
      [open.map((c) => c.id)],
    );
    expect(rows[0]).toBeDefined();
    return rows[0]!.id;
  }

  it('DOM-18, SES-46: a family enrolling through the portal in a course with a 14-day $0 trial gets a trialing enrollment whose trial ends in 14 days', async () => {
    const courseId = await openCourse(true);
    const [course] = await t.db.query<{ pricing: Record<string, unknown> }>(
      'SELECT pricing FROM courses WHERE id = $1',
      [courseId],
    );
    expect(course!.pricing).toMatchObject({ trialPrice: 0, trialIntervalLength: 14 });
    const before = Date.now();
    const id = await portalEnroll(courseId, 1);
    const e = (await admin.get(`/api/v2/enrollments/${id}`)).body.enrollment;
    expect(e).toMatchObject({ status: 'trialing', trial: true, courseId });
    const ends = Date.parse(e.pricing.trialEndsAt);
    expect(ends).toBeGreaterThanOrEqual(before + 14 * DAY);
    expect(ends).toBeLessThanOrEqual(Date.now() + 14 * DAY);
    // The trial can be moved, as staff move a trialing enrollment's trial (it was refused: not trialing).
    expect((await admin.put(`/api/v2/enrollments/${id}/move_trial`, { enrollment: {} })).body.enrollment).toMatchObject(
      {
        status: 'active',
        trial: false,
      },
    );
  });

  it('OP-15: a portal enrollment in a course without a trial starts active', async () => {
    const courseId = await openCourse(false);
    const id = await portalEnroll(courseId, 2);
    const e = (await admin.get(`/api/v2/enrollments/${id}`)).body.enrollment;
    expect(e).toMatchObject({ status: 'active', trial: false });
    expect(e.pricing.trialEndsAt).toBeUndefined();
  });
});
