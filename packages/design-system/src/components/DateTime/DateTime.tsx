import { useEffect, useState } from 'react';
import { formatDate, formatRelativeDateTime, formatTime, type DateTimeInput } from '@tutoring/domain';
// From the shared barrel, not relatively: this file is in the extras entry, bundled by the app that imports it, and
// must read the one TimeZone context the shell provides.
import { useTimeZone } from '@tutoring/design-system';

/** Props shared by the date/time display helpers. */
export interface DateTimeTextProps {
  /** ISO-8601 date-time, `YYYY-MM-DD` date, Date or epoch ms. Empty shows nothing (or `fallback`). */
  value: DateTimeInput | null | undefined;
  /** IANA zone; default the user's zone from DesignSystemProvider/TimeZoneProvider. */
  timeZone?: string;
  /** Shown when the value is empty or unreadable. Default "". */
  fallback?: string;
}

function isoOf(value: DateTimeInput | null | undefined): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'string') return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** X-09, DS-22: a date as MM/DD/YYYY in the user's time zone, in a `<time>` element. */
export function DateText({ value, timeZone, fallback = '' }: DateTimeTextProps) {
  const zone = useTimeZone();
  const text = formatDate(value, timeZone ?? zone);
  return <time dateTime={isoOf(value)}>{text || fallback}</time>;
}

/** a time as h:mma ("3:05pm") in the user's time zone. */
export function TimeText({ value, timeZone, fallback = '' }: DateTimeTextProps) {
  const zone = useTimeZone();
  const text = formatTime(value, timeZone ?? zone);
  return <time dateTime={isoOf(value)}>{text || fallback}</time>;
}

/** Props of {@link RelativeDateTime}. */
export interface RelativeDateTimeProps extends DateTimeTextProps {
  /** The moment to compare with; default now, refreshed every minute. */
  now?: DateTimeInput;
}

/** DS-21: "yesterday at 3:05pm", "today at 3:05pm", "tomorrow at 3:05pm", otherwise MM/DD/YYYY. */
export function RelativeDateTime({ value, timeZone, fallback = '', now }: RelativeDateTimeProps) {
  const zone = useTimeZone();
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    if (now !== undefined) return undefined;
    const id = setInterval(() => setTick(Date.now()), 60_000);
    return () => clearInterval(id);
  }, [now]);
  const text = formatRelativeDateTime(value, now ?? tick, timeZone ?? zone);
  return <time dateTime={isoOf(value)}>{text || fallback}</time>;
}
