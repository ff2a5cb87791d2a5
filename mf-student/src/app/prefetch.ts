// The data the student portal's pages read first, fetched before the area opens (issue 26; platform `AreaPrefetch`).
import type { AreaPrefetch } from '@tutoring/platform';
import { sessionQueries } from '../features/dashboard/api/sessions';
import { studentQueries } from '../features/dashboard/api/students';

/** `/` (the dashboard): the student record and the upcoming sessions, of the spoofed student when spoofing. */
export const prefetch: AreaPrefetch = ({ pathname, user, prefetch: fetchAhead }) => {
  const studentId = user.spoofing?.id ?? user.studentId ?? null;
  if (pathname !== '/' || studentId === null) return;
  return Promise.all([fetchAhead(studentQueries.detail(studentId)), fetchAhead(sessionQueries.upcoming(studentId))]);
};
