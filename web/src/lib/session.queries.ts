import { queryOptions, useQuery } from '@tanstack/react-query';
import { normalizeStatus, type Status } from '@fiz/core/access';
import type { SessionUser } from '@fiz/core/session';
import { api } from './api';
import { forgetOtherCooks, forgetTheCook } from './forgetTheCook';

/**
 * The signed-in cook, fetched on load and after login (spec 4.1). Its schema loads beside the request, so the
 * startup chunk builds none (docs/decisions/0008).
 */
export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: async (): Promise<SessionUser | null> => {
    const schema = import('@fiz/core/session').then((session) => session.SessionResponseSchema);
    const { user } = await api('/session', schema);
    // A session that ended without a logout (it ran out, or was ended elsewhere) leaves nothing of the cook's.
    if (user) forgetOtherCooks(user.user_id);
    else forgetTheCook();
    return user;
  },
  staleTime: 5 * 60_000,
  retry: 1,
});

export interface SessionState {
  user: SessionUser | null;
  /** Empty while unknown or when the status fetch failed: the guard then renders nothing. */
  status: Status;
  isPending: boolean;
  isError: boolean;
}

export function useSession(): SessionState {
  const query = useQuery(sessionQuery);
  const user = query.data ?? null;
  return {
    user,
    status: user ? normalizeStatus(user.status) : '',
    isPending: query.isPending,
    isError: query.isError,
  };
}
