import { isHoliday } from './index';

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
