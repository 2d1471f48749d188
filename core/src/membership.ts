import { z } from 'zod';
import { addYears, daysFrom, type IsoDate } from './calendar.js';
import { idSchema } from './ids.js';

/** Spec 1 and 9: a year of membership costs $39 AUD. */
export const MEMBERSHIP = { priceCents: 3900, currency: 'aud', label: '$39 AUD per year' } as const;

/** Statuses that never end, so a year's membership would add nothing: they are not offered one. */
const NOTHING_TO_PAY: Partial<Record<string, string>> = {
  Life: 'Your Life membership already includes everything, so there is nothing to pay.',
  Admin: 'As an Admin you already have everything, so there is nothing to pay.',
};

/** Why a cook with this status may not buy a year, or undefined when they may. */
export function nothingToPay(status: string): string | undefined {
  return NOTHING_TO_PAY[status];
}

export interface PaidPeriod {
  start: IsoDate;
  end: IsoDate;
}

/**
 * The paid period after paying for a year on `today`: a renewal before the current end extends from that end
 * (keeping the start); a cook still in their free trial is a member from today and their year starts when the
 * trial would have ended, so paying early loses none of it; otherwise a new year starts today.
 */
export function paidPeriodAfterPayment(
  today: IsoDate,
  current: Partial<PaidPeriod>,
  trialEnd: IsoDate | null = null,
): PaidPeriod {
  if (current.start && current.end && current.end >= today) {
    return { start: current.start, end: addYears(current.end, 1) };
  }
  if (trialEnd && trialEnd > today) return { start: today, end: addYears(trialEnd, 1) };
  return { start: today, end: addYears(today, 1) };
}

/** How many days before a membership ends the cook is reminded of it; a trial is shown all through. */
export const RENEWAL_REMINDER_DAYS = 30;

/** A trial or membership that is running out, for the dashboard to remind the cook before access stops. */
export interface PlanEnding {
  plan: 'trial' | 'membership';
  /** The last day the cook has, which still counts (spec 4.1 compares calendar days). */
  lastDay: IsoDate;
  daysLeft: number;
}

/**
 * What is running out for a cook of this status: a Free cook's trial (all through it: it is short), or a Member's
 * year within its last RENEWAL_REMINDER_DAYS. Life and Admin never end; an Expired cook has already ended.
 */
export function planEnding(
  today: IsoDate,
  { status, trialEnds, paidUntil }: { status: string; trialEnds: IsoDate | null; paidUntil: IsoDate | null },
): PlanEnding | null {
  if (status === 'Free' && trialEnds && trialEnds >= today) {
    return { plan: 'trial', lastDay: trialEnds, daysLeft: daysFrom(today, trialEnds) };
  }
  const daysLeft = paidUntil ? daysFrom(today, paidUntil) : -1;
  if (status === 'Member' && paidUntil && daysLeft >= 0 && daysLeft <= RENEWAL_REMINDER_DAYS) {
    return { plan: 'membership', lastDay: paidUntil, daysLeft };
  }
  return null;
}

/** GET /api/payments: whether this server takes payments, so the page can say so before any call. */
export const PaymentsInfoSchema = z.object({ available: z.boolean(), price: z.string() });

/** POST /api/create-checkout-session (spec 7). UserId must be the signed-in cook's. */
export const CheckoutBodySchema = z.object({
  UserId: idSchema('user'),
  UserName: z.string().max(100).optional(),
});
export const CheckoutSessionSchema = z.object({ id: z.string(), url: z.string() });

/** POST /api/updateuseraccess/{userId}?session_id=: the checkout the cook returned from (Stripe's {CHECKOUT_SESSION_ID}). */
export const PaymentCheckQuerySchema = z.object({
  session_id: z.string().max(255, { error: 'The checkout id (session_id) is too long.' }).optional(),
});

export const CHECKOUT_STATUSES = ['applied', 'open', 'closed', 'unknown'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

/** POST /api/updateuseraccess/{userId}: the cook's access after the server re-checked their payments with Stripe. */
export const UserAccessSchema = z.object({
  user_access: z.string(),
  status: z.string(),
  user_start_paid_date: z.string().nullable(),
  user_end_paid_date: z.string().nullable(),
  /** Whether this check found a payment not applied before. */
  granted: z.boolean(),
  /**
   * Whether the checkout named by session_id has been applied, by this check or by Stripe's event before it:
   * how the return page knows an Admin or Life cook's payment went through, as their access stays the same.
   */
  checkout_applied: z.boolean(),
  /**
   * What became of the checkout named by session_id, null without one: applied; open (Stripe has not said it was
   * paid); closed (it expired unpaid, or Stripe does not know it); unknown (no checkout of this cook's by that id).
   */
  checkout_status: z.enum(CHECKOUT_STATUSES).nullable(),
});
export type UserAccess = z.infer<typeof UserAccessSchema>;
