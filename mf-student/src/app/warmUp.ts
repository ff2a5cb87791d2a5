// The student dashboard rendered once off-screen before it is shown (issue 26; platform `AreaWarmUp`).
import type { Session, Student } from '@tutoring/contract';
import { DASHBOARD_UPCOMING_SESSIONS } from '@tutoring/domain/areas';
import type { AreaWarmUp } from '@tutoring/platform';
import { toListResult } from '@tutoring/api-client';
import { sessionQueries } from '../features/dashboard/api/sessions';
import { studentQueries } from '../features/dashboard/api/students';

const DAY_MS = 24 * 60 * 60_000;

/** The next sessions of a student who is nobody, each with a tutor (no picture: nothing is fetched). */
const placeholderSessions = (now: number): Session[] =>
  Array.from({ length: DASHBOARD_UPCOMING_SESSIONS }, (_, index) => ({
    id: -(index + 1),
    title: `Placeholder session ${index + 1}`,
    type: 'Session',
    startsAt: new Date(now + (index + 1) * DAY_MS).toISOString(),
    duration: 60,
    supervisor: { id: -1, firstName: 'Placeholder', lastInitial: 'T' },
  }));

/**
 * `/` (the dashboard): the upcoming sessions and the student record, i.e. what the area's prefetch names
 * (./prefetch.ts), read by the page as it will read the real ones: while the visitor signs in (nobody yet) under the
 * keys the page then reads, of no student. A signed-in user who is no student (and spoofs none) has no dashboard.
 */
export const warmUp: AreaWarmUp = ({ pathname, user, queryClient }) => {
  const studentId = user?.spoofing?.id ?? user?.studentId ?? null;
  if (pathname !== '/' || (user && studentId === null)) return false;
  queryClient.setQueryData(
    sessionQueries.upcoming(studentId).queryKey,
    toListResult(placeholderSessions(Date.now()), undefined, { page: 1, per: DASHBOARD_UPCOMING_SESSIONS }),
  );
  const student: Student = {
    id: studentId ?? -1,
    firstName: 'Placeholder',
    lastName: 'Student',
    points: 240,
    level: { name: 'Placeholder level', pointThreshold: 200, nextLevel: { name: 'Next level', pointThreshold: 300 } },
    k12User: false,
  };
  queryClient.setQueryData(studentQueries.detail(studentId).queryKey, student);
  return true;
};
