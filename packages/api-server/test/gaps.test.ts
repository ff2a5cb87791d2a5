import { as, idOf, installTestApp } from './helpers';

const t = installTestApp();
const admin = t.as('admin@example.com');

describe('CRM advisor filter "Unassigned" (CRM-36)', () => {
  it('CRM-36: parents with unassigned=true are exactly the parents without an advisor; employeeId still filters', async () => {
    const all = (await admin.get('/api/v2/parents?per=1000')).body.parents as {
      id: number;
      employeeId: number | null;
    }[];
    const expected = all
      .filter((p) => p.employeeId === null)
      .map((p) => p.id)
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.length);
    const r = await admin.get('/api/v2/parents?unassigned=true&per=1000');
    expect(r.status).toBe(200);
    expect((r.body.parents as { id: number }[]).map((p) => p.id).sort()).toEqual(expected);
    expect(r.body.meta.totalCount).toBe(expected.length);
    const owner = all.find((p) => p.employeeId !== null)!.employeeId!;
    const mine = (await admin.get(`/api/v2/parents?employeeId=${owner}&per=1000`)).body.parents as {
      employeeId: number;
    }[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((p) => p.employeeId === owner)).toBe(true);
    expect((await admin.get('/api/v2/parents?unassigned=false&per=1000')).body.meta.totalCount).toBe(all.length);
  });

  it('CRM-36: lead sources with unassigned=true have no owner', async () => {
    const r = await admin.get('/api/v2/lead_sources?unassigned=true&per=1000');
    expect(r.status).toBe(200);
    const rows = r.body.leadSources as { employeeId: number | null }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((l) => l.employeeId === null)).toBe(true);
    const total = (await admin.get('/api/v2/lead_sources?per=1000')).body.meta.totalCount as number;
    expect(rows.length).toBeLessThan(total);
  });
});

describe('tutor and employee subjects (STF-03, STF-04)', () => {
  it('STF-04: subjectIds is written on tutor create and update and read back as subjects {id, name, categoryName}', async () => {
    const subjects = (await admin.get('/api/v2/subjects')).body.subjects as {
      id: number;
      name: string;
      categoryName: string;
    }[];
    const [a, b, c] = subjects;
    const created = await admin.post('/api/v2/tutors', {
      tutor: { firstName: 'Sub', lastName: 'Jects', email: 'subjects-tutor@example.com', subjectIds: [a!.id, b!.id] },
    });
    expect(created.status).toBe(201);
    const id = created.body.tutor.id as number;
    expect((created.body.tutor.subjects as { id: number }[]).map((s) => s.id).sort()).toEqual([a!.id, b!.id].sort());
    const updated = await admin.put(`/api/v2/tutors/${id}`, { tutor: { subjectIds: [c!.id] } });
    expect(updated.status).toBe(200);
    expect(updated.body.tutor.subjects).toEqual([{ id: c!.id, name: c!.name, categoryName: c!.categoryName }]);
    expect(updated.body.tutor.subjectIds).toEqual([c!.id]);
    const shown = await admin.get(`/api/v2/tutors/${id}?include=tier,subjects`);
    expect(shown.body.tutor.subjects).toEqual([{ id: c!.id, name: c!.name, categoryName: c!.categoryName }]);
    const viaEmployees = await admin.put(`/api/v2/employees/${id}`, { employee: { subjectIds: [] } });
    expect(viaEmployees.body.employee.subjects).toEqual([]);
  });

  it('STF-04: unknown subject ids are refused with 422 and change nothing', async () => {
    const tutorId = (await admin.get('/api/v2/tutors?query=Tina')).body.tutors[0].id as number;
    const before = (await admin.get(`/api/v2/tutors/${tutorId}`)).body.tutor.subjects as unknown[];
    expect(before.length).toBeGreaterThan(0);
    const r = await admin.put(`/api/v2/tutors/${tutorId}`, { tutor: { subjectIds: [999999] } });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual(['Subjects must exist']);
    expect((await admin.get(`/api/v2/tutors/${tutorId}`)).body.tutor.subjects).toEqual(before);
  });
});

