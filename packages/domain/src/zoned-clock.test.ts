import { instantIn, wallClockIn } from './dates';

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
});
