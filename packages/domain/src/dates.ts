/**
 * Dates and times (X-09, DS-20..DS-22, DS-28, DOM-41). Date-only values (`YYYY-MM-DD`, OP-03) are handled as plain
 * calendar dates and never pass through a JavaScript Date, so they cannot shift with the machine or user time zone.
 * Date-times (ISO-8601 with offset) are shown in the given IANA zone, or the machine's zone when none is given.
 */
import { DateTime, IANAZone } from 'luxon';
import { CALENDAR_MIN_HOUR, MAX_TIMEOUT_MS } from './constants';
import { todayAt, tomorrowAt, yesterdayAt } from './messages';

/** A date-time accepted by the formatting helpers: ISO-8601 string, Date or epoch milliseconds. */
export type DateTimeInput = string | Date | number;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = [31, year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return day <= (daysInMonth[month - 1] ?? 0);
}

/** True for a real calendar date written `YYYY-MM-DD` (OP-03). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = ISO_DATE.exec(value);
  return !!m && isRealDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** The zone to use: the given IANA zone, or undefined (the machine's zone) when absent or unknown. */
function usableZone(zone: string | null | undefined): string | undefined {
  return zone && IANAZone.isValidZone(zone) ? zone : undefined;
}

/** Reads a date-time; a string without offset is read in `zone`. Returns null when unreadable. */
function toDateTime(value: DateTimeInput | null | undefined, requestedZone?: string | null): DateTime | null {
  if (value === null || value === undefined || value === '') return null;
  const zone = usableZone(requestedZone);
  let dt: DateTime;
  if (value instanceof Date) dt = DateTime.fromJSDate(value);
  else if (typeof value === 'number') dt = DateTime.fromMillis(value);
  else dt = DateTime.fromISO(value, { zone: zone ?? 'local' });
  if (!dt.isValid) return null;
  dt = zone ? dt.setZone(zone) : dt.toLocal();
  return dt.isValid ? dt.setLocale('en-US') : null;
}

/**
 * X-09, DS-22: a date as `MM/DD/YYYY`. A date-only `YYYY-MM-DD` value is rearranged as written (never shifted);
 * a date-time is shown on its calendar day in `timeZone` (default: the machine's zone). Empty or unreadable -> "".
 */
export function formatDate(value: DateTimeInput | null | undefined, timeZone?: string | null): string {
  if (typeof value === 'string' && ISO_DATE.test(value)) {
    if (!isIsoDate(value)) return '';
    const [y, m, d] = value.split('-');
    return `${m}/${d}/${y}`;
  }
  return toDateTime(value, timeZone)?.toFormat('MM/dd/yyyy') ?? '';
}

/**
 * DS-22: reads a typed `MM/DD/YYYY` date into `YYYY-MM-DD`. Any other shape (single digits, dashes, extra text) and
 * impossible dates (02/30/2027) give null.
 */
export function parseDateInput(text: string | null | undefined): string | null {
  const m = US_DATE.exec((text ?? '').trim());
  if (!m) return null;
  const [, mm, dd, yyyy] = m as unknown as [string, string, string, string];
  return isRealDate(Number(yyyy), Number(mm), Number(dd)) ? `${yyyy}-${mm}-${dd}` : null;
}

/**
 * Reads either a `YYYY-MM-DD` or a `MM/DD/YYYY` date into `YYYY-MM-DD`; null when neither (helper for forms that
 * hold the typed text).
 */
export function toIsoDate(value: string | null | undefined): string | null {
  if (!value) return null;
  return isIsoDate(value) ? value : parseDateInput(value);
}

/** The calendar date (`YYYY-MM-DD`) of an instant in `timeZone` (default: the machine's zone). */
export function isoDateIn(value: DateTimeInput, timeZone?: string | null): string | null {
  return toDateTime(value, timeZone)?.toISODate() ?? null;
}

