import { instantIn, isSkippedLocalTime, validateTimeExists, wallClockIn } from './dates';

describe('wall clock <-> instant in a zone (the one home for zones, issue 23.4)', () => {
  const iso = (date: string, time: string, zone: string) => instantIn(date, time, zone)?.toISOString() ?? null;

  it('SES-21: a date and time typed in the user zone become the right instant, across DST', () => {
    expect(iso('2027-01-15', '15:00', 'America/New_York')).toBe('2027-01-15T20:00:00.000Z');
    expect(iso('2027-07-15', '15:00', 'America/New_York')).toBe('2027-07-15T19:00:00.000Z');
    expect(iso('2027-03-14', '03:30', 'America/Los_Angeles')).toBe('2027-03-14T10:30:00.000Z');
    expect(iso('2027-05-04', '09:00', 'Pacific/Auckland')).toBe('2027-05-03T21:00:00.000Z');
    expect(iso('2027-05-04', '9:05', 'UTC')).toBe('2027-05-04T09:05:00.000Z');
  });

  it('SES-21: unreadable input gives null', () => {
    expect(instantIn('05/04/2027', '15:00', 'UTC')).toBeNull();
    expect(instantIn('2027-05-04', '', 'UTC')).toBeNull();
  });

  it('SES-28, STF-28: an instant reads back as the wall clock of the zone', () => {
    expect(wallClockIn('2027-05-04T19:00:00Z', 'America/New_York')).toEqual({
      date: '2027-05-04',
      time: '15:00',
      hour: 15,
      minute: 0,
    });
    expect(wallClockIn(new Date('2027-05-04T23:30:00Z'), 'Pacific/Auckland')).toMatchObject({
      date: '2027-05-05',
      time: '11:30',
    });
    expect(wallClockIn(null, 'UTC')).toBeNull();
  });

  describe('a typed time on a day the clocks change (decision: refused when skipped, the first one when repeated)', () => {
    it('X-09: 02:30 on the spring-forward day in Los Angeles does not exist: the check says so, with the date', () => {
      expect(isSkippedLocalTime('2027-03-14', '02:30', 'America/Los_Angeles')).toBe(true);
      expect(isSkippedLocalTime('2027-03-14', '2:00', 'America/Los_Angeles')).toBe(true);
      expect(isSkippedLocalTime('2027-03-14', '02:59', 'America/Los_Angeles')).toBe(true);
      expect(validateTimeExists('2027-03-14', '02:30', 'America/Los_Angeles')).toBe(
        'This time does not exist on 03/14/2027 (the clocks change). Choose another time.',
      );
      // Auckland skips 02:00-02:59 on 09/26/2027; New York the same hour as Los Angeles.
      expect(isSkippedLocalTime('2027-09-26', '02:15', 'Pacific/Auckland')).toBe(true);
      expect(isSkippedLocalTime('2027-03-14', '02:30', 'America/New_York')).toBe(true);
    });

    it('X-09: the times around the gap, other days, other zones and unreadable input pass', () => {
      for (const time of ['01:59', '03:00', '03:30', '00:00', '23:59'])
        expect(validateTimeExists('2027-03-14', time, 'America/Los_Angeles')).toBeNull();
      expect(isSkippedLocalTime('2027-03-13', '02:30', 'America/Los_Angeles')).toBe(false);
      expect(isSkippedLocalTime('2027-03-14', '02:30', 'UTC')).toBe(false);
      expect(isSkippedLocalTime('2027-03-14', '02:30', 'America/Phoenix')).toBe(false);
      expect(isSkippedLocalTime('2027-03-14', '', 'America/Los_Angeles')).toBe(false);
      expect(isSkippedLocalTime('03/14/2027', '02:30', 'America/Los_Angeles')).toBe(false);
      expect(isSkippedLocalTime('2027-03-14', '25:00', 'America/Los_Angeles')).toBe(false);
    });

    it('X-09: a time the clocks show twice (fall back) exists and means its first occurrence', () => {
      expect(isSkippedLocalTime('2027-11-07', '01:30', 'America/Los_Angeles')).toBe(false);
      expect(iso('2027-11-07', '01:30', 'America/Los_Angeles')).toBe('2027-11-07T08:30:00.000Z');
    });

    it('X-09: a skipped time is still moved forward by instantIn (the bounds of a day where midnight is skipped)', () => {
      expect(iso('2027-03-14', '02:30', 'America/Los_Angeles')).toBe('2027-03-14T10:30:00.000Z');
      // Santiago skips midnight when its summer time starts (09/05/2027): the day starts at 01:00.
      expect(isSkippedLocalTime('2027-09-05', '00:00', 'America/Santiago')).toBe(true);
      expect(wallClockIn(instantIn('2027-09-05', '00:00', 'America/Santiago'), 'America/Santiago')?.time).toBe('01:00');
    });
  });
});
