/**
 * Write bodies with their rules (issue 23.1): what a form sends to create or update a record, carrying the spec's
 * rules (required fields, lengths, allowed values, DS-13 address requiredness) and messages. The same schemas are
 * a form's resolver (`zodResolver(ParentUpdateSchema)`) and the api-server's check of the body (`resourceBodies[path]
 * .createBody` / `.updateBody`, ./resource-bodies.ts), so a rule lives once. Exported by `@tutoring/contract/writes`
 * (../writes.ts), not by the package's root (issue 26).
 *
 * - `<Entity>CreateSchema` / `<Entity>UpdateSchema`: the member (what a form edits). Update = create with every
 *   field optional; a required field that is sent must still be filled.
 * - `<Entity>CreateBodySchema` / `<Entity>UpdateBodySchema`: the request body `{<memberKey>: member}`.
 * - Objects are loose: a key the schema does not name passes through (the server ignores it).
 * - An empty optional address is sent as `null` (it clears a stored one); an address object is valid when every
 *   field is empty or street1, city, state and zip are filled (DS-13, C-6, CRM-09).
 */
import * as z from 'zod/mini';
import {
  CANCELLATION_REASONS,
  EVENT_DETAILS_MAX,
  EVENT_NAME_MAX,
  FIELD_REQUIRED,
  INVITE_ONE_NAME_REQUIRED,
  LEAD_SOURCE_STATUSES,
  LOGIN_TEXTS,
  MATERIAL_STATUSES,
  PASSWORD_MIN,
  PASSWORD_MIN_LENGTH,
  PASSWORDS_DO_NOT_MATCH,
  PAYABLE_EVENT_TYPES,
  REVIEW_COMMENT_MAX,
  SELECT_ONE_RECIPIENT,
  TARGET_MAX,
  TARGET_MIN,
  fieldBetween,
  fieldMaxLength,
  isAddressValid,
  isFullAddress,
  isTimeZone,
  validateMessageRecipients,
} from '@tutoring/domain';
import { keyed } from './envelopes';
import { intBetween, isMissing, optionalText } from './field-rules';

// ---------------------------------------------------------------- building blocks

const DB_INT_MAX = 2147483647;

export { optionalText };
/** Required text: not blank ("Required", OP-31l) and at most `max` characters. */
export const requiredText = (max = 255) =>
  z
    .string(FIELD_REQUIRED)
    .check(z.maxLength(max, fieldMaxLength(max)))
    .check(z.refine((v) => v.trim() !== '', FIELD_REQUIRED));
/** An optional reference to another record (a positive integer id, or null for none). */
export const optionalRef = () => z.nullish(z.int().check(z.positive()).check(z.maximum(DB_INT_MAX)));
/** A required reference to another record. */
export const requiredRef = () => z.int(FIELD_REQUIRED).check(z.positive(FIELD_REQUIRED)).check(z.maximum(DB_INT_MAX));
/** One of a list of values ("<Label> is not included in the list"). */
export const oneOf = (values: readonly string[], label: string) =>
  z.string().check(z.refine((v) => values.includes(v), `${label} is not included in the list`));
/** "Required" when nothing is given; a value that is not what the field takes gets the field's own message. */
const requiredOr =
  (invalid: string) =>
  (issue: { input?: unknown }): string =>
    isMissing(issue.input) ? FIELD_REQUIRED : invalid;
const dateTime = () => z.iso.datetime({ offset: true });
const date = () => z.iso.date();

/** An IANA time zone; required when `required`. */
const timeZone = () =>
  requiredText(100).check(z.refine((v) => v.trim() === '' || isTimeZone(v), 'Time zone is not a valid time zone'));
/** An e-mail address, spaces around it aside (a form trims it; the server stores it trimmed). */
const isEmail = (v: string): boolean => z.email().safeParse(v.trim()).success;
/** An e-mail address, required. */
const email = () => requiredText(255).check(z.refine((v) => v.trim() === '' || isEmail(v), 'Email is invalid'));
/** A required choice of a list: absent or null "Required", another value "<Label> is not included in the list". */
const requiredOneOf = (values: readonly string[], label: string) =>
  z.string(FIELD_REQUIRED).check(z.refine((v) => values.includes(v), `${label} is not included in the list`));
/** The largest amount of money stored (the database's numeric(10, 2)): a larger one is refused by its field's rule. */
const MONEY_MAX = 99_999_999.99;
/**
 * A number of dollars (OP-03) from 0 to the largest stored amount; out of range or not a number: "Must be between 0
 * and 99999999.99" (not "Required"). Never negative: what a family pays or is charged, an employee's pay and a refund
 * are all amounts of 0 or more (a credit is a line item adjustment; api-server README).
 */
const money = () => {
  const min = 0;
  const between = fieldBetween(min, MONEY_MAX);
  return z
    .number({ error: requiredOr(between) })
    .check(z.minimum(min, between))
    .check(z.maximum(MONEY_MAX, between));
};
/** A required calendar date (YYYY-MM-DD); one that does not exist, such as 2026-02-30, is "Date is invalid". */
const requiredDate = () => z.iso.date({ error: requiredOr('Date is invalid') });

