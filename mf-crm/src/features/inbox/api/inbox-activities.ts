// Inbox activity queries and mutations of the inbox screen (issue 23.3: keys from `queryKeys`, each mutation names
// what it invalidates; failures toast through the query client's error policy).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';

/** Everything cached of inbox activities (lists and the unread count). */
const inboxActivitiesKey = queryKeys.resource('inbox_activities');

/** Query options of inbox activities. */
export const inboxActivityQueries = {
  /** `GET inbox_activities/unread_count`. */
  unreadCount: () =>
    queryOptions({
      queryKey: queryKeys.call('inbox_activities', 'unread_count'),
      queryFn: () => api.inboxActivities.unreadCount(),
    }),
};

/** Marks one activity read; invalidates the inbox activities (after a failure too: the row may have changed). */
export function useMarkInboxActivityRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.inboxActivities.markRead(id),
    onSettled: () => client.invalidateQueries({ queryKey: inboxActivitiesKey }),
  });
}

/** Clears the read activities (`clear_read`); invalidates the inbox activities. */
export function useClearReadInboxActivities() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.inboxActivities.clearRead(),
    onSuccess: () => client.invalidateQueries({ queryKey: inboxActivitiesKey }),
  });
}

/** Delivers the pending campaigns; invalidates the inbox activities. */
export function useDeliverCampaigns() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.inboxActivities.deliverCampaigns(),
    onSuccess: () => client.invalidateQueries({ queryKey: inboxActivitiesKey }),
  });
}
