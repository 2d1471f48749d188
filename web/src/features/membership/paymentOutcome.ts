import type { UserAccess } from '@fiz/core/membership';

/**
 * What the return from checkout found. The webhook often applies the payment before the browser is back, so a
 * check that grants nothing new still means the payment went through when the cook is already a Member.
 */
export function paymentConfirmed(access: UserAccess): boolean {
  return access.granted || access.status === 'Member';
}
