/**
 * Money resources served by their plugins (issue 22): coupons (PAY-22) and the enrollment list's student names
 * (issue 24 gap 4).
 */
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
