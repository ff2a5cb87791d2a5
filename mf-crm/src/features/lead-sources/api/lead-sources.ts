// Lead source queries and mutations of the lead sources screen (issue 23.3: keys from `queryKeys`, each mutation
// names what it invalidates; failures toast through the query client's error policy).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, queryKeys } from '@tutoring/api-client';

/** Every cached lead source list. */
export const leadSourceListsKey = queryKeys.lists('lead_sources');

/** Re-queries the lead source lists (after a modal saved a lead source, a school merge or a promotion). */
export function useRefreshLeadSources() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: leadSourceListsKey });
}

/** CRM: changes a lead source's status inline (`PUT lead_sources/{id}`); invalidates the lead source lists. */
export function useChangeLeadSourceStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: string }) => api.leadSources.update(id, { status }),
    onSuccess: () => void client.invalidateQueries({ queryKey: leadSourceListsKey }),
  });
}
