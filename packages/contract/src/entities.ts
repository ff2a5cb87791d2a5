/**
 * Entity schemas, DOM-42..DOM-73. Field names are exactly the ones the DOM rows list (DOM-74);
 * types follow OP-03. Every schema is a `z.looseObject`: unknown keys pass through, known keys must
 * have the right type. Apart from `id`, fields are nullish because a reply may leave out relations
 * that were not `include`d or values that are not set.
 */
import * as z from 'zod/mini';
import {
  Id,
  IsoDate,
  IsoDateTime,
  Minutes,
  Money,
  RefSchema,
  TypedRefSchema,
  opt,
  simpleEntity,
  timestamps,
} from './primitives';

const str = opt(z.string());
const int = opt(z.int());
const num = opt(z.number());
const bool = opt(z.boolean());
const at = opt(IsoDateTime);
const date = opt(IsoDate);
const strings = opt(z.array(z.string()));
const ids = opt(z.array(Id));

// ---------------------------------------------------------------- reference lists (DOM-73, 000)

/** DOM-73 department. */
export const DepartmentSchema = simpleEntity({});
export type Department = z.infer<typeof DepartmentSchema>;
/** DOM-73 tier (DOM-58 adds `billingRate`). */
export const TierSchema = simpleEntity({ billingRate: opt(Money) });
export type Tier = z.infer<typeof TierSchema>;
/** DOM-73 country. */
export const CountrySchema = simpleEntity({ code: str });
export type Country = z.infer<typeof CountrySchema>;
/** DOM-73 state. */
export const StateSchema = simpleEntity({ code: str, countryId: int });
export type State = z.infer<typeof StateSchema>;
/** DOM-73 time zone (`name` is the IANA name, `label` the display text). */
export const TimeZoneSchema = simpleEntity({ offset: str });
export type TimeZone = z.infer<typeof TimeZoneSchema>;
/** DOM-73 locale. */
export const LocaleSchema = simpleEntity({ code: str });
export type Locale = z.infer<typeof LocaleSchema>;
/** DOM-73 degree level. */
export const DegreeLevelSchema = simpleEntity({});
export type DegreeLevel = z.infer<typeof DegreeLevelSchema>;
/** DOM-73 grade level (DOM-16: -1 = TK, 0 = K). */
export const GradeLevelSchema = simpleEntity({ value: int, gradYear: int });
export type GradeLevel = z.infer<typeof GradeLevelSchema>;
/** DOM-73 subject (DOM-58/DOM-62: `categoryName`). */
export const SubjectSchema = simpleEntity({ categoryName: str, language: str });
export type Subject = z.infer<typeof SubjectSchema>;
/** Session type (DOM-48 sessionType; OP-16 `defaultDuration`). */
export const SessionTypeSchema = simpleEntity({
  sessionClass: str,
  sessionName: str,
  online: bool,
  defaultDuration: opt(Minutes),
});
export type SessionType = z.infer<typeof SessionTypeSchema>;
/** Shipment originator (DOM-52, OP-44 `GET originators`). */
export const OriginatorSchema = simpleEntity({ integratesWithApi: bool });
export type Originator = z.infer<typeof OriginatorSchema>;
/** Shipping method (OP-44 `GET shipping_methods`). */
export const ShippingMethodSchema = simpleEntity({});
export type ShippingMethod = z.infer<typeof ShippingMethodSchema>;
/** Tutor type (`GET tutors/tutor_types`). */
export const TutorTypeSchema = simpleEntity({});
export type TutorType = z.infer<typeof TutorTypeSchema>;
/** Message type (`GET messages/message_types`). */
export const MessageTypeSchema = simpleEntity({});
export type MessageType = z.infer<typeof MessageTypeSchema>;

// ---------------------------------------------------------------- small value objects

/** DOM-56 Address. */
export const AddressSchema = z.looseObject({
  id: opt(Id),
  street1: str,
  street2: str,
  city: str,
  state: str,
  zip: str,
  country: str,
  formatted: str,
});
export type Address = z.infer<typeof AddressSchema>;

/** DOM-46 Pricing. `type` is "fixed" or "recurring". */
export const PricingSchema = z.looseObject({
  id: opt(Id),
  type: str,
  price: opt(Money),
  trialPrice: opt(Money),
  trialIntervalLength: int,
  trialIntervalUnit: str,
  intervalUnit: str,
  intervalLength: int,
  recurring: bool,
});
export type Pricing = z.infer<typeof PricingSchema>;

