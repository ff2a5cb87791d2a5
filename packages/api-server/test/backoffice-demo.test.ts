import { as, installTestApp } from './helpers';

const t = installTestApp();
const admin = t.as('admin@example.com');

type Row = Record<string, unknown>;
const rowsOf = (body: Row, key: string) => body[key] as Row[];

describe('names, not ids (issue 24 gap 4)', () => {
  it('PAY-29, PAY-32, PAY-33, PAY-35, SES-30: payroll items, events, transcripts and refund requests name what they point at', async () => {
    const payroll = rowsOf((await admin.get('/api/v2/payroll_items?include=employee')).body, 'payrollItems');
    expect(payroll.length).toBeGreaterThan(0);
    for (const p of payroll) expect(p.employee).toMatchObject({ id: p.employeeId, name: expect.any(String) });

    const events = rowsOf((await admin.get('/api/v2/events?include=student&per=100')).body, 'events');
    const withStudent = events.filter((e) => e.studentId);
    expect(withStudent.length).toBeGreaterThan(0);
    for (const e of withStudent) expect(e.student).toMatchObject({ id: e.studentId, name: 'Sam Student' });

    const transcripts = rowsOf(
      (await admin.get('/api/v2/tutor_package_transcripts?include=student')).body,
      'tutorPackageTranscripts',
    );
    expect(transcripts[0]!.student).toMatchObject({ name: expect.any(String) });
    const one = await admin.get(`/api/v2/tutor_package_transcripts/${String(transcripts[0]!.id)}`);
    expect(one.body.tutorPackageTranscript.student).toMatchObject({ id: transcripts[0]!.studentId });
    expect(one.body.tutorPackageTranscript.additionalSubject).toMatchObject({ name: expect.any(String) });

    const pkg = rowsOf((await admin.get('/api/v2/tutor_packages')).body, 'tutorPackages')[0]!;
    const shown = (await admin.get(`/api/v2/tutor_packages/${String(pkg.id)}`)).body.tutorPackage;
    expect(shown.tier).toMatchObject({ name: expect.any(String) });
    expect(shown.brand).toMatchObject({ name: expect.any(String) });

    const refunds = rowsOf((await admin.get('/api/v2/refund_requests?include=line_item')).body, 'refundRequests');
    expect(refunds.length).toBeGreaterThan(0);
    for (const r of refunds) expect(r.lineItem).toMatchObject({ id: r.lineItemId, name: expect.any(String) });
  });

  it('CRM-27, CRM-28, SES-36: contact histories, inbox activities and shipments name their regarding record', async () => {
    const histories = rowsOf((await admin.get('/api/v2/contact_histories?include=regarding')).body, 'contactHistories');
    expect(histories.length).toBeGreaterThan(0);
    for (const h of histories) expect((h.regarding as Row).name).toEqual(expect.any(String));
    expect(histories.map((h) => (h.regarding as Row).name)).toEqual(
      expect.arrayContaining(['Paula Parent', 'Sam Student']),
    );
    const shipments = rowsOf((await admin.get('/api/v2/shipments')).body, 'shipments');
    const regarding = shipments.map((s) => s.regarding as Row | null).filter(Boolean);
    expect(regarding.length).toBeGreaterThan(0);
    for (const r of regarding) expect(r).toMatchObject({ type: 'Student', name: expect.any(String) });
  });
});

describe('demo data shows every back-office feature (issue 24)', () => {
  it('SES-07, SES-08, STF-18: a joint session has a hub to pick and a tutor search shows a busy tutor', async () => {
    const joint = rowsOf((await admin.get('/api/v2/sessions?per=100&schedule=upcoming')).body, 'sessions').find(
      (s) => s.type === 'Session::TutoringSplit',
    );
    expect(joint).toBeDefined();
    expect(joint!.attendanceTakenAt ?? null).toBeNull();
    const hubs = rowsOf((await admin.get(`/api/v2/sessions/${String(joint!.id)}/potential_hubs`)).body, 'sessions');
    expect(hubs.length).toBeGreaterThan(0);
    const tutors = rowsOf((await admin.get(`/api/v2/tutors.json?sessionIds[]=${String(joint!.id)}`)).body, 'tutors');
    expect(tutors.some((x) => (x.missingSessions as number[]).includes(joint!.id as number))).toBe(true);
  });

  it('PAY-28: one family has a trialing subscription with its trial end', async () => {
    const parents = rowsOf((await admin.get('/api/v2/parents?per=100&include=subscription')).body, 'parents');
    const subs = parents.map((p) => p.subscription as Row | null).filter(Boolean) as Row[];
    const trialing = subs.find((s) => s.state === 'trialing');
    expect(trialing).toMatchObject({ displayState: 'Trialing', trialEndsAt: expect.any(String) });
  });

  it('EXM-06: the admin grader has an essay waiting in the grading queue', async () => {
    const r = await admin.call('GET', '/api/essay/grading', undefined, {
      authorization: 'Token admin-grader-token-0001',
    });
    expect(r.status).toBe(200);
    expect((r.body.gradingItems as Row[]).length).toBeGreaterThan(0);
  });

  it('CRM-30: a student has contact records', async () => {
    const student = rowsOf((await admin.get('/api/v2/students?query=Sam')).body, 'students')[0]!;
    for (const kind of ['calls', 'notes', 'sms', 'contact_histories']) {
      const r = await admin.get(`/api/v2/${kind}?regardingType=Student&regardingId=${String(student.id)}`);
      expect(r.status).toBe(200);
      expect(r.body.meta.totalCount).toBeGreaterThan(0);
    }
  });
});

describe('crm@ on first visit (issue 24 demo data)', () => {
  it('CRM-01, CRM-36: crm@ owns a parent, so the parents list filtered on "Me" is not empty', async () => {
    const crm = await as(t.app, 'crm@example.com');
    const me = (await crm.get('/api/v2/current_user')).body.currentUser ?? (await crm.get('/api/v2/current_user')).body;
    const employeeId = (me.employeeId ?? me.user?.employeeId) as number;
    expect(typeof employeeId).toBe('number');
    const mine = await crm.get(`/api/v2/parents?employeeId=${employeeId}`);
    expect(mine.status).toBe(200);
    expect(mine.body.meta.totalCount).toBeGreaterThan(0);
  });
});

describe('episode numbers (SES-32)', () => {
  it("SES-32: a course's seeded sessions are numbered in time order", async () => {
    const rows = rowsOf((await admin.get('/api/v2/sessions?per=100&orderBy=starts_at&orderSort=asc')).body, 'sessions');
    const course = rows.filter((r) => r.courseId === rows[0]!.courseId);
    expect(course.length).toBeGreaterThan(1);
    expect(course.map((r) => r.sequence)).toEqual(course.map((_r, i) => i + 1));
  });
});