const addressFields = {
  id: optionalRef(),
  street1: optionalText(191),
  street2: optionalText(191),
  city: optionalText(191),
  state: optionalText(100),
  zip: optionalText(20),
  country: optionalText(100),
  formatted: optionalText(500),
};
const ADDRESS_PARTS = ['street1', 'city', 'state', 'zip'] as const;

/** The sentence of a 422 for an incomplete optional address (each missing part also gets "Required"). */
export const ADDRESS_INCOMPLETE = 'Address must be empty or have its street, city, state and zip filled';
const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';

/** True when nothing of the address is filled (the form then sends `null`). */
export const isBlankAddress = (address: z.input<typeof OptionalAddressSchema>): boolean =>
  !address ||
  (!isFullAddress(address) &&
    ['street1', 'street2', 'city', 'state', 'zip'].every((k) => blank((address as Record<string, unknown>)[k])));

/**
 * DS-13 optional address: `null`/absent (no address), every field empty, or street1, city, state and zip filled.
 * A partial address puts "Required" on each missing part (`address.street1`...), where the address entry shows it.
 * An address with nothing filled parses to `null`: every resource stores "no address" the same way (NULL).
 */
export const OptionalAddressSchema = z
  .nullish(
    z.looseObject(addressFields).check(
      z.superRefine((address, ctx) => {
        if (isAddressValid(address)) return;
        for (const part of ADDRESS_PARTS)
          if (blank(address[part])) ctx.addIssue({ code: 'custom', path: [part], message: FIELD_REQUIRED });
      }),
    ),
  )
  .check(z.overwrite((address) => (address && isBlankAddress(address) ? null : address)));
export type OptionalAddress = z.input<typeof OptionalAddressSchema>;

/** DS-13 with `required` (addressRequired): street1, city, state, zip and country filled. */
export const RequiredAddressSchema = z.looseObject(addressFields).check(
  z.superRefine((address, ctx) => {
    if (isAddressValid(address, { required: true })) return;
    for (const part of [...ADDRESS_PARTS, 'country'] as const)
      if (blank(address[part])) ctx.addIssue({ code: 'custom', path: [part], message: FIELD_REQUIRED });
  }),
);

/** Create = the shape; update = every field optional (a sent required field must still be filled). */
const pair = <S extends z.core.$ZodShape>(shape: S) => {
  const create = z.looseObject(shape);
  return { create, update: z.partial(create) };
};

// ---------------------------------------------------------------- CRM

const parent = pair({
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: email(),
  timeZone: timeZone(),
  status: optionalText(100),
  active: z.optional(z.boolean()),
  customer: z.optional(z.boolean()),
  employeeId: optionalRef(),
  leadSourceId: optionalRef(),
  referralSource: optionalText(100),
  referralDetails: optionalText(1000),
  source: optionalText(100),
  sourceLink: z.nullish(
    z.looseObject({
      type: z.string().check(z.maxLength(50)),
      id: z.int().check(z.positive()).check(z.maximum(DB_INT_MAX)),
    }),
  ),
  address: OptionalAddressSchema,
  phone: optionalText(30),
  homeValue: z.nullish(z.int().check(z.minimum(0)).check(z.maximum(100000000))),
  notes: optionalText(10000),
});
/** Parent or lead create (CRM-05, CRM-06, CRM-09, CRM-13): first and last name, e-mail and time zone required. */
export const ParentCreateSchema = parent.create;
/** Parent or lead update (CRM-05). */
export const ParentUpdateSchema = parent.update;
export const ParentCreateBodySchema = keyed('parent', ParentCreateSchema);
export const ParentUpdateBodySchema = keyed('parent', ParentUpdateSchema);
export type ParentCreate = z.input<typeof ParentCreateSchema>;
export type ParentUpdate = z.input<typeof ParentUpdateSchema>;

const leadSource = pair({
  name: requiredText(191),
  status: z.optional(oneOf(LEAD_SOURCE_STATUSES, 'Status')),
  type: z.optional(oneOf(['LeadSource', 'School', 'PendingSchool'], 'Type')),
  category: optionalText(100),
  schoolType: optionalText(50),
  employeeId: optionalRef(),
  contactItem: z.optional(z.unknown()),
  address: OptionalAddressSchema,
  lastTouchAt: z.nullish(dateTime()),
  lastPromotionAt: z.nullish(dateTime()),
});
/** Lead source / school / pending school create (CRM-20): name required, status and type from their tables. */
export const LeadSourceCreateSchema = leadSource.create;
export const LeadSourceUpdateSchema = leadSource.update;
export const LeadSourceCreateBodySchema = keyed('leadSource', LeadSourceCreateSchema);
export const LeadSourceUpdateBodySchema = keyed('leadSource', LeadSourceUpdateSchema);
export type LeadSourceCreate = z.input<typeof LeadSourceCreateSchema>;
export type LeadSourceUpdate = z.input<typeof LeadSourceUpdateSchema>;
export const PendingSchoolCreateBodySchema = keyed('pendingSchool', LeadSourceCreateSchema);
export const PendingSchoolUpdateBodySchema = keyed('pendingSchool', LeadSourceUpdateSchema);
/** `POST schools` / `PUT schools/{id}` (CRM-20): the lead-source write schemas under the `school` key. */
export const SchoolCreateBodySchema = keyed('school', LeadSourceCreateSchema);
export const SchoolUpdateBodySchema = keyed('school', LeadSourceUpdateSchema);

