import { useCallback, useSyncExternalStore } from 'react';
import { formatRelativeDateTime, type DateTimeInput } from '@tutoring/domain';
// From the shared barrel, not relatively: this file is in the extras entry, bundled by the app that imports it, and
// must read the one TimeZone context the shell provides.
import { useTimeZone } from '@tutoring/design-system';
import { subscribeToMinutes } from './minuteTicker';

/** Props of {@link RelativeDateTime}. */
export interface RelativeDateTimeProps {
  /** ISO-8601 date-time, `YYYY-MM-DD` date, Date or epoch ms. Empty shows nothing (or `fallback`). */
  value: DateTimeInput | null | undefined;
  /** IANA zone; default the user's zone from DesignSystemProvider/TimeZoneProvider. */
  timeZone?: string;
  /** Shown when the value is empty or unreadable. Default "". */
  fallback?: string;
  /** The moment to compare with; default now, refreshed every minute. */
  now?: DateTimeInput;
}

/** Subscribe of an instance given `now`: nothing to refresh. */
const noSubscription = () => () => {};

function isoOf(value: DateTimeInput | null | undefined): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'string') return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/**
 * DS-21, X-09: "yesterday at 3:05pm", "today at 3:05pm", "tomorrow at 3:05pm", otherwise MM/DD/YYYY, in the user's
 * time zone, in a `<time datetime>`. It reads the clock again every minute (one timer shared by all instances), so "today" becomes "yesterday" without a reload.
 * (Plain dates and times are `formatDate` / `formatTime` of @tutoring/domain: one way, no component for them.)
 */
export function RelativeDateTime({ value, timeZone, fallback = '', now }: RelativeDateTimeProps) {
  const zone = useTimeZone();
  // The text is the store's snapshot: a minute's tick re-renders only the instances whose text it changes (at
  // midnight in their zone); any other minute re-renders none. The ticker is shared (minuteTicker.ts).
  // One snapshot function while the inputs stay: React checks a new one again after its commit (a second format per
  // render of every instance), and keeps the one it has.
  const read = useCallback(
    () => formatRelativeDateTime(value, now ?? Date.now(), timeZone ?? zone),
    [value, now, timeZone, zone],
  );
  const text = useSyncExternalStore(now === undefined ? subscribeToMinutes : noSubscription, read, read);
  return <time dateTime={isoOf(value)}>{text || fallback}</time>;
}
