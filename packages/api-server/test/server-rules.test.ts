/**
 * Rules of the server found by the outside walks of session 33 (a family, a hostile caller, an admin's day): one named
 * test each, every refusal read back to show it wrote nothing.
 */
import { INVITATIONS_SENT } from '@tutoring/domain';
import { REVIEW_ALREADY_SUBMITTED } from '../src/resources/reviews/rules';
import { pointsBelowZero } from '../src/resources/students/rules';
import { TEST_CARDS } from '../src/services/card';
import { as, idOf, installTestApp } from './helpers';

jest.setTimeout(120_000);

const t = installTestApp();
const admin = t.as('admin@example.com');
const tutor = t.as('tutor@example.com');
const parent = t.as('parent@example.com');
const student = t.as('student@example.com');

/** Row count and a checksum of a table, to show a refusal wrote nothing. */
const snapshot = async (table: string): Promise<string> =>
  (
    await t.db.query<{ s: string }>(
      `SELECT count(*)::text || ':' || coalesce(md5(string_agg(r::text, '|' ORDER BY r::text)), '') AS s FROM ${table} r`,
    )
  )[0]!.s;

const samId = () =>
  idOf(t.db, "SELECT s.id FROM students s JOIN users u ON u.id = s.user_id WHERE u.email = 'student@example.com'");

describe('points never go below zero (CRM-34, SRV-16)', () => {
  it('CRM-34: taking away more points than the student has is refused on the points field and changes nothing', async () => {
    const id = await samId();
    await t.db.query('UPDATE students SET points = 12 WHERE id = $1', [id]);
    const before = await snapshot('students');
    const events = await snapshot('realtime_events');
    const r = await tutor.put(`/api/v2/students/${id}/increment_points`, { points: -50 });
    expect(r.status).toBe(422);
    expect(r.body).toEqual({ errors: [pointsBelowZero(12)], fields: { points: [pointsBelowZero(12)] } });
    expect(pointsBelowZero(12)).toBe('Points cannot go below 0: this student has 12 points.');
    expect(await snapshot('students')).toBe(before);
    expect(await snapshot('realtime_events')).toBe(events);
    // Every point the student has may be taken away, down to exactly 0.
    const all = await tutor.put(`/api/v2/students/${id}/increment_points`, { points: -12 });
    expect(all.status).toBe(200);
    expect(all.body.student.points).toBe(0);
    const more = await tutor.put(`/api/v2/students/${id}/increment_points`, { points: -1 });
    expect(more.body.errors).toEqual(['Points cannot go below 0: this student has 0 points.']);
    expect((await tutor.put(`/api/v2/students/${id}/increment_points`, { points: 7 })).body.student.points).toBe(7);
  });
});

describe('money a family pays or an employee is paid is never below zero', () => {
  const amountRefused = {
    errors: ['Must be between 0 and 99999999.99'],
    fields: { amount: ['Must be between 0 and 99999999.99'] },
  };

  it.each([
    ['payments', 'payment', async () => ({ parentId: await idOf(t.db, 'SELECT id FROM parents ORDER BY id LIMIT 1') })],
    ['installments', 'installment', async () => ({ dueOn: '2031-01-15' })],
    [
      'payroll_items',
      'payrollItem',
      async () => ({
        employeeId: await idOf(t.db, 'SELECT id FROM employees ORDER BY id LIMIT 1'),
        date: '2031-01-15',
      }),
    ],
  ])(
    '%s: a negative amount is refused on create and update (422 on amount), nothing written',
    async (path, key, rest) => {
      const fields = await rest();
      const before = await snapshot(path);
      const created = await admin.post(`/api/v2/${path}`, { [key]: { ...fields, amount: -199 } });
      expect(created.status).toBe(422);
      expect(created.body).toEqual(amountRefused);
      expect(await snapshot(path)).toBe(before);
      // Zero and more are money as usual.
      const ok = await admin.post(`/api/v2/${path}`, { [key]: { ...fields, amount: 0 } });
      expect(ok.status).toBe(201);
      const id = ok.body[key].id as number;
      const stored = await snapshot(path);
      const updated = await admin.put(`/api/v2/${path}/${id}`, { [key]: { amount: -0.01 } });
      expect(updated.status).toBe(422);
      expect(updated.body).toEqual(amountRefused);
      expect(await snapshot(path)).toBe(stored);
      expect((await admin.put(`/api/v2/${path}/${id}`, { [key]: { amount: 25.5 } })).body[key].amount).toBe(25.5);
    },
  );
});

