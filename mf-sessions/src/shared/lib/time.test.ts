import { wallClock, zonedIso } from './time';

describe('wall-clock helpers', () => {
  it('SES-21: a date and time typed in the user zone become the right instant, across DST', () => {
    expect(zonedIso('2027-01-15', '15:00', 'America/New_York')).toBe('2027-01-15T20:00:00.000Z');
    expect(zonedIso('2027-07-15', '15:00', 'America/New_York')).toBe('2027-07-15T19:00:00.000Z');
    expect(zonedIso('2027-03-14', '03:30', 'America/Los_Angeles')).toBe('2027-03-14T10:30:00.000Z');
    expect(zonedIso('2027-05-04', '09:00', 'Pacific/Auckland')).toBe('2027-05-03T21:00:00.000Z');
  });

  it('SES-21: unreadable input gives null', () => {
    expect(zonedIso('05/04/2027', '15:00', 'UTC')).toBeNull();
    expect(zonedIso('2027-05-04', '', 'UTC')).toBeNull();
  });

  it('SES-28: an instant reads back as the wall clock of the zone', () => {
    expect(wallClock('2027-05-04T19:00:00Z', 'America/New_York')).toEqual({ date: '2027-05-04', time: '15:00' });
    expect(wallClock('2027-05-04T23:30:00Z', 'Pacific/Auckland')).toEqual({ date: '2027-05-05', time: '11:30' });
    expect(wallClock(null, 'UTC')).toEqual({ date: '', time: '' });
  });
});
