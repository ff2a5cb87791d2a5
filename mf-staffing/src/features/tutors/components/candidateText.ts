// The texts of a candidate, apart from the CandidateList component so the tutors list (first route) does not load it (issue 13).
import { formatDate, formatTime } from '@tutoring/domain';
import { missingSessionIds, type StaffingCandidate, type StaffingSession } from '../../../shared/lib/assignment';

/** A candidate row: a tutor or an employee search result. */
export interface CandidateRow extends StaffingCandidate {
  firstName?: string | null;
  lastName?: string | null;
  fullName?: string | null;
  tier?: { name?: string | null } | null;
  distance?: number | null;
  acceptNewStudents?: boolean | null;
}

export const candidateName = (c: CandidateRow): string =>
  c.fullName || [c.firstName, c.lastName].filter(Boolean).join(' ') || `#${c.id}`;

/** STF-18: the unavailable dates of a candidate: its missing sessions' start times (MM/DD/YYYY h:mma). */
export function unavailableDateTexts(
  candidate: StaffingCandidate,
  sessions: readonly StaffingSession[],
  timeZone?: string | null,
): string[] {
  return missingSessionIds(candidate).map((id) => {
    const session = sessions.find((s) => s.id === id);
    return session?.startsAt
      ? `${formatDate(session.startsAt, timeZone)} ${formatTime(session.startsAt, timeZone)}`
      : `Session ${id}`;
  });
}
