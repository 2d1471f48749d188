import { useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@fiz/core/session';
import { CheckoutSessionSchema } from '@fiz/core/membership';
import { api } from '../../lib/api';
import { useMutationOnce } from '../../lib/useMutationOnce';
import { paymentsQuery } from './membership.queries';

/** How signing up went: this server takes no payments, or the browser is on its way to the hosted checkout. */
export type SignUpOutcome = 'unavailable' | 'leaving';

async function signUp(cook: SessionUser, paymentsAvailable: () => Promise<boolean>): Promise<SignUpOutcome> {
  // Asked first, so a server without payments is never sent a checkout it can only refuse.
  if (!(await paymentsAvailable())) return 'unavailable';
  const body = { UserId: cook.user_id, UserName: cook.user_name };
  const checkout = await api('/create-checkout-session', CheckoutSessionSchema, { method: 'POST', body });
  window.location.assign(checkout.url);
  return 'leaving';
}

/**
 * Spec 2.3 and 7: 'Yes! Sign Me Up!' starts a Stripe Checkout for a year of membership and goes there. Once: a
 * double-click, or a click while the browser is leaving, would start a second checkout that could also be paid.
 */
export function useSignUp(cook: SessionUser) {
  const queryClient = useQueryClient();
  const paymentsAvailable = async () => (await queryClient.ensureQueryData(paymentsQuery)).available;
  return useMutationOnce({ mutationFn: () => signUp(cook, paymentsAvailable) }, { keepSuccess: true });
}
