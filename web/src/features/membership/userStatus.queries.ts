import { queryOptions } from '@tanstack/react-query';
import { UserStatusSchema } from '@fiz/core/users';
import { api } from '../../lib/api';

/**
 * The cook's trial and membership dates (GET /api/getuserstatus), for the pages that say where they stand. Apart
 * from the payment queries, so the phone's recipe search can remind a cook without downloading those.
 */
export const userStatusQuery = (userId: number) =>
  queryOptions({
    queryKey: ['user-status', userId],
    queryFn: () => api(`/getuserstatus/${userId}`, UserStatusSchema),
  });