const student = pair({
  firstName: requiredText(100),
  lastName: requiredText(100),
  // Empty (the form's empty input, sent as null; stored as none) or an address.
  email: optionalText(255).check(z.refine((v) => blank(v) || isEmail(String(v)), 'Email is invalid')),
  // Stored on the user: when sent, a time zone (never null or empty).
  timeZone: z.optional(
    z
      .string()
      .check(z.maxLength(100, fieldMaxLength(100)))
      .check(z.refine(isTimeZone, 'Time zone is not a valid time zone')),
  ),
  parentId: optionalRef(),
  schoolId: optionalRef(),
  grade: z.nullish(intBetween(-1, 16)),
  k12User: z.optional(z.boolean()),
  canLogin: z.optional(z.boolean()),
  note: optionalText(10000),
});
/** Student create (CRM-32): first and last name required. */
export const StudentCreateSchema = student.create;
export const StudentUpdateSchema = student.update;
export const StudentCreateBodySchema = keyed('student', StudentCreateSchema);
export const StudentUpdateBodySchema = keyed('student', StudentUpdateSchema);
export type StudentCreate = z.input<typeof StudentCreateSchema>;
export type StudentUpdate = z.input<typeof StudentUpdateSchema>;

// ---------------------------------------------------------------- staffing

const employee = pair({
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: email(),
  timeZone: z.optional(timeZone()),
  roles: z.optional(z.array(z.string().check(z.maxLength(50))).check(z.maxLength(20))),
  title: z.optional(z.string().check(z.maxLength(100, fieldMaxLength(100)))),
  type: z.optional(oneOf(['Employee', 'Tutor'], 'Type')),
  hireDate: z.nullish(date()),
  endDate: z.nullish(date()),
  active: z.optional(z.boolean()),
  extensionHandle: optionalText(50),
  tierId: optionalRef(),
  acceptNewStudents: z.optional(z.boolean()),
  featured: z.optional(z.boolean()),
  inPerson: z.optional(z.boolean()),
  online: z.optional(z.boolean()),
  employmentType: optionalText(50),
  tutorType: optionalText(50),
  avatarUrl: optionalText(500),
  deliveryTarget: z.optional(intBetween(TARGET_MIN, TARGET_MAX, { required: true })),
  availabilityTarget: z.optional(intBetween(TARGET_MIN, TARGET_MAX, { required: true })),
  personalProfile: z.optional(z.record(z.string(), z.unknown())),
  stories: z.optional(z.array(z.record(z.string(), z.unknown())).check(z.maxLength(50))),
  subjectIds: z.optional(z.array(z.int().check(z.positive()).check(z.maximum(DB_INT_MAX))).check(z.maxLength(500))),
});
/** Employee or tutor create (STF-03, STF-04): first and last name and e-mail required. */
export const EmployeeCreateSchema = employee.create;
export const EmployeeUpdateSchema = employee.update;
export const EmployeeCreateBodySchema = keyed('employee', EmployeeCreateSchema);
export const EmployeeUpdateBodySchema = keyed('employee', EmployeeUpdateSchema);
export const TutorCreateBodySchema = keyed('tutor', EmployeeCreateSchema);
export const TutorUpdateBodySchema = keyed('tutor', EmployeeUpdateSchema);
export type EmployeeCreate = z.input<typeof EmployeeCreateSchema>;
export type EmployeeUpdate = z.input<typeof EmployeeUpdateSchema>;

const availability = pair({
  tutorId: requiredRef(),
  startsAt: dateTime(),
  endsAt: dateTime(),
  locked: z.optional(z.boolean()),
  maxedOut: z.optional(z.boolean()),
});
export const AvailabilityCreateSchema = availability.create;
export const AvailabilityUpdateSchema = availability.update;
export const AvailabilityCreateBodySchema = keyed('availability', AvailabilityCreateSchema);
export const AvailabilityUpdateBodySchema = keyed('availability', AvailabilityUpdateSchema);

const team = pair({
  name: requiredText(191),
  type: oneOf(['TutorTeam', 'AdvisorTeam'], 'Type'),
  managerId: optionalRef(),
  tutorIds: z.optional(z.array(z.int().check(z.positive()).check(z.maximum(DB_INT_MAX))).check(z.maxLength(500))),
  advisorIds: z.optional(z.array(z.int().check(z.positive()).check(z.maximum(DB_INT_MAX))).check(z.maxLength(500))),
});
export const TeamCreateSchema = team.create;
export const TeamUpdateSchema = team.update;
export const TeamCreateBodySchema = keyed('team', TeamCreateSchema);
export const TeamUpdateBodySchema = keyed('team', TeamUpdateSchema);

const department = pair({ name: requiredText(191) });
export const DepartmentCreateSchema = department.create;
export const DepartmentUpdateSchema = department.update;
export const DepartmentCreateBodySchema = keyed('department', DepartmentCreateSchema);
export const DepartmentUpdateBodySchema = keyed('department', DepartmentUpdateSchema);

