import { describe, expect, it } from 'vitest';
import { parseDayMonthYear } from './dayMonthYear';

describe('parseDayMonthYear', () => {
  it('reads dd-mm-yyyy as the admin screens write it, and the same day typed with / or . or short parts', () => {
    expect(parseDayMonthYear('05-03-2099')).toBe('2099-03-05');
    expect(parseDayMonthYear(' 5/3/2099 ')).toBe('2099-03-05');
    expect(parseDayMonthYear('31.12.2026')).toBe('2026-12-31');
    expect(parseDayMonthYear('29-02-2028')).toBe('2028-02-29');
  });

  it('refuses what is not a whole, real day', () => {
    for (const typed of ['', '05-03-209', '5-3-26', '31-02-2026', '29-02-2027', '00-01-2026', '2099-03-05', 'soon']) {
      expect(parseDayMonthYear(typed), typed).toBeNull();
    }
  });
});
