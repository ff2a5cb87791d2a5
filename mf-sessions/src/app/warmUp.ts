// The sessions area's first page rendered once off-screen before its first visit (issue 26; platform `AreaWarmUp`).
import type { Session } from '@tutoring/contract';
import { DEFAULT_PAGE_SIZE } from '@tutoring/domain';
import { type AreaWarmUp, placeholderList } from '@tutoring/platform';
import { sessionListOptions } from '../features/sessions/api/sessions';

const HOUR_MS = 60 * 60_000;
const TYPES = ['Session', 'Session::TutoringSplit'];

/** A full first page of sessions that are nobody's: over the next days, staffed or not, some with attendance taken. */
function placeholderSessions(now: number): Session[] {
  return Array.from({ length: DEFAULT_PAGE_SIZE }, (_, index) => ({
    id: -(index + 1),
    title: `Placeholder session ${index + 1}`,
    type: TYPES[index % TYPES.length],
    startsAt: new Date(now + index * 5 * HOUR_MS).toISOString(),
    duration: 60,
    sessionType: { id: -1, name: 'Placeholder type', online: index % 2 === 0 },
    supervisor: { id: -1, firstName: 'Placeholder', lastInitial: 'T' },
    assignmentsCount: index % 2,
    employeesRequired: 1,
    attendanceTakenAt: index % 3 ? null : new Date(now).toISOString(),
  }));
}

/**
 * `/sessions`: the list page its URL names with a full page of placeholder sessions, i.e. the one query the area's
 * prefetch names (./prefetch.ts), read by the page as it will read the real one.
 */
export const warmUp: AreaWarmUp = (context) => {
  if (context.pathname !== '/sessions') return false;
  placeholderList(context, sessionListOptions, placeholderSessions(Date.now()), DEFAULT_PAGE_SIZE * 4);
  return true;
};
