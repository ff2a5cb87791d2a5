import type { QueryClient } from '@tanstack/react-query';
import { NoticeSchema } from '@tutoring/contract';
import { toast } from '@tutoring/design-system';
import { type RealtimeEventName, dispatchRealtime, reportError } from '@tutoring/platform';
import { addLiveNotice } from '../notifications/notices';

// The event names and the window event remotes listen to are the platform's (REALTIME_EVENTS, dispatchRealtime).
export { REALTIME_EVENTS, REALTIME_WINDOW_EVENT, type RealtimeEventName } from '@tutoring/platform';

export interface RealtimeReactions {
  queryClient: QueryClient;
  reloadCurrentUser: () => Promise<void>;
}

const payloadData = (payload: unknown): unknown =>
  payload && typeof payload === 'object' && 'data' in payload ? (payload as { data: unknown }).data : payload;

/**
 * The shell's reactions (X-04, OP-34): new-notice adds the notice live (SHL-16); user-change reloads the current
 * user; heads-up shows an info toast; every event is re-dispatched on `window` for the remotes (student-change
 * refreshes points and calendars there).
 */
export function handleRealtimeEvent(event: RealtimeEventName, payload: unknown, reactions: RealtimeReactions): void {
  const data = payloadData(payload);
  try {
    if (event === 'new-notice') {
      const notice = NoticeSchema.safeParse(data);
      if (notice.success) addLiveNotice(reactions.queryClient, notice.data);
      else reportError(notice.error, { phase: 'realtime', event });
    } else if (event === 'user-change') {
      void reactions.reloadCurrentUser();
    } else if (event === 'heads-up') {
      const { title, message } = (data ?? {}) as { title?: unknown; message?: unknown };
      toast.info(
        typeof message === 'string' ? message : 'Something changed for you.',
        typeof title === 'string' ? title : 'Heads up',
      );
    }
  } finally {
    dispatchRealtime(event, data);
  }
}

/**
 * After the channel was down (a reconnection), the events published meanwhile were not received: the shell reads
 * again what they would have changed. The page's queries in use are refetched (the notices, and the remotes' data
 * their `student-change` and `user-change` reactions refresh: points, calendars, lists; the query client is the
 * page's one) and the current user is reloaded. Queries not in use are only marked stale.
 */
export function resyncAfterGap(reactions: RealtimeReactions): void {
  void reactions.queryClient.invalidateQueries();
  void reactions.reloadCurrentUser();
}