/** A `YYYY-MM-DD` date moved by whole days (calendar arithmetic, no time zone involved). */
export function addDaysToIsoDate(date: string, days: number): string {
  const dt = DateTime.fromISO(date, { zone: 'utc' }).plus({ days });
  return dt.toISODate() ?? date;
}

/** English weekday name of a `YYYY-MM-DD` date ("Monday"), empty when unreadable. */
export function weekdayOfIsoDate(date: string): string {
  if (!isIsoDate(date)) return '';
  return DateTime.fromISO(date, { zone: 'utc' }).setLocale('en-US').toFormat('cccc');
}

/**
 * X-09, DS-21: a time as moment's `h:mma` ("3:05pm", "12:00am") in `timeZone` (default: the machine's zone).
 * Unreadable -> "".
 */
export function formatTime(value: DateTimeInput | null | undefined, timeZone?: string | null): string {
  const dt = toDateTime(value, timeZone);
  return dt ? hMma(dt) : '';
}

function hMma(dt: DateTime): string {
  return `${dt.toFormat('h:mm')}${dt.hour < 12 ? 'am' : 'pm'}`;
}

/**
 * DS-21, OP-31m: "yesterday at 3:05pm", "today at 3:05pm" or "tomorrow at 3:05pm" when the instant falls on the day
 * before, of, or after `now` in `timeZone`; otherwise `MM/DD/YYYY`.
 */
export function formatRelativeDateTime(value: DateTimeInput | null | undefined, now: DateTimeInput, timeZone?: string | null): string {
  const dt = toDateTime(value, timeZone);
  const today = toDateTime(now, timeZone);
  if (!dt || !today) return '';
  // Rounding absorbs the 23- and 25-hour days of daylight-saving changes.
  const diff = Math.round(dt.startOf('day').diff(today.startOf('day'), 'days').days);
  if (diff === -1) return yesterdayAt(hMma(dt));
  if (diff === 0) return todayAt(hMma(dt));
  if (diff === 1) return tomorrowAt(hMma(dt));
  return dt.toFormat('MM/dd/yyyy');
}

/** A calendar item as far as the first-hour rule cares. */
export interface CalendarItemStart {
  startsAt: DateTimeInput | null | undefined;
  /** All-day items sit in the all-day row and never widen the hours. */
  allDay?: boolean | null;
}

/**
 * DS-20, STF-30: the first visible calendar hour: 5, or 0 when 24-hour view is forced or any timed item starts
 * before 05:00 in `timeZone` (default: the machine's zone). All-day items never widen the hours.
 */
export function calendarStartHour(items: readonly CalendarItemStart[], force24h = false, timeZone?: string | null): number {
  if (force24h) return 0;
  const early = items.some((item) => {
    // All-day items (flagged, or given as a bare YYYY-MM-DD) sit in the all-day row.
    if (item.allDay || (typeof item.startsAt === 'string' && ISO_DATE.test(item.startsAt))) return false;
    const dt = toDateTime(item.startsAt, timeZone);
    return !!dt && dt.hour < CALENDAR_MIN_HOUR;
  });
  return early ? 0 : CALENDAR_MIN_HOUR;
}

/**
 * DS-28: the delay to hand to setTimeout, or null when it exceeds 2,147,483,647 ms (the timer must then never be
 * scheduled: browsers would fire it at once). Negative or unreadable delays become 0.
 */
export function safeTimeoutDelay(ms: number): number | null {
  if (ms > MAX_TIMEOUT_MS) return null;
  return Number.isFinite(ms) && ms > 0 ? ms : 0;
}

/** DS-28: setTimeout that skips delays above the browser limit. Returns the handle, or null when not scheduled. */
export function setSafeTimeout(fn: () => void, ms: number): ReturnType<typeof setTimeout> | null {
  const delay = safeTimeoutDelay(ms);
  return delay === null ? null : setTimeout(fn, delay);
}
