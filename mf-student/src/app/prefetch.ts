// The data the student portal's pages read first, fetched before the area opens (issue 26; platform `AreaPrefetch`).
import type { AreaPrefetch } from '@tutoring/platform';
import { sessionQueries } from '../features/dashboard/api/sessions';
import { studentQueries } from '../features/dashboard/api/students';

/**
 * `/` (the dashboard): the upcoming sessions and the student record, of the spoofed student when spoofing. The area's
 * mount waits (briefly) for the upcoming sessions only, the dashboard's rows (or "There are no upcoming sessions."):
 * the student record fills the points panel, the K12 button and the card check when it arrives, as the dashboard's
 * other panels (meetings, badges, prizes, hours) fill theirs.
 */
export const prefetch: AreaPrefetch = ({ pathname, user, prefetch: fetchAhead }) => {
  const studentId = user.spoofing?.id ?? user.studentId ?? null;
  if (pathname !== '/' || studentId === null) return;
  // The sessions first: the server answers the requests about in the order they are made.
  const upcoming = fetchAhead(sessionQueries.upcoming(studentId));
  void fetchAhead(studentQueries.detail(studentId));
  return upcoming;
};
