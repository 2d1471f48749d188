import { isIsoDate, type IsoDate } from '@fiz/core/calendar';

const DAY_MONTH_YEAR = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;

/**
 * A day typed the way the admin screens write it (spec 9's dd-mm-yyyy; / or . between the parts too, and one-digit
 * days and months), as YYYY-MM-DD; null for anything that is not a whole, real day (31-02-2026, 5-3-26).
 */
export function parseDayMonthYear(typed: string): IsoDate | null {
  const match = DAY_MONTH_YEAR.exec(typed.trim());
  if (!match) return null;
  const [, day, month, year] = match;
  const iso = `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}
