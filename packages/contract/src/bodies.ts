/**
 * Request bodies of the action calls (API-16..API-71) and the replies that are not a plain member or
 * collection. Generic create/update bodies live in the `resources` registry. Body schemas check
 * shape and types; business rules (lengths, allowed statuses, ...) are the server's (422 messages).
 */
import * as z from 'zod/mini';
import {
  AssignmentSchema,
  AvailabilitySchema,
  AvatarSchema,
  CourseSchema,
  CurrentUserSchema,
  EmployeeSchema,
  EnrollmentRenewalSchema,
  EnrollmentSchema,
  LeadSourceSchema,
  LocaleSchema,
  PaymentProfileSchema,
  PrimeHourSchema,
  RepeatOptionSchema,
  ReviewSchema,
  RoleSchema,
  SessionSchema,
  StudentPrizeSchema,
  TargetHistorySchema,
  TeamStatSchema,
  TutorPackageTranscriptSchema,
  TutorSchema,
  TutoringSchema,
  ZoomRecordingSchema,
} from './entities';
import { Id, IsoDate, IsoDateTime, Minutes } from './primitives';
import { INVITE_AT_LEAST_ONE_FRIEND, fieldBetween, fieldMaxLength } from '@tutoring/domain';

// ---------------------------------------------------------------- session

/** `POST /api/login.json` (ADR 0001). */
export const LoginBodySchema = z.looseObject({ user: z.looseObject({ email: z.string(), password: z.string() }) });
export type LoginBody = z.input<typeof LoginBodySchema>;
/** Login reply: the current user and the CSRF token. */
export const LoginReplySchema = z.looseObject({ user: CurrentUserSchema, csrfToken: z.string() });
export type LoginReply = z.infer<typeof LoginReplySchema>;
/** `GET current_user` reply. */
export const CurrentUserReplySchema = z.looseObject({ user: CurrentUserSchema });
/** `GET roles` reply. */
export const RolesReplySchema = z.looseObject({ roles: z.array(RoleSchema) });
/** `GET locales` reply. */
export const LocalesReplySchema = z.looseObject({ locales: z.array(z.union([LocaleSchema, z.string()])) });
/** `GET locales/{lang}.json?app=` reply: a flat key -> text table. */
export const LocaleTableSchema = z.record(z.string(), z.string());
export type LocaleTable = z.infer<typeof LocaleTableSchema>;
/** `PUT users/{id}/change_password` (API-18). */
export const ChangePasswordBodySchema = z.looseObject({
  user: z.looseObject({ password: z.string(), passwordConfirmation: z.string() }),
});
export type ChangePasswordBody = z.input<typeof ChangePasswordBodySchema>;
/** `GET emails.json` reply (API-19): the matching e-mails (strings, or records carrying `email`). */
export const EmailsReplySchema = z.looseObject({
  emails: z.array(z.union([z.string(), z.looseObject({ id: z.nullish(Id), email: z.string() })])),
});
export type EmailsReply = z.infer<typeof EmailsReplySchema>;

// ---------------------------------------------------------------- parents, students, lead sources

