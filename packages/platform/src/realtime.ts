/**
 * Realtime events of the per-user channel (X-04, OP-34), declared once for the shell that receives them and the
 * remotes that react (issue 23.4). The shell re-dispatches every message on `window` as a CustomEvent named
 * {@link REALTIME_WINDOW_EVENT} with detail {@link RealtimeMessage}; remotes subscribe with {@link useRealtimeEvent}.
 */
import { useEffect, useRef } from 'react';

/** Events of the per-user channel. */
export const REALTIME_EVENTS = ['heads-up', 'new-notice', 'student-change', 'user-change'] as const;
/** One event name of the per-user channel. */
export type RealtimeEventName = (typeof REALTIME_EVENTS)[number];

/** Name of the window event every realtime message is re-dispatched as, for remotes (calendars, student points). */
export const REALTIME_WINDOW_EVENT = 'tutoring:realtime';

/** What the shell dispatches for one realtime message: the event and its payload's `data`. */
export interface RealtimeMessage<E extends RealtimeEventName = RealtimeEventName> {
  event: E;
  data: unknown;
}

const isRealtimeEventName = (value: unknown): value is RealtimeEventName =>
  typeof value === 'string' && (REALTIME_EVENTS as readonly string[]).includes(value);

/** Dispatches a realtime message the way the shell does (the shell itself, stories, tests, standalone). */
export function dispatchRealtime(event: RealtimeEventName, data: unknown): void {
  window.dispatchEvent(new CustomEvent<RealtimeMessage>(REALTIME_WINDOW_EVENT, { detail: { event, data } }));
}

/** Calls `onMessage` for every realtime message of `events` while the component is mounted. */
export function useRealtimeEvent<E extends RealtimeEventName>(
  events: readonly E[],
  onMessage: (message: RealtimeMessage<E>) => void,
): void {
  const latest = useRef(onMessage);
  useEffect(() => {
    latest.current = onMessage;
  });
  const key = events.join(' ');
  useEffect(() => {
    const wanted = key.split(' ');
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<unknown>).detail as Partial<RealtimeMessage> | null;
      if (detail && isRealtimeEventName(detail.event) && wanted.includes(detail.event))
        latest.current(detail as RealtimeMessage<E>);
    };
    window.addEventListener(REALTIME_WINDOW_EVENT, listener);
    return () => window.removeEventListener(REALTIME_WINDOW_EVENT, listener);
  }, [key]);
}
