// The data the student portal's pages read first, fetched before the area opens (issue 26; platform `AreaPrefetch`).
import type { AreaPrefetch } from '@tutoring/platform';
import { dashboardQueries } from '../features/dashboard/api/queries';

/** `/` (the dashboard): the student record and the upcoming sessions, of the spoofed student when spoofing. */
export const prefetch: AreaPrefetch = ({ pathname, user, prefetch: fetchAhead }) => {
  const studentId = user.spoofing?.id ?? user.studentId ?? null;
  if (pathname !== '/' || studentId === null) return;
  return Promise.all([
    fetchAhead(dashboardQueries.student(studentId)),
    fetchAhead(dashboardQueries.upcomingSessions(studentId)),
  ]);
};
