/**
 * Staffing rules of the tutor assignment and Course Tutor Staffing modals (STF-10, STF-11, STF-14, STF-19, STF-20,
 * STF-21; OP-66, OP-67). Pure functions over the wire shapes, so every rule is tested without a screen.
 */
import type { Assignment, Session } from '@tutoring/contract';
import { formatDate, formatTime } from '@tutoring/domain';
import { LOCATION_ONLINE, TUTOR_NOT_QUALIFIED, weekdayIn } from '@tutoring/domain/areas';

/** A session as far as the staffing rules care. */
export type StaffingSession = Pick<Session, 'id'> & Partial<Session>;

/** A search result (tutor or employee) as far as the staffing rules care: the search-result fields of DOM-58. */
export interface StaffingCandidate {
  id: number;
  notQualified?: boolean | null;
  matches?: number | null;
  missingSessions?: ReadonlyArray<number | { id?: number | null }> | null;
}

/** The ids of the sessions the candidate is missing for (the search result gives ids or `{id}` refs). */
export function missingSessionIds(candidate: StaffingCandidate | null | undefined): number[] {
  return (candidate?.missingSessions ?? [])
    .map((entry) => (typeof entry === 'number' ? entry : entry.id))
    .filter((id): id is number => typeof id === 'number');
}

/** OP-66: the number of tutors a session still needs is employeesRequired (1 when the session does not say). */
export function employeesRequired(session: StaffingSession): number {
  return session.employeesRequired ?? 1;
}

/** How many assignments a session has (assignmentsCount, else the loaded assignments). */
export function assignmentCount(session: StaffingSession): number {
  return session.assignmentsCount ?? session.assignments?.length ?? 0;
}

/** OP-66: a session is full when assignmentsCount >= employeesRequired. */
export function isSessionFull(session: StaffingSession): boolean {
  return assignmentCount(session) >= employeesRequired(session);
}

/** STF-14, OP-66: the candidate is missing for the session when it is among the candidate's missing sessions. */
export function isMissingFor(session: StaffingSession, candidate: StaffingCandidate): boolean {
  return missingSessionIds(candidate).includes(session.id);
}

/** The assignment of `employeeId` on a session, if any. */
export function assignmentOf(
  session: StaffingSession,
  employeeId: number | null | undefined,
): Partial<Assignment> | undefined {
  if (employeeId === null || employeeId === undefined) return undefined;
  return session.assignments?.find((assignment) => assignment.employeeId === employeeId);
}

/** STF-14: a session is assignable to an employee when it is not full and the employee is not missing for it. */
export function isAssignable(session: StaffingSession, candidate: StaffingCandidate): boolean {
  return !isSessionFull(session) && !isMissingFor(session, candidate) && !assignmentOf(session, candidate.id);
}

/** STF-14: a session can be unassigned from an employee only when that employee is already assigned to it. */
export function canUnassign(session: StaffingSession, employeeId: number | null | undefined): boolean {
  return !!assignmentOf(session, employeeId);
}

/** OP-50: "matches" = how many of the selected sessions the candidate can take. */
export function matchesAmong(sessions: readonly StaffingSession[], candidate: StaffingCandidate): number {
  return sessions.filter((session) => isAssignable(session, candidate)).length;
}

/** Why Assign is disabled, or null when it is enabled (STF-11). */
export type AssignBlock =
  'saving' | 'no-candidate' | 'no-selection' | 'not-qualified' | 'no-match' | 'nothing-assignable';

/**
 * STF-11: Assign is disabled while saving, when more than one session is selected and the candidate matches none
 * of them, and when the candidate is not qualified. Also (decision) without a candidate, without a selection, and
 * when no selected session is assignable (a click would create nothing).
 */
export function assignBlock(input: {
  saving: boolean;
  candidate: StaffingCandidate | null | undefined;
  selected: readonly StaffingSession[];
}): AssignBlock | null {
  const { saving, candidate, selected } = input;
  if (saving) return 'saving';
  if (!candidate) return 'no-candidate';
  if (candidate.notQualified) return 'not-qualified';
  if (selected.length === 0) return 'no-selection';
  const matches = matchesAmong(selected, candidate);
  if (selected.length > 1 && matches === 0) return 'no-match';
  if (matches === 0) return 'nothing-assignable';
  return null;
}

