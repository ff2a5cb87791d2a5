/**
 * The package's test script runs this file under America/Los_Angeles, UTC and Pacific/Auckland (TZ). Every
 * expectation below must hold in all three: date-only values never shift, and date-times follow the zone passed in.
 */
import {
  addDaysToIsoDate,
  calendarStartHour,
  formatDate,
  formatRelativeDateTime,
  formatTime,
  isIsoDate,
  isTimeZone,
  isoDateIn,
  machineTimeZone,
  parseDateInput,
  safeTimeoutDelay,
  setSafeTimeout,
  toIsoDate,
  typingTimeZone,
  weekdayIn,
  weekdayOfIsoDate,
  zoneInWords,
} from './index';

const machineZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

describe(`dates (machine zone ${machineZone})`, () => {
  it('X-09: runs under the zone the test script sets', () => {
    expect(['America/Los_Angeles', 'UTC', 'Etc/UTC', 'Pacific/Auckland']).toContain(machineZone);
  });

  describe('formatDate', () => {
    it.each(['2027-01-01', '2026-12-31', '2027-03-14', '2027-11-07', '2028-02-29'])(
      'X-09, DS-22: shows the date-only value %s on the same calendar day in any zone',
      (date) => {
        const [y, m, d] = date.split('-');
        const expected = `${m}/${d}/${y}`;
        expect(formatDate(date)).toBe(expected);
        expect(formatDate(date, 'Pacific/Auckland')).toBe(expected);
        expect(formatDate(date, 'America/Los_Angeles')).toBe(expected);
        expect(formatDate(date, 'Pacific/Honolulu')).toBe(expected);
      },
    );

    it('X-09: shows a date-time on its calendar day in the given zone', () => {
      const instant = '2027-01-01T06:30:00Z';
      expect(formatDate(instant, 'America/Los_Angeles')).toBe('12/31/2026');
      expect(formatDate(instant, 'UTC')).toBe('01/01/2027');
      expect(formatDate(instant, 'Pacific/Auckland')).toBe('01/01/2027');
      expect(formatDate(new Date(instant), 'America/New_York')).toBe('01/01/2027');
    });

    it('X-09: without a zone uses the machine zone for date-times', () => {
      const instant = '2027-06-15T12:00:00Z';
      const expected = {
        'America/Los_Angeles': '06/15/2027',
        UTC: '06/15/2027',
        'Etc/UTC': '06/15/2027',
        'Pacific/Auckland': '06/16/2027',
      }[machineZone];
      expect(formatDate(instant)).toBe(expected);
    });

    it('DS-22: gives an empty text for empty, unreadable and impossible values', () => {
      expect(formatDate(null)).toBe('');
      expect(formatDate('')).toBe('');
      expect(formatDate('not a date')).toBe('');
      expect(formatDate('2027-02-30')).toBe('');
    });
  });

  describe('parseDateInput', () => {
    it('DS-22: reads MM/DD/YYYY into YYYY-MM-DD', () => {
      expect(parseDateInput('03/09/2027')).toBe('2027-03-09');
      expect(parseDateInput(' 12/31/2026 ')).toBe('2026-12-31');
      expect(parseDateInput('02/29/2028')).toBe('2028-02-29');
    });

    it.each([
      '3/9/2027',
      '2027-03-09',
      '03-09-2027',
      '03/09/27',
      '03/09/2027x',
      '13/01/2027',
      '02/29/2027',
      '04/31/2027',
      '00/10/2027',
      '',
      null,
    ])('DS-22: rejects %p', (text) => {
      expect(parseDateInput(text)).toBeNull();
    });

    it('DS-22: a typed date round-trips through formatDate unchanged in every zone', () => {
      expect(formatDate(parseDateInput('11/07/2027'))).toBe('11/07/2027');
    });
  });

  describe('date-only helpers', () => {
    it('OP-03: recognises real YYYY-MM-DD dates only', () => {
      expect(isIsoDate('2027-04-30')).toBe(true);
      expect(isIsoDate('2027-04-31')).toBe(false);
      expect(isIsoDate('2027-4-30')).toBe(false);
      expect(isIsoDate(20270430)).toBe(false);
    });

    it('OP-03: toIsoDate accepts YYYY-MM-DD or MM/DD/YYYY', () => {
      expect(toIsoDate('2027-04-30')).toBe('2027-04-30');
      expect(toIsoDate('04/30/2027')).toBe('2027-04-30');
      expect(toIsoDate('30/04/2027')).toBeNull();
      expect(toIsoDate(undefined)).toBeNull();
    });

    it('SES-24: adds days across month, year and daylight-saving boundaries without shifting', () => {
      expect(addDaysToIsoDate('2027-03-10', 7)).toBe('2027-03-17');
      expect(addDaysToIsoDate('2027-10-31', 7)).toBe('2027-11-07');
      expect(addDaysToIsoDate('2027-12-29', 7)).toBe('2028-01-05');
      expect(addDaysToIsoDate('2027-04-05', -7)).toBe('2027-03-29');
    });

    it('SES-24: names the weekday of a date-only value', () => {
      expect(weekdayOfIsoDate('2027-01-01')).toBe('Friday');
      expect(weekdayOfIsoDate('2027-03-14')).toBe('Sunday');
      expect(weekdayOfIsoDate('nope')).toBe('');
    });

    it('SES-32, SES-34: names the weekday of an instant on its calendar day in the zone asked for', () => {
      expect(weekdayIn('2027-01-01T06:30:00Z', 'America/Los_Angeles')).toBe('Thursday');
      expect(weekdayIn('2027-01-01T06:30:00Z', 'Pacific/Auckland')).toBe('Friday');
      expect(weekdayIn('not a date', 'UTC')).toBe('');
      expect(weekdayIn(null)).toBe('');
    });

    it('X-09: a time zone is an IANA name both Intl and PostgreSQL understand; the machine zone is one', () => {
      expect(isTimeZone('America/New_York')).toBe(true);
      expect(isTimeZone('UTC')).toBe(true);
      expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
      expect(isTimeZone('+05:00')).toBe(false);
      expect(isTimeZone('')).toBe(false);
      expect(isTimeZone(42)).toBe(false);
      expect(isTimeZone(machineTimeZone())).toBe(true);
    });

    it("X-09: a form's times are typed in the user's zone, else the machine's; a zone is named in words where it has a name", () => {
      expect(typingTimeZone('America/New_York')).toBe('America/New_York');
      expect(typingTimeZone(null)).toBe(machineTimeZone());
      expect(typingTimeZone('Mars/Olympus_Mons')).toBe(machineTimeZone());
      expect(zoneInWords('America/New_York')).toBe('Eastern Time');
      expect(zoneInWords('Etc/GMT+5')).toBeNull();
    });

    it('X-09: the calendar date of an instant depends on the zone asked for, not the machine', () => {
      expect(isoDateIn('2027-01-01T06:30:00Z', 'America/Los_Angeles')).toBe('2026-12-31');
      expect(isoDateIn('2027-01-01T06:30:00Z', 'Pacific/Auckland')).toBe('2027-01-01');
    });
  });

  describe('formatTime', () => {
    it('X-09, DS-21: shows h:mma in lower case in the given zone', () => {
      expect(formatTime('2027-01-05T23:05:00Z', 'America/Los_Angeles')).toBe('3:05pm');
      expect(formatTime('2027-01-05T23:05:00Z', 'UTC')).toBe('11:05pm');
      expect(formatTime('2027-01-05T00:00:00Z', 'UTC')).toBe('12:00am');
      expect(formatTime('2027-01-05T12:30:00Z', 'UTC')).toBe('12:30pm');
      expect(formatTime('2027-01-05T09:07:00Z', 'UTC')).toBe('9:07am');
    });

    it('X-09: honours the offset written in the value', () => {
      expect(formatTime('2027-07-01T15:05:00-07:00', 'America/Los_Angeles')).toBe('3:05pm');
      expect(formatTime('2027-07-01T15:05:00-07:00', 'America/New_York')).toBe('6:05pm');
    });

    it('X-09: falls back to the machine zone for an unknown zone name instead of showing nothing', () => {
      const instant = '2027-01-05T23:05:00Z';
      expect(formatTime(instant, 'Not/AZone')).toBe(formatTime(instant));
      expect(formatTime(instant, 'Not/AZone')).not.toBe('');
      expect(formatDate(instant, 'Mars/Olympus')).toBe(formatDate(instant));
    });

    it('X-09: gives an empty text for an unreadable value', () => {
      expect(formatTime('later', 'UTC')).toBe('');
      expect(formatTime(null, 'UTC')).toBe('');
    });
  });

  describe('formatRelativeDateTime', () => {
    const now = '2027-03-10T20:00:00Z'; // 12:00pm in Los Angeles, 9:00am next day in Auckland

    it('DS-21, OP-31m: says "today at" for the same day in the user zone', () => {
      expect(formatRelativeDateTime('2027-03-10T23:05:00Z', now, 'America/Los_Angeles')).toBe('today at 3:05pm');
    });

    it('DS-21, OP-31m: says "yesterday at" and "tomorrow at" for the neighbouring days', () => {
      expect(formatRelativeDateTime('2027-03-09T23:05:00Z', now, 'America/Los_Angeles')).toBe('yesterday at 3:05pm');
      expect(formatRelativeDateTime('2027-03-11T23:05:00Z', now, 'America/Los_Angeles')).toBe('tomorrow at 3:05pm');
    });

    it('DS-21: decides the day in the user zone, not UTC', () => {
      // 07:30 UTC on the 11th is still the 10th (11:30pm) in Los Angeles ...
      expect(formatRelativeDateTime('2027-03-11T07:30:00Z', now, 'America/Los_Angeles')).toBe('today at 11:30pm');
      // ... while in Auckland "now" is already the 11th.
      expect(formatRelativeDateTime('2027-03-11T07:30:00Z', now, 'Pacific/Auckland')).toBe('today at 8:30pm');
    });

    it('DS-21: counts calendar days across a daylight-saving change', () => {
      // Los Angeles springs forward on 2027-03-14.
      expect(formatRelativeDateTime('2027-03-15T16:00:00Z', '2027-03-14T20:00:00Z', 'America/Los_Angeles')).toBe(
        'tomorrow at 9:00am',
      );
    });

    it('DS-21, DS-22: other days show MM/DD/YYYY', () => {
      expect(formatRelativeDateTime('2027-03-12T23:05:00Z', now, 'America/Los_Angeles')).toBe('03/12/2027');
      expect(formatRelativeDateTime('2027-03-08T23:05:00Z', now, 'America/Los_Angeles')).toBe('03/08/2027');
    });
  });

  describe('calendarStartHour', () => {
    it('DS-20: starts at 5 when every item starts at or after 05:00', () => {
      expect(
        calendarStartHour(
          [{ startsAt: '2027-03-10T13:00:00Z' }, { startsAt: '2027-03-10T12:00:00-08:00' }],
          false,
          'America/Los_Angeles',
        ),
      ).toBe(5);
      expect(calendarStartHour([], false, 'UTC')).toBe(5);
    });

    it('DS-20: widens to 0 when an item starts before 05:00 in the viewer zone', () => {
      const items = [{ startsAt: '2027-03-10T12:30:00Z' }];
      expect(calendarStartHour(items, false, 'America/Los_Angeles')).toBe(0); // 4:30am
      expect(calendarStartHour(items, false, 'UTC')).toBe(5); // 12:30pm
    });

    it('DS-20: widens to 0 when an item runs past midnight (shown from 00:00 on the next day), not when it ends at 00:00', () => {
      const zone = 'America/Los_Angeles';
      // 11:30pm to 00:30am in Los Angeles.
      expect(
        calendarStartHour([{ startsAt: '2026-11-29T07:30:00Z', endsAt: '2026-11-29T08:30:00Z' }], false, zone),
      ).toBe(0);
      // 11pm to midnight: nothing of it on the next day.
      expect(
        calendarStartHour([{ startsAt: '2026-11-29T07:00:00Z', endsAt: '2026-11-29T08:00:00Z' }], false, zone),
      ).toBe(5);
      // Two days long: the middle day is shown from 00:00.
      expect(
        calendarStartHour([{ startsAt: '2026-11-27T20:00:00Z', endsAt: '2026-11-29T08:00:00Z' }], false, zone),
      ).toBe(0);
    });

    it('DS-20: widens to 0 when 24-hour view is forced', () => {
      expect(calendarStartHour([{ startsAt: '2027-03-10T20:00:00Z' }], true, 'UTC')).toBe(0);
    });

    it('DS-20: ignores all-day items', () => {
      expect(calendarStartHour([{ startsAt: '2027-03-10T00:00:00Z', allDay: true }], false, 'UTC')).toBe(5);
      expect(calendarStartHour([{ startsAt: '2027-03-10' }], false, 'America/Los_Angeles')).toBe(5);
    });
  });

  describe('safe timers', () => {
    it('DS-28: passes delays up to 2,147,483,647 ms through and refuses larger ones', () => {
      expect(safeTimeoutDelay(2147483647)).toBe(2147483647);
      expect(safeTimeoutDelay(2147483648)).toBeNull();
      expect(safeTimeoutDelay(250)).toBe(250);
      expect(safeTimeoutDelay(-5)).toBe(0);
    });

    it('DS-28: never schedules an oversized timer, so it never fires', () => {
      jest.useFakeTimers();
      try {
        const tooLate = jest.fn();
        const onTime = jest.fn();
        expect(setSafeTimeout(tooLate, 3_000_000_000)).toBeNull();
        expect(setSafeTimeout(onTime, 1000)).not.toBeNull();
        jest.advanceTimersByTime(1000);
        jest.runAllTimers();
        expect(onTime).toHaveBeenCalledTimes(1);
        expect(tooLate).not.toHaveBeenCalled();
      } finally {
        jest.useRealTimers();
      }
    });
  });
});
