// Event queries and mutations of the events screen (issue 23.3: keys from `queryKeys`, each mutation names what it
// invalidates; failures toast through the query client's error policy or show in the form).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys, useResourceMutation } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';

/** Query options of events. */
export const eventQueries = {
  /** SES-30: `GET events/{id}`. */
  detail: (id: number) =>
    queryOptions({
      queryKey: queryKeys.detail('events', id),
      queryFn: ({ signal }) => api.events.get(id, { signal }),
    }),
};

type EventBody = Parameters<typeof api.events.create>[0];

/** SES-30, SES-31: creates (no id) or updates an event on the version the form was opened on; invalidates events. */
export function useSaveEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, ifMatch }: { id?: number; body: EventBody; ifMatch?: string }) =>
      id === undefined ? api.events.create(body) : api.events.update(id, body, { ifMatch }),
    // The form shows a failure.
    meta: { errorToast: 'none' },
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.resource('events') }),
  });
}

/** SES-31: `DELETE events/{id}`; invalidates the events. */
export function useDeleteEvent(onSuccess?: () => void) {
  return useResourceMutation<number, void>({
    mutationFn: (id, call) => api.events.remove(id, call),
    invalidate: [queryKeys.resource('events')],
    onSuccess: () => onSuccess?.(),
  });
}
