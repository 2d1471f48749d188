import { describe, expect, it } from 'vitest';
import { formatAdminDateTime, formatDateTime, formatDay } from './dates';

/** Built from local parts, so the expectation holds in any time zone the tests run in. */
const local = (...parts: [number, number, number, number, number]) => new Date(...parts).toISOString();

describe('formatDateTime (d/m/yyyy h:mm)', () => {
  it('writes day and month without leading zeros and minutes with two digits', () => {
    expect(formatDateTime(local(2026, 2, 5, 9, 7))).toBe('5/3/2026 9:07');
  });

  it('uses the 24-hour clock', () => {
    expect(formatDateTime(local(2025, 11, 31, 23, 59))).toBe('31/12/2025 23:59');
    expect(formatDateTime(local(2025, 0, 1, 0, 0))).toBe('1/1/2025 0:00');
  });

  it('shows text that is not a date as it came, rather than "NaN"', () => {
    expect(formatDateTime('yesterday')).toBe('yesterday');
  });
});

describe('formatDay (d/m/yyyy)', () => {
  it('writes day and month without leading zeros', () => {
    expect(formatDay('2027-03-05')).toBe('5/3/2027');
    expect(formatDay('2026-12-31')).toBe('31/12/2026');
  });

  it('shows text that is not a calendar day as it came', () => {
    expect(formatDay('soon')).toBe('soon');
  });
});

describe('formatAdminDateTime (dd-mm-yyyy hh:mm)', () => {
  it('writes every part with two digits, the year with four, on the 24-hour clock', () => {
    expect(formatAdminDateTime(local(2026, 2, 5, 9, 7))).toBe('05-03-2026 09:07');
    expect(formatAdminDateTime(local(2025, 11, 31, 23, 59))).toBe('31-12-2025 23:59');
  });

  it('shows text that is not a date as it came', () => {
    expect(formatAdminDateTime('yesterday')).toBe('yesterday');
  });
});
