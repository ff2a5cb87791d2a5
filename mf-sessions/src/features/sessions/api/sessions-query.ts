import { useQuery } from '@tanstack/react-query';
import { api, queryKeys } from '@tutoring/api-client';
import type { Session } from '@tutoring/contract';
import type { ListOptions } from '@tutoring/platform';

/** What the session modals include when loading one session. */
export const SESSION_INCLUDE = 'course,attendances,supervisor,assignments,place,session_type';

/** `GET sessions/{id}` with the modal's include. */
export function useSessionQuery(id: number | null | undefined, enabled = true) {
  return useQuery({
    queryKey: queryKeys.detail('sessions', id ?? -1, SESSION_INCLUDE),
    queryFn: ({ signal }) => api.sessions.get(id as number, { include: SESSION_INCLUDE, signal }),
    enabled: enabled && typeof id === 'number',
  });
}

/** `GET session_types` (SES-49): names and the online flag driving place/room. */
export function useSessionTypes(enabled = true) {
  return useQuery({
    queryKey: queryKeys.call('session_types', 'all'),
    queryFn: ({ signal }) => api.reference.sessionTypes({ signal }),
    enabled,
    staleTime: Infinity,
  });
}

/** API-45 filters kept in the URL. */
export const SESSION_FILTERS = [
  'quickFilter',
  'employeeId',
  'schedule',
  'brandName',
  'excludeBrandName',
  'availableDay',
  'startsAt',
  'endsAt',
  'studentId',
  'enrollments',
  'browse',
  'excludeSessionId',
  'gradeLevel',
  'staffing',
  'published',
  'limit',
  'query',
] as const;

/**
 * SES-01: the sessions list (API-45 filters, sort, page and per from the URL, X-01): what the sessions page lists and
 * what the area prefetches before it opens (issue 26, src/app/prefetch.ts).
 */
export const sessionListOptions: ListOptions<Session> = {
  routeName: 'sessions',
  resource: 'sessions',
  filters: SESSION_FILTERS,
  defaults: { orderBy: 'starts_at', orderSort: 'asc', per: 25 },
  fixed: { include: 'course,supervisor,session_type' },
};
