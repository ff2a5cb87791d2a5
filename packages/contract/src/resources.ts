/**
 * The registry of generic resources (API-03, SRV-05): for each path under `/api/v2`, the member and
 * collection keys, the entity schema, the member/collection replies and the routes it serves.
 * Names are stable: the api-server and the api-client both import this object. Its create/update bodies are
 * `resourceBodies` of `@tutoring/contract/writes` (src/resource-bodies.ts, issue 26: the write schemas are not part of
 * the shared root every page loads).
 */
import type * as z from 'zod/mini';
import * as E from './entities';
import { collectionReply, memberReply } from './envelopes';

/** A standard route of a resource: `GET {path}`, `GET {path}/{id}`, `POST {path}`, `PUT {path}/{id}`, `DELETE {path}/{id}`. */
export type ResourceRoute = 'list' | 'show' | 'create' | 'update' | 'delete';

/** One generic resource of the registry. */
export interface ResourceDefinition<S extends z.ZodMiniType = z.ZodMiniType> {
  /** Path under `/api/v2`, snake_case (`lead_sources`). */
  path: string;
  /** Key of a member reply/body (`leadSource`). */
  memberKey: string;
  /** Key of a collection reply (`leadSources`). */
  collectionKey: string;
  /** The entity schema. */
  schema: S;
  /** `{ <memberKey>: entity }`. */
  memberReply: z.ZodMiniType<Record<string, unknown>>;
  /** `{ <collectionKey>: entity[], meta? }`. */
  collectionReply: z.ZodMiniType<Record<string, unknown>>;
  /** True when DELETE is accepted through the generic call. */
  deletable: boolean;
  /**
   * The standard routes the API serves for it (issue 22: the OpenAPI document has exactly these at `{path}` and
   * `{path}/{id}`; PATCH beside each PUT). Its actions (`{path}/{id}/<action>`) are not counted here.
   */
  routes: readonly ResourceRoute[];
}

type Access = 'crud' | 'read' | 'create-read' | 'read-update';

const define = <S extends z.ZodMiniObject>(
  path: string,
  memberKey: string,
  collectionKey: string,
  schema: S,
  access: Access = 'crud',
  options: { routes?: readonly ResourceRoute[] } = {},
): ResourceDefinition<S> => {
  const canCreate = access === 'crud' || access === 'create-read';
  const canUpdate = access === 'crud' || access === 'read-update';
  return {
    path,
    memberKey,
    collectionKey,
    schema,
    memberReply: memberReply(memberKey, schema) as unknown as z.ZodMiniType<Record<string, unknown>>,
    collectionReply: collectionReply(collectionKey, schema) as unknown as z.ZodMiniType<Record<string, unknown>>,
    deletable: access === 'crud',
    routes:
      options.routes ??
      ([
        'list',
        'show',
        ...(canCreate ? ['create'] : []),
        ...(canUpdate ? ['update'] : []),
        ...(access === 'crud' ? ['delete'] : []),
      ] as ResourceRoute[]),
  };
};

/** A reference list: its collection only (`GET {path}`). */
const LIST_ONLY = { routes: ['list'] } as const;

/**
 * Every generic resource path -> its definition. Read-only lists (OP-65: calls, imminent closes,
 * sms, histories, activities; reference lists) have no create/update body.
 */
