// Parent queries and mutations of the CRM screens (issue 23.3: keys from `queryKeys`, one module per resource, each
// mutation names what it invalidates; failures toast through the query client's error policy).
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { queryKeys, type ListParams } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';
import type { Parent } from '@tutoring/contract';
import { DEFAULT_PAGE_SIZE } from '@tutoring/domain';
import type { AppName, CurrentUserLike, ListOptions } from '@tutoring/platform';
import type { MergeBody, MergeCandidate } from '../../../shared/components/MergeModal';
import { advisorFilterEnabled, advisorParams, defaultAdvisorFilter } from '../../../shared/components/AdvisorFilter';
import { parentName } from '../components/parentName';
import { withOwnership } from '../quickFilters';
import { refreshAfterMerge, refreshIfMissing } from '../../../shared/api/merge';

/** URL filters of the parents list. */
export const PARENT_FILTERS = ['query', 'status', 'customer', 'quickFilter', 'advisor'] as const;

/**
 * The fields of each parent the list page reads (issue 26, the API's `fields`): the columns (name, e-mail, status,
 * owner, created) and whether the row may be selected (its owner). The rows carry nothing else: a column that shows
 * another field names it here.
 */
export const PARENT_LIST_FIELDS = ['firstName', 'lastName', 'fullName', 'email', 'status', 'employeeId', 'createdAt'];

/**
 * CRM-01..CRM-03, CRM-36: the parents list as `user` sees it in `appName` (its URL params, X-01): what the parents
 * page lists and what the area prefetches before it opens (issue 26, src/app/prefetch.ts). Each row has the
 * {@link PARENT_LIST_FIELDS} only.
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
        return api.parents.list(
          { ...withOwnership({ ...rest, ...owner }, myEmployeeId), fields: PARENT_LIST_FIELDS },
          options,
        );
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

/** CRM-15: finds parents for the merge modal by name or e-mail. */
export async function searchParents(query: string, signal: AbortSignal): Promise<MergeCandidate[]> {
  const list = await api.parents.list({ query, per: 10 }, { signal });
  return list.results.map((p) => ({ id: p.id, name: parentName(p), detail: p.email ?? undefined }));
}

/**
 * CRM-08, OP-62: is this e-mail taken by another user? `GET emails.json?email=` answers a non-empty list when it
 * is; the parent's own saved e-mail (the exempted one) never counts as taken.
 */
export async function emailTaken(email: string, exemptedEmail: string | null | undefined): Promise<boolean> {
  const wanted = email.trim().toLowerCase();
  if (!wanted || wanted === (exemptedEmail ?? '').trim().toLowerCase()) return false;
  const reply = await api.emails.lookup({ email: email.trim() });
  return reply.emails.length > 0;
}

/** Puts a parent reply in the detail cache (keeping the loaded students when the reply has none); re-queries lists. */
function storeParent(client: QueryClient, parent: Parent) {
  client.setQueryData<Parent>(queryKeys.detail('parents', parent.id, PARENT_INCLUDE), (old) => ({
    ...parent,
    students: parent.students ?? old?.students,
  }));
  void client.invalidateQueries({ queryKey: queryKeys.lists('parents') });
}

/**
 * CRM-05..CRM-10, CRM-13: creates (`id` undefined: a new lead) or updates a parent with the version its form was
 * opened on; the reply goes into the parent's record and the parent lists are invalidated. The form shows a failure
 * itself (`errorToast: 'none'`).
 */
export function useSaveParent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      body,
      ifMatch,
    }: {
      id?: number;
      body: Parameters<typeof api.parents.create>[0];
      ifMatch?: string;
    }) => (id ? api.parents.update(id, body, { ifMatch }) : api.parents.create(body)),
    meta: { errorToast: 'none' },
    onSuccess: (parent) => storeParent(client, parent),
  });
}

/**
 * CRM-11: activates or deactivates a parent; the reply goes into its record and the parent lists are invalidated.
 * A failure toasts (the default policy, API-09).
 */
export function useSetParentActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      active ? api.parents.activate(id) : api.parents.deactivate(id),
    onSuccess: (parent) => storeParent(client, parent),
    onError: (error, { id }) => refreshIfMissing(client, parentQueries.detail(id).queryKey, id, error),
  });
}

/** CRM-17: unlocks a parent's login; the record shows it unlocked. A failure toasts (the default policy). */
export function useUnlockParentLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (parent: Parent) => api.users.unlock(parent.userId as number),
    onSuccess: (_user, parent) => storeParent(client, { ...parent, lockedAt: null }),
    onError: (error, parent) => refreshIfMissing(client, parentQueries.detail(parent.id).queryKey, parent.id, error),
  });
}

/**
 * CRM-12: gives parents to an employee (or nobody), one `PUT parents/{id}/reassign` each; every reply goes into its
 * record and the parent lists are invalidated. The form shows a failure itself (`errorToast: 'none'`).
 */
export function useReassignParents() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, employeeId }: { ids: readonly number[]; employeeId: number | null }) =>
      Promise.all(ids.map((id) => api.parents.reassign(id, { employeeId }))),
    meta: { errorToast: 'none' },
    onSuccess: (parents) => parents.forEach((parent) => storeParent(client, parent)),
  });
}

/**
 * CRM-15, CRM-16: merges two parents; the transferred parent's record is dropped and every cached list and record is
 * re-queried (the kept parent now has the other's students, notes and contact records). The form shows a failure.
 */
export function useMergeParents() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MergeBody) => api.parents.merge(body),
    meta: { errorToast: 'none' },
    onSuccess: (_kept, { transferId }) => refreshAfterMerge(client, parentQueries.detail(transferId).queryKey),
  });
}
