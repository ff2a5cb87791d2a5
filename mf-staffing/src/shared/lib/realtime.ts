/**
 * Live schedule changes (STF-29, X-04, OP-34), read from the platform's realtime messages (useRealtimeEvent): the shell dispatches every channel event
 * on `window` as a CustomEvent named `tutoring:realtime` with detail `{event, data}` (event = `user-change`,
 * `student-change`, ...; data = the channel payload `{type, id, data}`). This remote only listens.
 */
import { type RealtimeEventName, useRealtimeEvent } from '@tutoring/platform';

/** Channel events that carry schedule changes (OP-34). */
export const SCHEDULE_EVENTS: readonly RealtimeEventName[] = ['user-change', 'student-change'];

/** The kinds of calendar item a change may carry. */
export type ScheduleItemKind = 'session' | 'attendance' | 'event' | 'availability' | 'unknown';

/** A schedule change read from a realtime event. */
export interface ScheduleChangeEvent {
  event: string;
  kind: ScheduleItemKind;
  /** Id of the changed calendar item, when the payload names one. */
  id: number | null;
  deleted: boolean;
  /** The changed item as sent (may be partial). */
  item: Record<string, unknown> | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function kindOf(type: unknown, item: Record<string, unknown> | null): ScheduleItemKind {
  const text = typeof type === 'string' ? type.toLowerCase() : '';
  if (text.includes('availab')) return 'availability';
  if (text.includes('attendance')) return 'attendance';
  if (text.includes('event')) return 'event';
  if (text.includes('session')) return 'session';
  if (item && ('maxedOut' in item || 'locked' in item)) return 'availability';
  if (item && 'sessionId' in item && 'studentId' in item) return 'attendance';
  return 'unknown';
}

/**
 * Reads `{event, data}` into a schedule change, or null for events that are not schedule changes. Accepts the
 * OP-34 payload `{type, id, data: item}` and a bare item (`{id, ..., deleted}`).
 */
export function readScheduleChange(detail: unknown): ScheduleChangeEvent | null {
  if (
    !isRecord(detail) ||
    typeof detail.event !== 'string' ||
    !(SCHEDULE_EVENTS as readonly string[]).includes(detail.event)
  )
    return null;
  const payload = isRecord(detail.data) ? detail.data : {};
  const inner = isRecord(payload.data) ? payload.data : null;
  const item = inner ?? (Object.keys(payload).length ? payload : null);
  const rawId = inner?.id ?? payload.id;
  const id = typeof rawId === 'number' && Number.isInteger(rawId) ? rawId : null;
  return {
    event: detail.event,
    // The item's own type first: the server's envelope names the channel's subject (`Student`, `User`), not the item.
    kind: kindOf(item?.type ?? payload.type, item),
    id,
    deleted: item?.deleted === true || payload.deleted === true,
    item,
  };
}

/** Calls `onChange` for every schedule change the shell dispatches while mounted. */
export function useScheduleChanges(onChange: (change: ScheduleChangeEvent) => void): void {
  useRealtimeEvent(SCHEDULE_EVENTS, (message) => {
    const change = readScheduleChange(message);
    if (change) onChange(change);
  });
}