describe('employee staffing (STF-09, STF-16)', () => {
  it('STF-09: a seeded brand allows employee staffing; its unassigned upcoming session carries the brand in the course include', async () => {
    const brands = (await admin.get('/api/v2/brands?per=100')).body.brands as {
      id: number;
      name: string;
      allowEmployeeStaffing: boolean;
    }[];
    const allowing = brands.filter((b) => b.allowEmployeeStaffing === true);
    expect(allowing.map((b) => b.name)).toEqual(['Enrichment']);
    expect((await admin.get(`/api/v2/brands/${allowing[0]!.id}`)).body.brand.allowEmployeeStaffing).toBe(true);
    const list = await admin.get('/api/v2/sessions?schedule=upcoming&quickFilter=unassigned&include=course&per=100');
    const session = (
      list.body.sessions as { course: { brandId: number; brand: { allowEmployeeStaffing: boolean } } }[]
    ).find((x) => x.course?.brandId === allowing[0]!.id);
    expect(session?.course.brand.allowEmployeeStaffing).toBe(true);
  });

  it('STF-16: an active non-tutor employee found by employees.json is assigned to that session; a brand without employee staffing refuses', async () => {
    const found = await admin.get('/api/v2/employees.json?query=Coordinator&active=true');
    const erin = (found.body.employees as { id: number; type: string }[])[0]!;
    expect(erin.type).toBe('Employee');
    const sessions = (
      await admin.get('/api/v2/sessions?schedule=upcoming&quickFilter=unassigned&include=course&per=100')
    ).body.sessions as { id: number; course: { brand: { allowEmployeeStaffing: boolean } } | null }[];
    const open = sessions.find((x) => x.course?.brand?.allowEmployeeStaffing === true)!;
    const other = sessions.find((x) => x.course && x.course.brand && x.course.brand.allowEmployeeStaffing === false)!;
    const refused = await admin.post('/api/v2/assignments', {
      assignment: { sessionId: other.id, employeeId: erin.id },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual(["This session's brand does not allow employee staffing."]);
    const ok = await admin.post('/api/v2/assignments', { assignment: { sessionId: open.id, employeeId: erin.id } });
    expect(ok.status).toBe(201);
    expect(ok.body.assignment).toMatchObject({ sessionId: open.id, employeeId: erin.id, supervisor: true });
  });
});

describe('payments: subscription and contract offers (PAY-17, PAY-25, PAY-28)', () => {
  it('PAY-17: the demo parent carries subscription.nextAssessmentAt (next pending installment) without asking for it', async () => {
    const parent = await as(t.app, 'parent@example.com');
    const parentId = await idOf(
      t.db,
      "SELECT p.id FROM parents p JOIN users u ON u.id = p.user_id WHERE u.email = 'parent@example.com'",
    );
    const r = await parent.get(`/api/v2/parents/${parentId}?include=students,authorizeNetProfile`);
    expect(r.status).toBe(200);
    const sub = r.body.parent.subscription;
    const due = (
      await t.db.query<{ due_on: string }>(
        "SELECT min(i.due_on) AS due_on FROM installments i JOIN enrollments e ON e.id = i.enrollment_id JOIN students s ON s.id = e.student_id WHERE s.parent_id = $1 AND e.type = 'Enrollment' AND i.status = 'pending' AND i.due_on >= current_date",
        [parentId],
      )
    )[0]!.due_on;
    expect(sub).toMatchObject({ state: 'active', displayState: 'Active', nextAssessmentAt: `${due}T12:00:00.000Z` });
    expect(sub.balance).toBeGreaterThan(0);
  });

  it('PAY-28: a parent without a recurring enrollment has subscription null; a canceled one has no next billing date', async () => {
    const none = (await admin.get('/api/v2/parents?query=locked@example.com')).body.parents[0].id as number;
    expect((await admin.get(`/api/v2/parents/${none}`)).body.parent.subscription).toBeNull();
    const prospect = (await admin.get('/api/v2/parents?query=parent2@example.com')).body.parents[0].id as number;
    const sub = (await admin.get(`/api/v2/parents/${prospect}`)).body.parent.subscription;
    expect(sub).toMatchObject({ state: 'canceled', nextAssessmentAt: null });
    expect(sub.canceledAt).toEqual(expect.any(String));
    const listed = (await admin.get('/api/v2/parents?query=parent@example.com&include=subscription')).body.parents[0];
    expect(listed.subscription.state).toBe('active');
  });

  it('PAY-17: without a future pending installment the next billing date rolls the last due day forward monthly', async () => {
    const parentId = await idOf(
      t.db,
      "SELECT p.id FROM parents p JOIN users u ON u.id = p.user_id WHERE u.email = 'parent@example.com'",
    );
    const enrollmentId = (await admin.get(`/api/v2/parents/${parentId}`)).body.parent.subscription.id as number;
    await t.db.query("UPDATE installments SET status = 'paid', due_on = DATE '2020-01-31' WHERE enrollment_id = $1", [
      enrollmentId,
    ]);
    const next = (await admin.get(`/api/v2/parents/${parentId}`)).body.parent.subscription.nextAssessmentAt as string;
    const day = next.slice(0, 10);
    const today = new Date().toISOString().slice(0, 10);
    expect(day > today).toBe(true);
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    const lastOfMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
    expect(d).toBe(Math.min(31, lastOfMonth));
    // at most one month ahead
    expect(Date.parse(next) - Date.now()).toBeLessThanOrEqual(32 * 86400000);
  });

  it('PAY-25: brands carry offerContract, true for at least one brand and writable', async () => {
    const brands = (await admin.get('/api/v2/brands?per=100')).body.brands as {
      id: number;
      name: string;
      offerContract: boolean;
    }[];
    expect(brands.every((b) => typeof b.offerContract === 'boolean')).toBe(true);
    expect(brands.filter((b) => b.offerContract).map((b) => b.name)).toEqual(['Math Club']);
    const prep = brands.find((b) => b.name === 'Test Prep')!;
    expect(
      (await admin.put(`/api/v2/brands/${prep.id}`, { brand: { offerContract: true } })).body.brand.offerContract,
    ).toBe(true);
    const course = (await admin.get('/api/v2/courses?per=100')).body.courses.find(
      (c: { brand: { name: string } | null }) => c.brand?.name === 'Math Club',
    );
    expect(course.brand.offerContract).toBe(true);
  });
});

describe('line item adjustments (PAY-31)', () => {
  it('PAY-31: GET line_items/{lineItemId}/adjustments/{id} answers {adjustment}', async () => {
    const row = (
      await t.db.query<{ id: number; line_item_id: number }>(
        'SELECT id, line_item_id FROM line_item_adjustments ORDER BY id LIMIT 1',
      )
    )[0]!;
    const r = await admin.get(`/api/v2/line_items/${row.line_item_id}/adjustments/${row.id}`);
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual(['adjustment']);
    expect(r.body.adjustment).toMatchObject({ id: row.id, lineItemId: row.line_item_id, amount: -20 });
  });
});

describe('student tutoring hours (STU-13)', () => {
  it('STU-13: the enrollment course include carries provisioned, unscheduled and remaining minutes computed from sessions', async () => {
    const student = await as(t.app, 'student@example.com');
    const studentId = await idOf(
      t.db,
      "SELECT s.id FROM students s JOIN users u ON u.id = s.user_id WHERE u.email = 'student@example.com'",
    );
    const list = (await student.get(`/api/v2/enrollments?studentId=${studentId}&include=course&per=100`)).body
      .enrollments as {
      id: number;
      courseId: number;
      course: { provisionedDuration: number; unscheduledDuration: number; remainingProvisionedDuration: number };
    }[];
    const e = list.find((x) => x.course && x.course.provisionedDuration > 0)!;
    const hours = (await t.db.query<{ hours: number }>('SELECT hours FROM enrollments WHERE id = $1', [e.id]))[0]!
      .hours;
    const sums = (
      await t.db.query<{ scheduled: number; used: number }>(
        `SELECT coalesce(sum(s.duration), 0)::int AS scheduled, coalesce(sum(s.duration) FILTER (WHERE s.ends_at <= now()), 0)::int AS used
       FROM attendances a JOIN sessions s ON s.id = a.session_id WHERE a.student_id = $1 AND s.course_id = $2 AND s.canceled_at IS NULL`,
        [studentId, e.courseId],
      )
    )[0]!;
    expect(sums.scheduled).toBeGreaterThan(sums.used);
    expect(sums.used).toBeGreaterThan(0);
    expect(e.course).toMatchObject({
      provisionedDuration: hours * 60,
      unscheduledDuration: hours * 60 - sums.scheduled,
      remainingProvisionedDuration: hours * 60 - sums.used,
    });
    expect(e.course.remainingProvisionedDuration).toBeGreaterThan(0);
    expect(e.course.unscheduledDuration).toBeGreaterThan(0);
  });

  it('STU-13: scheduling another session lowers the unscheduled minutes by its duration', async () => {
    const studentId = await idOf(
      t.db,
      "SELECT s.id FROM students s JOIN users u ON u.id = s.user_id WHERE u.email = 'student@example.com'",
    );
    const read = async () =>
      (
        (await admin.get(`/api/v2/enrollments?studentId=${studentId}&include=course&per=100`)).body.enrollments as {
          id: number;
          courseId: number;
          course: { unscheduledDuration: number; remainingProvisionedDuration: number };
        }[]
      ).find((x) => x.course && x.course.unscheduledDuration > 60)!;
    const before = await read();
    const starts = new Date(Date.now() + 20 * 86400000).toISOString();
    const s = await admin.post('/api/v2/sessions', {
      session: { courseId: before.courseId, startsAt: starts, duration: 60 },
    });
    expect(s.status).toBe(201);
    expect(
      (await admin.post('/api/v2/attendances', { attendance: { sessionId: s.body.session.id, studentId } })).status,
    ).toBe(201);
    const after = (await admin.get(`/api/v2/enrollments/${before.id}?include=course`)).body.enrollment.course;
    expect(after.unscheduledDuration).toBe(before.course.unscheduledDuration - 60);
    expect(after.remainingProvisionedDuration).toBe(before.course.remainingProvisionedDuration);
  });
});
