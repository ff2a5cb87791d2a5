/**
 * Dates and times (X-09, DS-20..DS-22, DS-28, DOM-41). Date-only values (`YYYY-MM-DD`, OP-03) are handled as plain
 * calendar dates and never pass through a JavaScript Date, so they cannot shift with the machine or user time zone.
 * Date-times (ISO-8601 with offset) are shown in the given IANA zone, or the machine's zone when none is given.
 * Built on the platform's Intl only (no date library in the bundle, issue 13); a test checks it against luxon.
 */
import { CALENDAR_MIN_HOUR, MAX_TIMEOUT_MS } from './constants';
import { timeSkippedByClockChange, todayAt, tomorrowAt, yesterdayAt } from './messages';

/** A date-time accepted by the formatting helpers: ISO-8601 string, Date or epoch milliseconds. */
export type DateTimeInput = string | Date | number;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = [
    31,
    year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28,
    31,
    30,
    31,
    30,
    31,
    31,
    30,
    31,
    30,
    31,
  ];
  return day <= (daysInMonth[month - 1] ?? 0);
}

/** True for a real calendar date written `YYYY-MM-DD` (OP-03). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = ISO_DATE.exec(value);
  return !!m && isRealDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** A moment seen on the wall clock of a zone. */
interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
/** en-US, 24-hour, numeric parts in `zone` (cached: creating formatters is slow). */
function formatterIn(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** True for a zone name the platform's Intl knows (an IANA name such as "America/New_York", or "UTC"). */
function isKnownZone(zone: string): boolean {
  if (formatters.has(zone)) return true;
  try {
    formatterIn(zone);
    return true;
  } catch {
    return false;
  }
}

/** The zone to use: the given IANA zone, or the machine's zone when absent or unknown. */
function usableZone(zone: string | null | undefined): string {
  return zone && isKnownZone(zone) ? zone : Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * True for an IANA zone name (`America/New_York`, `UTC`) that both the platform's Intl and PostgreSQL understand: the
 * one check of a time zone, in forms, the contract and the server. Offsets (`+05:00`) and odd spellings are refused.
 */
export function isTimeZone(zone: unknown): zone is string {
  return (
    typeof zone === 'string' &&
    zone.length <= 64 &&
    /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(zone) &&
    isKnownZone(zone)
  );
}

/** The machine's (the browser's) time zone, or `fallback` when the platform does not say. */
export function machineTimeZone(fallback = 'UTC'): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || fallback;
  } catch {
    return fallback;
  }
}

/**
 * A zone's name in words ("Eastern Time", "Coordinated Universal Time"), or null when the platform has none (an offset
 * such as "GMT+05:45" is no name). The note beside a form's date and time fields reads it ({@link timesAreIn}).
 */
