import { DateTime } from 'luxon';
import type { DateTimeInput } from '@tutoring/domain';

/**
 * FullCalendar only knows named time zones through an extra plugin, so instants are handed to it as wall-clock times
 * of the user's zone (no offset) and the calendar runs in UTC: what it shows is the user's local time.
 */
const NAIVE = "yyyy-MM-dd'T'HH:mm:ss";

/** An instant as a wall-clock string in `zone` (default: the browser's zone). */
export function toWallClock(value: DateTimeInput, zone?: string): string {
  const dt =
    value instanceof Date
      ? DateTime.fromJSDate(value)
      : typeof value === 'number'
        ? DateTime.fromMillis(value)
        : DateTime.fromISO(value, { setZone: true });
  return dt.setZone(zone ?? 'local').toFormat(NAIVE);
}

/** FullCalendar's UTC-coded wall-clock Date back to an ISO instant in `zone`. */
export function fromWallClock(date: Date, zone?: string): string {
  const naive = DateTime.fromJSDate(date, { zone: 'utc' }).toFormat(NAIVE);
  return DateTime.fromISO(naive, { zone: zone ?? 'local' }).toISO() ?? date.toISOString();
}
