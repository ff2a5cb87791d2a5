// Contact history mutations of the CRM lists (issue 23.3: each mutation names what it invalidates; failures toast
// through the query client's error policy).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';

/** The cache name of a contact history list: the user's inbox, or a record's contact histories. */
export const contactHistoryCacheName = (inbox: boolean) => (inbox ? 'contact_histories/inbox' : 'contact_histories');

/** Marks one contact history read; invalidates the list it was opened from (the inbox, or a record's). */
export function useMarkContactHistoryRead(inbox: boolean) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.contactHistories.markRead(id),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.resource(contactHistoryCacheName(inbox)) }),
  });
}