/** `POST parents/merge` (API-36). */
export const ParentMergeBodySchema = z.looseObject({
  parent: z.looseObject({ currentId: Id, transferId: Id, notes: z.nullish(z.string()) }),
});
export type ParentMergeBody = z.input<typeof ParentMergeBodySchema>;
/** `POST students/merge` (API-37). */
export const StudentMergeBodySchema = z.looseObject({
  student: z.looseObject({ currentId: Id, transferId: Id, notes: z.nullish(z.string()) }),
});
export type StudentMergeBody = z.input<typeof StudentMergeBodySchema>;
/** `PUT parents/{id}/reassign` (API-34). */
export const ParentReassignBodySchema = z.looseObject({ parent: z.looseObject({ employeeId: z.nullable(Id) }) });
export type ParentReassignBody = z.input<typeof ParentReassignBodySchema>;
/** `PUT lead_sources/{id}/reassign` (API-30: the key is snake_case, as written in 000). */
export const LeadSourceReassignBodySchema = z.looseObject({
  lead_source: z.looseObject({ employeeId: z.nullable(Id) }),
});
export type LeadSourceReassignBody = z.input<typeof LeadSourceReassignBodySchema>;
/** `PUT students/{id}/increment_points` (API-37). */
export const IncrementPointsBodySchema = z.looseObject({
  // Out of range, a fraction or text: "Must be between -100000 and 100000" (OP-31l), not zod's own words.
  points: z
    .int({ error: fieldBetween(-100000, 100000) })
    .check(z.minimum(-100000, fieldBetween(-100000, 100000)))
    .check(z.maximum(100000, fieldBetween(-100000, 100000))),
});
export type IncrementPointsBody = z.input<typeof IncrementPointsBodySchema>;
/** `GET parents/abandoned_counts` reply: counts by name (e.g. `{total: 3}`). */
export const AbandonedCountsReplySchema = z.looseObject({ abandonedCounts: z.record(z.string(), z.number()) });
export type AbandonedCountsReply = z.infer<typeof AbandonedCountsReplySchema>;
/** Named string lists: `parents/referral_sources`, `lead_sources/categories`, `refund_requests/categories`, ... */
export const NamedListItemSchema = z.union([z.string(), z.looseObject({ id: z.nullish(Id), name: z.string() })]);
/** `GET parents/referral_sources` reply. */
export const ReferralSourcesReplySchema = z.looseObject({ referralSources: z.array(NamedListItemSchema) });
/** `GET lead_sources/categories` and `GET refund_requests/categories` reply. */
export const CategoriesReplySchema = z.looseObject({ categories: z.array(NamedListItemSchema) });
/** `GET tutors/tutor_types` reply. */
export const TutorTypesReplySchema = z.looseObject({ tutorTypes: z.array(NamedListItemSchema) });
/** `GET messages/message_types` reply. */
export const MessageTypesReplySchema = z.looseObject({ messageTypes: z.array(NamedListItemSchema) });
/** `GET students/k12_login_ticket` reply. */
export const K12TicketReplySchema = z.looseObject({ ticket: z.string(), url: z.nullish(z.string()) });
export type K12TicketReply = z.infer<typeof K12TicketReplySchema>;
/** `PUT pending_schools/{id}/merge` (API-31). */
export const PendingSchoolMergeBodySchema = z.looseObject({ actualSchoolId: Id });
export type PendingSchoolMergeBody = z.input<typeof PendingSchoolMergeBodySchema>;
/** `PUT pending_schools/{id}/promote` (API-31). */
export const PendingSchoolPromoteBodySchema = z.looseObject({ school: z.partial(LeadSourceSchema) });
export type PendingSchoolPromoteBody = z.input<typeof PendingSchoolPromoteBodySchema>;
/** `POST tutor_package_transcripts/reup` (API-32). */
export const TutorPackageReupBodySchema = z.looseObject({
  tutorPackageTranscript: z.partial(TutorPackageTranscriptSchema),
});
export type TutorPackageReupBody = z.input<typeof TutorPackageReupBodySchema>;

// ---------------------------------------------------------------- staff

/** `PUT employees/{id}/set_extension_handle` (API-29). */
export const SetExtensionHandleBodySchema = z.looseObject({
  extensionHandle: z.nullable(z.string().check(z.maxLength(50, fieldMaxLength(50)))),
});
export type SetExtensionHandleBody = z.input<typeof SetExtensionHandleBodySchema>;
/** `PUT employees/{id}/rehire.json` (API-29). */
export const RehireBodySchema = z.looseObject({ employee: z.partial(EmployeeSchema) });
export type RehireBody = z.input<typeof RehireBodySchema>;
/** `PUT employees/{id}/terminate.json` (API-29, OP-56: endDate beside employee). */
export const TerminateBodySchema = z.looseObject({ employee: z.partial(EmployeeSchema), endDate: IsoDate });
export type TerminateBody = z.input<typeof TerminateBodySchema>;
/** `GET employees/{id}/available` reply. */
export const EmployeeAvailableReplySchema = z.looseObject({ available: z.boolean() });
/** `GET teams/{id}/stats` reply. */
export const TeamStatsReplySchema = z.looseObject({ stats: z.array(TeamStatSchema) });
/** `GET target_histories/date` reply. */
export const TargetHistoryDateReplySchema = z.looseObject({ targetHistory: z.nullable(TargetHistorySchema) });
/** Assignments (OP-36): create body. */
export const AssignmentCreateBodySchema = z.looseObject({
  assignment: z.looseObject({ sessionId: Id, employeeId: Id }),
});
export type AssignmentCreateBody = z.input<typeof AssignmentCreateBodySchema>;
/** Assignments (OP-36): update body (primary tutor). */
export const AssignmentUpdateBodySchema = z.looseObject({
  assignment: z.extend(z.partial(AssignmentSchema), { supervisor: z.boolean() }),
});
export type AssignmentUpdateBody = z.input<typeof AssignmentUpdateBodySchema>;

// ---------------------------------------------------------------- sessions and calendars

