import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@fiz/core/session';
import { SiteOwnerSchema } from '@fiz/core/contact';
import { PaymentsInfoSchema, UserAccessSchema, type UserAccess } from '@fiz/core/membership';
import { api } from '../../lib/api';
import { sessionQuery } from '../../lib/session.queries';

export const PAYMENTS_UNAVAILABLE = 'Payments are not available on this server.';

/** The site owner's address, for a cook who cannot pay here to ask to be made a member. */
export const siteOwnerQuery = queryOptions({
  queryKey: ['site-owner'],
  queryFn: () => api('/contact/owner', SiteOwnerSchema),
  staleTime: Infinity,
});

/** Whether this server takes payments: asked before any checkout is started. */
export const paymentsQuery = queryOptions({
  queryKey: ['payments'],
  queryFn: () => api('/payments', PaymentsInfoSchema),
  staleTime: Infinity,
});

/**
 * Spec 4.1 payment return: the server re-checks the cook's checkouts with Stripe; the session then takes the new
 * status at once (spec: "stored locally") and is fetched again, so the guard lets a new Member onto the dashboard.
 * A query rather than a mutation: the check is safe to repeat, runs once per visit (StrictMode too) and Try again
 * is a refetch.
 */
export function usePaymentCheck(cook: SessionUser, checkoutId: string | null, enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    enabled,
    queryKey: ['payment-check', cook.user_id, checkoutId],
    queryFn: async (): Promise<UserAccess> => {
      const query = checkoutId ? `?${new URLSearchParams({ session_id: checkoutId }).toString()}` : '';
      const access = await api(`/updateuseraccess/${cook.user_id}${query}`, UserAccessSchema, { method: 'POST' });
      queryClient.setQueryData(sessionQuery.queryKey, (user) =>
        user ? { ...user, user_access: access.user_access, status: access.status } : user,
      );
      await queryClient.invalidateQueries(sessionQuery);
      return access;
    },
    retry: false,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
