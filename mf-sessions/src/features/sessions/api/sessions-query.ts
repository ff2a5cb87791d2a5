import { useQuery } from '@tanstack/react-query';
import { api, queryKeys } from '@tutoring/api-client';

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
