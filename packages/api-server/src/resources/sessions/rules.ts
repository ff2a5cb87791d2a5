import { type Actor, is } from '../../auth';
import { COLUMN, type Field } from '../shared/fields';
import { ENDS_AFTER_STARTS } from '../shared/time-range';

/** The writable fields of a session (SRV-22): where each is stored (their rules and messages: the contract's write schema). */
export const SESSION_FIELDS = {
  title: COLUMN,
  name: COLUMN,
  type: COLUMN,
  startsAt: COLUMN,
  endsAt: COLUMN,
  duration: COLUMN,
  timezone: COLUMN,
  courseId: COLUMN,
  sessionTypeId: COLUMN,
  placeId: COLUMN,
  subjectId: COLUMN,
  room: COLUMN,
  employeesRequired: COLUMN,
  repeatWeeks: COLUMN,
  notes: COLUMN,
  published: COLUMN,
  sessionSubject: COLUMN,
  canceledAt: COLUMN,
  attendanceTakenAt: COLUMN,
} satisfies Record<string, Field>;

/** A validated session body (the known fields only). */
export interface SessionInput {
  title?: string;
  name?: string | null;
  type?: string;
  startsAt?: string;
  endsAt?: string;
  duration?: number;
  timezone?: string;
  courseId?: number | null;
  sessionTypeId?: number | null;
  placeId?: number | null;
  subjectId?: number | null;
  room?: string | null;
  employeesRequired?: number;
  repeatWeeks?: number;
  notes?: string | null;
  published?: boolean;
  sessionSubject?: string | null;
  canceledAt?: string | null;
  attendanceTakenAt?: string | null;
}

/** What the session rules read of the stored session on update. */
export interface StoredSession {
  sessionTypeId: number | null;
  duration: number;
  placeId: number | null;
  startsAt: string;
  endsAt: string;
  canceledAt: string | null;
}

/** What the rules look up: the session type, and whether a place, course and subject exist. */
export interface SessionLookups {
  sessionType: (id: number) => Promise<{ online: boolean; default_duration: number } | undefined>;
  exists: (table: 'places' | 'courses' | 'subjects', id: number) => Promise<boolean>;
}

/** Session editor rules on the server (SRV-22, OP-16); fills endsAt from startsAt + duration (mutates `d`). */
export async function validateSession(
  d: SessionInput,
  existing: StoredSession | null,
  look: SessionLookups,
): Promise<string[]> {
  const errors: string[] = [];
  const typeId = d.sessionTypeId ?? existing?.sessionTypeId ?? null;
  const type = typeId ? await look.sessionType(typeId) : undefined;
  if (typeId && !type) errors.push('Session type must exist');
  const duration = d.duration ?? existing?.duration;
  const min = type?.default_duration ?? 15;
  if (duration !== undefined && duration < min) errors.push(`Duration must be between ${min} and 600 minutes`);
  const online = type?.online ?? true;
  const placeId = 'placeId' in d ? d.placeId : existing?.placeId;
  if (!online && !placeId) errors.push('Place is required for in-person sessions');
  if (d.placeId && !(await look.exists('places', d.placeId))) errors.push('Place must exist');
  if (d.courseId && !(await look.exists('courses', d.courseId))) errors.push('Course must exist');
  if (d.subjectId && !(await look.exists('subjects', d.subjectId))) errors.push('Subject must exist');
  const startsAt = d.startsAt ?? existing?.startsAt;
  if (startsAt && duration !== undefined && !('endsAt' in d) && ('startsAt' in d || 'duration' in d)) {
    d.endsAt = new Date(Date.parse(startsAt) + duration * 60000).toISOString();
  }
  const endsAt = d.endsAt ?? existing?.endsAt;
  if (startsAt && endsAt && Date.parse(endsAt) <= Date.parse(startsAt)) errors.push(ENDS_AFTER_STARTS);
  else if (startsAt && endsAt && ('startsAt' in d || 'endsAt' in d)) {
    // The times a body sets hold the same limits as the duration (a session of days is refused), and the stored
    // duration follows them when the body moves the end without giving one (a reschedule keeps both in step).
    const span = (Date.parse(endsAt) - Date.parse(startsAt)) / 60000;
    const durationError = `Duration must be between ${min} and 600 minutes`;
    if ((span < min || span > 600) && !errors.includes(durationError)) errors.push(durationError);
    else if ('duration' in d && d.duration !== undefined && 'endsAt' in d && span !== d.duration)
      errors.push('Ends at must be starts at plus the duration');
    else if (!('duration' in d) && span !== duration && Number.isInteger(span)) d.duration = span;
  }
  return errors;
}