const target = intBetween(TARGET_MIN, TARGET_MAX, { required: true });
const targetHistory = pair({
  tutorId: requiredRef(),
  date: date(),
  availabilityTarget: z.optional(target),
  deliveryTarget: z.optional(target),
  availabilityActual: z.optional(z.int().check(z.minimum(0)).check(z.maximum(1000))),
  deliveryActual: z.optional(z.int().check(z.minimum(0)).check(z.maximum(1000))),
});
export const TargetHistoryCreateSchema = targetHistory.create;
export const TargetHistoryUpdateSchema = targetHistory.update;
export const TargetHistoryCreateBodySchema = keyed('targetHistory', TargetHistoryCreateSchema);
export const TargetHistoryUpdateBodySchema = keyed('targetHistory', TargetHistoryUpdateSchema);

// ---------------------------------------------------------------- sessions

const between = (min: number, max: number, label: string) =>
  z
    .int()
    .check(z.minimum(min, `${label} must be between ${min} and ${max}`))
    .check(z.maximum(max, `${label} must be between ${min} and ${max}`));
const session = pair({
  title: z.optional(z.string().check(z.maxLength(191, fieldMaxLength(191)))),
  name: z.nullish(z.string().check(z.maxLength(20, fieldMaxLength(20)))),
  type: z.optional(oneOf(['Tutoring', 'Session::TutoringSplit', 'Session'], 'Type')),
  startsAt: dateTime(),
  endsAt: z.optional(dateTime()),
  duration: z.int().check(z.minimum(1)).check(z.maximum(600, 'Duration must be at most 600 minutes')),
  timezone: z.optional(z.string().check(z.refine(isTimeZone, 'Time zone is not a valid time zone'))),
  courseId: optionalRef(),
  sessionTypeId: optionalRef(),
  placeId: optionalRef(),
  subjectId: optionalRef(),
  room: z.nullish(
    z
      .string()
      .check(z.minLength(1, 'Room must be between 1 and 50 characters'))
      .check(z.maxLength(50, 'Room must be between 1 and 50 characters')),
  ),
  employeesRequired: z.optional(between(0, 20, 'Employees required')),
  repeatWeeks: z.optional(between(1, 52, 'Repeat weeks')),
  notes: optionalText(5000),
  published: z.optional(z.boolean()),
  sessionSubject: optionalText(191),
  canceledAt: z.nullish(dateTime()),
  attendanceTakenAt: z.nullish(dateTime()),
});
/** Session create (SES-*): start and duration required. */
export const SessionCreateSchema = session.create;
export const SessionUpdateSchema = session.update;
export const SessionCreateBodySchema = keyed('session', SessionCreateSchema);
export const SessionUpdateBodySchema = keyed('session', SessionUpdateSchema);

const event = pair({
  name: requiredText(EVENT_NAME_MAX),
  details: optionalText(EVENT_DETAILS_MAX),
  type: oneOf(Object.keys(PAYABLE_EVENT_TYPES), 'Type'),
  startsAt: dateTime(),
  endsAt: dateTime(),
  allDay: z.optional(z.boolean()),
  subject: optionalText(191),
  employeeId: optionalRef(),
  studentId: optionalRef(),
});
/** Event create: name, type, start and end required. */
export const EventCreateSchema = event.create;
export const EventUpdateSchema = event.update;
export const EventCreateBodySchema = keyed('event', EventCreateSchema);
export const EventUpdateBodySchema = keyed('event', EventUpdateSchema);

const course = pair({
  title: requiredText(191),
  brandId: optionalRef(),
  courseTemplateId: optionalRef(),
  leadSourceId: optionalRef(),
  hostId: optionalRef(),
  reservedForId: optionalRef(),
  reservedUntil: z.nullish(date()),
  gradeLevel: z.nullish(z.int().check(z.minimum(-1)).check(z.maximum(16))),
  duration: z.optional(z.int().check(z.minimum(1)).check(z.maximum(100000))),
  pricing: z.optional(z.record(z.string(), z.unknown())),
  dynamicSubject: z.optional(z.boolean()),
  requiresParentUpdate: z.optional(z.boolean()),
  parentUpdateLastSentAt: z.nullish(dateTime()),
});
/** Course create: title required. */
export const CourseCreateSchema = course.create;
export const CourseUpdateSchema = course.update;
export const CourseCreateBodySchema = keyed('course', CourseCreateSchema);
export const CourseUpdateBodySchema = keyed('course', CourseUpdateSchema);

const brand = pair({
  name: requiredText(191),
  departmentId: optionalRef(),
  paymentType: z.optional(oneOf(['None', 'Fixed', 'recurring'], 'Payment type')),
  includeJointSessions: z.optional(z.boolean()),
  includePoints: z.optional(z.boolean()),
  includeReviews: z.optional(z.boolean()),
  offerReserved: z.optional(z.boolean()),
  allowLimitedAttendance: z.optional(z.boolean()),
  limitedAttendancesCount: z.optional(z.int().check(z.minimum(0)).check(z.maximum(1000))),
  active: z.optional(z.boolean()),
  allowEmployeeStaffing: z.optional(z.boolean()),
  offerContract: z.optional(z.boolean()),
});
export const BrandCreateSchema = brand.create;
export const BrandUpdateSchema = brand.update;
export const BrandCreateBodySchema = keyed('brand', BrandCreateSchema);
export const BrandUpdateBodySchema = keyed('brand', BrandUpdateSchema);