/** `PUT sessions/{id}/substitute_joint_session`: the hub session to substitute into (not given; designed). */
export const SubstituteJointSessionBodySchema = z.looseObject({ session: z.looseObject({ hubSessionId: Id }) });
export type SubstituteJointSessionBody = z.input<typeof SubstituteJointSessionBodySchema>;
/** `GET sessions/prime_hours` reply (API-41). */
export const PrimeHoursReplySchema = z.looseObject({ days: z.array(PrimeHourSchema) });
/** `GET sessions/{id}/recordings` reply (API-42). */
export const RecordingsReplySchema = z.looseObject({ zoomRecordings: z.array(ZoomRecordingSchema) });
/**
 * `PUT attendances/{id}` (API-50, OP-37): a move (`session_id`, or `sessionId`) and, for employees, `joinedAt` and
 * `sessionNote`. The registry's update body of attendances and the api-server's check of it.
 */
export const AttendanceUpdateBodySchema = z.looseObject({
  attendance: z.looseObject({
    session_id: z.optional(Id.check(z.positive()).check(z.maximum(2147483647))),
    sessionId: z.optional(Id.check(z.positive()).check(z.maximum(2147483647))),
    joinedAt: z.nullish(IsoDateTime),
    sessionNote: z.nullish(z.string().check(z.maxLength(5000))),
  }),
});
export type AttendanceUpdateBody = z.input<typeof AttendanceUpdateBodySchema>;
/** `POST availabilities/repeat` (designed): repeat an availability with the chosen options. */
export const AvailabilityRepeatBodySchema = z.looseObject({
  availability: z.looseObject({ id: Id, tutorId: z.nullish(Id), repeatOptions: z.array(RepeatOptionSchema) }),
});
export type AvailabilityRepeatBody = z.input<typeof AvailabilityRepeatBodySchema>;
/** `GET availabilities/repeat_options` reply (API-52). */
export const AvailabilityRepeatOptionsReplySchema = z.looseObject({
  availabilityRepeatOptions: z.looseObject({
    availability: z.nullish(z.partial(AvailabilitySchema)),
    tutor: z.nullish(z.partial(TutorSchema)),
    repeatOptions: z.array(RepeatOptionSchema),
  }),
});
/** A tutoring's length (DOM-39: at most 600 minutes; at least 15): the tutoring's own and each extra booking's. */
const TutoringMinutes = Minutes.check(z.minimum(15)).check(z.maximum(600));
/**
 * `POST tutorings` (API-54, SES-47): the registry's create body of `tutorings`. `id` names a tutoring the request
 * replaces (an edit), `studentId` the student staff book for; 15 to 600 minutes, for every extra booking too.
 */
export const TutoringBodySchema = z.looseObject({
  tutoring: z.looseObject({
    id: z.nullish(Id.check(z.positive()).check(z.maximum(2147483647))),
    studentId: z.nullish(Id.check(z.positive()).check(z.maximum(2147483647))),
    startsAt: IsoDateTime,
    duration: TutoringMinutes,
    availability: z.nullish(z.union([z.partial(AvailabilitySchema), Id])),
    repeatOptions: z._default(z.array(RepeatOptionSchema), []),
    bookings: z._default(
      z.array(
        z.looseObject({
          startsAt: IsoDateTime,
          duration: TutoringMinutes,
          primary: z.nullish(z.boolean()),
          availabilityId: z.nullish(Id),
        }),
      ),
      [],
    ),
  }),
});
export type TutoringBody = z.input<typeof TutoringBodySchema>;
/** `POST tutorings` reply: `{tutoring, meta: {pending, failed}}`. */
export const TutoringCreateReplySchema = z.looseObject({
  tutoring: TutoringSchema,
  meta: z.looseObject({ pending: z.array(z.unknown()), failed: z.array(z.unknown()) }),
});
export type TutoringCreateReply = z.infer<typeof TutoringCreateReplySchema>;

// ---------------------------------------------------------------- shipments, courses, quests, reviews

