import * as C from '../src';
import * as W from '../writes';

describe('resources registry (API-03, OP-07)', () => {
  const entries = Object.entries(C.resources);

  it('ADR 0001: the collection key is the camelCase plural of the path, the member key its singular', () => {
    for (const [path, def] of entries) {
      expect(def.path).toBe(path);
      const lastSegment = path.split('/').pop()!;
      expect(def.collectionKey).toBe(C.toCamel(lastSegment));
    }
    expect(C.resources.lead_sources).toMatchObject({ memberKey: 'leadSource', collectionKey: 'leadSources' });
    expect(C.resources.inbox_activities).toMatchObject({
      memberKey: 'inboxActivity',
      collectionKey: 'inboxActivities',
    });
    expect(C.resources.authorize_net_profiles).toMatchObject({ memberKey: 'authorizeNetProfile' });
    expect(C.resources.sms).toMatchObject({ memberKey: 'sms', collectionKey: 'sms' });
  });

  it('lists every generic resource the client and server share', () => {
    for (const name of [
      'parents',
      'lead_sources',
      'students',
      'sessions',
      'attendances',
      'availabilities',
      'events',
      'shipments',
      'reviews',
      'materials',
      'tutors',
      'employees',
      'teams',
      'notices',
      'messages',
      'notes',
      'courses',
      'brands',
      'enrollments',
      'refund_requests',
      'installments',
      'payments',
      'places',
      'payroll_items',
      'pending_schools',
      'study_areas',
      'test_dates',
      'departments',
      'target_histories',
      'tutor_packages',
      'authorize_net_profiles',
      'inbox_activities',
      'contact_histories',
      'calls',
      'imminent_closes',
      'sms',
      'histories',
      'activities',
      'course_templates',
      'assignments',
      'avatars',
    ]) {
      expect(C.findResource(name)).toBeDefined();
    }
    expect(C.findResource('nope')).toBeUndefined();
  });

  it.each(entries.map(([path, def]) => [path, def] as const))('%s: member and collection replies', (path, def) => {
    const required: Record<string, object> = { roles: { name: 'admin', permissions: [] }, avatars: { url: '/a.png' } };
    const sample = { id: 1, extraKey: 'kept', ...required[path] };
    expect(def.memberReply.parse({ [def.memberKey]: sample })).toEqual({ [def.memberKey]: sample });
    const meta = { totalCount: 1, totalPages: 1, pageNumber: 1, pageSize: 10 };
    expect(def.collectionReply.parse({ [def.collectionKey]: [sample], meta })).toEqual({
      [def.collectionKey]: [sample],
      meta,
    });
    expect(def.collectionReply.safeParse({ [def.collectionKey]: [{ id: 'one' }] }).success).toBe(false);
    expect(def.memberReply.safeParse({ wrongKey: sample }).success).toBe(false);
  });

  it('OP-65: calls, imminent closes, sms, histories and activities are read-only; notes can be created', () => {
    for (const name of ['calls', 'imminent_closes', 'sms', 'histories', 'activities'] as const) {
      expect(W.resourceBodies[name].createBody).toBeUndefined();
      expect(W.resourceBodies[name].updateBody).toBeUndefined();
      expect(C.resources[name].deletable).toBe(false);
    }
    expect(W.resourceBodies.notes.createBody).toBeDefined();
    expect(W.resourceBodies.notes.updateBody).toBeUndefined();
  });

  it('API-03: create and update bodies are keyed by the resource name and type-checked', () => {
    const { createBody, updateBody } = W.resourceBodies.parents;
    const parent = { firstName: 'A', lastName: 'B', email: 'a@example.com', timeZone: 'America/New_York', extra: 1 };
    expect(createBody!.parse({ parent })).toEqual({ parent });
    expect(createBody!.safeParse({ firstName: 'A' }).success).toBe(false);
    expect(updateBody!.safeParse({ parent: { firstName: 42 } }).success).toBe(false);
  });

  it('issue 26: the bodies are resourceBodies of @tutoring/contract/writes, for every path of the registry', () => {
    expect(Object.keys(W.resourceBodies).sort()).toEqual(Object.keys(C.resources).sort());
    for (const name of ['ParentCreateBodySchema', 'LoginSchema', 'resourceBodies']) expect(name in C).toBe(false);
    for (const def of Object.values(C.resources)) expect(def).not.toHaveProperty('createBody');
    expect(W.resourceBodies.parents).toEqual({
      createBody: W.ParentCreateBodySchema,
      updateBody: W.ParentUpdateBodySchema,
    });
    expect(W.resourceBodies.tutorings).toEqual({ createBody: C.TutoringBodySchema });
    expect(W.resourceBodies.attendances.updateBody).toBe(C.AttendanceUpdateBodySchema);
    expect(W.resourceBodies.coupons).toEqual({});
  });

  it('API-03: a resource written without a schema of its own takes its entity, every field optional, keyed', () => {
    const users = W.resourceBodies.users;
    expect(users.createBody).toBeUndefined();
    expect(users.updateBody!.safeParse({ user: {} }).success).toBe(true);
    expect(users.updateBody!.safeParse({ user: { id: 'one' } }).success).toBe(false);
    expect(users.updateBody!.safeParse({ firstName: 'A' }).success).toBe(false);
    expect(W.resourceBodies['quests/student_prizes'].createBody!.safeParse({ studentPrize: {} }).success).toBe(true);
    expect(W.resourceBodies['quests/student_prizes'].updateBody).toBeUndefined();
    expect(W.resourceBodies.inbox_activities.createBody!.safeParse({ inboxActivity: {} }).success).toBe(true);
  });

  it('OP-36: assignment bodies need sessionId and employeeId; primary change needs supervisor', () => {
    expect(
      W.resourceBodies.assignments.createBody!.safeParse({ assignment: { sessionId: 1, employeeId: 2 } }).success,
    ).toBe(true);
    expect(W.resourceBodies.assignments.createBody!.safeParse({ assignment: { sessionId: 1 } }).success).toBe(false);
    expect(W.resourceBodies.assignments.updateBody!.safeParse({ assignment: { supervisor: true } }).success).toBe(true);
    expect(W.resourceBodies.assignments.updateBody!.safeParse({ assignment: {} }).success).toBe(false);
  });
});

