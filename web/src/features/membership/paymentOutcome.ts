import type { UserAccess } from '@fiz/core/membership';

/**
 * What the return from checkout found. The webhook often applies the payment before the browser is back, so a
 * check that grants nothing new still means the payment went through when the checkout it returned from has been
 * applied (an Admin or Life cook keeps their access), or when the cook is already a Member.
 */
export function paymentConfirmed(access: UserAccess): boolean {
  return access.granted || access.checkout_applied || access.status === 'Member';
}
