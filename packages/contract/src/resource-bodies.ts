/**
 * The create and update bodies of the registry's resources (API-03, issue 26): per path of `resources`, the body of
 * `POST {path}` and of `PUT {path}/{id}`, which the api-server checks before the handler runs. Part of
 * `@tutoring/contract/writes` (../writes.ts), not of the shared root every page loads: the browser reaches these
 * schemas through the forms that send them.
 *
 * A resource written through the generic calls without a write schema of its own (`users`' update, a student's prize)
 * takes its entity with every field optional, keyed by its member key. A path the generic calls cannot create (or
 * update) has no create (or update) body.
 */
import * as z from 'zod/mini';
import {
  AssignmentCreateBodySchema,
  AssignmentUpdateBodySchema,
  AttendanceUpdateBodySchema,
  PaymentProfileBodySchema,
  TutoringBodySchema,
} from './bodies';
import { keyed } from './envelopes';
import { resources, type ResourceName } from './resources';
import * as W from './writes';

/** The bodies of one resource's generic writes. */
export interface ResourceBodies {
  /** Body of `POST {path}`; absent when the resource cannot be created through the generic call. */
  createBody?: z.ZodMiniType;
  /** Body of `PUT {path}/{id}`; absent when the resource is read-only. */
  updateBody?: z.ZodMiniType;
}

/** `{ <memberKey>: <entity with every field optional> }`. */
const partialBody = (path: ResourceName) => keyed(resources[path].memberKey, z.partial(resources[path].schema));

/** Every generic resource path -> its create/update bodies (`{}` for a read-only one). */
export const resourceBodies: Record<ResourceName, ResourceBodies> = {
  parents: { createBody: W.ParentCreateBodySchema, updateBody: W.ParentUpdateBodySchema },
  lead_sources: { createBody: W.LeadSourceCreateBodySchema, updateBody: W.LeadSourceUpdateBodySchema },
  pending_schools: { createBody: W.PendingSchoolCreateBodySchema, updateBody: W.PendingSchoolUpdateBodySchema },
  schools: { createBody: W.SchoolCreateBodySchema, updateBody: W.SchoolUpdateBodySchema },
  students: { createBody: W.StudentCreateBodySchema, updateBody: W.StudentUpdateBodySchema },
  users: { updateBody: partialBody('users') },
  sessions: { createBody: W.SessionCreateBodySchema, updateBody: W.SessionUpdateBodySchema },
  attendances: { createBody: W.AttendanceCreateBodySchema, updateBody: AttendanceUpdateBodySchema },
  availabilities: { createBody: W.AvailabilityCreateBodySchema, updateBody: W.AvailabilityUpdateBodySchema },
  events: { createBody: W.EventCreateBodySchema, updateBody: W.EventUpdateBodySchema },
  tutorings: { createBody: TutoringBodySchema },
  shipments: { createBody: W.ShipmentCreateBodySchema, updateBody: W.ShipmentUpdateBodySchema },
  reviews: { updateBody: W.ReviewEditBodySchema },
  materials: { createBody: W.MaterialCreateBodySchema, updateBody: W.MaterialUpdateBodySchema },
  tutors: { createBody: W.TutorCreateBodySchema, updateBody: W.TutorUpdateBodySchema },
  employees: { createBody: W.EmployeeCreateBodySchema, updateBody: W.EmployeeUpdateBodySchema },
  teams: { createBody: W.TeamCreateBodySchema, updateBody: W.TeamUpdateBodySchema },
  notices: { createBody: W.NoticeCreateBodySchema, updateBody: W.NoticeUpdateBodySchema },
  messages: { createBody: W.MessageCreateBodySchema, updateBody: W.MessageUpdateBodySchema },
  notes: { createBody: W.NoteCreateBodySchema },
  courses: { createBody: W.CourseCreateBodySchema, updateBody: W.CourseUpdateBodySchema },
  course_templates: { createBody: W.CourseTemplateCreateBodySchema, updateBody: W.CourseTemplateUpdateBodySchema },
  brands: { createBody: W.BrandCreateBodySchema, updateBody: W.BrandUpdateBodySchema },
  enrollments: { createBody: W.EnrollmentCreateBodySchema, updateBody: W.EnrollmentUpdateBodySchema },
  refund_requests: { createBody: W.RefundRequestCreateBodySchema, updateBody: W.RefundRequestUpdateBodySchema },
  installments: { createBody: W.InstallmentCreateBodySchema, updateBody: W.InstallmentUpdateBodySchema },
  payments: { createBody: W.PaymentCreateBodySchema, updateBody: W.PaymentUpdateBodySchema },
  places: { createBody: W.PlaceCreateBodySchema, updateBody: W.PlaceUpdateBodySchema },
  payroll_items: { createBody: W.PayrollItemCreateBodySchema, updateBody: W.PayrollItemUpdateBodySchema },
  study_areas: { createBody: W.StudyAreaCreateBodySchema, updateBody: W.StudyAreaUpdateBodySchema },
  test_dates: { createBody: W.TestDateCreateBodySchema, updateBody: W.TestDateUpdateBodySchema },
  departments: { createBody: W.DepartmentCreateBodySchema, updateBody: W.DepartmentUpdateBodySchema },
  target_histories: { createBody: W.TargetHistoryCreateBodySchema, updateBody: W.TargetHistoryUpdateBodySchema },
  tutor_packages: { createBody: W.TutorPackageCreateBodySchema, updateBody: W.TutorPackageUpdateBodySchema },
  tutor_package_transcripts: {
    createBody: W.TutorPackageTranscriptCreateBodySchema,
    updateBody: W.TutorPackageTranscriptUpdateBodySchema,
  },
  authorize_net_profiles: { createBody: PaymentProfileBodySchema, updateBody: PaymentProfileBodySchema },
  inbox_activities: { createBody: partialBody('inbox_activities'), updateBody: W.InboxActivityUpdateBodySchema },
  contact_histories: { createBody: W.ContactHistoryCreateBodySchema, updateBody: W.ContactHistoryUpdateBodySchema },
  calls: {},
  imminent_closes: {},
  sms: {},
  histories: {},
  activities: {},
  assignments: { createBody: AssignmentCreateBodySchema, updateBody: AssignmentUpdateBodySchema },
  avatars: {},
  countries: {},
  states: {},
  time_zones: {},
  tiers: {},
  session_types: {},
  grade_levels: {},
  degree_levels: {},
  subjects: {},
  locales: {},
  originators: {},
  shipping_methods: {},
  roles: {},
  'quests/student_badges': {},
  'quests/student_prizes': { createBody: partialBody('quests/student_prizes') },
  'quests/prizes': {},
  coupons: {},
};