describe('action bodies', () => {
  const ok: Array<[string, { safeParse: (v: unknown) => { success: boolean } }, unknown, unknown]> = [
    ['ADR login', C.LoginBodySchema, { user: { email: 'a@b.c', password: 'x' } }, { user: { email: 'a@b.c' } }],
    [
      'API-18 change password',
      C.ChangePasswordBodySchema,
      { user: { password: 'a', passwordConfirmation: 'a' } },
      { password: 'a' },
    ],
    [
      'API-36 parent merge',
      C.ParentMergeBodySchema,
      { parent: { currentId: 1, transferId: 2, notes: 'n' } },
      { parent: { currentId: '1', transferId: 2 } },
    ],
    [
      'API-37 student merge',
      C.StudentMergeBodySchema,
      { student: { currentId: 1, transferId: 2 } },
      { student: { currentId: 1 } },
    ],
    [
      'API-34 parent reassign',
      C.ParentReassignBodySchema,
      { parent: { employeeId: 3 } },
      { parent: { employeeId: 'me' } },
    ],
    [
      'API-30 lead source reassign',
      C.LeadSourceReassignBodySchema,
      { lead_source: { employeeId: 3 } },
      { leadSource: { employeeId: 3 } },
    ],
    ['API-37 increment points', C.IncrementPointsBodySchema, { points: 5 }, { points: '5' }],
    ['API-29 extension handle', C.SetExtensionHandleBodySchema, { extensionHandle: '204' }, { extensionHandle: 204 }],
    [
      'API-29 terminate (OP-56)',
      C.TerminateBodySchema,
      { employee: { id: 3 }, endDate: '2024-05-01' },
      { employee: { id: 3, endDate: '2024-05-01' } },
    ],
    ['API-31 merge', C.PendingSchoolMergeBodySchema, { actualSchoolId: 3 }, {}],
    ['API-31 promote', C.PendingSchoolPromoteBodySchema, { school: { name: 'X' } }, { school: 'X' }],
    ['API-55 change status', C.ChangeStatusBodySchema, { event: 'ship' }, { event: '' }],
    [
      'API-56 review',
      C.ReviewUpdateBodySchema,
      { review: { stars: 5, comment: 'c', completed: true } },
      { review: { stars: 5 } },
    ],
    ['OP-35 prize', C.StudentPrizeBodySchema, { studentPrize: { prizeId: 1 } }, { prizeId: 1 }],
    ['API-57 invitations', C.InvitationsBodySchema, { friends: ['a', 'b'] }, { friends: 'a' }],
    [
      'OP-43 reserve',
      C.CourseReserveBodySchema,
      { course: { reservedForId: 1, reservedUntil: '2024-05-01' } },
      { course: { reservedForId: 1, reservedUntil: 'tomorrow' } },
    ],
    [
      'OP-43 unreserve',
      C.CourseReserveBodySchema,
      { course: { reservedForId: null, reservedUntil: null } },
      { course: {} },
    ],
    ['API-62 transfer', C.TransferBodySchema, { itemType: 'Course', itemId: 9 }, { itemType: 'Course' }],
    [
      'API-62 enrollment action',
      C.EnrollmentActionBodySchema,
      { enrollment: { couponCode: 'X' } },
      { enrollment: { id: 'x' } },
    ],
    [
      'API-50 attendance move',
      C.AttendanceUpdateBodySchema,
      { attendance: { session_id: 4 } },
      { attendance: { session_id: 'four' } },
    ],
    [
      'API-54 tutoring',
      C.TutoringBodySchema,
      {
        tutoring: { startsAt: '2024-03-01T10:00:00Z', duration: 60, availability: 3, repeatOptions: [], bookings: [] },
      },
      { tutoring: { startsAt: 'now', duration: 60 } },
    ],
    [
      'DOM-39 tutoring extra booking of 15 to 600 minutes',
      C.TutoringBodySchema,
      {
        tutoring: {
          startsAt: '2024-03-01T10:00:00Z',
          duration: 60,
          bookings: [{ startsAt: '2024-03-01T12:00:00Z', duration: 15, availabilityId: 3 }],
        },
      },
      {
        tutoring: {
          startsAt: '2024-03-01T10:00:00Z',
          duration: 60,
          bookings: [{ startsAt: '2024-03-01T12:00:00Z', duration: -120, availabilityId: 3 }],
        },
      },
    ],
    [
      'OP-18 payment profile',
      C.PaymentProfileBodySchema,
      {
        authorizeNetProfile: {
          parentId: 1,
          zip: '10001',
          authorizeNet: { dataDescriptor: 'd', dataValue: 'v', expirationDate: '2027-12' },
        },
      },
      { authorizeNetProfile: { parentId: 1 } },
    ],
    [
      'EXM transcript',
      C.TranscriptBodySchema,
      {
        transcript: { examId: 1, studentName: 'Ann', takenOn: '2024-03-01', answers: [{ questionId: 1, choiceId: 2 }] },
      },
      { transcript: { examId: 1, studentName: '', takenOn: '2024-03-01' } },
    ],
    [
      'EXM grade',
      C.GradeBodySchema,
      { gradingItem: { rubricScore: 6, comment: 'Good' } },
      { gradingItem: { rubricScore: 0 } },
    ],
    [
      'EXM assign',
      C.GraderAssignBodySchema,
      { assignment: { graderId: 1, itemIds: [1, 2] } },
      { assignment: { graderId: 1, itemIds: [] } },
    ],
  ];

  it.each(ok)('%s: accepts the documented body and refuses a malformed one', (_name, schema, good, bad) => {
    expect(schema.safeParse(good).success).toBe(true);
    expect(schema.safeParse(bad).success).toBe(false);
  });

  it('OP-61: a payment profile body carrying a raw card number or CVC is refused', () => {
    const base = { parentId: 1, authorizeNet: { dataDescriptor: 'd', dataValue: 'v' } };
    expect(
      C.PaymentProfileBodySchema.safeParse({ authorizeNetProfile: { ...base, cardNumber: '4111111111111111' } })
        .success,
    ).toBe(false);
    expect(C.PaymentProfileBodySchema.safeParse({ authorizeNetProfile: { ...base, cvc: '123' } }).success).toBe(false);
  });

  it('OP-21: essay comments hold at most 1000 characters; rubric scores run 1..6', () => {
    expect(C.GradeBodySchema.safeParse({ gradingItem: { rubricScore: 1, comment: 'x'.repeat(1000) } }).success).toBe(
      true,
    );
    expect(C.GradeBodySchema.safeParse({ gradingItem: { rubricScore: 1, comment: 'x'.repeat(1001) } }).success).toBe(
      false,
    );
    expect(C.GradeBodySchema.safeParse({ gradingItem: { rubricScore: 7 } }).success).toBe(false);
    expect(C.GradeBodySchema.safeParse({ gradingItem: { rubricScore: 2.5 } }).success).toBe(false);
  });

  it('replies: login, tutoring create, roster and prime hours', () => {
    expect(
      C.TutoringCreateReplySchema.safeParse({ tutoring: { id: 1 }, meta: { pending: [], failed: [{ startsAt: 'x' }] } })
        .success,
    ).toBe(true);
    expect(C.TutoringCreateReplySchema.safeParse({ tutoring: { id: 1 } }).success).toBe(false);
    expect(C.RosterReplySchema.safeParse({ message: 'Sent' }).success).toBe(true);
    expect(C.PrimeHoursReplySchema.safeParse({ days: [{ hour: 16, duration: 90 }] }).success).toBe(true);
    expect(C.PrimeHoursReplySchema.safeParse({ days: [{ hour: '4pm', duration: 90 }] }).success).toBe(false);
    expect(C.LocaleTableSchema.safeParse({ 'a.b': 'x' }).success).toBe(true);
    expect(C.LocaleTableSchema.safeParse({ 'a.b': 3 }).success).toBe(false);
  });
});
