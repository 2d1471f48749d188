import { describe, expect, it } from 'vitest';
import { addDays, addYears, daysFrom, formatDayMonthYear, isIsoDate, todayIn } from './calendar.js';

describe('calendar days', () => {
  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-15', 30)).toBe('2027-01-14');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('adds years, landing on 1 March from a leap day', () => {
    expect(addYears('2026-03-01', 1)).toBe('2027-03-01');
    expect(addYears('2028-02-29', 1)).toBe('2029-03-01');
  });

  it('takes today in the given time zone', () => {
    const instant = new Date('2026-06-15T22:30:00Z');
    expect(todayIn('UTC', instant)).toBe('2026-06-15');
    expect(todayIn('Australia/Sydney', instant)).toBe('2026-06-16');
  });

  it('accepts only real dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('0000-01-01')).toBe(false);
    expect(isIsoDate('0001-01-01')).toBe(true);
    expect(isIsoDate('15/06/2026')).toBe(false);
  });

  it('shows dd-mm-yyyy', () => {
    expect(formatDayMonthYear('2026-06-05')).toBe('05-06-2026');
    expect(formatDayMonthYear(null)).toBe('');
  });
});

describe('days between calendar days', () => {
  it('counts whole days across months, leap days and clock changes, either way', () => {
    expect(daysFrom('2026-11-25', '2026-11-25')).toBe(0);
    expect(daysFrom('2026-11-25', '2026-12-25')).toBe(30);
    expect(daysFrom('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysFrom('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysFrom('2026-12-25', '2026-11-25')).toBe(-30);
  });
});
