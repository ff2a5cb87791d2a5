import type * as z from 'zod/mini';
import { testUser } from '@tutoring/build-config/test-kit/user';
import * as C from '../src';

/** [name, schema, a valid sample, a key with a value of the wrong type]. */
const cases: Array<[string, z.ZodMiniType, Record<string, unknown>, Record<string, unknown>]> = [
  [
    'DOM-42 Student',
    C.StudentSchema,
    {
      id: 1,
      firstName: 'Ann',
      grade: -1,
      level: { pointThreshold: 10, nextLevel: { pointThreshold: 20 } },
      lockedAt: null,
    },
    { grade: 'K' },
  ],
  [
    'DOM-43 Parent',
    C.ParentSchema,
    {
      id: 2,
      firstName: 'Bo',
      timeZone: 'America/New_York',
      sourceLink: { type: 'LeadSource', id: 3 },
      address: { street1: '1 Main', zip: '10001' },
    },
    { employeeId: '7' },
  ],
  [
    'DOM-44 Enrollment',
    C.EnrollmentSchema,
    {
      id: 3,
      type: 'LimitedEnrollment',
      attendancesCount: 1,
      limitedAttendancesCount: 3,
      enrollee: { id: 1, type: 'Student' },
    },
    { attendancesCount: 1.5 },
  ],
  [
    'DOM-45 Course',
    C.CourseSchema,
    {
      id: 4,
      title: 'SAT',
      brand: { id: 1, name: 'Math', includePoints: true },
      parentUpdateLastSentAt: '2024-03-01T10:00:00-05:00',
    },
    { parentUpdateLastSentAt: '03/01/2024' },
  ],
  [
    'DOM-46 Pricing',
    C.PricingSchema,
    { type: 'recurring', trialPrice: 9.99, intervalLength: 1 },
    { trialPrice: '9.99' },
  ],
  [
    'DOM-47 Brand',
    C.BrandSchema,
    { id: 5, name: 'Math', paymentType: 'recurring', reviewIntervalUnit: 'sessions' },
    { offerContract: 'yes' },
  ],
  [
    'DOM-48 Session',
    C.SessionSchema,
    {
      id: 6,
      name: 'Algebra',
      startsAt: '2024-03-01T10:00:00Z',
      duration: 60,
      zoomMeeting: { joinUrl: 'https://zoom/j/1' },
      attendances: [{ studentId: 1, joinedAt: null }],
    },
    { duration: '60' },
  ],
  ['DOM-49 Attendance', C.AttendanceSchema, { id: 7, studentId: 1, session: { id: 6 } }, { studentId: 'one' }],
  [
    'DOM-50 Availability',
    C.AvailabilitySchema,
    { id: 8, startsAt: '2024-03-01T10:00:00Z', locked: false },
    { locked: 'no' },
  ],
  ['DOM-51 Event', C.EventSchema, { id: 9, name: 'Prep', type: 'Event::PrepTime', allDay: false }, { allDay: 0 }],
  [
    'DOM-52 Shipment',
    C.ShipmentSchema,
    { id: 10, status: 'on_hold', estimatedDeliveryDate: '2024-03-05', shipmentObservers: [{ email: 'a@b.c' }] },
    { estimatedDeliveryDate: '2024-03-05T00:00:00Z' },
  ],
  [
    'DOM-53 Review',
    C.ReviewSchema,
    { id: 11, stars: 5, comment: 'super fun teacher', employee: { firstName: 'Al' } },
    { stars: '5' },
  ],
  [
    'DOM-54 Payment profile',
    C.PaymentProfileSchema,
    { id: 12, valid: true, cardType: 'Visa', maskedCardNumber: 'XXXX1111', expirationDate: '2027-12' },
    { valid: 'true' },
  ],
  ['DOM-56 Address', C.AddressSchema, { street1: '1 Main', city: 'X', formatted: '1 Main, X' }, { zip: 10001 }],
  ['DOM-57 Meeting', C.MeetingSchema, { name: 'Homework help', startsAt: '2024-03-01T10:00:00Z' }, { startsAt: 12 }],
  [
    'DOM-58 Tutor',
    C.TutorSchema,
    {
      id: 13,
      type: 'Tutor',
      roles: ['tutor'],
      hireDate: '2020-01-02',
      tier: { id: 1, name: 'Gold', billingRate: 50 },
      notQualified: false,
    },
    { roles: 'tutor' },
  ],
  ['DOM-59 Team', C.TeamSchema, { id: 14, type: 'Tutor', tutorIds: [1, 2], managerId: 3 }, { tutorIds: ['1'] }],
  [
    'DOM-60 Tutoring',
    C.TutoringSchema,
    { startsAt: '2024-03-01T10:00:00Z', duration: 60, bookings: [{ startsAt: '2024-03-01T10:00:00Z', primary: true }] },
    { duration: 'hour' },
  ],
  [
    'DOM-61 Employee',
    C.EmployeeSchema,
    { id: 15, title: 'Admin', type: 'Employee', roles: ['admin'], endDate: null, active: true },
    { active: 'true' },
  ],
  [
    'DOM-62 Study area',
    C.StudyAreaSchema,
    { id: 16, subjectId: 2, testDate: { date: '2024-05-04' } },
    { subjectId: '2' },
  ],
  [
    'DOM-62 Test date',
    C.TestDateSchema,
    { id: 17, date: '2024-05-04', subject: { name: 'SAT' } },
    { date: '05/04/2024' },
  ],
  [
    'DOM-63 Notice',
    C.NoticeSchema,
    { id: 18, title: 'Hi', readAt: null, dueAt: '2024-03-01T10:00:00+01:00' },
    { readAt: 'yesterday' },
  ],
  [
    'DOM-64 Message',
    C.MessageSchema,
    { id: 19, regardingId: 1, regardingType: 'Parent', studentRecipientIds: [1] },
    { parentRecipientIds: 1 },
  ],
  [
    'DOM-64 Inbox activity',
    C.InboxActivitySchema,
    { id: 20, regarding: { id: 1, type: 'Parent' } },
    { regarding: 'Parent' },
  ],
  ['DOM-65 Contact history', C.ContactHistorySchema, { id: 21, type: 'Call' }, { type: 3 }],
  ['DOM-65 Call', C.CallSchema, { id: 22, regarding: { id: 1, type: 'Parent' } }, { regarding: [] }],
  ['DOM-65 Imminent close', C.ImminentCloseSchema, { id: 23, regarding: { id: 1, type: 'Parent' } }, { regarding: 1 }],
  ['DOM-65 Activity', C.ActivitySchema, { id: 24, regarding: { id: 1, type: 'Student' } }, { regarding: true }],
  [
    'DOM-66 Refund request',
    C.RefundRequestSchema,
    { id: 25, status: 'pending', lineItemId: 3 },
    { lineItemId: 'li-3' },
  ],
  ['DOM-67 Badge', C.BadgeSchema, { name: 'Star', imageUrl: '/star.png' }, { imageUrl: false }],
  [
    'DOM-67 Student prize',
    C.StudentPrizeSchema,
    { id: 26, prizeId: 1, shipment: { sentAt: null, estimatedDeliveryDate: '2024-03-09' } },
    { shipment: 'none' },
  ],
  ['DOM-67 Prize', C.PrizeSchema, { id: 27, name: 'Pen', badgeCount: 3 }, { badgeCount: '3' }],
  ['DOM-68 User', C.UserSchema, { id: 28, roles: ['admin'], timeZone: 'UTC', actorId: null }, { actorId: 'x' }],
  [
    'DOM-68 Essay grader',
    C.EssayGraderSchema,
    { id: 29, employeeId: 2, name: 'Gail', admin: false, token: 'abc' },
    { token: 5 },
  ],
  [
    'DOM-68 Assignment',
    C.AssignmentSchema,
    { id: 30, sessionId: 6, employeeId: 2, supervisor: true },
    { supervisor: 'yes' },
  ],
  [
    'DOM-69 Lead source',
    C.LeadSourceSchema,
    { id: 31, name: 'Lincoln High', status: 'Target', type: 'School' },
    { status: 1 },
  ],
  ['DOM-70 Material', C.MaterialSchema, { id: 32, status: 'active' }, { status: ['active'] }],
  [
    'DOM-71 Tutor package transcript',
    C.TutorPackageTranscriptSchema,
    { id: 33, tierId: 1, includeMembership: true },
    { includeMembership: 'true' },
  ],
  ['DOM-72 Coupon', C.CouponSchema, { unit: 'percentage', amount: 10 }, { amount: '10%' }],
  [
    'DOM-72 Subscription',
    C.SubscriptionSchema,
    { state: 'trialing', inContract: false, balance: 0 },
    { canceledAt: 'never' },
  ],
  ['DOM-72 Email lookup', C.EmailLookupSchema, { emails: ['a@b.c'] }, { emails: 'a@b.c' }],
  ['CurrentUser', C.CurrentUserSchema, testUser(), { type: 'Robot' }],
  ['Role', C.RoleSchema, { id: 1, name: 'admin', permissions: ['ADMIN'] }, { permissions: 'ADMIN' }],
  ['ListMeta', C.ListMetaSchema, { totalCount: 0, totalPages: 0, pageNumber: 1, pageSize: 10 }, { totalCount: -1 }],
  [
    'Exam',
    C.ExamSchema,
    { id: 1, name: 'SAT', sections: [{ id: 1, name: 'Math', kind: 'multiple_choice', maxScore: 10, questions: [] }] },
    { sections: [{ id: 1, name: 'Essay', kind: 'oral', maxScore: 6, questions: [] }] },
  ],
  [
    'Transcript',
    C.TranscriptSchema,
    {
      id: 1,
      examId: 1,
      studentName: 'Ann',
      takenOn: '2024-03-01',
      answers: [{ questionId: 21, text: 'My essay.' }],
      sectionScores: [{ sectionId: 1, score: null, maxScore: 6 }],
      total: 0,
      maxTotal: 6,
      status: 'pending',
    },
    { takenOn: '2024-03-01T00:00:00Z' },
  ],
  [
    'ReportSummary',
    C.ReportSummarySchema,
    { examId: 1, examName: 'SAT', transcriptsCount: 0, averageTotal: null, maxTotal: 16, sections: [] },
    { transcriptsCount: -2 },
  ],
  [
    'EssayGradingItem',
    C.EssayGradingItemSchema,
    {
      id: 1,
      transcriptId: 1,
      prompt: 'Why?',
      body: 'Because.',
      status: 'pending',
      grader: null,
      rubricScore: null,
      comment: null,
    },
    { rubricScore: 7 },
  ],
];

