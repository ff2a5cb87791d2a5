/**
 * DOM-15, OP-41, SES-26: company holidays. The 11 US federal holidays (date-holidays' US "public" days, Juneteenth
 * from 2021) on their actual date and, when that is a Saturday or Sunday, also on the observed weekday (Friday
 * before / Monday after); plus Christmas Eve, New Year's Eve and the Friday after Thanksgiving.
 * Works on calendar dates only, so the answer never depends on a time zone.
 */
import Holidays from 'date-holidays';
import { addDaysToIsoDate, isIsoDate, toIsoDate, weekdayOfIsoDate } from './dates';

let calendar: Holidays | null = null;
const byYear = new Map<number, ReadonlySet<string>>();

function holidaysOf(year: number): ReadonlySet<string> {
  const cached = byYear.get(year);
  if (cached) return cached;
  calendar ??= new Holidays('US');
  const days = new Set<string>();
  const add = (date: string) => days.add(date);
  // Previous and next years too: an observed day can cross the year boundary (Jan 1 on a Saturday -> Dec 31).
  for (const y of [year - 1, year, year + 1]) {
    for (const h of calendar.getHolidays(y)) {
      if (h.type !== 'public') continue;
      const date = h.date.slice(0, 10);
      add(date);
      const weekday = weekdayOfIsoDate(date);
      if (weekday === 'Saturday') add(addDaysToIsoDate(date, -1));
      if (weekday === 'Sunday') add(addDaysToIsoDate(date, 1));
      if (/^Thanksgiving/.test(h.name)) add(addDaysToIsoDate(date, 1));
    }
    add(`${y}-12-24`);
    add(`${y}-12-31`);
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