/** DOM-72 / DOM-17 Coupon: `unit` is "dollars" or "percentage". */
export const CouponSchema = z.looseObject({ id: opt(Id), code: str, unit: str, amount: opt(Money) });
export type Coupon = z.infer<typeof CouponSchema>;

/** DOM-72 Subscription (DOM-43 adds `nextAssessmentAt`). */
export const SubscriptionSchema = z.looseObject({
  id: opt(Id),
  state: str,
  displayState: str,
  trialEndsAt: at,
  contractEndsAt: at,
  inContract: bool,
  balance: opt(Money),
  credit: opt(Money),
  delayedCancelAt: at,
  canceledAt: at,
  nextAssessmentAt: at,
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

/** DOM-72 e-mail lookup result (API-19): `emails` list. */
export const EmailLookupSchema = z.looseObject({ emails: z.array(z.string()) });
export type EmailLookup = z.infer<typeof EmailLookupSchema>;

/** Zoom meeting (DOM-48 zoomMeeting {joinUrl}). */
export const ZoomMeetingSchema = z.looseObject({ id: opt(z.union([Id, z.string()])), joinUrl: str });
export type ZoomMeeting = z.infer<typeof ZoomMeetingSchema>;
/** Zoom recording (DOM-48 zoomRecordings). */
export const ZoomRecordingSchema = z.looseObject({
  id: opt(z.union([Id, z.string()])),
  url: str,
  playUrl: str,
  downloadUrl: str,
  startsAt: at,
  duration: opt(Minutes),
});
export type ZoomRecording = z.infer<typeof ZoomRecordingSchema>;

/** Authorize.net token data (API-69, DOM-54). */
export const AuthorizeNetDataSchema = z.looseObject({ dataDescriptor: str, dataValue: str, expirationDate: str });

/** DOM-54 Payment profile. `expirationDate` is the card's "YYYY-MM" (or "MM/YY") as the provider gives it. */
export const PaymentProfileSchema = z.looseObject({
  id: Id,
  valid: bool,
  cardType: str,
  maskedCardNumber: str,
  expirationDate: str,
  parentId: int,
  zip: str,
  authorizeNet: opt(AuthorizeNetDataSchema),
  ...timestamps,
});
export type PaymentProfile = z.infer<typeof PaymentProfileSchema>;

/** DOM-55 Card (form-only; OP-61: number, name and CVC never reach our API). */
export const CardSchema = z.object({
  number: z.string(),
  name: z.string(),
  expiry: z.string(),
  cvc: z.string(),
  zipcode: z.string(),
});
export type Card = z.infer<typeof CardSchema>;

// ---------------------------------------------------------------- people

/** DOM-68 User: roles, timeZone, actorId. */
export const UserSchema = z.looseObject({
  id: Id,
  email: str,
  firstName: str,
  lastName: str,
  fullName: str,
  roles: strings,
  timeZone: str,
  actorId: int,
  lockedAt: at,
  type: str,
  ...timestamps,
});
export type User = z.infer<typeof UserSchema>;

/** DOM-61 Employee. */
export const EmployeeSchema = z.looseObject({
  id: Id,
  userId: int,
  firstName: str,
  lastName: str,
  fullName: str,
  email: str,
  title: str,
  type: str,
  roles: strings,
  hireDate: date,
  endDate: date,
  active: bool,
  extensionHandle: str,
  avatarUrl: str,
  avatarLargeUrl: str,
  timeZone: str,
  ...timestamps,
});
export type Employee = z.infer<typeof EmployeeSchema>;

/** DOM-58 Tutor (union of both documents, plus the search-result fields). */
export const TutorSchema = z.looseObject({
  id: Id,
  userId: int,
  firstName: str,
  lastName: str,
  fullName: str,
  email: str,
  title: str,
  type: str,
  roles: strings,
  hireDate: date,
  endDate: date,
  active: bool,
  tier: opt(TierSchema),
  tierId: int,
  subjects: opt(z.array(z.looseObject({ id: opt(Id), name: str, categoryName: str }))),
  stories: opt(z.array(z.looseObject({ id: opt(Id), title: str, body: str }))),
  personalProfile: opt(
    z.looseObject({
      educations: opt(z.array(z.unknown())),
      degrees: opt(z.array(z.unknown())),
      approach: str,
      background: str,
    }),
  ),
  acceptNewStudents: bool,
  featured: bool,
  inPerson: bool,
  online: bool,
  employmentType: str,
  tutorType: str,
  avatarUrl: str,
  avatarLargeUrl: str,
  deliveryTarget: num,
  availabilityTarget: num,
  starRating: num,
  distance: num,
  matches: int,
  missingSessions: opt(z.array(z.union([Id, RefSchema]))),
  notQualified: bool,
  timeZone: str,
  ...timestamps,
});
export type Tutor = z.infer<typeof TutorSchema>;

/** DOM-53 Review. */
export const ReviewSchema = z.looseObject({
  id: Id,
  stars: int,
  comment: str,
  completed: bool,
  employee: opt(z.looseObject({ id: opt(Id), firstName: str, avatarUrl: str })),
  employeeId: int,
  sessionId: int,
  studentId: int,
  ...timestamps,
});
export type Review = z.infer<typeof ReviewSchema>;

// ---------------------------------------------------------------- brands, courses, enrollments

/** DOM-47 Brand (DOM-45 adds includeJointSessions and includePoints). */
export const BrandSchema = z.looseObject({
  id: Id,
  name: str,
  department: opt(DepartmentSchema),
  departmentId: int,
  paymentType: str,
  offerContract: bool,
  offerDiscount: bool,
  allowLimitedAttendance: bool,
  limitedAttendancesCount: int,
  includeParentUpdates: bool,
  parentUpdatesInterval: int,
  offerReserved: bool,
  reservedIntervalUnit: str,
  reservedIntervalLength: int,
  includeReviews: bool,
  reviewInterval: int,
  reviewIntervalUnit: str,
  includeDelightedSurveys: bool,
  delightedSurveyMinutesInterval: int,
  contact: opt(RefSchema),
  employeeId: int,
  segments: opt(z.array(z.unknown())),
  sessionTypes: opt(z.array(z.union([SessionTypeSchema, z.string()]))),
  active: bool,
  status: str,
  includeJointSessions: bool,
  includePoints: bool,
  ...timestamps,
});
export type Brand = z.infer<typeof BrandSchema>;

/** Course template (generic `course_templates`). */
export const CourseTemplateSchema = simpleEntity({ title: str, brandId: int, duration: opt(Minutes) });
export type CourseTemplate = z.infer<typeof CourseTemplateSchema>;

/** DOM-45 Course (OP-43 adds reservedUntil). */
export const CourseSchema = z.looseObject({
  id: Id,
  title: str,
  brand: opt(BrandSchema),
  brandId: int,
  gradeLevel: int,
  duration: opt(Minutes),
  unscheduledDuration: opt(Minutes),
  provisionedDuration: opt(Minutes),
  remainingProvisionedDuration: opt(Minutes),
  leadSource: opt(RefSchema),
  leadSourceId: int,
  host: opt(RefSchema),
  hostId: int,
  courseTemplate: opt(CourseTemplateSchema),
  courseTemplateId: int,
  reservedFor: opt(RefSchema),
  reservedForId: int,
  reservedUntil: date,
  pricing: opt(PricingSchema),
  discountPricing: opt(PricingSchema),
  contractPricing: opt(PricingSchema),
  status: str,
  dynamicSubject: bool,
  parentUpdateLastSentAt: at,
  requiresParentUpdate: bool,
  ...timestamps,
});
export type Course = z.infer<typeof CourseSchema>;

/** Enrollment renewal (API-60 reply `enrollmentRenewal`). */
export const EnrollmentRenewalSchema = z.looseObject({
  id: opt(Id),
  enrollmentId: int,
  hours: num,
  amount: opt(Money),
  couponCode: str,
  processed: bool,
  ...timestamps,
});
export type EnrollmentRenewal = z.infer<typeof EnrollmentRenewalSchema>;

/** DOM-44 Enrollment (a LimitedEnrollment adds attendancesCount and limitedAttendancesCount, DOM-31). */
export const EnrollmentSchema = z.looseObject({
  id: Id,
  type: str,
  status: str,
  attendancesCount: int,
  limitedAttendancesCount: int,
  enrollee: opt(TypedRefSchema),
  enrolleeId: int,
  enrolleeType: str,
  /** The enrolled student by name (`include=student`, the enrollments list). */
  student: opt(RefSchema),
  pricing: opt(PricingSchema),
  attendancesAttendedCount: int,
  course: opt(CourseSchema),
  courseId: int,
  enrollmentRenewal: opt(EnrollmentRenewalSchema),
  coupon: opt(CouponSchema),
  autoRenew: bool,
  cancellationReason: str,
  ...timestamps,
});
export type Enrollment = z.infer<typeof EnrollmentSchema>;

/** DOM-73 limited enrollment (an Enrollment of type LimitedEnrollment). */
export const LimitedEnrollmentSchema = EnrollmentSchema;
export type LimitedEnrollment = Enrollment;

// ---------------------------------------------------------------- students and parents

/** DOM-42 Student. `grade` -1 = TK, 0 = K (DOM-16); `gradeLevel` is the copy the client keeps. */
export const StudentSchema = z.looseObject({
  id: Id,
  userId: int,
  firstName: str,
  lastName: str,
  fullName: str,
  email: str,
  grade: int,
  gradeLevel: int,
  school: opt(RefSchema),
  schoolId: int,
  parent: opt(RefSchema),
  parentId: int,
  editedParent: opt(RefSchema),
  note: str,
  editedNote: str,
  points: int,
  level: opt(
    z.looseObject({
      id: opt(Id),
      name: str,
      pointThreshold: int,
      nextLevel: opt(z.looseObject({ id: opt(Id), name: str, pointThreshold: int })),
    }),
  ),
  k12User: bool,
  timeZone: str,
  enrollments: opt(z.array(EnrollmentSchema)),
  enrollment: opt(EnrollmentSchema),
  otherBrands: opt(z.array(z.union([RefSchema, z.string()]))),
  canLogin: bool,
  lockedAt: at,
  type: str,
  active: bool,
  ...timestamps,
});
export type Student = z.infer<typeof StudentSchema>;

/**
 * DOM-43 Parent. `timeZone` is written; `timezone` is also read (C-9). "referral data" is
 * `referralSource` (one of `GET parents/referral_sources`) plus free `referralDetails`.
 * `customer` and `active` pick the status option table (DOM-04..DOM-07).
 */
export const ParentSchema = z.looseObject({
  id: Id,
  firstName: str,
  lastName: str,
  fullName: str,
  email: str,
  phone: str,
  timeZone: str,
  timezone: str,
  userId: int,
  lockedAt: at,
  status: str,
  employeeId: int,
  referralSource: str,
  referralDetails: str,
  source: str,
  sourceLink: opt(TypedRefSchema),
  address: opt(AddressSchema),
  students: opt(z.array(StudentSchema)),
  authorizeNetProfile: opt(z.partial(PaymentProfileSchema)),
  ssoToken: str,
  subscription: opt(SubscriptionSchema),
  customer: bool,
  active: bool,
  ...timestamps,
});
export type Parent = z.infer<typeof ParentSchema>;

// ---------------------------------------------------------------- lead sources, schools, materials

/** DOM-69 Lead source (type LeadSource, School or PendingSchool, DOM-03; status DOM-01). */
export const LeadSourceSchema = z.looseObject({
  id: Id,
  name: str,
  status: str,
  type: str,
  employeeId: int,
  contactItem: opt(z.union([z.string(), RefSchema])),
  category: str,
  schoolType: str,
  address: opt(AddressSchema),
  lastTouchAt: at,
  lastPromotionAt: at,
  ...timestamps,
});
export type LeadSource = z.infer<typeof LeadSourceSchema>;

/** DOM-73 pending school (a lead source of type PendingSchool). */
export const PendingSchoolSchema = LeadSourceSchema;
export type PendingSchool = LeadSource;
/** DOM-73 school (a lead source of type School, CRM-20). */
export const SchoolSchema = LeadSourceSchema;
export type School = LeadSource;

/** DOM-70 Material (status DOM-08, default "active"). */
export const MaterialSchema = z.looseObject({
  id: Id,
  name: str,
  status: str,
  description: str,
  quantity: int,
  originator: opt(OriginatorSchema),
  originatorId: int,
  /** SES-05: the shipping method chosen in the material edit modal. */
  shippingMethodId: int,
  ...timestamps,
});
export type Material = z.infer<typeof MaterialSchema>;

// ---------------------------------------------------------------- sessions and calendars

/** DOM-48 assignment row inside a session, and DOM-68 Assignment (sessionId, employeeId). */
export const AssignmentSchema = z.looseObject({
  id: Id,
  sessionId: int,
  employeeId: int,
  firstName: str,
  lastName: str,
  avatarUrl: str,
  supervisor: bool,
  ...timestamps,
});
export type Assignment = z.infer<typeof AssignmentSchema>;

/** DOM-48 attendance row inside a session. */
export const SessionAttendeeSchema = z.looseObject({
  id: opt(Id),
  studentId: int,
  firstName: str,
  lastName: str,
  joinedAt: at,
});

/** DOM-48 Session (union of both documents). */
export const SessionSchema = z.looseObject({
  id: Id,
  title: str,
  sequence: int,
  name: str,
  type: str,
  startsAt: at,
  endsAt: at,
  duration: opt(Minutes),
  timezone: str,
  course: opt(CourseSchema),
  courseId: int,
  student: opt(RefSchema),
  studentId: int,
  tutor: opt(RefSchema),
  tutorId: int,
  place: opt(z.looseObject({ id: opt(Id), name: str, formatted: str })),
  placeId: int,
  room: str,
  sessionType: opt(z.looseObject({ id: opt(Id), sessionClass: str, sessionName: str, name: str, online: bool })),
  sessionTypeId: int,
  supervisor: opt(
    z.looseObject({
      id: opt(Id),
      firstName: str,
      lastInitial: str,
      avatarUrl: str,
      avatarLargeUrl: str,
      subjects: opt(z.array(z.union([z.string(), RefSchema]))),
    }),
  ),
  assignments: opt(z.array(z.partial(AssignmentSchema))),
  assignmentsCount: int,
  employeesRequired: int,
  attendances: opt(z.array(SessionAttendeeSchema)),
  attendancesCount: int,
  attendanceTakenAt: at,
  allotments: opt(z.array(z.looseObject({ subjectId: int, subjectName: str }))),
  sessionSubject: opt(z.union([z.string(), RefSchema])),
  subjectName: str,
  notes: str,
  scheduledBy: opt(z.union([z.string(), RefSchema])),
  createdAt: at,
  updatedAt: at,
  canEdit: bool,
  canCancel: bool,
  isPast: bool,
  launchable: bool,
  recentlyStarted: bool,
  repeatWeeks: int,
  zoomMeeting: opt(ZoomMeetingSchema),
  zoomRecordings: opt(z.array(ZoomRecordingSchema)),
});
export type Session = z.infer<typeof SessionSchema>;

/** DOM-49 Attendance: id, session, studentId plus the DOM-48 attendance fields. */
export const AttendanceSchema = z.looseObject({
  id: Id,
  session: opt(SessionSchema),
  sessionId: int,
  studentId: int,
  student: opt(RefSchema),
  firstName: str,
  lastName: str,
  joinedAt: at,
  startsAt: at,
  endsAt: at,
  sessionNoteExists: bool,
  ...timestamps,
});
export type Attendance = z.infer<typeof AttendanceSchema>;

/** DOM-60 repeat option. */
export const RepeatOptionSchema = z.looseObject({ book: bool, startsAt: at, availabilityId: int });
export type RepeatOption = z.infer<typeof RepeatOptionSchema>;

/** DOM-50 Availability. */
export const AvailabilitySchema = z.looseObject({
  id: Id,
  tutor: opt(RefSchema),
  tutorId: int,
  startsAt: at,
  endsAt: at,
  locked: bool,
  maxedOut: bool,
  repeatOptions: opt(z.array(RepeatOptionSchema)),
  ...timestamps,
});
export type Availability = z.infer<typeof AvailabilitySchema>;

/** DOM-51 Event (type DOM-22; the student is the attendee). */
export const EventSchema = z.looseObject({
  id: Id,
  name: str,
  startsAt: at,
  endsAt: at,
  allDay: bool,
  subject: opt(z.union([z.string(), RefSchema])),
  details: str,
  type: str,
  student: opt(RefSchema),
  studentId: int,
  employeeId: int,
  ...timestamps,
});
export type Event = z.infer<typeof EventSchema>;

/** DOM-57 Meeting. */
export const MeetingSchema = z.looseObject({
  id: opt(Id),
  subjectName: str,
  name: str,
  startsAt: at,
  endsAt: at,
  instructor: opt(z.union([z.string(), RefSchema])),
  zoomMeeting: opt(ZoomMeetingSchema),
});
export type Meeting = z.infer<typeof MeetingSchema>;

/** DOM-60 Tutoring request. */
export const TutoringSchema = z.looseObject({
  id: opt(Id),
  startsAt: at,
  duration: opt(Minutes),
  availability: opt(z.union([z.partial(AvailabilitySchema), Id])),
  availabilityId: int,
  repeatOptions: opt(z.array(RepeatOptionSchema)),
  bookings: opt(z.array(z.looseObject({ startsAt: at, duration: opt(Minutes), primary: bool, availabilityId: int }))),
  studentId: int,
  tutorId: int,
  ...timestamps,
});
export type Tutoring = z.infer<typeof TutoringSchema>;

/** Prime hour (API-41: days, each with hour and duration). */
export const PrimeHourSchema = z.looseObject({ date: date, hour: z.int(), duration: Minutes });
export type PrimeHour = z.infer<typeof PrimeHourSchema>;

// ---------------------------------------------------------------- shipments, quests, reviews

/** DOM-52 Shipment (statuses DOM-26). */
export const ShipmentSchema = z.looseObject({
  id: Id,
  status: str,
  tracking: str,
  orderHandle: str,
  purchaseLink: str,
  recipient: opt(z.union([z.string(), RefSchema])),
  regarding: opt(TypedRefSchema),
  address: opt(AddressSchema),
  estimatedDeliveryDate: date,
  sentAt: at,
  originator: opt(OriginatorSchema),
  originatorId: int,
  shippingMethod: str,
  shipmentObservers: opt(z.array(z.looseObject({ id: opt(Id), email: z.string() }))),
  ...timestamps,
});
export type Shipment = z.infer<typeof ShipmentSchema>;

/** DOM-67 Badge. */
export const BadgeSchema = z.looseObject({ id: opt(Id), name: str, imageUrl: str });
export type Badge = z.infer<typeof BadgeSchema>;
/** DOM-73 student badge (one earned badge; unredeemed ones are the gems, OP-76). */
export const StudentBadgeSchema = simpleEntity({
  badge: opt(BadgeSchema),
  badgeId: int,
  studentId: int,
  imageUrl: str,
  redeemedAt: at,
});
export type StudentBadge = z.infer<typeof StudentBadgeSchema>;
/** DOM-67 Prize: badgeCount is the price in gems. */
export const PrizeSchema = z.looseObject({ id: Id, name: str, imageUrl: str, badgeCount: int, description: str });
export type Prize = z.infer<typeof PrizeSchema>;
/** DOM-67 Student prize with its shipment {sentAt, estimatedDeliveryDate}. */
export const StudentPrizeSchema = z.looseObject({
  id: Id,
  prize: opt(PrizeSchema),
  prizeId: int,
  studentId: int,
  shipment: opt(z.looseObject({ id: opt(Id), status: str, sentAt: at, estimatedDeliveryDate: date })),
  ...timestamps,
});
export type StudentPrize = z.infer<typeof StudentPrizeSchema>;

// ---------------------------------------------------------------- staffing

/** DOM-59 per-tutor weekly targets (`GET teams/{id}/stats`). */
export const TeamStatSchema = z.looseObject({
  id: opt(Id),
  tutorId: int,
  tutor: opt(RefSchema),
  availabilityTarget: num,
  availabilityActual: num,
  deliveryTarget: num,
  deliveryActual: num,
  date: date,
});
export type TeamStat = z.infer<typeof TeamStatSchema>;

/** DOM-59 Team (type: Tutor or Advisor kind, DOM-35). */
export const TeamSchema = z.looseObject({
  id: Id,
  name: str,
  type: str,
  advisors: opt(z.array(z.partial(EmployeeSchema))),
  tutors: opt(z.array(z.partial(TutorSchema))),
  manager: opt(z.partial(EmployeeSchema)),
  advisorIds: ids,
  tutorIds: ids,
  managerId: int,
  stats: opt(z.array(TeamStatSchema)),
  ...timestamps,
});
export type Team = z.infer<typeof TeamSchema>;

/** DOM-62 Test date. */
export const TestDateSchema = z.looseObject({
  id: Id,
  date: date,
  subject: opt(z.partial(SubjectSchema)),
  subjectId: int,
  ...timestamps,
});
export type TestDate = z.infer<typeof TestDateSchema>;

/** DOM-62 Study area. */
export const StudyAreaSchema = z.looseObject({
  id: Id,
  tutor: opt(RefSchema),
  tutorId: int,
  student: opt(RefSchema),
  studentId: int,
  subject: opt(z.partial(SubjectSchema)),
  subjectId: int,
  testDate: opt(z.partial(TestDateSchema)),
  testDateId: int,
  ...timestamps,
});
export type StudyArea = z.infer<typeof StudyAreaSchema>;

/** DOM-73 target history. */
export const TargetHistorySchema = simpleEntity({
  tutorId: int,
  date: date,
  availabilityTarget: num,
  deliveryTarget: num,
  availabilityActual: num,
  deliveryActual: num,
});
export type TargetHistory = z.infer<typeof TargetHistorySchema>;

// ---------------------------------------------------------------- messaging

/** DOM-63 Notice (OP-28: `dueAt` makes it a task). */
export const NoticeSchema = z.looseObject({
  id: Id,
  title: str,
  message: str,
  createdAt: at,
  updatedAt: at,
  readAt: at,
  dueAt: at,
  userId: int,
});
export type Notice = z.infer<typeof NoticeSchema>;

/** DOM-64 Message. */
export const MessageSchema = z.looseObject({
  id: Id,
  subject: str,
  body: str,
  messageType: str,
  regarding: opt(TypedRefSchema),
  regardingId: int,
  regardingType: str,
  studentRecipientIds: ids,
  parentRecipientIds: ids,
  employeeRecipientIds: ids,
  ...timestamps,
});
export type Message = z.infer<typeof MessageSchema>;

/** DOM-64 Inbox activity. */
export const InboxActivitySchema = z.looseObject({
  id: Id,
  regarding: opt(TypedRefSchema),
  title: str,
  body: str,
  readAt: at,
  read: bool,
  ...timestamps,
});
export type InboxActivity = z.infer<typeof InboxActivitySchema>;

/** DOM-65 Contact history (type DOM-24). */
export const ContactHistorySchema = z.looseObject({
  id: Id,
  type: str,
  regarding: opt(TypedRefSchema),
  subject: str,
  body: str,
  readAt: at,
  read: bool,
  employeeId: int,
  ...timestamps,
});
export type ContactHistory = z.infer<typeof ContactHistorySchema>;

/** DOM-65 Activity: has regarding. */
export const ActivitySchema = simpleEntity({ type: str, regarding: opt(TypedRefSchema), body: str, employeeId: int });
export type Activity = z.infer<typeof ActivitySchema>;
/** DOM-65 Call: regarding {id, type}. */
export const CallSchema = simpleEntity({
  regarding: opt(TypedRefSchema),
  duration: int,
  direction: str,
  employeeId: int,
});
export type Call = z.infer<typeof CallSchema>;
/** DOM-65 Imminent close: regarding {id, type}. */
export const ImminentCloseSchema = simpleEntity({ regarding: opt(TypedRefSchema), employeeId: int, closesAt: at });
export type ImminentClose = z.infer<typeof ImminentCloseSchema>;
/** DOM-73 sms. */
export const SmsSchema = simpleEntity({ regarding: opt(TypedRefSchema), body: str, phone: str });
export type Sms = z.infer<typeof SmsSchema>;
/** DOM-73 history. */
export const HistorySchema = simpleEntity({ regarding: opt(TypedRefSchema), body: str, event: str });
export type History = z.infer<typeof HistorySchema>;
/** DOM-73 note. */
export const NoteSchema = simpleEntity({
  regarding: opt(TypedRefSchema),
  regardingId: int,
  regardingType: str,
  body: str,
  employeeId: int,
  /** CRM-31: the name of the staff member who wrote the note. */
  authorName: str,
});
export type Note = z.infer<typeof NoteSchema>;

// ---------------------------------------------------------------- money

/** DOM-66 Refund request (statuses DOM-27, OP-13). */
export const RefundRequestSchema = z.looseObject({
  id: Id,
  status: str,
  lineItem: opt(RefSchema),
  lineItemId: int,
  /**
   * PAY-29: who paid the line item (the parent of the student whose enrollment it charged), named so that whoever
   * approves the refund can tell whose money goes back. Optional: older servers do not send it.
   */
  payer: opt(RefSchema),
  amount: opt(Money),
  category: str,
  notes: str,
  ...timestamps,
});
export type RefundRequest = z.infer<typeof RefundRequestSchema>;
/** DOM-73 installment. */
export const InstallmentSchema = simpleEntity({
  amount: opt(Money),
  dueOn: date,
  status: str,
  enrollmentId: int,
  paidAt: at,
});
export type Installment = z.infer<typeof InstallmentSchema>;
/** DOM-73 payment. */
export const PaymentSchema = simpleEntity({ amount: opt(Money), status: str, parentId: int, paidAt: at });
export type Payment = z.infer<typeof PaymentSchema>;
/** DOM-73 place (DOM-48 place.formatted). */
export const PlaceSchema = simpleEntity({ formatted: str, address: opt(AddressSchema) });
export type Place = z.infer<typeof PlaceSchema>;
/** DOM-73 payroll item (employee/employeeId). */
export const PayrollItemSchema = simpleEntity({
  employee: opt(RefSchema),
  employeeId: int,
  amount: opt(Money),
  date: date,
});
export type PayrollItem = z.infer<typeof PayrollItemSchema>;
/** DOM-73 upload. */
export const UploadSchema = simpleEntity({ url: str });
export type Upload = z.infer<typeof UploadSchema>;
/** Avatar (API-22 reply `avatar.url`). */
export const AvatarSchema = z.looseObject({ id: opt(Id), url: z.string(), avatarableType: str, avatarableId: int });
export type Avatar = z.infer<typeof AvatarSchema>;
/** DOM-73 tutor package. */
export const TutorPackageSchema = simpleEntity({ tierId: int, brandId: int });
export type TutorPackage = z.infer<typeof TutorPackageSchema>;
/** DOM-73 line item adjustment (`line_items/{lineItemId}/adjustments/{id}`). */
export const LineItemAdjustmentSchema = simpleEntity({ lineItemId: int, amount: opt(Money) });
export type LineItemAdjustment = z.infer<typeof LineItemAdjustmentSchema>;

/** DOM-71 Tutor package transcript (includeMembership default true). */
export const TutorPackageTranscriptSchema = z.looseObject({
  id: Id,
  tier: opt(TierSchema),
  tierId: int,
  brand: opt(z.partial(BrandSchema)),
  brandId: int,
  student: opt(RefSchema),
  studentId: int,
  subject: opt(z.partial(SubjectSchema)),
  subjectId: int,
  additionalSubject: opt(z.partial(SubjectSchema)),
  additionalSubjectId: int,
  includeMembership: bool,
  ...timestamps,
});
export type TutorPackageTranscript = z.infer<typeof TutorPackageTranscriptSchema>;

// ---------------------------------------------------------------- session, roles, meta, errors

/** Role names (ADR 0001). */
export const ROLE_NAMES = [
  'admin',
  'crm',
  'tutor',
  'student',
  'parent',
  'academic_advisor',
  'director_of_academic_advising',
  'OPERATIONS',
] as const;
/** Permission names (ADR 0001). */
export const PERMISSION_NAMES = ['ADMIN', 'TUTOR', 'OPERATIONS'] as const;

/** `GET roles` entry (ADR 0001). */
export const RoleSchema = z.looseObject({ id: Id, name: z.string(), permissions: z.array(z.string()) });
export type Role = z.infer<typeof RoleSchema>;

/** The current user (ADR 0001). */
export const CurrentUserSchema = z.looseObject({
  id: Id,
  email: z.string(),
  firstName: opt(z.string()),
  lastName: opt(z.string()),
  fullName: opt(z.string()),
  type: z.enum(['Employee', 'Tutor', 'Student', 'Parent']),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  timeZone: opt(z.string()),
  actorId: z.nullable(Id),
  employeeId: z.nullable(Id),
  studentId: z.nullable(Id),
  parentId: z.nullable(Id),
  essayGrader: z.boolean(),
  graderToken: z.nullable(z.string()),
  mustSetPassword: z.boolean(),
  spoofing: z.nullable(z.looseObject({ type: z.literal('Student'), id: Id, name: z.string() })),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

/** List meta of every collection reply (API-05). */
export const ListMetaSchema = z.looseObject({
  totalCount: z.int().check(z.minimum(0)),
  totalPages: z.int().check(z.minimum(0)),
  pageNumber: z.int().check(z.minimum(0)),
  pageSize: z.int().check(z.minimum(0)),
});
export type ListMeta = z.infer<typeof ListMetaSchema>;

/** Every error body (ADR 0001, API-09/API-10). */
export const ErrorBodySchema = z.looseObject({
  errors: z.union([z.array(z.string()), z.record(z.string(), z.array(z.string()))]),
  showAlert: z.optional(z.boolean()),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