/**
 * 422 of a cancel (`canceledAt` sent) of a session that is already canceled: the first cancel stands (its time, its
 * heads-up); two cancels at once answer one 200 and this.
 */
export const SESSION_ALREADY_CANCELED = 'This session has already been canceled.';

/**
 * 422 of a change to a canceled session (SRV-21: its `canEdit` and `canCancel` are false): an edit, a move to another
 * time or place, a tutor's attendance, a substitution into a hub. Uncanceling it (`canceledAt: null`) stays allowed.
 */
export const SESSION_CANCELED_NO_CHANGE = 'This session has been canceled: it cannot be edited or moved.';

/** The session fields that are times: the same time however written. */
const TIME_FIELDS: ReadonlySet<string> = new Set(['startsAt', 'endsAt', 'attendanceTakenAt']);

/**
 * Whether an update changes a canceled session ({@link SESSION_CANCELED_NO_CHANGE}): a body that sets a field other
 * than its cancel to another value than the stored one (an unchanged save of the whole record passes), unless it
 * uncancels the session (`canceledAt: null`, with or without other changes).
 */
export function changesCanceledSession(
  d: SessionInput,
  existing: (StoredSession & Partial<Record<keyof SessionInput, unknown>>) | null,
): boolean {
  if (!existing?.canceledAt) return false;
  if ('canceledAt' in d && d.canceledAt === null) return false;
  return (Object.keys(d) as (keyof SessionInput)[]).some((field) => {
    if (field === 'canceledAt') return false;
    const [sent, stored] = [d[field] ?? null, existing[field] ?? null];
    if (sent === stored) return false;
    const sameTime =
      TIME_FIELDS.has(field) &&
      typeof sent === 'string' &&
      typeof stored === 'string' &&
      Date.parse(sent) === Date.parse(stored);
    return !sameTime;
  });
}

/** SRV-12, issue 25: what an update does to the people of a session (a heads-up when moved or canceled). */
export function headsUpOf(d: SessionInput, existing: StoredSession): 'moved' | 'canceled' | null {
  if (d.canceledAt && !existing.canceledAt) return 'canceled';
  const moved = (k: 'startsAt' | 'endsAt') =>
    k in d && d[k] != null && Date.parse(String(d[k])) !== Date.parse(String(existing[k]));
  return !existing.canceledAt && (moved('startsAt') || moved('endsAt')) ? 'moved' : null;
}

/** The text of a heads-up (SRV-12). */
export function headsUpMessage(name: string, change: 'moved' | 'canceled'): string {
  return change === 'canceled'
    ? `${name} has been canceled.`
    : `${name} has moved to a new time. Check your schedule for the new time.`;
}

/** Minutes before the start and after the end during which a session can be joined. */
export const JOIN_BEFORE = 10 * 60000;
export const JOIN_AFTER = 10 * 60000;

/** Session computed flags for the requester (SRV-21). */
export function sessionFlags(
  o: { startsAt: string; endsAt: string; canceledAt: string | null; requesterInvolved: boolean },
  a: Actor,
  now = Date.now(),
): { isPast: boolean; canEdit: boolean; canCancel: boolean; launchable: boolean; recentlyStarted: boolean } {
  const starts = Date.parse(String(o.startsAt));
  const ends = Date.parse(String(o.endsAt));
  const canceled = Boolean(o.canceledAt);
  const isPast = ends < now;
  const inWindow = now >= starts - JOIN_BEFORE && now <= ends + JOIN_AFTER;
  return {
    isPast,
    canEdit: is.staff(a) && !isPast && !canceled,
    canCancel: is.staff(a) && !canceled && starts > now,
    launchable: !canceled && inWindow && (is.staff(a) || Boolean(o.requesterInvolved)),
    recentlyStarted: !canceled && now >= starts && now <= starts + 10 * 60000,
  };
}

/** Why a session cannot be joined now (`/connect`, `/launch` redirect to `/error/<code>`), or null. */
export function joinProblem(o: { startsAt: string; endsAt: string; canceledAt: string | null }, now = Date.now()) {
  if (o.canceledAt) return 'canceled';
  if (now > Date.parse(String(o.endsAt)) + JOIN_AFTER) return 'ended';
  if (now < Date.parse(String(o.startsAt)) - JOIN_BEFORE) return 'not_started';
  return null;
}
