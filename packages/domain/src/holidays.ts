/**
 * DOM-15, OP-41, SES-26: company holidays. The 11 US federal holidays (5 U.S.C. 6103; Juneteenth from 2021) on
 * their actual date and, when that is a Saturday or Sunday, also on the observed weekday (Friday before / Monday
 * after); plus Christmas Eve, New Year's Eve and the Friday after Thanksgiving.
 *
 * The rules are computed here (a few lines of calendar arithmetic) instead of loading a holiday library: the
 * `date-holidays` package (with moment and astronomia) was 280 KB gzip of every page's JavaScript. A test checks
 * these rules against date-holidays' US "public" days over two centuries.
 * Works on calendar dates only, so the answer never depends on a time zone.
 */
import { toIsoDate, isIsoDate } from '@tutoring/domain/areas';

/** Day of the week of a calendar date, 0 = Sunday (UTC arithmetic: no machine zone involved). */
function weekday(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** `YYYY-MM-DD` of a calendar date; the day may run over the month's end or under 1 (Dec 31 of the year before). */
function iso(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

/** Day of the month of the n-th (1-based) given weekday of a month. */
function nthWeekday(year: number, month: number, dow: number, n: number): number {
  return 1 + ((dow - weekday(year, month, 1) + 7) % 7) + 7 * (n - 1);
}

/** Day of the month of the last given weekday of a month. */
function lastWeekday(year: number, month: number, dow: number): number {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return last - ((weekday(year, month, last) - dow + 7) % 7);
}

const MONDAY = 1;
const THURSDAY = 4;
const byYear = new Map<number, ReadonlySet<string>>();

function holidaysOf(year: number): ReadonlySet<string> {
  const cached = byYear.get(year);
  if (cached) return cached;
  const days = new Set<string>();
  // Previous and next years too: an observed day can cross the year boundary (Jan 1 on a Saturday -> Dec 31).
  for (const y of [year - 1, year, year + 1]) {
    const fixed: [number, number][] = [
      [1, 1],
      [7, 4],
      [11, 11],
      [12, 25],
    ];
    if (y >= 2021) fixed.push([6, 19]);
    for (const [month, day] of fixed) {
      days.add(iso(y, month, day));
      const dow = weekday(y, month, day);
      if (dow === 6) days.add(iso(y, month, day - 1));
      if (dow === 0) days.add(iso(y, month, day + 1));
    }
    days.add(iso(y, 1, nthWeekday(y, 1, MONDAY, 3))); // Martin Luther King Jr. Day
    days.add(iso(y, 2, nthWeekday(y, 2, MONDAY, 3))); // Washington's Birthday
    days.add(iso(y, 5, lastWeekday(y, 5, MONDAY))); // Memorial Day
    days.add(iso(y, 9, nthWeekday(y, 9, MONDAY, 1))); // Labor Day
    days.add(iso(y, 10, nthWeekday(y, 10, MONDAY, 2))); // Columbus Day
    const thanksgiving = nthWeekday(y, 11, THURSDAY, 4);
    days.add(iso(y, 11, thanksgiving));
    days.add(iso(y, 11, thanksgiving + 1)); // the Friday after Thanksgiving
    days.add(`${y}-12-24`);
    days.add(`${y}-12-31`);
  }
  const ofYear = new Set([...days].filter((d) => d.startsWith(`${year}-`)));
  byYear.set(year, ofYear);
  return ofYear;
}

/**
 * DOM-15: true when the date is a company holiday. Takes `YYYY-MM-DD` (or a typed `MM/DD/YYYY`); anything else is
 * not a holiday.
 */
export function isHoliday(date: string | null | undefined): boolean {
  const iso = toIsoDate(date);
  if (!iso || !isIsoDate(iso)) return false;
  return holidaysOf(Number(iso.slice(0, 4))).has(iso);
}