/** STF-12: the message shown for a candidate that is not qualified, or null. */
export function notQualifiedMessage(candidate: StaffingCandidate | null | undefined): string | null {
  return candidate?.notQualified ? TUTOR_NOT_QUALIFIED : null;
}

/** STF-15: the sessions Assign creates an assignment for: the selected, assignable ones. */
export function sessionsToAssign(
  selected: readonly StaffingSession[],
  candidate: StaffingCandidate,
): StaffingSession[] {
  return selected.filter((session) => isAssignable(session, candidate));
}

/** STF-20: Unassign is enabled only with a tutor chosen and a selected session that has a removable assignment. */
export function canUnassignAny(selected: readonly StaffingSession[], employeeId: number | null | undefined): boolean {
  return (
    employeeId !== null && employeeId !== undefined && selected.some((session) => canUnassign(session, employeeId))
  );
}

/**
 * STF-19, OP-67: the sessions the unassign modal lists: the course's sessions that still lack a required tutor,
 * plus the sessions where the chosen tutor has a removable assignment (in the course's order).
 */
export function unassignModalSessions<S extends StaffingSession>(
  sessions: readonly S[],
  employeeId: number | null | undefined,
): S[] {
  return sessions.filter((session) => !isSessionFull(session) || canUnassign(session, employeeId));
}

/** STF-21: a session with more than one assignment offers the change-primary menu. */
export function offersPrimaryChange(session: StaffingSession): boolean {
  return (session.assignments?.length ?? 0) > 1;
}

/** STF-21: the primary tutor's assignment (the one flagged supervisor). */
export function primaryAssignment(session: StaffingSession): Partial<Assignment> | undefined {
  return session.assignments?.find((assignment) => assignment.supervisor);
}

/** STF-10, C-7: the place, or "Online" when the session has no place. */
export function sessionLocation(session: StaffingSession): string {
  const place = session.place;
  const text = place?.formatted || place?.name;
  return text ? text : LOCATION_ONLINE;
}

/** The "Type" column: the session type's name, else the session's type. */
export function sessionTypeLabel(session: StaffingSession): string {
  return session.sessionType?.name || session.sessionType?.sessionName || session.type || '';
}

/** The "Tutors" column: the assigned people's names, the primary first. */
export function tutorNames(session: StaffingSession): string {
  const list = [...(session.assignments ?? [])].sort((a, b) => Number(!!b.supervisor) - Number(!!a.supervisor));
  return list
    .map((a) => [a.firstName, a.lastName].filter(Boolean).join(' '))
    .filter(Boolean)
    .join(', ');
}

/** The six columns of STF-10 / STF-19 as display text. */
export function sessionRowText(
  session: StaffingSession,
  timeZone?: string | null,
): {
  type: string;
  day: string;
  date: string;
  time: string;
  tutors: string;
  location: string;
} {
  const start = formatTime(session.startsAt ?? null, timeZone);
  const end = formatTime(session.endsAt ?? null, timeZone);
  return {
    type: sessionTypeLabel(session),
    day: weekdayIn(session.startsAt, timeZone),
    date: formatDate(session.startsAt ?? null, timeZone),
    time: end ? `${start} - ${end}` : start,
    tutors: tutorNames(session),
    location: sessionLocation(session),
  };
}

/**
 * The name of each session's row in a staffing table (its checkbox reads "Select <name>"): the session's title (or its
 * course's) and when it is, so two sessions at the same time read apart for a screen reader; rows that would still
 * read alike (two sections of one course at one time) add the session's number. Keyed by session id.
 */
export function sessionRowLabels(sessions: readonly StaffingSession[], timeZone?: string | null): Map<number, string> {
  const base = new Map(
    sessions.map((session) => {
      const { day, date, time } = sessionRowText(session, timeZone);
      const title = session.title || session.course?.title || '';
      return [session.id, [title, day, date, time].filter(Boolean).join(' ')] as const;
    }),
  );
  const seen = new Map<string, number>();
  for (const label of base.values()) seen.set(label, (seen.get(label) ?? 0) + 1);
  return new Map([...base].map(([id, label]) => [id, (seen.get(label) ?? 0) > 1 ? `${label} (session ${id})` : label]));
}