const material = pair({
  name: requiredText(191),
  description: optionalText(5000),
  status: z.optional(oneOf(MATERIAL_STATUSES, 'Status')),
  originatorId: optionalRef(),
  shippingMethodId: optionalRef(),
  quantity: z.optional(z.int().check(z.minimum(0)).check(z.maximum(1000000))),
});
/** Material create (SES-04): name required. */
export const MaterialCreateSchema = material.create;
export const MaterialUpdateSchema = material.update;
export const MaterialCreateBodySchema = keyed('material', MaterialCreateSchema);
export const MaterialUpdateBodySchema = keyed('material', MaterialUpdateSchema);

const shipment = pair({
  tracking: optionalText(191),
  orderHandle: optionalText(191),
  purchaseLink: optionalText(1000),
  recipient: optionalText(191),
  studentId: optionalRef(),
  materialId: optionalRef(),
  originatorId: optionalRef(),
  shippingMethod: optionalText(100),
  address: OptionalAddressSchema,
  estimatedDeliveryDate: z.nullish(date()),
  shipmentObservers: z.optional(
    z
      .array(
        z.looseObject({ email: z.string().check(z.refine((v) => z.email().safeParse(v).success, 'Email is invalid')) }),
      )
      .check(z.maxLength(20)),
  ),
  // SES-36: when the shipment was sent (ISO date-time; null clears it).
  sentAt: z.nullish(dateTime()),
});
/** Shipment create/update (SES-36, SES-37..): an address, when given, follows DS-13. */
export const ShipmentCreateSchema = shipment.create;
export const ShipmentUpdateSchema = shipment.update;
export const ShipmentCreateBodySchema = keyed('shipment', ShipmentCreateSchema);
export const ShipmentUpdateBodySchema = keyed('shipment', ShipmentUpdateSchema);

const enrollment = pair({
  type: z.optional(oneOf(['Enrollment', 'LimitedEnrollment', 'FixedEnrollment'], 'Type')),
  studentId: requiredRef(),
  courseId: optionalRef(),
  pricing: z.optional(z.record(z.string(), z.unknown())),
  autoRenew: z.optional(z.boolean()),
  limitedAttendancesCount: z.nullish(z.int().check(z.minimum(0)).check(z.maximum(1000))),
});
/** Enrollment create: the student required. */
export const EnrollmentCreateSchema = enrollment.create;
export const EnrollmentUpdateSchema = enrollment.update;
export const EnrollmentCreateBodySchema = keyed('enrollment', EnrollmentCreateSchema);
export const EnrollmentUpdateBodySchema = keyed('enrollment', EnrollmentUpdateSchema);

/** Review update (STU-*): 1..5 stars, a comment of at most REVIEW_COMMENT_MAX characters. */
export const ReviewUpdateSchema = z.partial(
  z.looseObject({
    stars: intBetween(1, 5),
    comment: optionalText(REVIEW_COMMENT_MAX),
    completed: z.boolean(),
  }),
);
/** The generic `PUT reviews/{id}` body with those rules (the submit call's own body is `ReviewUpdateBodySchema`). */
export const ReviewEditBodySchema = keyed('review', ReviewUpdateSchema);

// ---------------------------------------------------------------- CRM records about a student or a parent

const note = pair({
  regardingType: z.string().check(z.maxLength(50)),
  regardingId: requiredRef(),
  body: requiredText(10000),
});
/** Note create (CRM-31): a body, about a record. Notes are never updated. */
export const NoteCreateSchema = note.create;
export const NoteCreateBodySchema = keyed('note', NoteCreateSchema);

const testDate = pair({
  date: requiredDate(),
  subjectId: optionalRef(),
});
/** Test date create/update (CRM-38): the date required. */
export const TestDateCreateSchema = testDate.create;
export const TestDateUpdateSchema = testDate.update;
export const TestDateCreateBodySchema = keyed('testDate', TestDateCreateSchema);
export const TestDateUpdateBodySchema = keyed('testDate', TestDateUpdateSchema);

// ---------------------------------------------------------------- records written by calls, not forms (issue 23.1)

const contactHistory = pair({
  type: requiredOneOf(['Note', 'Call', 'Email', 'SMS', 'Message'], 'Type'),
  subject: optionalText(191),
  body: z.optional(z.string().check(z.maxLength(10000, fieldMaxLength(10000)))),
  regardingType: requiredText(50),
  regardingId: requiredRef(),
});
/** Contact history (CRM-30): a type, about a record; subject and body optional. */
export const ContactHistoryCreateSchema = contactHistory.create;
export const ContactHistoryUpdateSchema = contactHistory.update;
export const ContactHistoryCreateBodySchema = keyed('contactHistory', ContactHistoryCreateSchema);
export const ContactHistoryUpdateBodySchema = keyed('contactHistory', ContactHistoryUpdateSchema);

/** Inbox activity update (the server creates them): title, body, what it is about, when it was read. */
export const InboxActivityUpdateSchema = z.partial(
  z.looseObject({
    title: z.string().check(z.maxLength(191, fieldMaxLength(191))),
    body: z.string().check(z.maxLength(10000, fieldMaxLength(10000))),
    regardingType: z.nullable(z.string().check(z.maxLength(50, fieldMaxLength(50)))),
    regardingId: optionalRef(),
    readAt: z.nullable(dateTime()),
  }),
);
export const InboxActivityUpdateBodySchema = keyed('inboxActivity', InboxActivityUpdateSchema);

