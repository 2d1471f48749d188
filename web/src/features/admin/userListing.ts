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
