/**
 * Calendar date arithmetic on plain `YYYY-MM-DD` strings for the calendar's data ranges (the design system's Calendar draws them); zones are read only by
 * @tutoring/domain (`wallClockIn`, `instantIn`, `validateTimeExists`).
 */
import { type ZonedClock } from '@tutoring/domain';
import { instantIn, validateTimeExists, wallClockIn } from '@tutoring/domain/areas';

/** Wall-clock parts of an instant in a time zone. */
export type ZonedParts = Pick<ZonedClock, 'date' | 'hour' | 'minute'>;

/** The date, hour and minute of an instant in `timeZone` (machine zone when empty): the domain's one zone reader. */
export function zonedParts(value: Date | string, timeZone?: string | null): ZonedParts {
  const clock = wallClockIn(value, timeZone);
  return clock ? { date: clock.date, hour: clock.hour, minute: clock.minute } : { date: '', hour: NaN, minute: NaN };
}

/** Today's date in a zone. */
export function todayIn(timeZone?: string | null, now: Date = new Date()): string {
  return zonedParts(now, timeZone).date;
}

const utcOf = (isoDate: string): number => {
  const [y, m, d] = isoDate.split('-').map(Number);
  return Date.UTC(y!, (m ?? 1) - 1, d ?? 1);
};
const isoOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** `YYYY-MM-DD` plus n days. */
export function addDays(isoDate: string, days: number): string {
  return isoOf(utcOf(isoDate) + days * 86_400_000);
}

/** 0 = Sunday .. 6 = Saturday. */
export function dayOfWeek(isoDate: string): number {
  return new Date(utcOf(isoDate)).getUTCDay();
}

/** The Sunday starting the week of a date. */
export function startOfWeek(isoDate: string): string {
  return addDays(isoDate, -dayOfWeek(isoDate));
}

/** "December 2026" of a `YYYY-MM-DD` date (its month in words, as the month calendar titles it). */
export function monthTitle(isoDate: string): string {
  const [y, m] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, 15)).toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The first day of the month of a date. */
export function startOfMonth(isoDate: string): string {
  return `${isoDate.slice(0, 7)}-01`;
}

/** The same day one month later or earlier (clamped to the month's length). */
export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  const first = new Date(Date.UTC(y!, m! - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return isoOf(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d!, last)));
}

/** Calendar views (STF-28, DS-19). */
export type CalendarView = 'week' | 'day' | 'month';

/**
 * Weeks the month grid draws, whatever the month: the design system's Calendar is FullCalendar's `dayGridMonth`,
 * whose `fixedWeekCount` (on by default) always draws six.
 */
const MONTH_GRID_WEEKS = 6;

/**
 * The days a view shows for a date: 1 (day), 7 (week, Sunday first) or, for a month, the six weeks its grid draws
 * from the Sunday on or before the 1st (November 2026: Nov 1 to Dec 12). STF-28: the data range is the drawn range,
 * so the days of the next month in the last rows carry their items too.
 */
export function visibleDays(view: CalendarView, isoDate: string): string[] {
  if (view === 'day') return [isoDate];
  if (view === 'week') return Array.from({ length: 7 }, (_, i) => addDays(startOfWeek(isoDate), i));
  const first = startOfWeek(startOfMonth(isoDate));
  return Array.from({ length: MONTH_GRID_WEEKS * 7 }, (_, i) => addDays(first, i));
}

/** The date and `H:mm` of a wall-clock time `minutes` after midnight of a date (1440 = the next day's 0:00). */
function wallTime(isoDate: string, minutes: number): [date: string, time: string] {
  const days = Math.floor(minutes / 1440);
  const rest = minutes - days * 1440;
  return [addDays(isoDate, days), `${Math.floor(rest / 60)}:${String(rest % 60).padStart(2, '0')}`];
}

/** The UTC instant of a wall-clock time (`minutes` after midnight) on a date in a zone. */
export function zonedTimeToUtc(isoDate: string, minutes: number, timeZone?: string | null): Date {
  return instantIn(...wallTime(isoDate, minutes), timeZone) ?? new Date(NaN);
}

/**
 * A form's check of a typed wall-clock time (`minutes` after midnight of a date, as {@link zonedTimeToUtc} reads it):
 * the domain's "This time does not exist on … (the clocks change)" when the zone's clocks skip it that day (the
 * daylight-saving gap, which zonedTimeToUtc would move an hour forward), else null.
 */
export function zonedTimeError(isoDate: string, minutes: number, timeZone?: string | null): string | null {
  return validateTimeExists(...wallTime(isoDate, minutes), timeZone);
}

/** The instants bounding the days a view shows: [start of first day, start of the day after the last). */
export function viewRange(
  view: CalendarView,
  isoDate: string,
  timeZone?: string | null,
): { startsAt: Date; endsAt: Date; days: string[] } {
  const days = visibleDays(view, isoDate);
  return {
    startsAt: zonedTimeToUtc(days[0]!, 0, timeZone),
    endsAt: zonedTimeToUtc(addDays(days[days.length - 1]!, 1), 0, timeZone),
    days,
  };
}
