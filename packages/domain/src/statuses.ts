/**
 * Status tables and value lists (DOM-01..DOM-27, DOM-33..DOM-35). Values are the wire values; labels that the
 * user reads and that differ from the value live in messages/.
 */
import {
  CANNED_COMMENTS_NEGATIVE,
  CANNED_COMMENTS_POSITIVE,
  CONFIDENCE_LEVEL_TEXTS,
  SCHOOL_MUST_BE_PENDING_TO_MERGE,
  SCHOOL_MUST_BE_PENDING_TO_PROMOTE,
  SESSION_QUICK_FILTER_LABELS,
  SUBSCRIPTION_STATE_DESCRIPTIONS,
} from './messages';

/* ----------------------------------------------------------------------------------------------------------------
 * Lead sources (DOM-01..DOM-03)
 * -------------------------------------------------------------------------------------------------------------- */

/** DOM-01: every lead source status, in the spec's order. */
export const LEAD_SOURCE_STATUSES = [
  'Uncategorized',
  'Target',
  'Managed',
  'Ended',
  'No Value',
  'Do Not Contact',
] as const;
/** A lead source status value (DOM-01). */
export type LeadSourceStatus = (typeof LEAD_SOURCE_STATUSES)[number];

const LEAD_SOURCE_CHOICES_DEFAULT: readonly LeadSourceStatus[] = [
  'Uncategorized',
  'Target',
  'Managed',
  'No Value',
  'Do Not Contact',
];
const LEAD_SOURCE_CHOICES: Readonly<Record<string, readonly LeadSourceStatus[]>> = {
  Managed: ['Managed', 'Ended'],
  Target: ['Uncategorized', 'Target', 'Managed', 'No Value', 'Do Not Contact'],
  Ended: ['Target', 'Managed', 'Ended', 'No Value', 'Do Not Contact'],
};

/**
 * DOM-02, CRM-21: the status choices offered for a lead source, by its saved status. A new lead source (no status)
 * and any value not named in the table use the "Uncategorized or any other" row.
 */
export function leadSourceStatusChoices(currentStatus?: string | null): LeadSourceStatus[] {
  const row = currentStatus ? LEAD_SOURCE_CHOICES[currentStatus] : undefined;
  return [...(row ?? LEAD_SOURCE_CHOICES_DEFAULT)];
}

/** DOM-03: lead source type values. */
export const LEAD_SOURCE_TYPES = ['LeadSource', 'School', 'PendingSchool'] as const;
/** A lead source type (DOM-03). */
export type LeadSourceType = (typeof LEAD_SOURCE_TYPES)[number];

/**
 * CRM-23, CRM-24: the alert to show instead of merging or promoting a school, or null when the record is a
 * `PendingSchool` and the action may proceed.
 */
export function pendingSchoolActionError(type: string | null | undefined, action: 'merge' | 'promote'): string | null {
  if (type === 'PendingSchool') return null;
  return action === 'merge' ? SCHOOL_MUST_BE_PENDING_TO_MERGE : SCHOOL_MUST_BE_PENDING_TO_PROMOTE;
}

/* ----------------------------------------------------------------------------------------------------------------
 * Parents (DOM-04..DOM-07)
 * -------------------------------------------------------------------------------------------------------------- */

/** DOM-04: status options for a customer. */
export const PARENT_STATUSES_CUSTOMER = ['Active', 'No sales/service only', 'Third Party'] as const;
/** DOM-05: status options for an active lead. */
export const PARENT_STATUSES_ACTIVE_LEAD = ['Pre-Conversation', 'In Conversation', 'Third Party'] as const;
/** DOM-06: status options for an inactive lead. */
export const PARENT_STATUSES_INACTIVE_LEAD = [
  'Not Ready',
  'Not Interested',
  'Could Not Reach',
  'Do Not Contact',
  'No Sales/Partner Contact',
  'Third Party',
] as const;
/** DOM-07: a lead whose active state is unknown: DOM-05 first, then DOM-06, "Third Party" once. */
export const PARENT_STATUSES_LEAD: readonly string[] = [
  ...new Set<string>([...PARENT_STATUSES_ACTIVE_LEAD, ...PARENT_STATUSES_INACTIVE_LEAD]),
];

