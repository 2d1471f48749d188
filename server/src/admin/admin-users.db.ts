import { count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { normalizeStatus } from '@fiz/core/access';
import type { ADMIN_MESSAGES, UserListResponse } from '@fiz/core/admin';
import { addYears, type IsoDate } from '@fiz/core/calendar';
import {
  isUniqueViolation,
  toAdminUser,
  updateUserDetails,
  type UserDetails,
  type UserRow,
} from '../users/users.db.js';
import type { Db } from '../db/client.js';
import { containsPattern } from '../db/contains-pattern.js';
import { contacts, recipes, users } from '../db/schema.js';
import { hasAdminAccess, refreshMembershipFlags } from './membership.db.js';
import { onlyRow } from '../db/rows.js';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Why the Admin's change was not made; each names its message in ADMIN_MESSAGES. */
export type Refusal = keyof Pick<
  typeof ADMIN_MESSAGES,
  'noSuchUser' | 'emailTaken' | 'lastAdminDemoted' | 'lastAdminDeleted' | 'paidEndBeforeStart' | 'trialEndBeforeJoin'
>;

/**
 * Newest cooks first (by user id, which also keeps pages stable while cooks register), all of them or those the
 * search finds.
 */
export async function listUsers(
  db: Db,
  { limit, offset, search = '' }: { limit: number; offset: number; search?: string },
  today: IsoDate,
): Promise<UserListResponse> {
  const where = search ? matching(search) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(users).where(where).orderBy(desc(users.user_id)).limit(limit).offset(offset),
    db.select({ count: count() }).from(users).where(where),
  ]);
  return { users: rows.map((row) => toAdminUser(row, today)), total: total?.count ?? 0 };
}

/** Cooks whose name or email holds the text, ignoring case, or whose id it is. */
function matching(search: string): SQL | undefined {
  const pattern = containsPattern(search);
  const id = /^\d{1,9}$/.test(search) ? Number(search) : undefined;
  return or(ilike(users.user_name, pattern), ilike(users.user_email, pattern), id ? eq(users.user_id, id) : undefined);
}

/**
 * Locks every Admin's row, in id order, and answers their ids. Any change that could remove an Admin takes this
 * first, so two Admins demoting or deleting each other at once take turns (never deadlock) and one always stays.
 */
async function lockAdmins(tx: Transaction): Promise<number[]> {
  const admins = await tx
    .select({ user_id: users.user_id })
    .from(users)
    .where(hasAdminAccess)
    .orderBy(users.user_id)
    .for('update');
  return admins.map((admin) => admin.user_id);
}

const isLastAdmin = (admins: number[], userId: number) => admins.length === 1 && admins[0] === userId;

/**
 * Making a cook a Member gives them a year from today, as paying would, unless a paid year is running: a Member
 * with no paid dates would never end (spec 4.1). A Member whose year has ended gets a new one only when the Admin
 * asks for it: correcting a lapsed Member's name must not give them a free year.
 */
function memberYear(current: UserRow, details: AdminUserEdit, today: IsoDate): Partial<UserRow> {
  if (details.user_access !== 'Member') return {};
  if (current.user_end_paid_date && current.user_end_paid_date >= today) return {};
  const alreadyMember = normalizeStatus(current.user_access) === 'Member';
  if (alreadyMember && !details.start_paid_year) return {};
  return { user_start_paid_date: today, user_end_paid_date: addYears(today, 1) };
}

/**
 * The days the Admin typed, which win over the year memberYear would give. A paid end that gives a cook with no
 * paid period running (none on record, or one that has ended) days to come starts a new period today, so the
 * listing never shows one period running on through the days the cook was lapsed.
 */
function datesSet(
  current: UserRow,
  { user_free_expiry_date, user_end_paid_date }: AdminDates,
  today: IsoDate,
): Partial<UserRow> {
  const trial = user_free_expiry_date ? { user_free_expiry_date } : {};
  if (!user_end_paid_date) return trial;
  const running = current.user_start_paid_date && current.user_end_paid_date && current.user_end_paid_date >= today;
  const startsAgain = !current.user_start_paid_date || (!running && user_end_paid_date >= today);
  return { ...trial, ...(startsAgain && { user_start_paid_date: today }), user_end_paid_date };
}

interface AdminDates {
  user_free_expiry_date?: IsoDate;
  user_end_paid_date?: IsoDate;
}

type AdminUserEdit = UserDetails & AdminDates & { start_paid_year?: boolean };

/** The Admin's User Details edit; flags follow the new access at once. */
export async function updateUserAsAdmin(
  db: Db,
  userId: number,
  { start_paid_year, user_free_expiry_date, user_end_paid_date, ...details }: AdminUserEdit,
  today: IsoDate,
): Promise<{ user: UserRow } | { refused: Refusal }> {
  try {
    return await db.transaction(async (tx) => {
      if (details.user_access !== 'Admin' && isLastAdmin(await lockAdmins(tx), userId)) {
        return { refused: 'lastAdminDemoted' };
      }
      const [current] = await tx.select().from(users).where(eq(users.user_id, userId)).for('update');
      if (!current) return { refused: 'noSuchUser' };
      const paidYear = memberYear(current, { ...details, start_paid_year }, today);
      const dates = datesSet(current, { user_free_expiry_date, user_end_paid_date }, today);
      // A trial cannot end before it began; such a day is a slip of the year or month.
      if (dates.user_free_expiry_date && dates.user_free_expiry_date < current.user_joined_date) {
        return { refused: 'trialEndBeforeJoin' };
      }
      const paidStart = dates.user_start_paid_date ?? paidYear.user_start_paid_date ?? current.user_start_paid_date;
      if (dates.user_end_paid_date && paidStart && dates.user_end_paid_date < paidStart) {
        return { refused: 'paidEndBeforeStart' };
      }
      await updateUserDetails(tx, userId, { ...details, ...paidYear, ...dates });
      await refreshMembershipFlags(tx, today, userId);
      return { user: onlyRow(await tx.select().from(users).where(eq(users.user_id, userId))) };
    });
  } catch (error) {
    // The unique index on lower(user_email) is what decides, so two edits at once cannot both take one address.
    if (isUniqueViolation(error)) return { refused: 'emailTaken' };
    throw error;
  }
}

/**
 * Deletes a cook and everything personal they kept, in one transaction. Recipes go here (their photo URLs are
 * answered, for the caller to remove the files after commit); the foreign keys take their ingredients, chef
 * questions and sessions (so they are signed out at once), and keep mail outbox and chef usage rows without the
 * user id. Copies other cooks made of their shared recipes are those cooks' own rows and files, so they stay.
 */
export async function deleteUserAsAdmin(
  db: Db,
  userId: number,
): Promise<{ photoUrls: string[] } | { refused: Refusal }> {
  return db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    const [target] = await tx.select({ user_id: users.user_id }).from(users).where(eq(users.user_id, userId));
    if (!target) return { refused: 'noSuchUser' };
    if (isLastAdmin(admins, userId)) return { refused: 'lastAdminDeleted' };
    const removed = await tx
      .delete(recipes)
      .where(eq(recipes.recipe_user_id, userId))
      .returning({ imageUrl: recipes.recipe_imageurl });
    // Their Contact Us messages are deleted rather than kept with the sender blanked: the text is theirs too and
    // often names them.
    await tx.delete(contacts).where(eq(contacts.contact_user_id, userId));
    await tx.delete(users).where(eq(users.user_id, userId));
    return { photoUrls: removed.map((recipe) => recipe.imageUrl).filter((url) => url !== '') };
  });
}
