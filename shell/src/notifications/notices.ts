import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, queryKeys } from '@tutoring/api-client';
import type { Notice } from '@tutoring/contract';
import { atom } from 'jotai';

/**
 * True while the notices must not be asked for yet: the shell holds them after a start or sign-in until the first
 * page shows its data (issue 26: after "Sign in" only the sign-in and the page's data are waited for). In the
 * platform store.
 */
export const noticesHeldAtom = atom(false);

/** Query key of the signed-in user's notices. */
export const NOTICES_KEY = queryKeys.call('notices', 'mine');

/** Query options of notices (issue 23.3: the notices module of the shell). */
export const noticeQueries = {
  /** The signed-in user's notices, newest first (SHL-13). */
  mine: () =>
    queryOptions({
      queryKey: NOTICES_KEY,
      queryFn: async () =>
        newestFirst((await api.notices.list({ per: 100, orderBy: 'created_at', orderSort: 'desc' })).results),
    }),
};

/** SHL-14: acknowledges notices; marks them read in the cached list. Failures toast per API-09 (`generic`). */
export function useAcknowledgeNotices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) => {
      const readAt = new Date().toISOString();
      await Promise.all(ids.map((id) => api.notices.acknowledge(id, undefined, new Date(readAt))));
      return { ids, readAt };
    },
    onSuccess: ({ ids, readAt }) => markRead(queryClient, ids, readAt),
    meta: { errorToast: 'generic' },
  });
}

/** Label of a notice's action (OP-28): a notice with a due date is a task. */
export const GOT_IT = 'Got it';
export const MARK_DONE = 'Mark done';
/** Acknowledge-all control (its label is not given by the spec). */
export const ACKNOWLEDGE_ALL = 'Mark all as read';

/** SHL-13: newest first by createdAt. */
export function newestFirst(notices: readonly Notice[]): Notice[] {
  return [...notices].sort((a, b) => Date.parse(b.createdAt ?? '') - Date.parse(a.createdAt ?? '') || b.id - a.id);
}

/** SHL-14: unread until acknowledged. */
export const isUnread = (notice: Notice): boolean => !notice.readAt;

/** OP-28: "Mark done" for a notice with dueAt, "Got it" otherwise. */
export const noticeActionLabel = (notice: Notice): string => (notice.dueAt ? MARK_DONE : GOT_IT);

/** SHL-16: a notice that arrived live goes to the top of the list, unread, without a reload. */
export function addLiveNotice(queryClient: QueryClient, notice: Notice): void {
  queryClient.setQueryData<Notice[]>(NOTICES_KEY, (current) =>
    current ? newestFirst([{ ...notice, readAt: null }, ...current.filter((n) => n.id !== notice.id)]) : current,
  );
}

/** Marks notices read in the cached list (after acknowledging them on the server). */
export function markRead(queryClient: QueryClient, ids: readonly number[], readAt: string): void {
  queryClient.setQueryData<Notice[]>(NOTICES_KEY, (current) =>
    current?.map((n) => (ids.includes(n.id) ? { ...n, readAt } : n)),
  );
}