const notice = pair({
  userId: requiredRef(),
  title: requiredText(191),
  message: z.optional(z.string().check(z.maxLength(5000, fieldMaxLength(5000)))),
  dueAt: z.nullish(dateTime()),
  readAt: z.nullish(dateTime()),
});
/** Notice create/update: the user and a title required. */
export const NoticeCreateSchema = notice.create;
export const NoticeUpdateSchema = notice.update;
export const NoticeCreateBodySchema = keyed('notice', NoticeCreateSchema);
export const NoticeUpdateBodySchema = keyed('notice', NoticeUpdateSchema);

const attendance = pair({
  sessionId: requiredRef(),
  studentId: requiredRef(),
  joinedAt: z.nullish(dateTime()),
  sessionNote: optionalText(5000),
});
/** `POST attendances`: the session and the student required. */
export const AttendanceCreateSchema = attendance.create;
export const AttendanceCreateBodySchema = keyed('attendance', AttendanceCreateSchema);

const installment = pair({
  enrollmentId: optionalRef(),
  amount: money(),
  dueOn: requiredDate(),
});
/** Installment: amount and due date required. */
export const InstallmentCreateSchema = installment.create;
export const InstallmentUpdateSchema = installment.update;
export const InstallmentCreateBodySchema = keyed('installment', InstallmentCreateSchema);
export const InstallmentUpdateBodySchema = keyed('installment', InstallmentUpdateSchema);

const payment = pair({
  parentId: requiredRef(),
  amount: money(),
  installmentId: optionalRef(),
});
/** Payment: the parent and the amount required. */
export const PaymentCreateSchema = payment.create;
export const PaymentUpdateSchema = payment.update;
export const PaymentCreateBodySchema = keyed('payment', PaymentCreateSchema);
export const PaymentUpdateBodySchema = keyed('payment', PaymentUpdateSchema);

const place = pair({
  name: requiredText(191),
  address: z.optional(z.record(z.string(), z.unknown())),
  formatted: z.optional(z.string().check(z.maxLength(500, fieldMaxLength(500)))),
});
/** Place: a name required. */
export const PlaceCreateSchema = place.create;
export const PlaceUpdateSchema = place.update;
export const PlaceCreateBodySchema = keyed('place', PlaceCreateSchema);
export const PlaceUpdateBodySchema = keyed('place', PlaceUpdateSchema);

const courseTemplate = pair({
  name: requiredText(191),
  brandId: optionalRef(),
  // SES-44: minutes.
  duration: z.nullish(z.int().check(z.minimum(1)).check(z.maximum(1440))),
});
/** Course template: a name required. */
export const CourseTemplateCreateSchema = courseTemplate.create;
export const CourseTemplateUpdateSchema = courseTemplate.update;
export const CourseTemplateCreateBodySchema = keyed('courseTemplate', CourseTemplateCreateSchema);
export const CourseTemplateUpdateBodySchema = keyed('courseTemplate', CourseTemplateUpdateSchema);

const tutorPackage = pair({
  name: requiredText(191),
  tierId: optionalRef(),
  brandId: optionalRef(),
  hours: z.optional(z.int().check(z.minimum(0)).check(z.maximum(10000))),
});
/** Tutor package: a name required. */
export const TutorPackageCreateSchema = tutorPackage.create;
export const TutorPackageUpdateSchema = tutorPackage.update;
export const TutorPackageCreateBodySchema = keyed('tutorPackage', TutorPackageCreateSchema);
export const TutorPackageUpdateBodySchema = keyed('tutorPackage', TutorPackageUpdateSchema);

// ---------------------------------------------------------------- forms-a: CRM and staffing actions (issue 23.2)

/** A list of record ids (recipients, sessions). */
const refList = () => z.array(z.int().check(z.positive()).check(z.maximum(DB_INT_MAX))).check(z.maxLength(1000));

/**
 * `PUT users/{id}/change_password` member (CRM-17, STU-05: the CRM's and the student's forms): at least 6 characters and the same confirmation
 * ("Password must have at least 6 characters.", "Passwords do not match.").
 */
export const ChangePasswordSchema = z
  .looseObject({
    password: z
      .string(PASSWORD_MIN_LENGTH)
      .check(z.minLength(PASSWORD_MIN, PASSWORD_MIN_LENGTH))
      .check(z.maxLength(128, fieldMaxLength(128))),
    passwordConfirmation: z.string(PASSWORDS_DO_NOT_MATCH),
  })
  .check(
    z.superRefine((values, ctx) => {
      // STU-05: the student portal reads the error key `noMatch`.
      if (values.password !== values.passwordConfirmation)
        ctx.addIssue({
          code: 'custom',
          path: ['passwordConfirmation'],
          message: PASSWORDS_DO_NOT_MATCH,
          params: { key: 'noMatch' },
        });
    }),
  );
export type ChangePassword = z.input<typeof ChangePasswordSchema>;

/** `PUT parents/{id}/reassign` / `PUT lead_sources/{id}/reassign` member (CRM-12, CRM-22): the owner, or none. */
export const ReassignSchema = z.looseObject({ employeeId: optionalRef() });
export type Reassign = z.input<typeof ReassignSchema>;

