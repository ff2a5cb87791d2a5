/** Session editor and session rules (SES-12, SES-13, SES-22..SES-27, OP-16, OP-27, OP-40, OP-71). */
import {
  formatDate,
  type DateTimeInput,
  FIELD_REQUIRED,
  INVALID_DATE_FORMAT,
  fieldBetween,
  fieldMaxLength,
  type SessionQuickFilterId,
} from '@tutoring/domain';
import {
  ATTENDEE_NAMES_MAX,
  REPEAT_WEEKS_MAX,
  REPEAT_WEEKS_MIN,
  ROOM_MAX,
  SESSION_DURATION_MAX,
  SESSION_DURATION_MIN_FALLBACK,
  SESSION_NAME_MAX,
  TUTORS_REQUIRED_MAX,
  TUTORS_REQUIRED_MIN,
  addDaysToIsoDate,
  isoDateIn,
  toIsoDate,
  weekdayOfIsoDate,
  SESSIONS_CHANGED,
  SESSION_CHANGED,
  TUTOR_NOT_ASSIGNED,
  validateRequiredNumber,
  charCount,
} from '@tutoring/domain/areas';
import { isHoliday } from './holidays';

/** The session editor's field values (SES-21). */
export interface SessionEditorFields {
  sessionTypeId?: number | string | null;
  name?: string | null;
  /** MM/DD/YYYY as typed, or YYYY-MM-DD. */
  date?: string | null;
  /** Start time as the time input holds it ("HH:mm" or "h:mma"). */
  time?: string | null;
  /** Minutes. */
  duration?: number | string | null;
  employeesRequired?: number | string | null;
  repeatWeeks?: number | string | null;
  placeId?: number | string | null;
  room?: string | null;
}

/** A session type as `GET session_types` gives it (SES-49, OP-16). */
export interface SessionTypeInfo {
  online?: boolean | null;
  /** OP-16: the type's default duration, which is also the minimum. */
  defaultDuration?: number | null;
}

/** Context of a session editor validation. */
export interface SessionEditorContext {
  /** SES-25: rows are selected ("Apply to selected"): date and time are then not required. */
  rowsSelected?: boolean;
  /** The selected type's info; absent while no type is chosen. */
  sessionType?: SessionTypeInfo | null;
  /** SES-23: the tutors-required field is hidden (tutor app) and therefore not validated. */
  hideTutorsRequired?: boolean;
}

/** Field names of the session editor. */
export type SessionEditorField = keyof SessionEditorFields;

const blank = (value: unknown): boolean => value === null || value === undefined || String(value).trim() === '';
const TIME_24H = /^([01]?\d|2[0-3]):[0-5]\d$/;
const TIME_12H = /^(0?[1-9]|1[0-2]):[0-5]\d\s?(am|pm)$/i;

/** OP-16: the minimum duration of a session type: its defaultDuration, or 15 minutes when it gives none. */
export function minimumSessionDuration(sessionType: SessionTypeInfo | null | undefined): number {
  const d = sessionType?.defaultDuration;
  return typeof d === 'number' && d > 0 ? d : SESSION_DURATION_MIN_FALLBACK;
}

/**
 * SES-22: field errors of the session editor (empty object = valid; then DS-03 applies). Type required; date and
 * time required unless rows are selected, date as MM/DD/YYYY; duration required between the type minimum (OP-16)
 * and 600; tutors required 0..20 (unless hidden); repeat weeks 1..52 (when given); for in-person types a place is
 * required and the room (optional) has at most 50 characters; name at most 20 characters.
 */
export function validateSessionEditor(
  fields: SessionEditorFields,
  context: SessionEditorContext = {},
): Partial<Record<SessionEditorField, string>> {
  const errors: Partial<Record<SessionEditorField, string>> = {};
  const { rowsSelected = false, sessionType, hideTutorsRequired = false } = context;
  if (blank(fields.sessionTypeId)) errors.sessionTypeId = FIELD_REQUIRED;
  if (charCount(fields.name) > SESSION_NAME_MAX) errors.name = fieldMaxLength(SESSION_NAME_MAX);
  if (blank(fields.date)) {
    if (!rowsSelected) errors.date = FIELD_REQUIRED;
  } else if (!toIsoDate(String(fields.date).trim())) errors.date = INVALID_DATE_FORMAT;
  if (blank(fields.time)) {
    if (!rowsSelected) errors.time = FIELD_REQUIRED;
  } else if (!TIME_24H.test(String(fields.time).trim()) && !TIME_12H.test(String(fields.time).trim()))
    errors.time = FIELD_REQUIRED;
  const duration = validateRequiredNumber(fields.duration, minimumSessionDuration(sessionType), SESSION_DURATION_MAX);
  if (duration) errors.duration = duration;
  if (!hideTutorsRequired) {
    const tutors = validateRequiredNumber(fields.employeesRequired, TUTORS_REQUIRED_MIN, TUTORS_REQUIRED_MAX);
    if (tutors) errors.employeesRequired = tutors;
  }
  if (!blank(fields.repeatWeeks)) {
    const n = Number(fields.repeatWeeks);
    if (!Number.isInteger(n) || n < REPEAT_WEEKS_MIN || n > REPEAT_WEEKS_MAX)
      errors.repeatWeeks = fieldBetween(REPEAT_WEEKS_MIN, REPEAT_WEEKS_MAX);
  }
  if (sessionType && sessionType.online === false) {
    if (blank(fields.placeId)) errors.placeId = FIELD_REQUIRED;
    if (charCount(fields.room) > ROOM_MAX) errors.room = fieldMaxLength(ROOM_MAX);
  }
  return errors;
}

