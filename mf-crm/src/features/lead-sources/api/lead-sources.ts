// Lead source queries and mutations of the lead sources screen (issue 23.3: keys from `queryKeys`, each mutation
// names what it invalidates; failures toast through the query client's error policy).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';
import type { LeadSource } from '@tutoring/contract';

/** Everything cached of lead sources (the lists and the records). */
const leadSourcesKey = queryKeys.resource('lead_sources');

/** Query options of lead sources. */
export const leadSourceQueries = {
  /** `GET lead_sources/{id}` (the edit form loads the record it saves). */
  detail: (id: number | null) =>
    queryOptions({
      queryKey: queryKeys.detail('lead_sources', id ?? -1),
      queryFn: () => api.leadSources.get(id as number),
      enabled: id !== null,
    }),
};

/** CRM-23: finds actual schools (type School) by name, for the merge autocomplete. */
export async function searchSchools(query: string, signal: AbortSignal): Promise<LeadSource[]> {
  return (await api.leadSources.list({ type: 'School', query, per: 10 }, { signal })).results;
}

/** Re-queries every lead source after a write. */
function useInvalidateLeadSources() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: leadSourcesKey });
}

/**
 * CRM-21: changes a lead source's status in the table (`PUT lead_sources/{id}`). A refusal toasts the server's
 * errors (API-09, `generic`: the default `auto` keeps a 422 silent and the row showed a status it did not have);
 * the lead sources are asked again whether it saved or not, so the row shows the status the server kept.
 */
export function useChangeLeadSourceStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: string }) => api.leadSources.update(id, { status }),
    meta: { errorToast: 'generic' },
    // Returned: the save settles once the list has the server's status (the row never flashes the old one).
    onSettled: () => client.invalidateQueries({ queryKey: leadSourcesKey }),
  });
}

/** The body of a lead source save. */
export type LeadSourceBody = Parameters<typeof api.leadSources.create>[0];

/**
 * CRM-19..CRM-21: creates (`id: null`) or updates a lead source with the version its form was opened on;
 * invalidates the lead sources. The form shows a failure itself (`errorToast: 'none'`).
 */
export function useSaveLeadSource() {
  const invalidate = useInvalidateLeadSources();
  return useMutation({
    mutationFn: ({ id, body, ifMatch }: { id: number | null; body: LeadSourceBody; ifMatch?: string }) =>
      id === null ? api.leadSources.create(body) : api.leadSources.update(id, body, { ifMatch }),
    meta: { errorToast: 'none' },
    onSuccess: invalidate,
  });
}

/** CRM-22: gives a lead source to an employee (or nobody); invalidates the lead sources. The form shows a failure. */
export function useReassignLeadSource() {
  const invalidate = useInvalidateLeadSources();
  return useMutation({
    mutationFn: ({ id, employeeId }: { id: number; employeeId: number | null }) =>
      api.leadSources.reassign(id, { employeeId }),
    meta: { errorToast: 'none' },
    onSuccess: invalidate,
  });
}

/** CRM-23: merges a pending school into an actual school; invalidates the lead sources. The form shows a failure. */
export function useMergePendingSchool() {
  const invalidate = useInvalidateLeadSources();
  return useMutation({
    mutationFn: ({ id, actualSchoolId }: { id: number; actualSchoolId: number }) =>
      api.pendingSchools.merge(id, actualSchoolId),
    meta: { errorToast: 'none' },
    onSuccess: invalidate,
  });
}

/** CRM-24: promotes a pending school to a school; invalidates the lead sources. The form shows a failure. */
export function usePromotePendingSchool() {
  const invalidate = useInvalidateLeadSources();
  return useMutation({
    mutationFn: ({ id, school }: { id: number; school: Parameters<typeof api.pendingSchools.promote>[1] }) =>
      api.pendingSchools.promote(id, school),
    meta: { errorToast: 'none' },
    onSuccess: invalidate,
  });
}
