// Assignment mutations of the session assignments modal (issue 23.3: each mutation names what it invalidates).
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys, useResourceMutation } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';
import type { Assignment } from '@tutoring/contract';

/** What the assignment mutations do after a success or a failure (the modal shows refusals itself). */
interface Callbacks {
  onSuccess?: () => void;
  onError?: (error: unknown) => void;
}

/** Every assignment change shows up in the session it belongs to: the sessions are invalidated (not awaited). */
function useAfterChange({ onSuccess }: Callbacks) {
  const client = useQueryClient();
  return () => {
    onSuccess?.();
    void client.invalidateQueries({ queryKey: queryKeys.resource('sessions') });
  };
}

/** OP-36: `POST assignments` `{assignment: {sessionId, employeeId}}`; invalidates the sessions; no toast. */
export function useAssignTutor(sessionId: number, { onSuccess, onError }: Callbacks = {}) {
  return useResourceMutation<number, Assignment>({
    mutationFn: (employeeId, call) => api.assignments.assign(sessionId, employeeId, call),
    errorMode: 'record',
    onSuccess: useAfterChange({ onSuccess }),
    onError,
  });
}

/** OP-36: `DELETE assignments/{id}`; invalidates the sessions; no toast. */
export function useUnassignTutor({ onSuccess, onError }: Callbacks = {}) {
  return useResourceMutation<number, void>({
    mutationFn: (id, call) => api.assignments.unassign(id, call),
    errorMode: 'record',
    onSuccess: useAfterChange({ onSuccess }),
    onError,
  });
}

/** OP-36: `PUT assignments/{id}` `{assignment: {supervisor: true}}`; invalidates the sessions; no toast. */
export function useMakePrimaryTutor({ onSuccess, onError }: Callbacks = {}) {
  return useResourceMutation<number, Assignment>({
    mutationFn: (id, call) => api.assignments.makePrimary(id, call),
    errorMode: 'record',
    onSuccess: useAfterChange({ onSuccess }),
    onError,
  });
}
