import { addMonths, viewRange, visibleDays, zonedParts, zonedTimeToUtc } from './time';

describe('calendar dates', () => {
  it('STF-28: week starts on Sunday, day is one day, month is the six weeks its grid draws', () => {
    expect(visibleDays('week', '2026-11-25')).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    expect(visibleDays('day', '2026-11-25')).toEqual(['2026-11-25']);
    const month = visibleDays('month', '2026-11-25');
    expect(month[0]).toBe('2026-11-01');
    expect(month).toHaveLength(42);
    expect(month[month.length - 1]).toBe('2026-12-12');
    // A month of exactly four weeks (February 2026 starts on a Sunday) is drawn as six too.
    const february = visibleDays('month', '2026-02-10');
    expect([february[0], february[february.length - 1]]).toEqual(['2026-02-01', '2026-03-14']);
  });

  it('converts wall time in a zone to an instant and back', () => {
    const at = zonedTimeToUtc('2026-11-23', 15 * 60, 'America/Los_Angeles');
    expect(at.toISOString()).toBe('2026-11-23T23:00:00.000Z');
    expect(zonedParts(at, 'America/Los_Angeles')).toEqual({ date: '2026-11-23', hour: 15, minute: 0 });
    const range = viewRange('day', '2026-11-23', 'UTC');
    expect([range.startsAt.toISOString(), range.endsAt.toISOString()]).toEqual([
      '2026-11-23T00:00:00.000Z',
      '2026-11-24T00:00:00.000Z',
    ]);
  });

  it('adds months, clamped to the month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
  });
});
