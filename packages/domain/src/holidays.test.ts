import { isHoliday } from '../sessions';

describe('isHoliday', () => {
  it.each([
    ['2027-01-01', "New Year's Day"],
    ['2027-01-18', 'Martin Luther King Jr. Day'],
    ['2027-02-15', "Washington's Birthday"],
    ['2027-05-31', 'Memorial Day'],
    ['2027-06-19', 'Juneteenth (a Saturday)'],
    ['2027-07-04', 'Independence Day (a Sunday)'],
    ['2027-09-06', 'Labor Day'],
    ['2027-10-11', 'Columbus Day'],
    ['2027-11-11', 'Veterans Day'],
    ['2027-11-25', 'Thanksgiving'],
    ['2027-12-25', 'Christmas Day (a Saturday)'],
  ])('DOM-15, OP-41: %s (%s) is one of the 11 federal holidays', (date) => {
    expect(isHoliday(date)).toBe(true);
  });

  it.each([
    ['2027-06-18', 'Juneteenth observed on Friday'],
    ['2027-07-05', 'Independence Day observed on Monday'],
    ['2027-12-24', 'Christmas observed on Friday'],
    ['2028-11-10', 'Veterans Day 2028 (Saturday) observed on Friday'],
    ['2029-11-12', 'Veterans Day 2029 (Sunday) observed on Monday'],
    ['2022-12-26', 'Christmas 2022 (Sunday) observed on Monday'],
    ['2021-12-31', "New Year's Day 2022 (Saturday) observed on Friday Dec 31"],
  ])('DOM-15, OP-41: %s (%s) is a holiday', (date) => {
    expect(isHoliday(date)).toBe(true);
  });

  it.each([
    ['2026-12-24', 'Christmas Eve'],
    ['2026-12-31', "New Year's Eve"],
    ['2026-11-27', 'the Friday after Thanksgiving 2026'],
    ['2027-11-26', 'the Friday after Thanksgiving 2027'],
  ])('DOM-15: %s (%s) is a company holiday', (date) => {
    expect(isHoliday(date)).toBe(true);
  });

  it.each([
    ['2027-03-10', 'an ordinary Wednesday'],
    ['2027-02-14', "Valentine's Day (an observance only)"],
    ['2027-03-28', 'Easter Sunday (not federal)'],
    ['2027-11-24', 'the day before Thanksgiving'],
    ['2027-12-26', 'the day after Christmas 2027'],
    ['2020-06-19', 'Juneteenth before it became federal (2021)'],
    ['2027-12-23', 'Dec 23'],
  ])('DOM-15, OP-41: %s (%s) is not a holiday', (date) => {
    expect(isHoliday(date)).toBe(false);
  });

  it('DOM-15: accepts a typed MM/DD/YYYY date and rejects other shapes', () => {
    expect(isHoliday('07/04/2027')).toBe(true);
    expect(isHoliday('2027-7-4')).toBe(false);
    expect(isHoliday('')).toBe(false);
    expect(isHoliday(null)).toBe(false);
  });

  it('DOM-15: answers on the calendar date, the same in every machine zone', () => {
    // Thanksgiving 2027; a Date-based implementation would shift this in Los Angeles or Auckland.
    expect(isHoliday('2027-11-25')).toBe(true);
    expect(isHoliday('2027-11-24')).toBe(false);
    expect(isHoliday('2027-11-27')).toBe(false);
  });
});

describe('isHoliday against date-holidays', () => {
  // The old implementation's source of truth: date-holidays' US "public" days, each Saturday/Sunday one also on the
  // Friday before / Monday after, Thanksgiving's Friday, Dec 24 and Dec 31.
  it('DOM-15, OP-41: gives the same days as date-holidays for every date of 1950-2150', async () => {
    const { default: Holidays } = await import('date-holidays');
    const calendar = new Holidays('US');
    const expected = new Set<string>();
    const shift = (date: string, days: number) =>
      new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    for (let y = 1949; y <= 2151; y += 1) {
      for (const h of calendar.getHolidays(y)) {
        if (h.type !== 'public') continue;
        const date = h.date.slice(0, 10);
        expected.add(date);
        const dow = new Date(`${date}T00:00:00Z`).getUTCDay();
        if (dow === 6) expected.add(shift(date, -1));
        if (dow === 0) expected.add(shift(date, 1));
        if (/^Thanksgiving/.test(h.name)) expected.add(shift(date, 1));
      }
      expected.add(`${y}-12-24`);
      expected.add(`${y}-12-31`);
    }
    const mismatches: string[] = [];
    for (let t = Date.UTC(1950, 0, 1); t <= Date.UTC(2150, 11, 31); t += 86_400_000) {
      const date = new Date(t).toISOString().slice(0, 10);
      if (isHoliday(date) !== expected.has(date)) mismatches.push(date);
    }
    expect(mismatches).toEqual([]);
  });
});