/** `POST parents/merge` / `POST students/merge` member (CRM-15, CRM-26): the kept and the transferred record. */
export const MergeSchema = z
  .looseObject({ currentId: requiredRef(), transferId: requiredRef(), notes: optionalText(10000) })
  .check(
    z.refine((v) => v.currentId !== v.transferId, { path: ['transferId'], message: 'Choose another record to merge' }),
  );
export type Merge = z.input<typeof MergeSchema>;

/**
 * `POST messages` member (CRM-29): about a record, a type, subject and body, and at least one recipient ("Please
 * select at least 1 recipient", reported on `studentRecipientIds`).
 */
const messageFields = {
  regardingType: z.nullish(z.string().check(z.maxLength(50))),
  regardingId: optionalRef(),
  messageType: z.optional(z.string().check(z.maxLength(50, fieldMaxLength(50)))),
  subject: optionalText(191),
  body: z.optional(z.string().check(z.maxLength(10000, fieldMaxLength(10000)))),
  studentRecipientIds: z.optional(refList()),
  parentRecipientIds: z.optional(refList()),
  employeeRecipientIds: z.optional(refList()),
};
export const MessageCreateSchema = z.looseObject(messageFields).check(
  z.superRefine((m, ctx) => {
    if (validateMessageRecipients(m))
      ctx.addIssue({ code: 'custom', path: ['studentRecipientIds'], message: SELECT_ONE_RECIPIENT });
  }),
);
export type MessageCreate = z.input<typeof MessageCreateSchema>;
export const MessageCreateBodySchema = keyed('message', MessageCreateSchema);
/**
 * `PUT messages/{id}`: the fields of a message, each optional (the recipients rule is checked by the server against
 * the stored message's recipients).
 */
export const MessageUpdateSchema = z.partial(z.looseObject(messageFields));
export const MessageUpdateBodySchema = keyed('message', MessageUpdateSchema);

const studyArea = pair({
  studentId: requiredRef(),
  tutorId: optionalRef(),
  subjectId: optionalRef(),
  testDateId: optionalRef(),
});
/** Study area create/update (CRM-37): the student required; tutor, subject and test date optional. */
export const StudyAreaCreateSchema = studyArea.create;
export const StudyAreaUpdateSchema = studyArea.update;
export const StudyAreaCreateBodySchema = keyed('studyArea', StudyAreaCreateSchema);
export const StudyAreaUpdateBodySchema = keyed('studyArea', StudyAreaUpdateSchema);

/** `PUT pending_schools/{id}/merge` (CRM-23): the actual school required. */
export const PendingSchoolMergeSchema = z.looseObject({ actualSchoolId: requiredRef() });
/** `PUT pending_schools/{id}/promote` `school` member (CRM-24): name required; category and school type optional. */
export const PendingSchoolPromoteSchema = z.pick(LeadSourceCreateSchema, {
  name: true,
  category: true,
  schoolType: true,
});

/** Tutor targets (STF-22, STF-23, OP-31k): both required whole numbers from 0 to 80. */
export const TutorTargetsSchema = z.looseObject({
  deliveryTarget: intBetween(TARGET_MIN, TARGET_MAX, { required: true }),
  availabilityTarget: intBetween(TARGET_MIN, TARGET_MAX, { required: true }),
});
export type TutorTargets = z.input<typeof TutorTargetsSchema>;

/** `PUT employees/{id}/terminate.json` (STF-06): the end date required. */
export const TerminateSchema = z.looseObject({ endDate: requiredDate() });
/** `PUT employees/{id}/set_extension_handle` (STF-07): an optional handle of at most 50 characters. */
export const ExtensionHandleSchema = z.looseObject({ extensionHandle: optionalText(50) });

/** `POST availabilities/repeat` options (STF-26): at least one week chosen. */
export const AvailabilityRepeatSchema = z.looseObject({
  repeatOptions: z
    .array(
      z.looseObject({ startsAt: z.nullish(dateTime()), availabilityId: optionalRef(), book: z.nullish(z.boolean()) }),
    )
    .check(z.maxLength(500))
    .check(z.refine((options) => options.some((o) => o.book), 'Choose at least one week')),
});
export type AvailabilityRepeat = z.input<typeof AvailabilityRepeatSchema>;

/** The sign-in form (SHL-03): e-mail and password both filled, else "Please enter your e-mail and password.". */
export const LoginSchema = z.looseObject({
  email: z
    .string(LOGIN_TEXTS.missing)
    .check(z.trim())
    .check(z.minLength(1, LOGIN_TEXTS.missing))
    .check(z.maxLength(255, fieldMaxLength(255))),
  password: z
    .string(LOGIN_TEXTS.missing)
    .check(z.minLength(1, LOGIN_TEXTS.missing))
    .check(z.maxLength(128, fieldMaxLength(128))),
});
export type Login = z.input<typeof LoginSchema>;

// ---------------------------------------------------------------- mf-sessions forms (forms-b)

/**
 * Attendance update by the attendance form (SES-09): present with `joinedAt`, absent with null. (The move of SES-33
 * is `AttendanceUpdateBodySchema` in bodies.ts; attendances are created by enrolling, never by a form.)
 */
export const AttendanceUpdateSchema = z.partial(z.looseObject({ joinedAt: z.nullable(dateTime()) }));
export type AttendanceUpdate = z.input<typeof AttendanceUpdateSchema>;

