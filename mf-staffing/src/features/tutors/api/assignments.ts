// Assignment mutations of the staffing modals (issue 23.3: each mutation names what it invalidates; failures toast
// through the query client's error policy).
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';

/**
 * STF-15: what an assignment changes: the staffing rows (their Tutors column), the candidates' matches, the session
 * lists and the course staffing modal's sessions.
 */
const invalidateStaffing = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.call('sessions', 'staffing') }),
    client.invalidateQueries({ queryKey: queryKeys.call('tutors', 'candidates') }),
    client.invalidateQueries({ queryKey: queryKeys.lists('sessions') }),
    client.invalidateQueries({ queryKey: queryKeys.call('courses', 'staffing') }),
  ]);

/**
 * A failure shows the reply's errors through the query client's error policy (API-09, `generic`: a 422 such as an
 * assignment the server refuses is shown too, and so is a 500).
 */
const meta = { errorToast: 'generic' } as const;

/** STF-11, STF-12: assigns a tutor or employee to one session; invalidates the staffing queries (after a failure too). */
export function useAssignTutor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, employeeId }: { sessionId: number; employeeId: number }) =>
      api.assignments.assign(sessionId, employeeId),
    meta,
    onSettled: () => invalidateStaffing(client),
  });
}

/** STF-20: removes one assignment; invalidates the staffing queries (after a failure too: the rows may have changed). */
export function useUnassignTutor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (assignmentId: number) => api.assignments.unassign(assignmentId),
    meta,
    onSettled: () => invalidateStaffing(client),
  });
}

/** STF-21: makes an assignment the session's primary one; invalidates the staffing queries. */
export function useMakePrimaryTutor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (assignmentId: number) => api.assignments.makePrimary(assignmentId),
    meta,
    onSuccess: () => invalidateStaffing(client),
  });
}