export const resources = {
  parents: define('parents', 'parent', 'parents', E.ParentSchema, 'crud'),
  lead_sources: define('lead_sources', 'leadSource', 'leadSources', E.LeadSourceSchema, 'crud'),
  pending_schools: define('pending_schools', 'pendingSchool', 'pendingSchools', E.PendingSchoolSchema, 'crud'),
  schools: define('schools', 'school', 'schools', E.SchoolSchema, 'crud'),
  students: define('students', 'student', 'students', E.StudentSchema, 'crud'),
  users: define('users', 'user', 'users', E.UserSchema, 'read-update', { routes: ['show'] }),
  sessions: define('sessions', 'session', 'sessions', E.SessionSchema, 'crud'),
  attendances: define('attendances', 'attendance', 'attendances', E.AttendanceSchema, 'crud'),
  availabilities: define('availabilities', 'availability', 'availabilities', E.AvailabilitySchema, 'crud'),
  events: define('events', 'event', 'events', E.EventSchema, 'crud'),
  tutorings: define('tutorings', 'tutoring', 'tutorings', E.TutoringSchema, 'create-read'),
  shipments: define('shipments', 'shipment', 'shipments', E.ShipmentSchema, 'crud'),
  reviews: define('reviews', 'review', 'reviews', E.ReviewSchema, 'read-update'),
  materials: define('materials', 'material', 'materials', E.MaterialSchema, 'crud'),
  tutors: define('tutors', 'tutor', 'tutors', E.TutorSchema, 'crud'),
  employees: define('employees', 'employee', 'employees', E.EmployeeSchema, 'crud'),
  teams: define('teams', 'team', 'teams', E.TeamSchema, 'crud'),
  notices: define('notices', 'notice', 'notices', E.NoticeSchema, 'crud'),
  messages: define('messages', 'message', 'messages', E.MessageSchema, 'crud'),
  notes: define('notes', 'note', 'notes', E.NoteSchema, 'create-read'),
  courses: define('courses', 'course', 'courses', E.CourseSchema, 'crud'),
  course_templates: define('course_templates', 'courseTemplate', 'courseTemplates', E.CourseTemplateSchema, 'crud'),
  brands: define('brands', 'brand', 'brands', E.BrandSchema, 'crud'),
  enrollments: define('enrollments', 'enrollment', 'enrollments', E.EnrollmentSchema, 'crud'),
  refund_requests: define('refund_requests', 'refundRequest', 'refundRequests', E.RefundRequestSchema, 'crud'),
  installments: define('installments', 'installment', 'installments', E.InstallmentSchema, 'crud'),
  payments: define('payments', 'payment', 'payments', E.PaymentSchema, 'crud'),
  places: define('places', 'place', 'places', E.PlaceSchema, 'crud'),
  payroll_items: define('payroll_items', 'payrollItem', 'payrollItems', E.PayrollItemSchema, 'crud'),
  study_areas: define('study_areas', 'studyArea', 'studyAreas', E.StudyAreaSchema, 'crud'),
  test_dates: define('test_dates', 'testDate', 'testDates', E.TestDateSchema, 'crud'),
  departments: define('departments', 'department', 'departments', E.DepartmentSchema, 'crud'),
  target_histories: define('target_histories', 'targetHistory', 'targetHistories', E.TargetHistorySchema, 'crud'),
  tutor_packages: define('tutor_packages', 'tutorPackage', 'tutorPackages', E.TutorPackageSchema, 'crud'),
  tutor_package_transcripts: define(
    'tutor_package_transcripts',
    'tutorPackageTranscript',
    'tutorPackageTranscripts',
    E.TutorPackageTranscriptSchema,
    'crud',
  ),
  authorize_net_profiles: define(
    'authorize_net_profiles',
    'authorizeNetProfile',
    'authorizeNetProfiles',
    E.PaymentProfileSchema,
    'crud',
  ),
  inbox_activities: define('inbox_activities', 'inboxActivity', 'inboxActivities', E.InboxActivitySchema, 'crud', {
    // activities are created by the server (campaigns, CRM events), never through the API
    routes: ['list', 'show', 'update', 'delete'],
  }),
  contact_histories: define('contact_histories', 'contactHistory', 'contactHistories', E.ContactHistorySchema, 'crud'),
  calls: define('calls', 'call', 'calls', E.CallSchema, 'read'),
  imminent_closes: define('imminent_closes', 'imminentClose', 'imminentCloses', E.ImminentCloseSchema, 'read'),
  sms: define('sms', 'sms', 'sms', E.SmsSchema, 'read'),
  histories: define('histories', 'history', 'histories', E.HistorySchema, 'read'),
  activities: define('activities', 'activity', 'activities', E.ActivitySchema, 'read'),
  assignments: define('assignments', 'assignment', 'assignments', E.AssignmentSchema, 'crud'),
  avatars: define('avatars', 'avatar', 'avatars', E.AvatarSchema, 'read', {
    // the multipart upload; the picture itself is `GET avatars/{id}/file`
    routes: ['create'],
  }),
  // Reference lists (read-only).
  countries: define('countries', 'country', 'countries', E.CountrySchema, 'read', LIST_ONLY),
  states: define('states', 'state', 'states', E.StateSchema, 'read', LIST_ONLY),
  time_zones: define('time_zones', 'timeZone', 'timeZones', E.TimeZoneSchema, 'read', LIST_ONLY),
  tiers: define('tiers', 'tier', 'tiers', E.TierSchema, 'read', LIST_ONLY),
  session_types: define('session_types', 'sessionType', 'sessionTypes', E.SessionTypeSchema, 'read', LIST_ONLY),
  grade_levels: define('grade_levels', 'gradeLevel', 'gradeLevels', E.GradeLevelSchema, 'read', LIST_ONLY),
  degree_levels: define('degree_levels', 'degreeLevel', 'degreeLevels', E.DegreeLevelSchema, 'read', LIST_ONLY),
  subjects: define('subjects', 'subject', 'subjects', E.SubjectSchema, 'read', LIST_ONLY),
  locales: define('locales', 'locale', 'locales', E.LocaleSchema, 'read', LIST_ONLY),
  originators: define('originators', 'originator', 'originators', E.OriginatorSchema, 'read', LIST_ONLY),
  shipping_methods: define(
    'shipping_methods',
    'shippingMethod',
    'shippingMethods',
    E.ShippingMethodSchema,
    'read',
    LIST_ONLY,
  ),
  roles: define('roles', 'role', 'roles', E.RoleSchema, 'read', LIST_ONLY),
  'quests/student_badges': define(
    'quests/student_badges',
    'studentBadge',
    'studentBadges',
    E.StudentBadgeSchema,
    'read',
  ),
  'quests/student_prizes': define(
    'quests/student_prizes',
    'studentPrize',
    'studentPrizes',
    E.StudentPrizeSchema,
    'create-read',
  ),
  'quests/prizes': define('quests/prizes', 'prize', 'prizes', E.PrizeSchema, 'read', LIST_ONLY),
  // PAY-22: the coupon codes staff apply to enrollments (staff only, read-only).
  coupons: define('coupons', 'coupon', 'coupons', E.CouponSchema, 'read'),
} as const;

/** A generic resource path of the registry. */
export type ResourceName = keyof typeof resources;

/** The entity type of a registry resource. */
export type EntityOf<N extends ResourceName> = z.infer<(typeof resources)[N]['schema']>;

/** Looks a resource up by path; `undefined` for a path that is not in the registry. */
export const findResource = (path: string): ResourceDefinition | undefined =>
  (resources as Record<string, ResourceDefinition>)[path];