describe('a submitted review is final for the family (STU-20, STU-21)', () => {
  it('STU-21: the student cannot rewrite a review after submitting it; the same submit again changes nothing; staff may correct it', async () => {
    const pending = (await student.get('/api/v2/reviews?completed=false')).body.reviews as { id: number }[];
    const id = pending[0]!.id;
    const submit = { stars: 5, comment: 'super fun teacher', completed: true };
    expect((await student.put(`/api/v2/reviews/${id}`, { review: submit })).status).toBe(200);
    const before = await snapshot('reviews');
    for (const [who, review] of [
      [student, { stars: 1, comment: 'waited too long', completed: true }],
      [student, { comment: 'rewritten' }],
      [student, { completed: false }],
      [parent, { stars: 2 }],
    ] as const) {
      const r = await who.put(`/api/v2/reviews/${id}`, { review });
      expect({ review, status: r.status, body: r.body }).toEqual({
        review,
        status: 422,
        body: { errors: [REVIEW_ALREADY_SUBMITTED] },
      });
    }
    expect(await snapshot('reviews')).toBe(before);
    // A retry of the submit (its reply was lost) is no change.
    const again = await student.put(`/api/v2/reviews/${id}`, { review: submit });
    expect(again.status).toBe(200);
    expect(again.body.review).toMatchObject(submit);
    const corrected = await admin.put(`/api/v2/reviews/${id}`, { review: { comment: 'super fun teacher!' } });
    expect(corrected.status).toBe(200);
    expect(corrected.body.review.comment).toBe('super fun teacher!');
  });
});

describe("a child's sign-in is staff's to turn off (DOM-42 canLogin)", () => {
  it('a parent cannot set canLogin on their child (403, nothing changed); the child still signs in; staff can', async () => {
    const id = await samId();
    const before = await snapshot('students');
    const r = await parent.put(`/api/v2/students/${id}`, { student: { canLogin: false } });
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ errors: ['Only staff can change sign-in access.'] });
    expect(await snapshot('students')).toBe(before);
    expect((await student.get('/api/v2/current_user')).status).toBe(200);
    // Sent with the stored value it is no change (a form that sends the whole record).
    const same = await parent.put(`/api/v2/students/${id}`, { student: { canLogin: true, firstName: 'Sam' } });
    expect(same.status).toBe(200);
    const k12 = await idOf(
      t.db,
      "SELECT s.id FROM students s JOIN users u ON u.id = s.user_id WHERE u.email = 'k12student@example.com'",
    );
    const off = await admin.put(`/api/v2/students/${k12}`, { student: { canLogin: false } });
    expect(off.body.student.canLogin).toBe(false);
    await expect(as(t.app, 'k12student@example.com')).rejects.toThrow(/401/);
    expect((await admin.put(`/api/v2/students/${k12}`, { student: { canLogin: true } })).body.student.canLogin).toBe(
      true,
    );
    await expect(as(t.app, 'k12student@example.com')).resolves.toBeDefined();
  });
});

describe('invitations are limited per sender (SRV-33, STU-25)', () => {
  it("STU-25: ten invitation posts an hour per sender, then 429 with the errors body in the product's words and nothing stored; others unaffected", async () => {
    const friends = Array.from({ length: 20 }, (_, i) => `Friend ${i}`);
    // A refused body spends nothing.
    expect((await student.post('/api/v2/quests/invitations', { friends: [''] })).status).toBe(422);
    for (let i = 0; i < 10; i += 1) {
      const r = await student.post('/api/v2/quests/invitations', { friends });
      expect({ i, status: r.status, message: r.body.message }).toEqual({ i, status: 201, message: INVITATIONS_SENT });
    }
    const before = await snapshot('invitations');
    const refused = await student.post('/api/v2/quests/invitations', { friends });
    expect(refused.status).toBe(429);
    // The product's sentence for a 429 (the static server's), not @fastify/rate-limit's English.
    expect(refused.body).toEqual({ errors: ['Too many requests. Please try again later.'] });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(await snapshot('invitations')).toBe(before);
    // The limit is the sender's, not the address's: the parent on the same address still invites.
    expect((await parent.post('/api/v2/quests/invitations', { friends: ['Amy'] })).status).toBe(201);
  });
});

