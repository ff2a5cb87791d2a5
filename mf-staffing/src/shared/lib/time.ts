/**
 * Calendar date arithmetic in a time zone, on plain `YYYY-MM-DD` strings and Intl (no extra date library).
 */

/** Wall-clock parts of an instant in a time zone. */
export interface ZonedParts {
  date: string;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let f = formatters.get(key);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
    } catch {
      f = new Intl.DateTimeFormat('en-US', {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
    }
    formatters.set(key, f);
  }
  return f;
}

/** The date, hour and minute of an instant in `timeZone` (machine zone when empty). */
export function zonedParts(value: Date | string, timeZone?: string | null): ZonedParts {
  const date = typeof value === 'string' ? new Date(value) : value;
  const parts = Object.fromEntries(
    formatter(timeZone ?? undefined)
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
  };
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

/** The days a view shows for a date: 1 (day), 7 (week, Sunday first) or whole weeks covering the month. */
export function visibleDays(view: CalendarView, isoDate: string): string[] {
  if (view === 'day') return [isoDate];
  if (view === 'week') return Array.from({ length: 7 }, (_, i) => addDays(startOfWeek(isoDate), i));
  const first = startOfWeek(startOfMonth(isoDate));
  const nextMonth = startOfMonth(addMonths(startOfMonth(isoDate), 1));
  const days: string[] = [];
  for (let day = first; day < nextMonth || dayOfWeek(day) !== 0; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The UTC instant of a wall-clock time (`minutes` after midnight) on a date in a zone. */
export function zonedTimeToUtc(isoDate: string, minutes: number, timeZone?: string | null): Date {
  const wall = utcOf(isoDate) + minutes * 60_000;
  let guess = wall;
  for (let i = 0; i < 2; i += 1) {
    const p = zonedParts(new Date(guess), timeZone);
    const seen = utcOf(p.date) + (p.hour * 60 + p.minute) * 60_000;
    guess += wall - seen;
  }
  return new Date(guess);
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

/** Moves a date by one view step (a day, a week or a month). */
export function stepDate(view: CalendarView, isoDate: string, direction: 1 | -1): string {
  if (view === 'day') return addDays(isoDate, direction);
  if (view === 'week') return addDays(isoDate, 7 * direction);
  return addMonths(isoDate, direction);
}

/** "Sun 11/22" style label. */
export function shortDayLabel(isoDate: string): string {
  const names = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  return `${names[dayOfWeek(isoDate)]} ${isoDate.slice(5, 7)}/${isoDate.slice(8, 10)}`;
}

/** "5am", "12pm". */
export function hourLabel(hour: number): string {
  const h = hour % 12 === 0 ? 12 : hour % 12;
  return `${h}${hour < 12 ? 'am' : 'pm'}`;
}
