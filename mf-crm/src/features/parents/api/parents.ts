// Parent queries and mutations of the CRM screens (issue 23.3: keys from `queryKeys`, one module per resource).
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, queryKeys, type ListParams } from '@tutoring/api-client';
import type { Parent } from '@tutoring/contract';
import { DEFAULT_PAGE_SIZE } from '@tutoring/domain';
import type { AppName, CurrentUserLike, ListOptions } from '@tutoring/platform';
import { advisorFilterEnabled, advisorParams, defaultAdvisorFilter } from '../../../shared/components/AdvisorFilter';
import { withOwnership } from '../quickFilters';

/** URL filters of the parents list. */
export const PARENT_FILTERS = ['query', 'status', 'customer', 'quickFilter', 'advisor'] as const;

/**
 * CRM-01..CRM-03, CRM-36: the parents list as `user` sees it in `appName` (its URL params, X-01): what the parents
 * page lists and what the area prefetches before it opens (issue 26, src/app/prefetch.ts).
 */
export function parentListOptions(
  user: (CurrentUserLike & { employeeId?: number | null }) | null,
  appName: AppName,
): ListOptions<Parent> {
  const myEmployeeId = user?.employeeId ?? null;
  const advisorFilter = advisorFilterEnabled(appName);
  return {
    routeName: 'parents',
    resource: {
      name: 'parents',
      list: (params: ListParams, options) => {
        const { advisor, ...rest } = params;
        const owner = advisorFilter ? advisorParams(advisor as string | undefined, myEmployeeId) : {};
        return api.parents.list(withOwnership({ ...rest, ...owner }, myEmployeeId), options);
      },
    },
    filters: PARENT_FILTERS,
    defaults: {
      orderBy: 'created_at',
      orderSort: 'desc',
      per: DEFAULT_PAGE_SIZE,
      advisor: defaultAdvisorFilter(user, appName),
    },
  };
}

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