/**
 * DOM-04..DOM-07, CRM-10: the parent status dropdown options. `customer` wins over `active`; for a lead,
 * `active` true / false / null-or-absent picks DOM-05 / DOM-06 / DOM-07.
 */
export function parentStatusOptions({ customer, active }: { customer: boolean; active?: boolean | null }): string[] {
  if (customer) return [...PARENT_STATUSES_CUSTOMER];
  if (active === true) return [...PARENT_STATUSES_ACTIVE_LEAD];
  if (active === false) return [...PARENT_STATUSES_INACTIVE_LEAD];
  return [...PARENT_STATUSES_LEAD];
}

/* ----------------------------------------------------------------------------------------------------------------
 * Materials, schools, filters (DOM-08..DOM-14)
 * -------------------------------------------------------------------------------------------------------------- */

/** DOM-08: material statuses. */
export const MATERIAL_STATUSES = ['active', 'inactive', 'low inventory', 'hidden'] as const;
/** DOM-08: status of a new material. */
export const DEFAULT_MATERIAL_STATUS = 'active';

/** DOM-09: school types. */
export const SCHOOL_TYPES = [
  'public',
  'private',
  'catholic',
  'charter',
  'boarding',
  'lutheran',
  'christian',
  'home',
] as const;
/** DOM-10: school categories. */
export const SCHOOL_CATEGORIES = [
  'Elementary School',
  'Middle School',
  'High School',
  'University',
  'Adult School',
] as const;
/** DOM-11: non-school lead source categories. */
export const NON_SCHOOL_CATEGORIES = [
  'Business',
  'Club/Organization',
  'Revolution Affiliate',
  'Independent Counselor',
  'Library',
] as const;

/** DOM-12: attendance session filter values. */
export const ATTENDANCE_SESSION_FILTERS = ['all', 'upcoming', 'past', 'today', 'live'] as const;
/** An attendance session filter (DOM-12). */
export type AttendanceSessionFilter = (typeof ATTENDANCE_SESSION_FILTERS)[number];

/** DOM-13, SES-02: session quick filter ids, in display order. */
export const SESSION_QUICK_FILTER_IDS = [
  'problem_sessions',
  'all_live_sessions',
  'todays_sessions',
  'unassigned',
] as const;
/** A session quick filter id (DOM-13). */
export type SessionQuickFilterId = (typeof SESSION_QUICK_FILTER_IDS)[number];
/** DOM-13, OP-40: quick filters with their display labels. */
export const SESSION_QUICK_FILTERS: ReadonlyArray<{ id: SessionQuickFilterId; label: string }> =
  SESSION_QUICK_FILTER_IDS.map((id) => ({ id, label: SESSION_QUICK_FILTER_LABELS[id] }));

/** DOM-14: quick-filter windows (CRM-02, CRM-19, OP-40). */
export const QUICK_FILTER_WINDOWS = {
  /** Last touch older than this many days. */
  lastTouchDays: 30,
  /** Last promotion older than this many days. */
  lastPromotionDays: 30,
  /** Assigned within this many days. */
  recentlyAssignedDays: 14,
  /** Parents not touched: created at least this many days ago ... */
  notTouchedMinAgeDays: 14,
  /** ... with at most this many calls. */
  notTouchedMaxCalls: 3,
  /** Remaining hours at or below this count as low. */
  lowHours: 5,
  /** Home value estimate (thousands of dollars) at or above this counts as high. */
  highHomeValueEstimate: 1000,
} as const;

/* ----------------------------------------------------------------------------------------------------------------
 * Grades, coupons, subscriptions (DOM-16..DOM-18)
 * -------------------------------------------------------------------------------------------------------------- */

/** DOM-16: math grade levels 2 to 7. */
export const MATH_GRADE_LEVELS = [2, 3, 4, 5, 6, 7] as const;

/** DOM-16: display label of a grade: -1 "TK", 0 "K", other numbers as digits, empty for none. */
export function gradeLabel(grade: number | string | null | undefined): string {
  if (grade === null || grade === undefined || grade === '') return '';
  const n = Number(grade);
  if (n === -1) return 'TK';
  if (n === 0) return 'K';
  return Number.isFinite(n) ? String(n) : String(grade);
}

