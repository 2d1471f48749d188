import { and, count, eq, or, sql, type SQL } from 'drizzle-orm';
import type { IsoDate } from '@fiz/core/calendar';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';

const access = sql`lower(btrim(${users.user_access}))`;
const onDay = (today: IsoDate) => sql`${today}::date`;

/** Admin access, as deriveStatus reads it (trimmed, any case). */
export const hasAdminAccess = sql`${access} = 'admin'`;

/**
 * Spec 4.1's status (core deriveStatus) as SQL, so the Admin's counts are one query however many cooks there are.
 * A comparison with a missing date is null, which CASE treats as false: the same answers deriveStatus gives.
 * admin.test.ts checks the two agree for every kind of cook.
 */
function statusOn(today: IsoDate): SQL<string> {
  const day = onDay(today);
  const { user_free_expiry_date: trialEnd, user_start_paid_date: paidStart, user_end_paid_date: paidEnd } = users;
  return sql<string>`case ${access}
    when 'admin' then 'Admin'
    when 'life' then 'Life'
    when 'member' then case when ${day} > ${paidEnd} then 'Expired' else 'Member' end
    when 'free' then case when ${day} > ${trialEnd} then 'Expired' else 'Free' end
    when 'expired' then 'Expired'
    else case when ${day} between ${paidStart} and ${paidEnd} then 'Member' when ${day} <= ${trialEnd} then 'Free'
      else 'Expired' end
  end`;
}

/** A Member whose paid end date has passed. */
const lapsedOn = (today: IsoDate) =>
  sql`((${access} = 'member' and ${onDay(today)} > ${users.user_end_paid_date}) is true)`;
const expiredOn = (today: IsoDate) => sql`(${statusOn(today)} = 'Expired')`;

/**
 * Brings user_expired (status Expired today) and user_lapsed_member (a Member past the paid end) up to date, for
 * every cook or one; only rows whose flags change are written. Answers how many changed.
 */
export async function refreshMembershipFlags(db: Pick<Db, 'update'>, today: IsoDate, userId?: number): Promise<number> {
  const expired = expiredOn(today);
  const lapsed = lapsedOn(today);
  const stale = or(sql`${users.user_expired} <> ${expired}`, sql`${users.user_lapsed_member} <> ${lapsed}`);
  const changed = await db
    .update(users)
    .set({ user_expired: expired, user_lapsed_member: lapsed })
    .where(userId === undefined ? stale : and(stale, eq(users.user_id, userId)))
    .returning({ user_id: users.user_id });
  return changed.length;
}

/** The Site Admin figures (spec 2.3): all cooks, paid (Member today), free (Free today) and lapsed members. */
const USER_COUNTS = {
  all: () => undefined,
  paid: (today: IsoDate) => sql`${statusOn(today)} = 'Member'`,
  free: (today: IsoDate) => sql`${statusOn(today)} = 'Free'`,
  // Derived today, as the User Listing's Lapsed column is, rather than the flag the hourly sweep keeps.
  lapsed: lapsedOn,
} satisfies Record<string, (today: IsoDate) => SQL | undefined>;
export type UserCount = keyof typeof USER_COUNTS;

export async function countUsers(db: Db, which: UserCount, today: IsoDate): Promise<number> {
  const [row] = await db.select({ count: count() }).from(users).where(USER_COUNTS[which](today));
  return row?.count ?? 0;
}
