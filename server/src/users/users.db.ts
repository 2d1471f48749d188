import { eq, sql } from 'drizzle-orm';
import { deriveStatus, type AccessLevel } from '@fiz/core/access';
import type { AdminUser } from '@fiz/core/admin';
import type { IsoDate } from '@fiz/core/calendar';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';

export type UserRow = typeof users.$inferSelect;

const emailMatches = (email: string) => sql`lower(${users.user_email}) = lower(${email})`;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(emailMatches(email));
  return user;
}

export async function findUserById(db: Db, userId: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.user_id, userId));
  return user;
}

const UNIQUE_VIOLATION = '23505';

/** A write refused by a unique index, however the driver wraps the error. */
export function isUniqueViolation(error: unknown): boolean {
  const candidates = [error, (error as { cause?: unknown } | null)?.cause];
  return candidates.some((candidate) => (candidate as { code?: string } | null)?.code === UNIQUE_VIOLATION);
}

export interface NewUser {
  user_name: string;
  user_email: string;
  password_hash: string;
  user_access: AccessLevel;
  user_joined_date: string;
  user_free_expiry_date: string;
}

/** Inserts a cook; null when the email is taken (compared case-insensitively by a unique index). */
export async function insertUser(db: Db, user: NewUser): Promise<UserRow | null> {
  try {
    const [created] = await db.insert(users).values(user).returning();
    return created ?? null;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

export async function updateUserByEmail(
  db: Db,
  email: string,
  changes: Partial<
    Pick<UserRow, 'user_access' | 'user_free_expiry_date' | 'user_start_paid_date' | 'user_end_paid_date'>
  >,
): Promise<UserRow | undefined> {
  const [updated] = await db.update(users).set(changes).where(emailMatches(email)).returning();
  return updated;
}

export type UserDetails = Pick<UserRow, 'user_name' | 'user_email' | 'user_access'>;

/** Changes what the Admin edits in User Details; undefined when there is no such cook. */
export async function updateUserDetails(
  db: Pick<Db, 'update'>,
  userId: number,
  details: UserDetails &
    Partial<Pick<UserRow, 'user_start_paid_date' | 'user_end_paid_date' | 'user_free_expiry_date'>>,
): Promise<UserRow | undefined> {
  const [updated] = await db.update(users).set(details).where(eq(users.user_id, userId)).returning();
  return updated;
}

/**
 * The account without its password hash, with the status and the two flags derived today (User Listing,
 * getuserstatus): the stored flags wait for the hourly sweep, so a trial that ended at midnight would show
 * Expired beside an Exp Flag of No until it ran.
 */
export function toAdminUser(user: UserRow, today: IsoDate): AdminUser {
  const status = deriveStatus(user, today);
  const lapsed = user.user_access.trim().toLowerCase() === 'member' && status === 'Expired';
  return {
    user_id: user.user_id,
    user_name: user.user_name,
    user_email: user.user_email,
    status,
    user_access: user.user_access,
    user_joined_date: user.user_joined_date,
    user_free_expiry_date: user.user_free_expiry_date,
    user_start_paid_date: user.user_start_paid_date,
    user_end_paid_date: user.user_end_paid_date,
    user_lapsed_member: lapsed,
    user_expired: status === 'Expired',
  };
}