/** DOM-16: a loaded student with its grade copied to gradeLevel (returns a new object). */
export function withGradeLevel<T extends object>(
  student: T & { grade?: number | null },
): T & { gradeLevel: number | null } {
  return { ...student, gradeLevel: student.grade ?? null };
}

/** DOM-17: coupon units. */
export const COUPON_UNITS = ['dollars', 'percentage'] as const;
/** A coupon unit (DOM-17). */
export type CouponUnit = (typeof COUPON_UNITS)[number];

/**
 * OP-74, PAY-22: "$" + amount for dollars, amount + "%" for percentage. Whole dollar amounts show no decimals;
 * other dollar amounts show two ("$12.50").
 */
export function formatCoupon({ unit, amount }: { unit: string; amount: number | string }): string {
  const n = Number(amount);
  if (unit === 'dollars') return `$${Number.isFinite(n) && !Number.isInteger(n) ? n.toFixed(2) : String(amount)}`;
  return `${amount}%`;
}

/** DOM-18, OP-33: subscription states. */
export const SUBSCRIPTION_STATES = ['trialing', 'active', 'past_due', 'canceled', 'expired'] as const;
/** A subscription state (DOM-18). */
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/** DOM-18, OP-33: the description text of a state; empty for a state the spec does not describe. */
export function subscriptionStateDescription(state: string | null | undefined): string {
  return state && Object.prototype.hasOwnProperty.call(SUBSCRIPTION_STATE_DESCRIPTIONS, state)
    ? SUBSCRIPTION_STATE_DESCRIPTIONS[state as SubscriptionState]
    : '';
}

/** OP-15: enrollment status names. */
export const ENROLLMENT_STATUSES = [
  'trialing',
  'active',
  'pending_cancellation',
  'canceled',
  'transferred',
  'expired',
] as const;

/* ----------------------------------------------------------------------------------------------------------------
 * Enrollments, reviews, events, sessions (DOM-19..DOM-24)
 * -------------------------------------------------------------------------------------------------------------- */

/** DOM-20: confidence levels, highest first. */
export const CONFIDENCE_LEVELS: ReadonlyArray<{ value: 1 | 2 | 3; label: string }> = [
  { value: 3, label: CONFIDENCE_LEVEL_TEXTS[3] },
  { value: 2, label: CONFIDENCE_LEVEL_TEXTS[2] },
  { value: 1, label: CONFIDENCE_LEVEL_TEXTS[1] },
];

/** DOM-20: the text of a confidence level, empty for an unknown value. */
export function confidenceLabel(level: number | null | undefined): string {
  return CONFIDENCE_LEVELS.find((c) => c.value === level)?.label ?? '';
}

/** OP-46: 4-5 stars offer the positive comments, 1-3 the negative ones, no rating none. */
export function cannedComments(stars: number | null | undefined): readonly string[] {
  if (!stars || stars < 1) return [];
  return stars >= 4 ? CANNED_COMMENTS_POSITIVE : CANNED_COMMENTS_NEGATIVE;
}

/** DOM-22: payable event types with their labels. */
export const PAYABLE_EVENT_TYPES = {
  'Event::PrepTime': 'prep time',
  'Event::CurriculumWork': 'curriculum work',
  'Event::EssayGrading': 'essay grading',
  'Event::SelfStudy': 'self study',
} as const;
/** A payable event type (DOM-22). */
export type PayableEventType = keyof typeof PAYABLE_EVENT_TYPES;

/** DOM-22: true only for the four payable event types. Takes an event or its type. */
export function isPayable(event: { type?: string | null } | string | null | undefined): boolean {
  const type = typeof event === 'string' ? event : event?.type;
  return !!type && Object.prototype.hasOwnProperty.call(PAYABLE_EVENT_TYPES, type);
}

/** DOM-23: session type values. */
export const SESSION_TYPES = ['Tutoring', 'Session::TutoringSplit', 'Session'] as const;
/** A session type value (DOM-23). */
export type SessionTypeValue = (typeof SESSION_TYPES)[number];