describe('a quote of added hours stores nothing (PAY-20, SRV-35)', () => {
  it('PAY-20: "Get quote" (process=false) prices the hours and writes no renewal; a processed renewal is stored', async () => {
    const tables = ['enrollment_renewals', 'enrollments', 'payments'];
    const before = await Promise.all(tables.map(snapshot));
    const quote = await parent.post('/api/v2/enrollments/1/add_hours?couponCode=SAVE10', {
      enrollmentRenewal: { hours: 2 },
    });
    expect(quote.status).toBe(200);
    expect(quote.body.enrollmentRenewal).toEqual({
      enrollmentId: 1,
      hours: 2,
      couponCode: 'SAVE10',
      amount: 108,
      processed: false,
    });
    expect(await Promise.all(tables.map(snapshot))).toEqual(before);
    const latest = (await parent.get('/api/v2/enrollments/1?include=enrollment_renewal')).body.enrollment;
    expect(latest.enrollmentRenewal.processed).toBe(true);
    const paid = await parent.post('/api/v2/enrollments/1/add_hours?couponCode=SAVE10&process=true', {
      enrollmentRenewal: { hours: 2 },
    });
    expect(paid.status).toBe(201);
    expect(paid.body.enrollmentRenewal).toMatchObject({ id: expect.any(Number), amount: 108, processed: true });
  });
});

describe("a saved card keeps the card's own expiry (PAY-09, SHL-07)", () => {
  const tokenFor = async (month: string, year: string): Promise<string> =>
    (
      await t.client().post('/local/accept/tokenize', {
        cardNumber: TEST_CARDS.visa,
        month,
        year,
        cardCode: '123',
        zip: '90012',
      })
    ).body.opaqueData.dataValue;
  const expiryOf = async (email: string) =>
    (
      await t.db.query<{ e: string }>(
        'SELECT pp.expiration_date AS e FROM payment_profiles pp JOIN parents p ON p.id = pp.parent_id JOIN users u ON u.id = p.user_id WHERE u.email = $1',
        [email],
      )
    )[0]?.e;

  it('SHL-07: the public enrollment stores the expiry of the tokenised card, not the one the body claims', async () => {
    const courseId = (await t.client().get('/api/v2/public/courses')).body.courses[0].id as number;
    const r = await t.client().post('/api/v2/public/enrollments', {
      enrollment: {
        courseId,
        parent: { firstName: 'Exp', lastName: 'Iry', email: 'expiry-parent@example.com', timeZone: 'America/Chicago' },
        student: { firstName: 'Exp', lastName: 'Iry', grade: 9 },
        password: 'secret123',
        passwordConfirmation: 'secret123',
        zip: '90012',
        authorizeNet: {
          dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT',
          dataValue: await tokenFor('11', '30'),
          expirationDate: '01/40',
        },
      },
    });
    expect(r.status).toBe(201);
    expect(await expiryOf('expiry-parent@example.com')).toBe('2030-11');
  });

  it("PAY-09: a saved payment profile stores the tokenised card's expiry, not the body's", async () => {
    const parentId = await idOf(
      t.db,
      "SELECT p.id FROM parents p JOIN users u ON u.id = p.user_id WHERE u.email = 'parent@example.com'",
    );
    const r = await parent.post('/api/v2/authorize_net_profiles', {
      authorizeNetProfile: {
        parentId,
        zip: '90012',
        authorizeNet: {
          dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT',
          dataValue: await tokenFor('03', '2029'),
          expirationDate: '12/39',
        },
      },
    });
    expect(r.status).toBe(200);
    expect(r.body.authorizeNetProfile.expirationDate).toBe('2029-03');
    expect(await expiryOf('parent@example.com')).toBe('2029-03');
  });
});
