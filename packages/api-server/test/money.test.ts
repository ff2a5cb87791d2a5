/**
 * Money resources served by their plugins (issue 22): coupons (PAY-22) and the enrollment list's student names
 * (issue 24 gap 4).
 */
import { ADD_HOURS_RANGE } from '@tutoring/contract';
import { COUPON_ALREADY_USED } from '../src/resources/enrollments/rules';
import { as, installTestApp } from './helpers';

const t = installTestApp();
const admin = t.as('admin@example.com');

describe('coupons list (PAY-22)', () => {
  it('PAY-22: staff list the seeded coupon codes with unit and amount', async () => {
    const r = await admin.get('/api/v2/coupons?noPagination=true');
    expect(r.status).toBe(200);
    const coupons = r.body.coupons as { id: number; code: string; unit: string; amount: number }[];
    expect(coupons.map((c) => [c.code, c.unit, c.amount])).toEqual(
      expect.arrayContaining([
        ['SAVE10', 'percentage', 10],
        ['TENOFF', 'dollars', 10],
      ]),
    );
    expect(r.body.meta.totalCount).toBe(coupons.length);
    const one = await admin.get(`/api/v2/coupons/${coupons[0]!.id}`);
    expect(one.status).toBe(200);
    expect(one.body.coupon).toEqual(coupons[0]);
    expect((await admin.get('/api/v2/coupons?code=save10')).body.coupons.map((c: { code: string }) => c.code)).toEqual([
      'SAVE10',
    ]);
  });

  it('PAY-22: a listed code is the one apply_coupon accepts', async () => {
    const code = (await admin.get('/api/v2/coupons?code=TENOFF')).body.coupons[0].code as string;
    const e = (await admin.get('/api/v2/enrollments?per=1')).body.enrollments[0] as { id: number };
    const r = await admin.put(`/api/v2/enrollments/${e.id}/apply_coupon`, { enrollment: { couponCode: code } });
    expect(r.status).toBe(200);
    expect(r.body.enrollment.coupon).toMatchObject({ code: 'TENOFF', unit: 'dollars', amount: 10 });
  });

  it.each(['parent@example.com', 'student@example.com', 'tutor@example.com'])(
    'PAY-22: %s may not list coupons (403)',
    async (login) => {
      const c = await as(t.app, login);
      const r = await c.get('/api/v2/coupons');
      expect(r.status).toBe(403);
      expect(r.body.errors.length).toBeGreaterThan(0);
    },
  );
});

describe('enrollments name their student (issue 24 gap 4)', () => {
  it('the enrollments list and an enrollment carry student {id, firstName, lastName, fullName, name}', async () => {
    const r = await admin.get('/api/v2/enrollments?per=100');
    expect(r.status).toBe(200);
    const list = r.body.enrollments as { id: number; studentId: number; student: Record<string, unknown> }[];
    expect(list.length).toBeGreaterThan(0);
    const users = await t.db.query<{ id: number; first_name: string; last_name: string }>(
      'SELECT s.id, u.first_name, u.last_name FROM students s JOIN users u ON u.id = s.user_id',
    );
    for (const e of list) {
      const u = users.find((x) => x.id === e.studentId)!;
      const fullName = `${u.first_name} ${u.last_name}`;
      expect(e.student).toEqual({
        id: e.studentId,
        firstName: u.first_name,
        lastName: u.last_name,
        fullName,
        name: fullName,
      });
    }
    const one = await admin.get(`/api/v2/enrollments/${list[0]!.id}?include=student,course`);
    expect(one.body.enrollment.student).toEqual(list[0]!.student);
    expect(one.body.enrollment.course).toBeTruthy();
  });

  it('a parent sees only their own children named in their enrollments', async () => {
    const parent = await as(t.app, 'parent@example.com');
    const mine = (await parent.get('/api/v2/enrollments?per=100')).body.enrollments as {
      studentId: number;
      student: { name: string };
    }[];
    const own = await t.db.query<{ id: number }>(
      "SELECT s.id FROM students s JOIN parents p ON p.id = s.parent_id JOIN users u ON u.id = p.user_id WHERE u.email = 'parent@example.com'",
    );
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((e) => own.some((o) => o.id === e.studentId) && e.student.name.length > 0)).toBe(true);
  });
});

describe('enrollment actions check the record before the body (issue 20)', () => {
  it("another family's enrollment answers 404 whatever the body; their own answers 422 for a bad body", async () => {
    const parent = await as(t.app, 'parent@example.com');
    const mine = (await parent.get('/api/v2/enrollments?per=100')).body.enrollments as { id: number }[];
    const all = (await admin.get('/api/v2/enrollments?per=100')).body.enrollments as { id: number }[];
    const foreign = all.find((e) => !mine.some((m) => m.id === e.id))!;
    for (const name of ['apply_coupon', 'cancel', 'transfer']) {
      const r = await parent.put(`/api/v2/enrollments/${foreign.id}/${name}`, {});
      expect(r.status).toBe(404);
      expect(r.body.errors).toEqual(['Enrollment not found']);
      const own = await parent.put(`/api/v2/enrollments/${mine[0]!.id}/${name}`, {});
      expect(own.status).toBe(422);
      expect(own.body.errors.length).toBeGreaterThan(0);
    }
  });
});

describe('added hours are paid for (PAY-20, SRV-35)', () => {
  const parent = t.as('parent@example.com');
  const state = async () => ({
    hours: (await admin.get('/api/v2/enrollments/1')).body.enrollment.hours as number,
    payments: Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM payments'))[0]!.n),
    renewals: Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM enrollment_renewals'))[0]!.n),
  });
  const addHours = (query: string, hours: unknown) =>
    parent.post(`/api/v2/enrollments/1/add_hours?${query}`, { enrollmentRenewal: { hours } });

  it('PAY-20: hours are a whole number from 1 to 500; a fraction is refused and nothing is charged or added', async () => {
    const before = await state();
    for (const hours of [0.16, 0.001, 1e-300, 1.5, 0, 501]) {
      const r = await addHours('process=true&couponCode=TENOFF', hours);
      expect({ hours, status: r.status, errors: r.body.errors }).toEqual({
        hours,
        status: 422,
        errors: [ADD_HOURS_RANGE],
      });
    }
    expect((await parent.post('/api/v2/enrollments/1/add_hours?process=true&hours=0.5', {})).body).toEqual({
      errors: [ADD_HOURS_RANGE],
    });
    expect(await state()).toEqual(before);
  });

  it('PAY-20: a dollars coupon is taken off once per enrollment; a percentage coupon again', async () => {
    const first = await addHours('process=true&couponCode=TENOFF', 1);
    expect(first.status).toBe(201);
    expect(first.body.enrollmentRenewal).toMatchObject({ hours: 1, amount: 50, couponCode: 'TENOFF', processed: true });
    const before = await state();
    for (const query of ['process=true&couponCode=tenoff', 'couponCode=TENOFF']) {
      const again = await addHours(query, 1);
      expect(again.status).toBe(422);
      expect(again.body).toEqual({ errors: [COUPON_ALREADY_USED] });
    }
    expect(await state()).toEqual(before);
    for (let i = 0; i < 2; i += 1)
      expect((await addHours('process=true&couponCode=SAVE10', 1)).body.enrollmentRenewal).toMatchObject({
        amount: 54,
        processed: true,
      });
    expect((await state()).hours).toBe(before.hours + 2);
  });
});
