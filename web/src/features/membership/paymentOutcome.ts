import type { UserAccess } from '@fiz/core/membership';

/**
 * What the return from checkout found. The webhook often applies the payment before the browser is back, so a
 * check that grants nothing new still means the payment went through when the checkout the cook returned from
 * (checkoutId, Stripe's session_id) has been applied. Being a Member proves nothing about that checkout (a
 * renewal left unpaid), so it counts only on a return address without one.
 */
export function paymentConfirmed(access: UserAccess, checkoutId: string | null): boolean {
  if (access.granted || access.checkout_applied) return true;
  return checkoutId === null && access.status === 'Member';
}
