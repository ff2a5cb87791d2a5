// Parent queries and mutations of the CRM screens (issue 23.3: keys from `queryKeys`, one module per resource).
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, queryKeys } from '@tutoring/api-client';
import type { Parent } from '@tutoring/contract';

/** The include of the parent detail screen (students for CRM-07 and the student list). */
export const PARENT_INCLUDE = 'students';

/** Query options of parents. */
export const parentQueries = {
  /** CRM-04: `GET parents/{id}` with its students; the page shows a failure itself. */
  detail: (id: number) =>
    queryOptions({
      queryKey: queryKeys.detail('parents', id, PARENT_INCLUDE),
      queryFn: ({ signal }) => api.parents.get(id, { include: PARENT_INCLUDE, signal }),
      enabled: Number.isInteger(id) && id > 0,
      meta: { errorToast: 'none' },
    }),
  /** `GET parents/abandoned_counts` (the quick filters' counts). */
  abandonedCounts: () =>
    queryOptions({
      queryKey: queryKeys.call('parents', 'abandoned_counts'),
      queryFn: () => api.parents.abandonedCounts(),
    }),
};

/** CRM-04: `GET parents/{id}` with its students. */
export function useParentQuery(id: number) {
  return useQuery(parentQueries.detail(id));
}

/** Puts a parent reply in the detail cache (keeping the loaded students when the reply has none) and refreshes lists. */
export function useStoreParent() {
  const queryClient = useQueryClient();
  return (parent: Parent) => {
    queryClient.setQueryData<Parent>(queryKeys.detail('parents', parent.id, PARENT_INCLUDE), (old) => ({
      ...parent,
      students: parent.students ?? old?.students,
    }));
    void queryClient.invalidateQueries({ queryKey: queryKeys.lists('parents') });
  };
}