const simple: Array<[string, z.ZodMiniType]> = [
  ['department', C.DepartmentSchema],
  ['tier', C.TierSchema],
  ['country', C.CountrySchema],
  ['state', C.StateSchema],
  ['time zone', C.TimeZoneSchema],
  ['locale', C.LocaleSchema],
  ['limited enrollment', C.LimitedEnrollmentSchema],
  ['student badge', C.StudentBadgeSchema],
  ['installment', C.InstallmentSchema],
  ['payment', C.PaymentSchema],
  ['place', C.PlaceSchema],
  ['pending school', C.PendingSchoolSchema],
  ['payroll item', C.PayrollItemSchema],
  ['upload', C.UploadSchema],
  ['sms', C.SmsSchema],
  ['history', C.HistorySchema],
  ['note', C.NoteSchema],
  ['tutor package', C.TutorPackageSchema],
  ['target history', C.TargetHistorySchema],
  ['line item adjustment', C.LineItemAdjustmentSchema],
  ['degree level', C.DegreeLevelSchema],
  ['grade level', C.GradeLevelSchema],
  ['subject', C.SubjectSchema],
];

describe('entity schemas (DOM-42..DOM-74)', () => {
  it.each(cases)('%s: accepts a valid record and passes unknown keys through', (_name, schema, sample) => {
    const parsed = schema.parse({ ...sample, someFutureField: { nested: [1, 'two'] } }) as Record<string, unknown>;
    expect(parsed).toMatchObject(sample);
    expect(parsed.someFutureField).toEqual({ nested: [1, 'two'] });
  });

  it.each(cases)('%s: rejects a known field of the wrong type', (_name, schema, sample, wrong) => {
    expect(schema.safeParse({ ...sample, ...wrong }).success).toBe(false);
  });

  it.each(simple)('DOM-73: %s has an integer id and passes unknown keys through', (_name, schema) => {
    expect(schema.parse({ id: 4, name: 'X', anything: { a: 1 } })).toEqual({ id: 4, name: 'X', anything: { a: 1 } });
    expect(schema.safeParse({ id: '4' }).success).toBe(false);
    expect(schema.safeParse({ id: 4.5 }).success).toBe(false);
    expect(schema.safeParse({ name: 'no id' }).success).toBe(false);
  });

  it('OP-03: *At fields need an ISO date-time with offset, date-only fields YYYY-MM-DD', () => {
    expect(C.SessionSchema.safeParse({ id: 1, startsAt: '2024-03-01T10:00:00' }).success).toBe(false);
    expect(C.SessionSchema.safeParse({ id: 1, startsAt: '2024-03-01T10:00:00.000+02:00' }).success).toBe(true);
    expect(C.EmployeeSchema.safeParse({ id: 1, hireDate: '2024-13-01' }).success).toBe(false);
    expect(C.EmployeeSchema.safeParse({ id: 1, hireDate: '2024-12-01' }).success).toBe(true);
  });

  it('error body: errors is a list or an object of field -> messages; showAlert is a boolean', () => {
    expect(C.ErrorBodySchema.safeParse({ errors: ['a'] }).success).toBe(true);
    expect(C.ErrorBodySchema.safeParse({ errors: { email: ['is taken'] }, showAlert: true }).success).toBe(true);
    expect(C.ErrorBodySchema.safeParse({ errors: 'a' }).success).toBe(false);
    expect(C.ErrorBodySchema.safeParse({ errors: ['a'], showAlert: 'yes' }).success).toBe(false);
  });
});

