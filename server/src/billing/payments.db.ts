import { and, desc, eq } from 'drizzle-orm';
import { paidPeriodAfterPayment, type CheckoutStatus } from '@fiz/core/membership';
import type { IsoDate } from '@fiz/core/calendar';
import type { Db } from '../db/client.js';
import { payments, stripeEvents, users } from '../db/schema.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function recordCheckout(db: Db, sessionId: string, userId: number): Promise<void> {
  await db.insert(payments).values({ stripe_session_id: sessionId, user_id: userId }).onConflictDoNothing();
}

/** The cook's checkouts not yet applied, newest first: what the return page asks Stripe about. */
export async function openCheckouts(db: Db, userId: number, limit = 10): Promise<string[]> {
  const rows = await db
    .select({ id: payments.stripe_session_id })
    .from(payments)
    .where(and(eq(payments.user_id, userId), eq(payments.status, 'open')))
    .orderBy(desc(payments.created_at))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Stops asking Stripe about a checkout that can no longer be paid: expired, or unknown to Stripe (made with
 * other keys). A signed event that it was paid after all still applies it.
 */
export async function closeCheckout(db: Db, sessionId: string): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'closed' })
    .where(and(eq(payments.stripe_session_id, sessionId), eq(payments.status, 'open')));
}

/** What became of the cook's checkout: applied (by the return page's check or Stripe's event), open or closed. */
export async function checkoutStatus(db: Db, sessionId: string, userId: number): Promise<CheckoutStatus> {
  const [row] = await db
    .select({ status: payments.status })
    .from(payments)
    .where(and(eq(payments.stripe_session_id, sessionId), eq(payments.user_id, userId)));
  const status = row?.status;
  return status === 'applied' || status === 'open' || status === 'closed' ? status : 'unknown';
}

/** True the first time an event id is seen; in the caller's transaction, so a failed apply is retried. */
export async function firstDelivery(tx: Tx, eventId: string, type: string): Promise<boolean> {
  const inserted = await tx
    .insert(stripeEvents)
    .values({ event_id: eventId, type })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.event_id });
  return inserted.length > 0;
}

/** Admin and Life already have everything: paying records the dates but never lowers their access. */
const KEEPS_ACCESS = new Set(['admin', 'life']);

/**
 * Applies a payment Stripe confirmed to the cook who made the checkout, once: Member, a year of paid dates
 * (a renewal extends from the old end, a payment during the trial from the trial's end), and the lapsed and
 * expired flags cleared. Answers whether it applied.
 */
export async function applyPaidCheckout(tx: Tx, sessionId: string, userId: number, today: IsoDate): Promise<boolean> {
  const [payment] = await tx.select().from(payments).where(eq(payments.stripe_session_id, sessionId)).for('update');
  if (!payment || payment.user_id !== userId || payment.status === 'applied') return false;
  const [user] = await tx.select().from(users).where(eq(users.user_id, userId)).for('update');
  if (!user) return false;
  const period = paidPeriodAfterPayment(
    today,
    {
      ...(user.user_start_paid_date ? { start: user.user_start_paid_date } : {}),
      ...(user.user_end_paid_date ? { end: user.user_end_paid_date } : {}),
    },
    // Only a Free cook is on a trial: Admin and Life have no trial to keep.
    user.user_access.trim().toLowerCase() === 'free' ? user.user_free_expiry_date : null,
  );
  await tx
    .update(users)
    .set({
      user_access: KEEPS_ACCESS.has(user.user_access.trim().toLowerCase()) ? user.user_access : 'Member',
      user_start_paid_date: period.start,
      user_end_paid_date: period.end,
      user_lapsed_member: false,
      user_expired: false,
    })
    .where(eq(users.user_id, userId));
  await tx
    .update(payments)
    .set({ status: 'applied', paid_start: period.start, paid_end: period.end, applied_at: new Date() })
    .where(eq(payments.stripe_session_id, sessionId));
  return true;
}