/** DOM-24, CRM-27: contact history types (labels and values). */
export const CONTACT_HISTORY_TYPES = ['All', 'Note', 'Call', 'Email', 'SMS', 'Message'] as const;

/* ----------------------------------------------------------------------------------------------------------------
 * Shipments and refunds (DOM-26, DOM-27)
 * -------------------------------------------------------------------------------------------------------------- */

/** DOM-26: known shipment statuses; any other value is kept as received. */
export const SHIPMENT_STATUSES = ['on_hold', 'shipped'] as const;

/** DOM-26: whether a status is one the spec names. Unknown statuses are still shown unchanged. */
export function isKnownShipmentStatus(status: string | null | undefined): boolean {
  return !!status && (SHIPMENT_STATUSES as readonly string[]).includes(status);
}

/** DOM-27, OP-13: refund request statuses. */
export const REFUND_STATUSES = ['pending', 'incomplete', 'approved', 'denied', 'processed'] as const;
/** A refund request status (DOM-27). */
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** DOM-27, PAY-29: only a pending request can be edited. */
export function canEditRefund(request: { status?: string | null }): boolean {
  return request.status === 'pending';
}
/** OP-13: approve only from pending. */
export function canApproveRefund(request: { status?: string | null }): boolean {
  return request.status === 'pending';
}
/** DOM-27, PAY-29: only an incomplete request can be processed manually. */
export function canProcessManually(request: { status?: string | null }): boolean {
  return request.status === 'incomplete';
}

/* ----------------------------------------------------------------------------------------------------------------
 * Employees and teams (DOM-33..DOM-35)
 * -------------------------------------------------------------------------------------------------------------- */

/** DOM-34: employee types. */
export const EMPLOYEE_TYPES = ['Employee', 'Tutor'] as const;
/** An employee type (DOM-34). */
export type EmployeeType = (typeof EMPLOYEE_TYPES)[number];

/** DOM-33, STF-05: a new employee record's defaults (read-only; use newEmployeeDefaults() for a form's values). */
export const NEW_EMPLOYEE_DEFAULTS: Readonly<{ title: string; type: 'Employee'; roles: readonly string[] }> =
  Object.freeze({
    title: 'Admin',
    type: 'Employee',
    roles: Object.freeze(['admin']),
  });
/** DOM-33, STF-05: a new tutor record's defaults (read-only; use newTutorDefaults() for a form's values). */
export const NEW_TUTOR_DEFAULTS: Readonly<{ type: 'Tutor'; roles: readonly string[] }> = Object.freeze({
  type: 'Tutor',
  roles: Object.freeze(['tutor']),
});

/** DOM-33, STF-05: a new employee record's defaults (returns a fresh object each call). */
export function newEmployeeDefaults(): { title: string; type: 'Employee'; roles: string[] } {
  return { ...NEW_EMPLOYEE_DEFAULTS, roles: [...NEW_EMPLOYEE_DEFAULTS.roles] };
}
/** DOM-33, STF-05: a new tutor record's defaults (returns a fresh object each call). */
export function newTutorDefaults(): { type: 'Tutor'; roles: string[] } {
  return { ...NEW_TUTOR_DEFAULTS, roles: [...NEW_TUTOR_DEFAULTS.roles] };
}
/** DOM-33: a tutor record has type "Tutor" and "tutor" among its roles. */
export function isTutorRecord(record: { type?: string | null; roles?: readonly string[] | null }): boolean {
  return record.type === 'Tutor' && !!record.roles?.includes('tutor');
}

/** DOM-35: team types. */
export const TEAM_TYPES = ['Tutor', 'Advisor'] as const;
/** A team type (DOM-35). */
export type TeamType = (typeof TEAM_TYPES)[number];

/**
 * DOM-35, STF-24: which modal a team uses. Reads "Tutor"/"Advisor" and their common spellings
 * ("TutorTeam", "Team::Advisor", any case); anything else is treated as a tutor team.
 */
export function teamKind(type: string | null | undefined): 'tutor' | 'advisor' {
  return type && /advisor/i.test(type) ? 'advisor' : 'tutor';
}