export function zoneInWords(zone: string): string | null {
  for (const style of ['longGeneric', 'long'] as const) {
    try {
      const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: style })
        .formatToParts(new Date())
        .find((part) => part.type === 'timeZoneName')?.value;
      if (name && !/^GMT([+-]|$)/.test(name)) return name;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The zone a form's date and time fields are typed in: the user's time zone, or the browser's when the user has
 * none (or one the platform does not know), as `instantIn` reads them.
 */
export function typingTimeZone(userZone: string | null | undefined): string {
  return isTimeZone(userZone) ? userZone : machineTimeZone();
}

/** `formatterIn`'s text as engines write it: `M/D/YYYY, HH:mm:ss`. */
const CLOCK_TEXT = /^(\d{1,2})\/(\d{1,2})\/(\d{1,6}), (\d{1,2}):(\d{2}):(\d{2})$/;

/**
 * The wall clock of epoch milliseconds `ms` in `zone`. Read from the formatter's text, which is about three times
 * faster than its parts (every list's date cells, issue 26); from the parts when the text has another shape.
 */
function wallClockAt(ms: number, zone: string): WallClock {
  const formatter = formatterIn(zone);
  const text = CLOCK_TEXT.exec(formatter.format(ms));
  if (text) {
    const [month, day, year, hour, minute, second] = text.slice(1).map(Number) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    // Some engines write midnight as 24 even in a 23-hour cycle.
    return { year, month, day, hour: hour % 24, minute, second };
  }
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(ms)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return {
    year: parts.year ?? NaN,
    month: parts.month ?? NaN,
    day: parts.day ?? NaN,
    // Some engines write midnight as 24 even in a 23-hour cycle.
    hour: (parts.hour ?? NaN) % 24,
    minute: parts.minute ?? NaN,
    second: parts.second ?? NaN,
  };
}

/** Minutes `zone` is ahead of UTC at `ms`. */
function offsetAt(ms: number, zone: string): number {
  const clock = wallClockAt(ms, zone);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  const wholeSeconds = ms - (((ms % 1000) + 1000) % 1000);
  return (asUtc - wholeSeconds) / 60_000;
}

/**
 * The instant a wall-clock time (as epoch ms read in UTC) means in `zone`. In a daylight-saving gap the time moves
 * forward, in an overlap the earlier instant wins (luxon's rule, which this module used before).
 */
function instantOfWallClock(local: number, zone: string): number {
  const o1 = offsetAt(local, zone);
  let guess = local - o1 * 60_000;
  const o2 = offsetAt(guess, zone);
  if (o1 === o2) return guess;
  guess -= (o2 - o1) * 60_000;
  const o3 = offsetAt(guess, zone);
  if (o2 === o3) return guess;
  return local - Math.min(o2, o3) * 60_000;
}

/** ISO-8601 (extended format): date, optional time, optional offset. */
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2})(?::(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?)?(?:(Z)|([+-])(\d{2})(?::?(\d{2}))?)?$/i;

/** Epoch ms of an ISO-8601 string; a value without offset is read on the wall clock of `zone`. Null when unreadable. */
function parseIso(value: string, zone: string): number | null {
  const m = ISO_DATE_TIME.exec(value.trim());
  if (!m) return null;
  const [year, month, day, hour = 0, minute = 0, second = 0] = [m[1], m[2], m[3], m[4], m[5], m[6]].map((part) =>
    part === undefined ? undefined : Number(part),
  ) as number[];
  const ms = m[7] ? Math.floor(Number(`0.${m[7]}`) * 1000) : 0;
  if (!isRealDate(year!, month!, day!) || hour > 23 || minute > 59 || second > 59) return null;
  const local = Date.UTC(year!, month! - 1, day!, hour, minute, second, ms);
  if (m[8]) return local;
  if (m[9]) {
    const offset = (Number(m[10]) * 60 + Number(m[11] ?? 0)) * (m[9] === '-' ? -1 : 1);
    return local - offset * 60_000;
  }
  return instantOfWallClock(local, zone);
}

/** The largest instant a JavaScript Date can hold. */
const MAX_DATE_MS = 8.64e15;

/** Reads a date-time into its wall clock in `zone` (default: the machine's zone); a string without offset is read in that zone. Null when unreadable. */
function toDateTime(value: DateTimeInput | null | undefined, requestedZone?: string | null): WallClock | null {
  if (value === null || value === undefined || value === '') return null;
  const zone = usableZone(requestedZone);
  let ms: number | null;
  if (value instanceof Date) ms = value.getTime();
  else if (typeof value === 'number') ms = value;
  else if (typeof value === 'string') ms = parseIso(value, zone);
  else ms = null;
  if (ms === null || !Number.isFinite(ms) || Math.abs(ms) > MAX_DATE_MS) return null;
  return wallClockAt(ms, zone);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const usDate = (clock: WallClock) => `${pad(clock.month)}/${pad(clock.day)}/${pad(clock.year, 4)}`;
const isoDate = (clock: WallClock) => `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}`;
/** Whole calendar days from one wall-clock date to another (daylight-saving days count as one). */
const daysBetween = (from: WallClock, to: WallClock) =>
  Math.round((Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / 86_400_000);
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

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
  const clock = toDateTime(value, timeZone);
  return clock ? usDate(clock) : '';
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
  const clock = toDateTime(value, timeZone);
  return clock ? isoDate(clock) : null;
}

/** A wall-clock reading: the calendar date, `HH:mm`, and the hour and minute as numbers. */
export interface ZonedClock {
  /** `YYYY-MM-DD`. */
  date: string;
  /** `HH:mm` (24-hour). */
  time: string;
  hour: number;
  minute: number;
}

/**
 * The wall clock of an instant in `timeZone` (default: the machine's zone; an unknown zone falls back to it), the
 * one place that reads zones (issue 23.4). Null when empty or unreadable.
 */
export function wallClockIn(value: DateTimeInput | null | undefined, timeZone?: string | null): ZonedClock | null {
  const clock = toDateTime(value, timeZone);
  if (!clock) return null;
  return {
    date: isoDate(clock),
    time: `${pad(clock.hour)}:${pad(clock.minute)}`,
    hour: clock.hour,
    minute: clock.minute,
  };
}

const CLOCK_TIME = /^(\d{1,2}):(\d{2})$/;

/**
 * The instant a date (`YYYY-MM-DD`) and wall-clock time (`H:mm` or `HH:mm`) mean in `timeZone` (default: the
 * machine's zone); in a daylight-saving gap the time moves forward (right for a day's bounds, such as 00:00 where
 * midnight is skipped), in an overlap the earlier instant wins. Null when either is unreadable. A time a person typed
 * is checked first with {@link validateTimeExists}: a form refuses a skipped time rather than move it.
 */
export function instantIn(date: string, time: string, timeZone?: string | null): Date | null {
  const t = CLOCK_TIME.exec(time.trim());
  if (!isIsoDate(date) || !t) return null;
  const ms = parseIso(`${date}T${pad(Number(t[1]))}:${t[2]}`, usableZone(timeZone));
  return ms === null ? null : new Date(ms);
}

/**
 * True when the clocks of `timeZone` (default: the machine's zone) never show `time` (`H:mm` or `HH:mm`) on `date`
 * (`YYYY-MM-DD`): the hour they jump over when daylight-saving time starts (02:00-02:59 on 03/14/2027 in Los
 * Angeles). False for unreadable input (a form's other checks report it) and for a time shown twice when the clocks go
 * back (01:30 on 11/07/2027 in Los Angeles: the first occurrence is meant, see {@link instantIn}).
 */
export function isSkippedLocalTime(date: string, time: string, timeZone?: string | null): boolean {
  const t = CLOCK_TIME.exec(time.trim());
  const instant = instantIn(date, time, timeZone);
  if (!t || !instant) return false;
  const clock = wallClockIn(instant, timeZone);
  return !clock || clock.date !== date || clock.hour !== Number(t[1]) || clock.minute !== Number(t[2]);
}

/**
 * A form's check of a typed date (`YYYY-MM-DD`) and time: "This time does not exist on MM/DD/YYYY (the clocks
 * change). Choose another time." when {@link isSkippedLocalTime}, else null (readable or not: requiredness and shape
 * are the form's other checks).
 */
export function validateTimeExists(date: string, time: string, timeZone?: string | null): string | null {
  return isSkippedLocalTime(date, time, timeZone) ? timeSkippedByClockChange(formatDate(date)) : null;
}

/** A `YYYY-MM-DD` date moved by whole days (calendar arithmetic, no time zone involved). */
export function addDaysToIsoDate(date: string, days: number): string {
  const clock = toDateTime(date, 'UTC');
  if (!clock) return date;
  return new Date(Date.UTC(clock.year, clock.month - 1, clock.day + days)).toISOString().slice(0, 10);
}

/** English weekday name of a `YYYY-MM-DD` date ("Monday"), empty when unreadable. */
export function weekdayOfIsoDate(date: string): string {
  if (!isIsoDate(date)) return '';
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()] ?? '';
}

/** English weekday name ("Monday") of a date-time on its calendar day in `timeZone` (default: the machine's zone); "" when unreadable. */
export function weekdayIn(value: DateTimeInput | null | undefined, timeZone?: string | null): string {
  const clock = toDateTime(value, timeZone);
  return clock ? (WEEKDAYS[new Date(Date.UTC(clock.year, clock.month - 1, clock.day)).getUTCDay()] ?? '') : '';
}

/**
 * X-09, DS-21: a time as moment's `h:mma` ("3:05pm", "12:00am") in `timeZone` (default: the machine's zone).
 * Unreadable -> "".
 */
export function formatTime(value: DateTimeInput | null | undefined, timeZone?: string | null): string {
  const dt = toDateTime(value, timeZone);
  return dt ? hMma(dt) : '';
}

function hMma(clock: WallClock): string {
  return `${clock.hour % 12 || 12}:${pad(clock.minute)}${clock.hour < 12 ? 'am' : 'pm'}`;
}

/**
 * DS-21, OP-31m: "yesterday at 3:05pm", "today at 3:05pm" or "tomorrow at 3:05pm" when the instant falls on the day
 * before, of, or after `now` in `timeZone`; otherwise `MM/DD/YYYY`.
 */
export function formatRelativeDateTime(
  value: DateTimeInput | null | undefined,
  now: DateTimeInput,
  timeZone?: string | null,
): string {
  const dt = toDateTime(value, timeZone);
  const today = toDateTime(now, timeZone);
  if (!dt || !today) return '';
  // Calendar days of the two wall clocks: a 23- or 25-hour daylight-saving day still counts as one.
  const diff = daysBetween(today, dt);
  if (diff === -1) return yesterdayAt(hMma(dt));
  if (diff === 0) return todayAt(hMma(dt));
  if (diff === 1) return tomorrowAt(hMma(dt));
  return usDate(dt);
}

/** A calendar item as far as the first-hour rule cares. */
export interface CalendarItemStart {
  startsAt: DateTimeInput | null | undefined;
  /** Its end: an item that runs past midnight is shown from 00:00 on the days after its start. */
  endsAt?: DateTimeInput | null;
  /** All-day items sit in the all-day row and never widen the hours. */
  allDay?: boolean | null;
}

/**
 * DS-20, STF-30: the first visible calendar hour: 5, or 0 when 24-hour view is forced or any timed item starts
 * before 05:00 in `timeZone` (default: the machine's zone). All-day items never widen the hours. An item that runs
 * past midnight is shown from 00:00 on the next day, so it widens them too (on the first day of a week it is only
 * there).
 */
export function calendarStartHour(
  items: readonly CalendarItemStart[],
  force24h = false,
  timeZone?: string | null,
): number {
  if (force24h) return 0;
  const early = items.some((item) => {
    // All-day items (flagged, or given as a bare YYYY-MM-DD) sit in the all-day row.
    if (item.allDay || (typeof item.startsAt === 'string' && ISO_DATE.test(item.startsAt))) return false;
    const dt = toDateTime(item.startsAt, timeZone);
    if (!dt) return false;
    if (dt.hour < CALENDAR_MIN_HOUR) return true;
    const end = toDateTime(item.endsAt, timeZone);
    const days = end ? daysBetween(dt, end) : 0;
    // Ending exactly at midnight, it is not shown on the next day.
    return days > 1 || (days === 1 && !!end && end.hour + end.minute + end.second > 0);
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
