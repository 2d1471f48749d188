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

/** Why a payment is not confirmed, and whether checking again could change that. */
export function unconfirmedReason(access: UserAccess): { message: string; worthRetrying: boolean } {
  switch (access.checkout_status) {
    case 'unknown':
      return {
        message:
          'We have no record of this checkout on your account, so there is no payment to confirm. If you paid ' +
          'while signed in as another cook, the membership is on that account.',
        worthRetrying: false,
      };
    case 'open':
      // Stripe says it has not been paid: a cook who has just paid may wait, one who has not should know so.
      return {
        message:
          'The payment service says this checkout has not been paid yet. If you have just paid, try again in a ' +
          'minute; if not, nothing was charged, and you can start a new checkout.',
        worthRetrying: true,
      };
    case 'closed':
      return {
        message: 'This checkout ended without a payment, so nothing was charged. You can start a new one.',
        worthRetrying: false,
      };
    default:
      return {
        message: 'The payment service has not told us about your payment yet. This can take a minute.',
        worthRetrying: true,
      };
  }
}
