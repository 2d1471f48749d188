import { ACCESS_LEVELS, type AccessLevel } from '@fiz/core/access';
import type { AdminUser } from '@fiz/core/admin';
import { formatDayMonthYear } from '@fiz/core/calendar';

/**
 * The access level the User Details form starts from. Text outside the four levels (an old 'expired') starts as
 * Free: saving it then keeps the cook's status, which Free derives from the trial dates (spec 4.1).
 */
export function accessLevelOf(userAccess: string): AccessLevel {
  const trimmed = userAccess.trim().toLowerCase();
  return ACCESS_LEVELS.find((level) => level.toLowerCase() === trimmed) ?? 'Free';
}

/** The cells of one User Listing row after User ID (spec 2.3), dates as dd-mm-yyyy (spec 9). */
export function userRowCells(user: AdminUser): string[] {
  return [
    user.user_name,
    user.user_email,
    user.status,
    formatDayMonthYear(user.user_joined_date),
    formatDayMonthYear(user.user_free_expiry_date),
    formatDayMonthYear(user.user_start_paid_date),
    formatDayMonthYear(user.user_end_paid_date),
    user.user_lapsed_member ? 'Yes' : 'No',
    user.user_expired ? 'Yes' : 'No',
  ];
}

/** A Member whose paid year has ended: saving them as a Member renews them only when asked (START_PAID_YEAR). */
export const isLapsedMember = (user: AdminUser) =>
  user.status === 'Expired' && accessLevelOf(user.user_access) === 'Member';

export const START_PAID_YEAR = 'Start a new paid year today';

/**
 * Said when a saved access level leaves the cook Expired (spec 4.1: Free ends with the trial; a lapsed Member
 * stays lapsed until renewed), so the Admin knows the change did not renew them; null when the cook is not Expired.
 */
export function stillExpiredNotice(saved: AdminUser): string | null {
  if (saved.status !== 'Expired') return null;
  if (isLapsedMember(saved)) {
    const ended = formatDayMonthYear(saved.user_end_paid_date);
    return `Saved, but ${saved.user_name} is still Expired: their paid year ended on ${ended}. Tick "${START_PAID_YEAR}" to renew them.`;
  }
  const ended = formatDayMonthYear(saved.user_free_expiry_date);
  return `Saved, but ${saved.user_name} is still Expired: their free trial ended on ${ended}. Set a later "Free trial ends", or make them a Member to give them a year.`;
}

export const USER_LIST_HEADERS = [
  'User ID',
  'First Name',
  'Email',
  'Status',
  'Joined',
  'Free Exp',
  'Paid',
  'Paid Exp',
  'Lapsed',
  'Exp Flag',
  'Task',
] as const;
