/**
 * dates.ts works on the platform's Intl alone; it used luxon before. This checks every zone-dependent helper
 * against luxon over many instants, zones and input shapes, including daylight-saving gaps and overlaps.
 */
import { DateTime } from 'luxon';
import { calendarStartHour, formatDate, formatRelativeDateTime, formatTime, isoDateIn } from './index';

const ZONES = [
  'America/Los_Angeles',
  'America/New_York',
  'America/St_Johns',
  'Europe/London',
  'Asia/Kolkata',
  'Australia/Lord_Howe',
  'Pacific/Auckland',
  'UTC',
];

/** Instants every 7 h 13 min over 2027 (hits every hour of the day and both DST changes of each zone). */
const INSTANTS: number[] = [];
for (let t = Date.UTC(2027, 0, 1); t < Date.UTC(2028, 0, 1); t += (7 * 60 + 13) * 60_000) INSTANTS.push(t);

function reference(value: string | number, zone: string) {
  const dt = (typeof value === 'number' ? DateTime.fromMillis(value) : DateTime.fromISO(value, { zone })).setZone(zone);
  return {
    date: dt.toFormat('MM/dd/yyyy'),
    iso: dt.toISODate(),
    time: `${dt.toFormat('h:mm')}${dt.hour < 12 ? 'am' : 'pm'}`,
    hour: dt.hour,
    dt,
  };
}

describe('dates against luxon', () => {
  it.each(ZONES)(
    'X-09, DS-21, DS-22: formatDate, formatTime and isoDateIn agree with luxon for instants in %s',
    (zone) => {
      const mismatches: string[] = [];
      for (const ms of INSTANTS) {
        const utc = new Date(ms).toISOString();
        const withOffset = DateTime.fromMillis(ms, { zone: 'America/Denver' }).toISO() ?? '';
        for (const value of [utc, withOffset, ms]) {
          const ref = reference(value, zone);
          const got = { date: formatDate(value, zone), iso: isoDateIn(value, zone), time: formatTime(value, zone) };
          if (got.date !== ref.date || got.iso !== ref.iso || got.time !== ref.time)
            mismatches.push(`${String(value)}: ${JSON.stringify(got)} vs ${JSON.stringify(ref)}`);
        }
      }
      expect(mismatches.slice(0, 5)).toEqual([]);
    },
  );

  it.each(ZONES)(
    'X-09: a date-time without offset is read on the wall clock of %s like luxon does, gaps and overlaps included',
    (zone) => {
      const mismatches: string[] = [];
      // Every half hour of the days around the 2027 daylight-saving changes of both hemispheres.
      const days = [
        '2027-03-13',
        '2027-03-14',
        '2027-03-28',
        '2027-04-04',
        '2027-09-26',
        '2027-10-03',
        '2027-10-31',
        '2027-11-07',
      ];
      for (const day of days) {
        for (let minutes = 0; minutes < 24 * 60; minutes += 30) {
          const value = `${day}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
          const ref = reference(value, zone);
          const got = { date: formatDate(value, zone), time: formatTime(value, zone) };
          if (got.date !== ref.date || got.time !== ref.time)
            mismatches.push(`${value}: ${JSON.stringify(got)} vs ${ref.date} ${ref.time}`);
        }
      }
      expect(mismatches.slice(0, 5)).toEqual([]);
    },
  );

  it.each(ZONES)('DS-21, DS-20: formatRelativeDateTime and calendarStartHour agree with luxon in %s', (zone) => {
    const mismatches: string[] = [];
    const now = Date.UTC(2027, 2, 14, 9, 30);
    for (let ms = now - 3 * 86_400_000; ms < now + 3 * 86_400_000; ms += 47 * 60_000) {
      const value = new Date(ms).toISOString();
      const ref = reference(value, zone);
      const days = Math.round(ref.dt.startOf('day').diff(reference(now, zone).dt.startOf('day'), 'days').days);
      const expected =
        { '-1': `yesterday at ${ref.time}`, '0': `today at ${ref.time}`, '1': `tomorrow at ${ref.time}` }[
          String(days)
        ] ?? ref.date;
      if (formatRelativeDateTime(value, now, zone) !== expected)
        mismatches.push(`${value}: ${formatRelativeDateTime(value, now, zone)} vs ${expected}`);
      const startHour = ref.hour < 5 ? 0 : 5;
      if (calendarStartHour([{ startsAt: value }], false, zone) !== startHour) mismatches.push(`${value}: start hour`);
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it('X-09: unreadable values give nothing, like luxon', () => {
    for (const value of [
      '2027-13-01T10:00Z',
      '2027-02-30T10:00Z',
      '2027-03-10T25:00Z',
      'yesterday',
      '2027-03-10 10:00',
    ]) {
      expect(DateTime.fromISO(value).isValid).toBe(false);
      expect(formatDate(value, 'UTC')).toBe('');
      expect(formatTime(value, 'UTC')).toBe('');
    }
    expect(formatTime(new Date(NaN), 'UTC')).toBe('');
    expect(formatTime(Number.NaN, 'UTC')).toBe('');
  });
});