// ---------------------------------------------------------------- forms-c: payments, student portal, exams

/** Add hours (PAY-20): 1..500 hours and an optional coupon code. */
export const AddHoursSchema = z.looseObject({
  hours: z
    .int(FIELD_REQUIRED)
    .check(z.minimum(1, fieldBetween(1, 500)))
    .check(z.maximum(500, fieldBetween(1, 500))),
  couponCode: optionalText(100),
});
export type AddHours = z.input<typeof AddHoursSchema>;

/** Apply coupon (PAY-22): the coupon code, `PUT enrollments/{id}/apply_coupon` `{enrollment: {couponCode}}`. */
export const EnrollmentCouponSchema = z.looseObject({ couponCode: requiredText(100) });
export const EnrollmentCouponBodySchema = keyed('enrollment', EnrollmentCouponSchema);
export type EnrollmentCoupon = z.input<typeof EnrollmentCouponSchema>;

/** Cancel (PAY-24, DOM-19): one of the seven reasons, `PUT enrollments/{id}/cancel` `{enrollment: {cancellationReason}}`. */
export const EnrollmentCancelSchema = z.looseObject({
  cancellationReason: z
    .string(FIELD_REQUIRED)
    .check(z.refine((v) => v !== '', FIELD_REQUIRED))
    .check(
      z.refine(
        (v) => v === '' || (CANCELLATION_REASONS as readonly string[]).includes(v),
        'Reason is not included in the list',
      ),
    ),
});
export const EnrollmentCancelBodySchema = keyed('enrollment', EnrollmentCancelSchema);
export type EnrollmentCancel = z.input<typeof EnrollmentCancelSchema>;

/** Transfer (PAY-26, OP-37): the target item, `PUT enrollments/{id}/transfer` `{itemType, itemId}`. */
export const EnrollmentTransferSchema = z.looseObject({
  itemType: z.string().check(z.minLength(1)).check(z.maxLength(50)),
  itemId: requiredRef(),
});
export type EnrollmentTransfer = z.input<typeof EnrollmentTransferSchema>;

const refundRequest = pair({
  lineItemId: optionalRef(),
  category: optionalText(100),
  // Stored NOT NULL (a refund is of an amount): an update may leave it out, never empty it.
  amount: money(),
  notes: optionalText(5000),
});
/** Refund request (PAY-29, OP-11): category and notes optional; the amount (not negative) required. */
export const RefundRequestCreateSchema = refundRequest.create;
export const RefundRequestUpdateSchema = refundRequest.update;
export const RefundRequestCreateBodySchema = keyed('refundRequest', RefundRequestCreateSchema);
export const RefundRequestUpdateBodySchema = keyed('refundRequest', RefundRequestUpdateSchema);
export type RefundRequestUpdate = z.input<typeof RefundRequestUpdateSchema>;

const payrollItem = pair({
  employeeId: requiredRef(),
  amount: money(),
  date: requiredDate(),
  description: optionalText(500),
});
/** Payroll item (PAY-32, OP-11): employee, amount and date required; description optional. */
export const PayrollItemCreateSchema = payrollItem.create;
export const PayrollItemUpdateSchema = payrollItem.update;
export const PayrollItemCreateBodySchema = keyed('payrollItem', PayrollItemCreateSchema);
export const PayrollItemUpdateBodySchema = keyed('payrollItem', PayrollItemUpdateSchema);
export type PayrollItemCreate = z.input<typeof PayrollItemCreateSchema>;

const tutorPackageTranscript = pair({
  tierId: optionalRef(),
  brandId: optionalRef(),
  studentId: requiredRef(),
  subjectId: optionalRef(),
  additionalSubjectId: optionalRef(),
  includeMembership: z.optional(z.boolean()),
});
/** Tutor package transcript (DOM-71, PAY-33, PAY-34): the student required; tier, brand, subjects optional. */
export const TutorPackageTranscriptCreateSchema = tutorPackageTranscript.create;
export const TutorPackageTranscriptUpdateSchema = tutorPackageTranscript.update;
export const TutorPackageTranscriptCreateBodySchema = keyed(
  'tutorPackageTranscript',
  TutorPackageTranscriptCreateSchema,
);
export const TutorPackageTranscriptUpdateBodySchema = keyed(
  'tutorPackageTranscript',
  TutorPackageTranscriptUpdateSchema,
);
/** Re-up (PAY-33): the transcript renewed (`id`) and the new package's fields. */
export const TutorPackageTranscriptReupSchema = z.extend(TutorPackageTranscriptCreateSchema, { id: optionalRef() });
export const TutorPackageTranscriptReupBodySchema = keyed('tutorPackageTranscript', TutorPackageTranscriptReupSchema);

/** Invite friends (STU-25): up to three names; at least one ("One friend name is required." on the first). */
export const InviteFriendsSchema = z.looseObject({ names: z.array(z.looseObject({ name: optionalText(255) })) }).check(
  z.superRefine((values, ctx) => {
    if (!values.names.some((n) => (n.name ?? '').trim() !== ''))
      ctx.addIssue({ code: 'custom', path: ['names', 0, 'name'], message: INVITE_ONE_NAME_REQUIRED });
  }),
);
export type InviteFriends = z.input<typeof InviteFriendsSchema>;