/** `PUT shipments/{id}/change_status` and `PUT courses/{id}/change_status` (API-55, API-58). */
export const ChangeStatusBodySchema = z.looseObject({ event: z.string().check(z.minLength(1)) });
export type ChangeStatusBody = z.input<typeof ChangeStatusBodySchema>;
/** `PUT reviews/{id}` (API-56). */
export const ReviewUpdateBodySchema = z.looseObject({
  review: z.extend(z.partial(ReviewSchema), { stars: z.int(), comment: z.nullish(z.string()), completed: z.boolean() }),
});
export type ReviewUpdateBody = z.input<typeof ReviewUpdateBodySchema>;
/** `POST quests/student_prizes` (OP-35). */
export const StudentPrizeBodySchema = z.looseObject({ studentPrize: z.looseObject({ prizeId: Id }) });
export type StudentPrizeBody = z.input<typeof StudentPrizeBodySchema>;
/** `POST quests/student_prizes` reply. */
export const StudentPrizeReplySchema = z.looseObject({ studentPrize: StudentPrizeSchema });
/** `POST quests/invitations` (API-57). */
export const InvitationsBodySchema = z.looseObject({
  friends: z
    .array(z.string().check(z.maxLength(255, fieldMaxLength(255))))
    .check(z.maxLength(20))
    .check(z.refine((friends) => friends.some((name) => name.trim() !== ''), INVITE_AT_LEAST_ONE_FRIEND)),
});
export type InvitationsBody = z.input<typeof InvitationsBodySchema>;
/** Reserve / unreserve a course (OP-43): `PUT courses/{id}`. */
export const CourseReserveBodySchema = z.looseObject({
  course: z.extend(z.partial(CourseSchema), { reservedForId: z.nullable(Id), reservedUntil: z.nullable(IsoDate) }),
});
export type CourseReserveBody = z.input<typeof CourseReserveBodySchema>;
/** `GET courses/{id}/roster` reply (the reply carries a message, API-58). */
export const RosterReplySchema = z.looseObject({ message: z.string() });

// ---------------------------------------------------------------- enrollments and money

/** `PUT enrollments/{id}/apply_coupon` and `PUT enrollments/{id}/cancel` (API-62). */
export const EnrollmentActionBodySchema = z.looseObject({ enrollment: z.partial(EnrollmentSchema) });
export type EnrollmentActionBody = z.input<typeof EnrollmentActionBodySchema>;
/** `PUT enrollments/{id}/move_trial` (PAY-23): the new trial end, or none (the body is optional). */
export const EnrollmentMoveTrialBodySchema = z.optional(
  z.extend(EnrollmentActionBodySchema, {
    enrollment: z.optional(z.looseObject({ trialEndsAt: z.nullish(IsoDateTime) })),
  }),
);
/** `PUT enrollments/{id}/transfer` (API-62, OP-37). */
export const TransferBodySchema = z.looseObject({ itemType: z.string(), itemId: Id });
export type TransferBody = z.input<typeof TransferBodySchema>;
/** 422 of `add_hours` with hours that are not a whole number from 1 to 500 (the add hours form's rule). */
export const ADD_HOURS_RANGE = 'Hours must be a whole number between 1 and 500';
/**
 * `POST enrollments/{id}/add_hours` body (API-60), optional: the hours to add, a whole number from 1 to 500 (default
 * the `hours` query parameter, else 10); the coupon code and `process` are query parameters.
 */
export const AddHoursBodySchema = z.optional(
  z.looseObject({
    enrollmentRenewal: z.optional(
      z.looseObject({
        hours: z
          .number(ADD_HOURS_RANGE)
          .check(z.multipleOf(1, ADD_HOURS_RANGE))
          .check(z.minimum(1, ADD_HOURS_RANGE))
          .check(z.maximum(500, ADD_HOURS_RANGE)),
      }),
    ),
  }),
);
export type AddHoursBody = z.input<typeof AddHoursBodySchema>;
/** `POST enrollments/{id}/add_hours` reply (API-60). */
export const AddHoursReplySchema = z.looseObject({ enrollmentRenewal: EnrollmentRenewalSchema });
/**
 * `POST authorize_net_profiles` / `PUT authorize_net_profiles/{id}` (OP-18). OP-61: a raw card number,
 * name or CVC is refused.
 */
export const PaymentProfileBodySchema = z.looseObject({
  authorizeNetProfile: z
    .looseObject({
      parentId: Id,
      zip: z.nullish(z.string()),
      authorizeNet: z.looseObject({
        dataDescriptor: z.string(),
        dataValue: z.string(),
        expirationDate: z.nullish(z.string()),
      }),
    })
    .check(
      z.refine((p) => !['number', 'cardNumber', 'cvc', 'cvv', 'name'].some((k) => k in p), {
        message: 'Card number, name and CVC must never be sent.',
      }),
    ),
});
export type PaymentProfileBody = z.input<typeof PaymentProfileBodySchema>;
/** Payment profile member reply. */
export const PaymentProfileReplySchema = z.looseObject({ authorizeNetProfile: PaymentProfileSchema });

// ---------------------------------------------------------------- messaging and misc

/** `GET inbox_activities/unread_count` reply. */
export const UnreadCountReplySchema = z.looseObject({ unreadCount: z.int().check(z.minimum(0)) });
/** `POST avatars` reply (API-22). */
export const AvatarReplySchema = z.looseObject({ avatar: AvatarSchema });
/** `GET sessions/{id}/potential_hubs` reply. */
export const PotentialHubsReplySchema = z.looseObject({ sessions: z.array(SessionSchema) });
