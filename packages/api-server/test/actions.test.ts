import { Client, as, installTestApp } from './helpers';

const t = installTestApp();
const admin = t.as('admin@example.com');
const student = t.as('student@example.com');
const tutor = t.as('tutor@example.com');

const count = async (sql: string, params: unknown[] = []) =>
  (await t.db.query<{ c: number }>(`SELECT count(*)::int AS c FROM ${sql}`, params))[0]!.c;
const newParent = async (email: string) =>
  (
    await admin.post('/api/v2/parents', {
      parent: { firstName: 'Merge', lastName: email, email, timeZone: 'America/Chicago' },
    })
  ).body.parent.id as number;

describe('parents (SRV-14, SRV-15)', () => {
  it('SRV-14: create validates required fields and e-mail uniqueness with 422', async () => {
    const r = await admin.post('/api/v2/parents', { parent: { firstName: 'A' } });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual(['Please fill all required fields']);
    expect(Object.keys(r.body.fields).sort()).toEqual(['email', 'lastName', 'timeZone']);
    const taken = await admin.post('/api/v2/parents', {
      parent: { firstName: 'A', lastName: 'B', email: 'PARENT@example.com', timeZone: 'UTC' },
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual(['This email is already taken.']);
  });

  it('SRV-14: a parent e-mail equal to a student e-mail (spaces and case ignored) is refused', async () => {
    const r = await admin.put('/api/v2/parents/1', { parent: { email: 'Student@Example.com' } });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual(expect.arrayContaining(['Parent email cannot be the same as the student email']));
  });

  it('SRV-14: reassign sets the owner; activate/deactivate return the parent; 404/403/422', async () => {
    const r = await admin.put('/api/v2/parents/2/reassign', { parent: { employeeId: 3 } });
    expect(r.status).toBe(200);
    expect(r.body.parent.employeeId).toBe(3);
    expect((await admin.put('/api/v2/parents/2/reassign', { parent: { employeeId: 99999 } })).status).toBe(422);
    expect((await admin.put('/api/v2/parents/99999/reassign', { parent: { employeeId: 3 } })).status).toBe(404);
    expect((await tutor.put('/api/v2/parents/2/reassign', { parent: { employeeId: 3 } })).status).toBe(403);
    expect((await admin.put('/api/v2/parents/2/deactivate')).body.parent.active).toBe(false);
    expect((await admin.put('/api/v2/parents/2/activate')).body.parent.active).toBe(true);
    expect((await admin.put('/api/v2/parents/99999/activate')).status).toBe(404);
  });

  it('SRV-14: abandoned_counts returns counts (staff only)', async () => {
    const r = await admin.get('/api/v2/parents/abandoned_counts');
    expect(r.status).toBe(200);
    expect(Object.keys(r.body.abandonedCounts).sort()).toEqual(['abandoned', 'last30Days', 'last7Days']);
    expect((await student.get('/api/v2/parents/abandoned_counts')).status).toBe(403);
  });

  it("SRV-14, OP-40, X-08: abandoned_counts counts the caller's own abandoned parents (the Abandoned quick filter's list), and of them those of the last 7 and 30 days", async () => {
    const me = (await admin.get('/api/v2/current_user')).body.user.employeeId as number;
    const ids = [await newParent('abandoned-3d@example.com'), await newParent('abandoned-20d@example.com')];
    await newParent('abandoned-1y@example.com');
    const others = await newParent('abandoned-others@example.com');
    await t.db.query(
      `UPDATE parents SET abandoned_at = now() - CASE parents.id WHEN $1::int THEN interval '3 days' WHEN $2::int THEN interval '20 days'
         ELSE interval '1 year' END, employee_id = CASE parents.id WHEN $3::int THEN NULL ELSE $4::int END
         FROM users u WHERE u.id = parents.user_id AND u.email LIKE 'abandoned-%@example.com'`,
      [...ids, others, me],
    );
    const own = `employee_id = ${me} AND`;
    const expected = {
      abandoned: await count(`parents WHERE ${own} abandoned_at IS NOT NULL`),
      last7Days: await count(`parents WHERE ${own} abandoned_at >= now() - interval '7 days'`),
      last30Days: await count(`parents WHERE ${own} abandoned_at >= now() - interval '30 days'`),
    };
    expect(expected.abandoned - expected.last30Days).toBeGreaterThanOrEqual(1);
    expect(expected.last30Days - expected.last7Days).toBeGreaterThanOrEqual(1);
    expect(await count('parents WHERE abandoned_at IS NOT NULL')).toBeGreaterThan(expected.abandoned);
    expect((await admin.get('/api/v2/parents/abandoned_counts')).body.abandonedCounts).toEqual(expected);
    // The quick filter's list (the parents page sends the caller's employeeId with it) holds as many.
    const listed = await admin.get(`/api/v2/parents?quickFilter=abandoned&employeeId=${me}&per=1`);
    expect(listed.body.meta.totalCount).toBe(expected.abandoned);
  });

  it('SRV-15: merge moves the students and history to the current parent, removes the other and returns the current', async () => {
    const current = await newParent('merge-current@example.com');
    const transfer = await newParent('merge-transfer@example.com');
    const kid = (
      await admin.post('/api/v2/students', { student: { firstName: 'Kid', lastName: 'Transfer', parentId: transfer } })
    ).body.student.id;
    await admin.post('/api/v2/notes', { note: { regardingType: 'Parent', regardingId: transfer, body: 'Old note' } });
    const r = await admin.post('/api/v2/parents/merge', {
      parent: { currentId: current, transferId: transfer, notes: 'Duplicate account' },
    });
    expect(r.status).toBe(200);
    expect(r.body.parent.id).toBe(current);
    expect(r.body.parent.notes).toBe('Duplicate account');
    expect((await admin.get(`/api/v2/students/${kid}`)).body.student.parentId).toBe(current);
    expect((await admin.get(`/api/v2/parents/${transfer}`)).status).toBe(404);
    expect(await count('notes WHERE regarding_type = $1 AND regarding_id = $2', ['Parent', current])).toBe(1);
    expect((await admin.get('/api/v2/emails.json?email=merge-transfer@example.com')).body.emails).toEqual([]);
  });

  it('SRV-15: merge is all-or-nothing: a missing parent answers 404 and nothing moves; bad bodies 422', async () => {
    const current = await newParent('merge-c2@example.com');
    const before = await count('parents');
    expect(
      (await admin.post('/api/v2/parents/merge', { parent: { currentId: current, transferId: 999999 } })).status,
    ).toBe(404);
    expect(await count('parents')).toBe(before);
    expect(
      (await admin.post('/api/v2/parents/merge', { parent: { currentId: current, transferId: current } })).status,
    ).toBe(422);
    expect((await admin.post('/api/v2/parents/merge', { parent: { currentId: 'x' } })).status).toBe(422);
    expect((await tutor.post('/api/v2/parents/merge', { parent: { currentId: current, transferId: 1 } })).status).toBe(
      403,
    );
  });
});

describe('students (SRV-15, SRV-16)', () => {
  it('SRV-16: create requires first and last name (422)', async () => {
    const r = await admin.post('/api/v2/students', { student: { firstName: '' } });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual(expect.arrayContaining(["First name can't be blank", "Last name can't be blank"]));
  });

  it('SRV-16: increment_points adds the points and publishes student-change', async () => {
    const before = (await admin.get('/api/v2/students/1')).body.student.points;
    const r = await tutor.put('/api/v2/students/1/increment_points', { points: 15 });
    expect(r.status).toBe(200);
    expect(r.body.student.points).toBe(before + 15);
    const ev = await t.db.query<{ channel: string; event: string; data: { type: string; id: number } }>(
      "SELECT channel, event, data FROM realtime_events WHERE event = 'student-change' ORDER BY id DESC LIMIT 2",
    );
    expect(ev.map((e) => e.channel)).toEqual(expect.arrayContaining([expect.stringMatching(/^private-user-\d+$/)]));
    expect(ev[0]!.data).toMatchObject({ type: 'Student', id: 1 });
    expect((await tutor.put('/api/v2/students/1/increment_points', { points: 'many' })).status).toBe(422);
    expect((await student.put('/api/v2/students/1/increment_points', { points: 5 })).status).toBe(403);
    expect((await tutor.put('/api/v2/students/99999/increment_points', { points: 5 })).status).toBe(404);
  });

  it('SRV-16: activate/deactivate; k12_login_ticket for a K12 student only; students.json autocomplete with school', async () => {
    expect((await admin.put('/api/v2/students/4/deactivate')).body.student.active).toBe(false);
    expect((await admin.put('/api/v2/students/4/activate')).body.student.active).toBe(true);
    const k12 = await as(t.app, 'k12student@example.com');
    const ticket = await k12.get('/api/v2/students/k12_login_ticket');
    expect(ticket.status).toBe(200);
    expect(ticket.body.ticket).toEqual(expect.any(String));
    expect((await student.get('/api/v2/students/k12_login_ticket')).status).toBe(422);
    expect((await admin.get('/api/v2/students/k12_login_ticket')).status).toBe(403);
    const auto = await admin.get('/api/v2/students.json?include=school&query=sam');
    expect(auto.body.students[0]).toMatchObject({
      firstName: 'Sam',
      school: { id: expect.any(Number), name: 'Lincoln High School' },
    });
    expect((await student.get('/api/v2/students.json?query=a')).status).toBe(403);
  });

  it('SRV-15: students/merge moves attendances, enrollments and points and removes the other student', async () => {
    const a = (await admin.post('/api/v2/students', { student: { firstName: 'Keep', lastName: 'Me', parentId: 1 } }))
      .body.student.id;
    const b = (await admin.post('/api/v2/students', { student: { firstName: 'Drop', lastName: 'Me', parentId: 1 } }))
      .body.student.id;
    await admin.post('/api/v2/enrollments', { enrollment: { studentId: b, courseId: 1 } });
    await t.db.query('UPDATE students SET points = 40 WHERE id = $1', [b]);
    const r = await admin.post('/api/v2/students/merge', { student: { currentId: a, transferId: b, notes: 'dup' } });
    expect(r.status).toBe(200);
    expect(r.body.student).toMatchObject({ id: a, points: 40 });
    expect(await count('enrollments WHERE student_id = $1', [a])).toBe(1);
    expect((await admin.get(`/api/v2/students/${b}`)).status).toBe(404);
    expect((await admin.post('/api/v2/students/merge', { student: { currentId: a } })).status).toBe(422);
  });
});

describe('lead sources and pending schools (SRV-17, SRV-18, DOM-02)', () => {
  it.each([
    ['Managed', 'Ended', 200],
    ['Managed', 'Target', 422],
    ['Target', 'No Value', 200],
    ['Target', 'Ended', 422],
    ['Ended', 'Target', 200],
    ['Ended', 'Uncategorized', 422],
    ['Uncategorized', 'Do Not Contact', 200],
    ['Do Not Contact', 'Ended', 422],
  ])('DOM-02/SRV-17: from %s to %s answers %i', async (from, to, status) => {
    const id = (await admin.post('/api/v2/lead_sources', { leadSource: { name: `LS ${from} ${to}`, status: from } }))
      .body.leadSource.id;
    const r = await admin.put(`/api/v2/lead_sources/${id}`, { leadSource: { status: to } });
    expect(r.status).toBe(status);
    if (status === 422) expect((await admin.get(`/api/v2/lead_sources/${id}`)).body.leadSource.status).toBe(from);
  });

  it('SRV-17: a status outside DOM-01 is refused; reassign sets employeeId (snake_case key)', async () => {
    expect((await admin.post('/api/v2/lead_sources', { leadSource: { name: 'X', status: 'Hot' } })).status).toBe(422);
    const r = await admin.put('/api/v2/lead_sources/1/reassign', { lead_source: { employeeId: 4 } });
    expect(r.status).toBe(200);
    expect(r.body.leadSource.employeeId).toBe(4);
    expect((await admin.put('/api/v2/lead_sources/1/reassign', { leadSource: { employeeId: 4 } })).status).toBe(422);
    expect((await admin.put('/api/v2/lead_sources/99999/reassign', { lead_source: { employeeId: 4 } })).status).toBe(
      404,
    );
    expect((await student.put('/api/v2/lead_sources/1/reassign', { lead_source: { employeeId: 4 } })).status).toBe(403);
  });

  it('SRV-18: merge and promote refuse a record that is not a PendingSchool with the exact messages', async () => {
    const m = await admin.put('/api/v2/pending_schools/7/merge', { actualSchoolId: 8 });
    expect(m.status).toBe(422);
    expect(m.body.errors).toEqual(['School must be pending to merge']);
    const p = await admin.put('/api/v2/pending_schools/7/promote', { school: { name: 'X' } });
    expect(p.body.errors).toEqual(['School must be pending to promote']);
  });

  it('SRV-18: merge moves students to the actual school and removes the pending one; promote turns it into a School', async () => {
    const pending = (await admin.post('/api/v2/pending_schools', { pendingSchool: { name: 'Typed HS' } })).body
      .pendingSchool.id;
    await t.db.query('UPDATE students SET school_id = $1 WHERE id = 4', [pending]);
    const r = await admin.put(`/api/v2/pending_schools/${pending}/merge`, { actualSchoolId: 7 });
    expect(r.status).toBe(200);
    expect(r.body.school.id).toBe(7);
    expect((await admin.get('/api/v2/students/4')).body.student.schoolId).toBe(7);
    expect((await admin.get(`/api/v2/lead_sources/${pending}`)).status).toBe(404);
    const p2 = (await admin.post('/api/v2/pending_schools', { pendingSchool: { name: 'Promote Me' } })).body
      .pendingSchool.id;
    expect((await admin.put(`/api/v2/pending_schools/${p2}/merge`, { actualSchoolId: 1 })).status).toBe(422);
    const pr = await admin.put(`/api/v2/pending_schools/${p2}/promote`, {
      school: { name: 'Promoted School', category: 'High School' },
    });
    expect(pr.status).toBe(200);
    expect(pr.body.school).toMatchObject({ id: p2, type: 'School', name: 'Promoted School' });
    expect((await admin.put('/api/v2/pending_schools/99999/promote', { school: {} })).status).toBe(404);
  });
});

describe('tutors and employees (SRV-19, SRV-20)', () => {
  it('SRV-19: tutors.json returns tier and the search fields for sessionIds[]', async () => {
    const s5 = (await admin.get('/api/v2/sessions/5')).body.session;
    const overlap = (
      await admin.post('/api/v2/sessions', {
        session: { title: 'Overlap', startsAt: s5.startsAt, duration: 60, sessionTypeId: 1, subjectId: 1 },
      })
    ).body.session.id;
    const r = await admin.get(`/api/v2/tutors.json?include=tier&sessionIds[]=${overlap}&sessionIds[]=8`);
    expect(r.status).toBe(200);
    const tina = r.body.tutors.find((x: { firstName: string }) => x.firstName === 'Tina');
    const tom = r.body.tutors.find((x: { firstName: string }) => x.firstName === 'Tom');
    expect(tina.tier).toMatchObject({ name: 'Gold' });
    expect(tina).toMatchObject({ notQualified: true, matches: 0, missingSessions: [overlap] });
    expect(tom).toMatchObject({ notQualified: false, matches: 2, missingSessions: [] });
    const available = await admin.get(`/api/v2/tutors.json?available=true&sessionIds[]=${overlap}&sessionIds[]=8`);
    expect(available.body.tutors.map((x: { firstName: string }) => x.firstName)).toEqual(['Tom']);
    expect(r.body.tutors.some((x: { firstName: string }) => x.firstName === 'Nora')).toBe(false);
    const all = await admin.get('/api/v2/tutors.json?includeNonAccepting=true&per=50');
    expect(all.body.tutors.some((x: { firstName: string }) => x.firstName === 'Nora')).toBe(true);
  });

  it('SRV-19: text, tier, distance and availability filters', async () => {
    expect(
      (await admin.get('/api/v2/tutors.json?query=tina')).body.tutors.map((x: { firstName: string }) => x.firstName),
    ).toEqual(['Tina']);
    expect(
      (await admin.get('/api/v2/tutors.json?tierId=2')).body.tutors.map((x: { firstName: string }) => x.firstName),
    ).toEqual(['Tom']);
    const near = await admin.get('/api/v2/tutors.json?latitude=34.05&longitude=-118.24&distance=5');
    expect(near.body.tutors.map((x: { firstName: string }) => x.firstName)).toEqual(['Tina']);
    expect(near.body.tutors[0].distance).toBeLessThan(5);
    expect((await admin.get('/api/v2/tutors.json?distance=abc&latitude=1&longitude=1')).status).toBe(422);
    expect((await admin.get('/api/v2/tutors.json?sessionIds[]=x')).status).toBe(422);
    expect((await student.get('/api/v2/tutors.json')).status).toBe(403);
    const pr = await admin.get('/api/v2/tutors/prioritized');
    expect(pr.body.tutors[0].firstName).toBe('Tina');
  });

  it("STF-02, SRV-19: availableOn alone keeps the tutors with an availability during that day on the requester's clock", async () => {
    const idOf = async (name: string) =>
      (await admin.get(`/api/v2/tutors.json?query=${name}`)).body.tutors[0].id as number;
    const add = (tutorId: number, startsAt: string, endsAt: string) =>
      t.db.query('INSERT INTO availabilities (tutor_id, starts_at, ends_at) VALUES ($1, $2, $3)', [
        tutorId,
        startsAt,
        endsAt,
      ]);
    // The admin's zone is America/Los_Angeles: Tina 2pm-5pm on 03/04/2031, Tom 6pm-9pm on 03/05/2031 (03/06 in UTC).
    await add(await idOf('tina'), '2031-03-04T22:00:00Z', '2031-03-05T01:00:00Z');
    await add(await idOf('tom'), '2031-03-06T02:00:00Z', '2031-03-06T05:00:00Z');
    const names = async (day: string) =>
      (await admin.get(`/api/v2/tutors.json?availableOn=${day}`)).body.tutors.map(
        (x: { firstName: string }) => x.firstName,
      );
    expect(await names('2031-03-04')).toEqual(['Tina']);
    expect(await names('2031-03-05')).toEqual(['Tom']);
    expect(await names('2031-03-07')).toEqual([]);
    // Times given, the window of times wins (Tina's 2pm-5pm covers 3pm-4pm; Tom has nothing then).
    const window = await admin.get(
      '/api/v2/tutors.json?availableOn=2031-03-05&availableFrom=2031-03-04T23:00:00Z&availableTo=2031-03-05T00:00:00Z',
    );
    expect(window.body.tutors.map((x: { firstName: string }) => x.firstName)).toEqual(['Tina']);
    const bad = await admin.get('/api/v2/tutors.json?availableOn=03/04/2031');
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual(['Available on is not a valid date']);
  });

  it('SRV-19, OP-50: sessions/potential_tutors is the same tutor search as tutors.json (100 a page, include=subjects)', async () => {
    const potential = await admin.get('/api/v2/sessions/potential_tutors?sessionIds[]=8&include=subjects');
    expect(potential.status).toBe(200);
    expect(potential.body.meta.pageSize).toBe(100);
    const tom = potential.body.tutors.find((x: { firstName: string }) => x.firstName === 'Tom');
    expect(tom).toMatchObject({ notQualified: false, matches: 1, missingSessions: [] });
    expect(tom.subjects.length).toBeGreaterThan(0);
    expect(tom.subjectIds).toEqual(tom.subjects.map((x: { id: number }) => x.id));
    const search = await admin.get('/api/v2/tutors.json?sessionIds[]=8&per=100');
    const ids = (r: typeof search) => r.body.tutors.map((x: { id: number }) => x.id).sort();
    expect(ids(potential)).toEqual(ids(search));
    const missing = await admin.get('/api/v2/sessions/potential_tutors');
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual(['Session ids are required']);
    expect((await tutor.get('/api/v2/sessions/potential_tutors?sessionIds[]=8')).status).toBe(403);
  });

  it('SRV-20: employees list filters active and roles[] with per up to 1000; employees.json?query', async () => {
    const r = await admin.get(
      '/api/v2/employees?active=true&roles[]=academic_advisor&roles[]=director_of_academic_advising&per=1000',
    );
    expect(r.status).toBe(200);
    expect(r.body.employees.map((e: { email: string }) => e.email).sort()).toEqual([
      'advisor2@example.com',
      'advisor@example.com',
      'director@example.com',
    ]);
    expect(r.body.meta.pageSize).toBe(1000);
    expect((await admin.get('/api/v2/employees.json?query=diane')).body.employees[0].email).toBe(
      'director@example.com',
    );
    expect(
      (await admin.get('/api/v2/employees/assigned_advisors')).body.employees.map((e: { email: string }) => e.email),
    ).toContain('advisor@example.com');
    expect((await admin.get('/api/v2/employees/7/available')).body).toEqual({ available: true });
    expect((await admin.get('/api/v2/employees/99999/available')).status).toBe(404);
  });

  it('SRV-20: terminate sets endDate and active false; rehire clears them; extension handle; 422s', async () => {
    const term = await admin.put('/api/v2/employees/4/terminate.json', { employee: {}, endDate: '2030-01-31' });
    expect(term.status).toBe(200);
    expect(term.body.employee).toMatchObject({ endDate: '2030-01-31', active: false });
    expect((await admin.put('/api/v2/employees/4/terminate.json', { employee: {}, endDate: 'soon' })).status).toBe(422);
    expect(
      (await admin.put('/api/v2/employees/4/terminate.json', { employee: {}, endDate: '1990-01-01' })).status,
    ).toBe(422);
    const re = await admin.put('/api/v2/employees/4/rehire.json', { employee: { hireDate: '2030-02-01' } });
    expect(re.body.employee).toMatchObject({ endDate: null, active: true, hireDate: '2030-02-01' });
    const h = await admin.put('/api/v2/employees/4/set_extension_handle', { extensionHandle: 'amelia' });
    expect(h.body.employee.extensionHandle).toBe('amelia');
    expect((await admin.put('/api/v2/employees/4/set_extension_handle', { extensionHandle: 5 })).status).toBe(422);
    expect((await tutor.put('/api/v2/employees/4/set_extension_handle', { extensionHandle: 'x' })).status).toBe(403);
    expect((await admin.put('/api/v2/employees/99999/rehire.json', { employee: {} })).status).toBe(404);
  });
});

describe('assignments (SRV-44)', () => {
  it('SRV-44: assigns, refuses full, missing and unqualified with 422, marks the supervisor, deletes', async () => {
    const ok = await admin.post('/api/v2/assignments', { assignment: { sessionId: 4, employeeId: 8 } });
    expect(ok.status).toBe(201);
    expect(ok.body.assignment).toMatchObject({ sessionId: 4, employeeId: 8, supervisor: false });
    const full = await admin.post('/api/v2/assignments', { assignment: { sessionId: 4, employeeId: 9 } });
    expect(full.body.errors).toEqual(['This session is full.']);
    const unq = await admin.post('/api/v2/assignments', { assignment: { sessionId: 9, employeeId: 9 } });
    expect(unq.status).toBe(422);
    expect(unq.body.errors).toEqual(['This tutor is not qualified.']);
    await t.db.query(
      'INSERT INTO employee_subjects (employee_id, subject_id) SELECT 7, subject_id FROM sessions WHERE id = 9 ON CONFLICT DO NOTHING',
    );
    await t.db.query(
      'UPDATE sessions SET starts_at = (SELECT starts_at FROM sessions WHERE id = 4), ends_at = (SELECT ends_at FROM sessions WHERE id = 4) WHERE id = 9',
    );
    const missing = await admin.post('/api/v2/assignments', { assignment: { sessionId: 9, employeeId: 7 } });
    expect(missing.body.errors).toEqual(['This tutor is missing for this session.']);
    const sup = await admin.put(`/api/v2/assignments/${ok.body.assignment.id}`, { assignment: { supervisor: true } });
    expect(sup.body.assignment.supervisor).toBe(true);
    expect(await count('assignments WHERE session_id = 4 AND supervisor')).toBe(1);
    expect((await admin.del(`/api/v2/assignments/${ok.body.assignment.id}`)).status).toBe(204);
    expect(await count('assignments WHERE session_id = 4 AND supervisor')).toBe(1);
    expect((await admin.del(`/api/v2/assignments/${ok.body.assignment.id}`)).status).toBe(404);
    expect((await admin.post('/api/v2/assignments', { assignment: { sessionId: 99999, employeeId: 7 } })).status).toBe(
      422,
    );
    expect((await tutor.post('/api/v2/assignments', { assignment: { sessionId: 4, employeeId: 7 } })).status).toBe(403);
  });
});

describe('teams and targets (SRV-41)', () => {
  it('SRV-41: team with tutors and manager; stats per tutor; targets outside 0..80 are 422', async () => {
    const team = await admin.get('/api/v2/teams/1?include=tutors,manager');
    expect(team.body.team.tutors.length).toBe(3);
    expect(team.body.team.manager.fullName).toBe('Diane Director');
    const stats = await admin.get('/api/v2/teams/1/stats');
    expect(stats.body.stats[0]).toEqual(
      expect.objectContaining({
        tutorId: expect.any(Number),
        availabilityTarget: expect.any(Number),
        availabilityActual: expect.any(Number),
        deliveryTarget: expect.any(Number),
        deliveryActual: expect.any(Number),
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      }),
    );
    expect((await admin.get('/api/v2/teams/99999/stats')).status).toBe(404);
    expect((await tutor.get('/api/v2/teams/1/stats')).status).toBe(403);
    const bad = await admin.post('/api/v2/target_histories', {
      targetHistory: { tutorId: 7, date: '2030-01-01', deliveryTarget: -1 },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual(['Must be between 0 and 80']);
    const d = await admin.get('/api/v2/target_histories/date?tutorId=7');
    expect(d.body.targetHistory.tutorId).toBe(7);
    expect((await admin.get('/api/v2/target_histories/date?tutorId=7&date=nope')).status).toBe(422);
  });
});

describe('avatars (SRV-42)', () => {
  const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
  const upload = (c: Client, name: string, type = 'Employee', id = '7', data = PNG) => {
    const boundary = '----x';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="avatarableType"\r\n\r\n${type}\r\n--${boundary}\r\nContent-Disposition: form-data; name="avatarableId"\r\n\r\n${id}\r\n`,
      ),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return c.call('POST', '/api/v2/avatars', body, { 'content-type': `multipart/form-data; boundary=${boundary}` });
  };
  it('SRV-42: stores a png and returns {avatar: {url}} that serves the file; other types are 422', async () => {
    const r = await upload(tutor, 'me.PNG');
    expect(r.status).toBe(201);
    expect(r.body.avatar.url).toMatch(/^\/api\/v2\/avatars\/\d+\/file$/);
    const file = await new Client(t.url).get(r.body.avatar.url);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect((await upload(tutor, 'me.svg')).status).toBe(422);
    expect((await upload(tutor, 'me.png', 'Employee', '8')).status).toBe(403);
    expect((await upload(tutor, 'me.png', 'Robot', '1')).status).toBe(422);
    expect((await admin.post('/api/v2/avatars', { avatar: {} })).status).toBe(422);
  });

  it('SRV-42: a file is an image by its bytes, not its name: a page or a program named .gif or .jpg is refused', async () => {
    const count = async () => Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM avatars'))[0]!.n);
    const before = await count();
    for (const [name, data] of [
      ['x.gif', Buffer.from('<html><body><script>alert(1)</script></body></html>')],
      ['evil.jpg', Buffer.from('MZ\x90\x00 this is an exe')],
      ['empty.png', Buffer.alloc(0)],
    ] as const) {
      const r = await upload(tutor, name, 'Employee', '7', data);
      expect({ name, status: r.status, body: r.body }).toEqual({
        name,
        status: 422,
        body: { errors: ['File must be a jpg, png, jpeg, bmp or gif image'] },
      });
    }
    expect(await count()).toBe(before);
    // A real GIF named .png is kept and served as what it is.
    const gif = await upload(tutor, 'me.png', 'Employee', '7', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'));
    expect(gif.status).toBe(201);
    expect((await new Client(t.url).get(gif.body.avatar.url)).headers['content-type']).toBe('image/gif');
  });
});

describe('messaging (SRV-38)', () => {
  it('SRV-38: a message without recipients is refused with the spec text', async () => {
    const r = await admin.post('/api/v2/messages', {
      message: { body: 'Hi', regardingType: 'Parent', regardingId: 1 },
    });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual(['Please select at least 1 recipient']);
  });

  it('SRV-38: inbox activities unread_count, mark_read, clear_read, deliver_campaigns', async () => {
    const before = (await admin.get('/api/v2/inbox_activities/unread_count')).body.unreadCount;
    const first = (await admin.get('/api/v2/inbox_activities?unread=true')).body.inboxActivities[0];
    const r = await admin.put(`/api/v2/inbox_activities/${first.id}/mark_read`);
    expect(r.body.inboxActivity.read).toBe(true);
    expect((await admin.get('/api/v2/inbox_activities/unread_count')).body).toEqual({ unreadCount: before - 1 });
    expect((await admin.del('/api/v2/inbox_activities/clear_read')).status).toBe(204);
    expect(await count('inbox_activities WHERE user_id = 1 AND read_at IS NOT NULL')).toBe(0);
    expect((await admin.post('/api/v2/inbox_activities/deliver_campaigns')).body.delivered).toBe(1);
    expect((await student.get('/api/v2/inbox_activities/unread_count')).status).toBe(403);
    expect((await admin.put('/api/v2/inbox_activities/99999/mark_read')).status).toBe(404);
  });

  it('SRV-38: contact histories inbox and mark_read; read-only lists refuse writes', async () => {
    const advisor = await as(t.app, 'advisor@example.com');
    const inbox = await advisor.get('/api/v2/contact_histories/inbox');
    expect(inbox.body.contactHistories.length).toBe(5);
    expect(inbox.body.contactHistories[0].regarding).toEqual({ id: 1, type: 'Parent' });
    const unread = inbox.body.contactHistories.find((c: { read: boolean }) => !c.read);
    expect((await advisor.put(`/api/v2/contact_histories/${unread.id}/mark_read`)).body.contactHistory.read).toBe(true);
    for (const path of ['calls', 'imminent_closes', 'sms', 'histories', 'activities']) {
      expect((await admin.post(`/api/v2/${path}`, {})).status).toBe(404);
      expect((await admin.get(`/api/v2/${path}?regardingType=Parent&regardingId=1`)).status).toBe(200);
    }
  });
});

describe('quests and reviews (SRV-32, SRV-33)', () => {
  it('SRV-32: pending reviews carry the employee; stars 1..5 and comment <= 191 are enforced', async () => {
    const list = await student.get('/api/v2/reviews?completed=false');
    expect(list.body.reviews.length).toBe(2);
    expect(list.body.reviews[0].employee).toMatchObject({ firstName: 'Tina' });
    const id = list.body.reviews[0].id;
    expect(
      (await student.put(`/api/v2/reviews/${id}`, { review: { stars: 6, comment: '', completed: true } })).body.errors,
    ).toEqual(['Must be between 1 and 5']);
    expect(
      (await student.put(`/api/v2/reviews/${id}`, { review: { stars: 5, comment: 'x'.repeat(192), completed: true } }))
        .body.errors,
    ).toEqual(['Maximum 191 characters']);
    const ok = await student.put(`/api/v2/reviews/${id}`, {
      review: { stars: 5, comment: 'super fun teacher', completed: true },
    });
    expect(ok.body.review).toMatchObject({ stars: 5, completed: true });
    const other = await as(t.app, 'k12student@example.com');
    expect((await other.put(`/api/v2/reviews/${id}`, { review: { stars: 1, completed: true } })).status).toBe(404);
  });

  it('SRV-33: prize purchase redeems badgeCount badges in a transaction, or 422 when gems are short', async () => {
    const gems = (await student.get('/api/v2/quests/student_badges?per=100')).body.studentBadges.length;
    expect(gems).toBe(6);
    const prizes = (await student.get('/api/v2/quests/prizes')).body.prizes;
    expect(prizes.map((p: { name: string }) => p.name)).not.toContain('Retired Prize');
    const bottle = prizes.find((p: { badgeCount: number }) => p.badgeCount === 5);
    const r = await student.post('/api/v2/quests/student_prizes', { studentPrize: { prizeId: bottle.id } });
    expect(r.status).toBe(201);
    expect(r.body.studentPrize.shipment).toMatchObject({
      status: 'on_hold',
      estimatedDeliveryDate: expect.any(String),
    });
    expect((await student.get('/api/v2/quests/student_badges?per=100')).body.studentBadges.length).toBe(1);
    const poor = await student.post('/api/v2/quests/student_prizes', { studentPrize: { prizeId: bottle.id } });
    expect(poor.status).toBe(422);
    expect(poor.body.errors).toEqual(['You cannot afford that prize yet.']);
    expect((await student.get('/api/v2/quests/student_badges?per=100')).body.studentBadges.length).toBe(1);
    expect((await student.post('/api/v2/quests/student_prizes', { studentPrize: { prizeId: 99999 } })).status).toBe(
      422,
    );
    expect((await admin.post('/api/v2/quests/student_prizes', { studentPrize: { prizeId: bottle.id } })).status).toBe(
      403,
    );
    const mine = await student.get('/api/v2/quests/student_prizes');
    expect(mine.body.studentPrizes.length).toBe(2);
  });

  it('SRV-33: invitations need at least one friend', async () => {
    const none = await student.post('/api/v2/quests/invitations', { friends: ['', ' '] });
    expect(none.body.errors).toEqual(['Please enter at least one friend.']);
    const ok = await student.post('/api/v2/quests/invitations', { friends: ['amy@example.com'] });
    expect(ok.status).toBe(201);
    expect(ok.body.message).toBe('We have sent your invitations.');
  });
});

describe('courses (SRV-34)', () => {
  it.each([
    ['draft', 'publish', 200, 'published'],
    ['draft', 'complete', 422, 'draft'],
    ['published', 'unpublish', 200, 'draft'],
    ['published', 'complete', 200, 'completed'],
    ['published', 'cancel', 200, 'canceled'],
    ['completed', 'publish', 422, 'completed'],
    ['draft', 'explode', 422, 'draft'],
  ])('OP-14/SRV-34: a %s course with event %s answers %i and ends %s', async (from, event, status, to) => {
    const id = (await admin.post('/api/v2/courses', { course: { title: `C ${from} ${event}` } })).body.course.id;
    await t.db.query('UPDATE courses SET status = $2 WHERE id = $1', [id, from]);
    const r = await admin.put(`/api/v2/courses/${id}/change_status`, { event });
    expect(r.status).toBe(status);
    expect((await admin.get(`/api/v2/courses/${id}`)).body.course.status).toBe(to);
  });

  it('SRV-34/OP-43: reserve via PUT courses/{id}; end date required and not in the past; unreserve clears', async () => {
    const future = new Date(Date.now() + 5 * 86400000).toISOString().slice(0, 10);
    expect(
      (await admin.put('/api/v2/courses/3', { course: { reservedForId: 1, reservedUntil: null } })).body.errors,
    ).toEqual(['Reservation end date is required.']);
    expect(
      (await admin.put('/api/v2/courses/3', { course: { reservedForId: 1, reservedUntil: '2000-01-01' } })).body.errors,
    ).toEqual(['Reservation end date cannot be before today.']);
    const ok = await admin.put('/api/v2/courses/3', { course: { reservedForId: 1, reservedUntil: future } });
    expect(ok.body.course).toMatchObject({ reservedForId: 1, reservedUntil: future });
    const un = await admin.put('/api/v2/courses/3', { course: { reservedForId: null, reservedUntil: null } });
    expect(un.body.course).toMatchObject({ reservedForId: null, reservedUntil: null });
  });

  it('SRV-34, SES-12: membership/homework_help/hosted lists (instructors as "Tina T.") and roster message', async () => {
    const m = await student.get('/api/v2/courses/membership?limit=5');
    expect(m.status).toBe(200);
    expect(m.body.courses[0].title).toBe('Math Club Membership');
    expect(m.body.meetings.length).toBeGreaterThan(0);
    expect(m.body.meetings[0]).toEqual(
      expect.objectContaining({ name: expect.any(String), startsAt: expect.any(String), endsAt: expect.any(String) }),
    );
    // SES-12: a family reads the instructor as every tutor line, first name and last initial ("Tina Tutor" before).
    expect(m.body.meetings.map((meeting: { instructor: string | null }) => meeting.instructor)).toContain('Tina T.');
    expect((await student.get('/api/v2/courses/homework_help?limit=1')).body.meetings).toHaveLength(1);
    expect((await admin.get('/api/v2/courses/hosted')).body.courses.map((c: { title: string }) => c.title)).toContain(
      'Algebra Group',
    );
    expect((await admin.get('/api/v2/courses/membership?limit=0')).status).toBe(422);
    const roster = await tutor.get('/api/v2/courses/1/roster');
    expect(roster.body.message).toMatch(/roster/);
    expect((await student.get('/api/v2/courses/1/roster')).status).toBe(403);
    expect((await admin.get('/api/v2/courses/99999/roster')).status).toBe(404);
  });
});

describe('shipments (SRV-31)', () => {
  it('SRV-31: change_status follows the event table and refuses a disallowed event with 422', async () => {
    const list = await admin.get('/api/v2/shipments?status=on_hold');
    const id = list.body.shipments[0].id;
    expect((await admin.put(`/api/v2/shipments/${id}/change_status`, { event: 'hold' })).status).toBe(422);
    const shipped = await admin.put(`/api/v2/shipments/${id}/change_status`, { event: 'ship' });
    expect(shipped.body.shipment).toMatchObject({ status: 'shipped', sentAt: expect.any(String) });
    expect((await admin.put(`/api/v2/shipments/${id}/change_status`, { event: 'hold' })).status).toBe(422);
    expect((await admin.put(`/api/v2/shipments/${id}/change_status`, { event: '' })).status).toBe(422);
    expect((await admin.put(`/api/v2/shipments/${id}`, { shipment: { tracking: 'CHANGED' } })).status).toBe(422);
    expect((await admin.put('/api/v2/shipments/99999/change_status', { event: 'ship' })).status).toBe(404);
    expect((await tutor.put(`/api/v2/shipments/${id}/change_status`, { event: 'ship' })).status).toBe(403);
  });

  it('SES-36: sentAt (ISO date-time or null) is stored, shown again and validated', async () => {
    const created = await admin.post('/api/v2/shipments', {
      shipment: { recipient: 'Sent At', sentAt: '2026-03-04T05:06:07.000Z' },
    });
    expect(created.status).toBe(201);
    const id = created.body.shipment.id;
    expect(Date.parse(created.body.shipment.sentAt)).toBe(Date.parse('2026-03-04T05:06:07.000Z'));
    const shown = await admin.get(`/api/v2/shipments/${id}`);
    expect(Date.parse(shown.body.shipment.sentAt)).toBe(Date.parse('2026-03-04T05:06:07.000Z'));
    const moved = await admin.put(`/api/v2/shipments/${id}`, { shipment: { sentAt: '2026-03-05T10:00:00-05:00' } });
    expect(moved.status).toBe(200);
    expect(Date.parse(moved.body.shipment.sentAt)).toBe(Date.parse('2026-03-05T15:00:00.000Z'));
    const bad = await admin.put(`/api/v2/shipments/${id}`, { shipment: { sentAt: 'yesterday' } });
    expect(bad.status).toBe(422);
    expect(Date.parse((await admin.get(`/api/v2/shipments/${id}`)).body.shipment.sentAt)).toBe(
      Date.parse('2026-03-05T15:00:00.000Z'),
    );
    const cleared = await admin.put(`/api/v2/shipments/${id}`, { shipment: { sentAt: null } });
    expect(cleared.status).toBe(200);
    expect(cleared.body.shipment.sentAt).toBeNull();
  });

  it('SES-36, DS-13: a shipment without an address saves from its form (the form sends address null)', async () => {
    const created = await admin.post('/api/v2/shipments', { shipment: { recipient: 'No Address' } });
    expect(created.status).toBe(201);
    const id = created.body.shipment.id;
    const saved = await admin.put(`/api/v2/shipments/${id}`, {
      shipment: { recipient: 'No Address', address: null, sentAt: '2026-11-20T18:30:00.000Z' },
    });
    expect(saved.status).toBe(200);
    expect(Date.parse(saved.body.shipment.sentAt)).toBe(Date.parse('2026-11-20T18:30:00.000Z'));
    const withAddress = { street1: '100 Main St', city: 'Los Angeles', state: 'CA', zip: '90012', country: 'US' };
    const moved = await admin.put(`/api/v2/shipments/${id}`, { shipment: { address: withAddress } });
    expect(moved.status).toBe(200);
    expect(moved.body.shipment.address).toMatchObject(withAddress);
  });

  it('SRV-31: shipments.csv returns text/csv for the same search', async () => {
    const r = await admin.get('/api/v2/shipments.csv?status=shipped', { accept: 'text/csv' });
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/csv/);
    const lines = r.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,status,recipient,regarding,tracking,orderHandle,shippingMethod,estimatedDeliveryDate,sentAt,createdAt',
    );
    expect(lines.slice(1).every((l) => l.split(',')[1] === 'shipped')).toBe(true);
    expect(lines.length).toBeGreaterThan(1);
  });
});

describe('materials (SRV-43)', () => {
  it('SRV-43: a new material defaults to active; status must be one of DOM-08', async () => {
    const r = await admin.post('/api/v2/materials', { material: { name: 'Pencils' } });
    expect(r.body.material.status).toBe('active');
    expect(
      (await admin.get('/api/v2/materials?status=low inventory')).body.materials.every(
        (m: { status: string }) => m.status === 'low inventory',
      ),
    ).toBe(true);
  });
});