/** One row of the "Add sessions" list (SES-24). */
export interface SessionRow extends SessionEditorFields {
  /** 0-based week offset. */
  week: number;
  /** YYYY-MM-DD. */
  isoDate: string;
  /** MM/DD/YYYY. */
  date: string;
  /** Weekday name ("Tuesday"). */
  day: string;
  /** SES-26: the date is a holiday (warning only, never blocks saving). */
  holiday: boolean;
}

/**
 * SES-24, OP-71: one row per week for repeatWeeks weeks (default 1, at most 52) starting on the chosen date, each
 * carrying the field values and flagged when its date is a holiday (SES-26). No rows without a readable date.
 */
export function buildSessionRows(fields: SessionEditorFields): SessionRow[] {
  const start = toIsoDate(fields.date ? String(fields.date).trim() : null);
  if (!start) return [];
  const weeksRaw = Math.trunc(Number(fields.repeatWeeks ?? REPEAT_WEEKS_MIN)) || REPEAT_WEEKS_MIN;
  const weeks = Math.min(Math.max(weeksRaw, REPEAT_WEEKS_MIN), REPEAT_WEEKS_MAX);
  return Array.from({ length: weeks }, (_, week) => {
    const isoDate = addDaysToIsoDate(start, week * 7);
    return {
      ...fields,
      week,
      isoDate,
      date: formatDate(isoDate),
      day: weekdayOfIsoDate(isoDate),
      holiday: isHoliday(isoDate),
    };
  });
}

/** SES-27, OP-27: "Successfully changed sesions" when more than one session changed, else "Successfully changed session.". */
export function sessionSaveToast(count: number): string {
  return count > 1 ? SESSIONS_CHANGED : SESSION_CHANGED;
}

/** SES-12: "Maria S." from the supervisor, or "not assigned" without one. */
export function tutorLine(
  supervisor: { firstName?: string | null; lastInitial?: string | null } | null | undefined,
): string {
  if (!supervisor?.firstName) return TUTOR_NOT_ASSIGNED;
  const initial = (supervisor.lastInitial ?? '').replace(/\.$/, '');
  return initial ? `${supervisor.firstName} ${initial}.` : supervisor.firstName;
}

/** SES-13: attendee names are listed with 6 or fewer attendees; above that only the count is shown. */
export function showAttendeeNames(attendancesCount: number): boolean {
  return attendancesCount <= ATTENDEE_NAMES_MAX;
}

/** A session as far as the OP-40 quick filters care. */
export interface QuickFilterSession {
  startsAt: DateTimeInput;
  endsAt: DateTimeInput;
  assignmentsCount?: number | null;
  employeesRequired?: number | null;
  place?: unknown;
  placeId?: unknown;
  sessionType?: { online?: boolean | null } | null;
}

/**
 * OP-40: whether a session matches a quick filter at `now` in `timeZone`. Problem: starts within 24 h and (fewer
 * assignments than required, or no place for an in-person type). All live: now between startsAt and endsAt. Todays:
 * starts today in the user's zone. Unassigned: no assignment.
 */
export function matchesSessionQuickFilter(
  session: QuickFilterSession,
  filter: SessionQuickFilterId,
  now: DateTimeInput = new Date(),
  timeZone?: string | null,
): boolean {
  const t = new Date(now).getTime();
  const starts = new Date(session.startsAt).getTime();
  const ends = new Date(session.endsAt).getTime();
  switch (filter) {
    case 'problem_sessions': {
      const soon = starts >= t && starts - t <= 24 * 60 * 60 * 1000;
      const understaffed = (session.assignmentsCount ?? 0) < (session.employeesRequired ?? 0);
      const noPlace = session.sessionType?.online === false && !session.place && !session.placeId;
      return soon && (understaffed || noPlace);
    }
    case 'all_live_sessions':
      return starts <= t && t < ends;
    case 'todays_sessions':
      return isoDateIn(session.startsAt, timeZone) === isoDateIn(now, timeZone);
    case 'unassigned':
      return (session.assignmentsCount ?? 0) === 0;
  }
}