describe('refund request payer (PAY-29)', () => {
  it('PAY-29: a refund request names its payer as a reference; a payer of another shape is refused; none still parses', () => {
    const payer = { id: 3, name: 'Paula Parent' };
    expect(C.RefundRequestSchema.parse({ id: 1, payer })).toMatchObject({ payer });
    expect(C.RefundRequestSchema.safeParse({ id: 1, payer: 'Paula Parent' }).success).toBe(false);
    expect(C.RefundRequestSchema.safeParse({ id: 1, payer: null }).success).toBe(true);
    expect(C.RefundRequestSchema.safeParse({ id: 1 }).success).toBe(true);
  });
});

describe('DOM-55 card and the payment profile body (OP-18, OP-61)', () => {
  it('DOM-55: a card has number, name, expiry, cvc and zipcode, all required', () => {
    const card = { number: '4111111111111111', name: 'Pat Parent', expiry: '12/30', cvc: '123', zipcode: '02139' };
    expect(C.CardSchema.parse(card)).toEqual(card);
    for (const key of Object.keys(card)) {
      const { [key as keyof typeof card]: _omitted, ...rest } = card;
      expect(C.CardSchema.safeParse(rest).success).toBe(false);
    }
  });

  it('DOM-55: only the expiry and the zip travel in the profile body; a card number, name or CVC is refused', () => {
    const body = {
      authorizeNetProfile: {
        parentId: 4,
        zip: '02139',
        authorizeNet: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'nonce', expirationDate: '2030-12' },
      },
    };
    expect(C.PaymentProfileBodySchema.safeParse(body).success).toBe(true);
    for (const leak of [
      { number: '4111111111111111' },
      { cardNumber: '4111111111111111' },
      { cvc: '123' },
      { cvv: '123' },
      { name: 'Pat Parent' },
    ]) {
      const result = C.PaymentProfileBodySchema.safeParse({
        authorizeNetProfile: { ...body.authorizeNetProfile, ...leak },
      });
      expect(result.success).toBe(false);
    }
  });
});
