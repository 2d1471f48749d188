import { queryOptions } from '@tanstack/react-query';
import { DashboardCountsSchema } from '@fiz/core/dashboard';
import { api, retryUnlessRefused } from '../../lib/api';
import { DASHBOARD_COUNTS_KEY } from '../../lib/queryKeys';

/**
 * Spec 8 shows no message when the counts fail, so the buttons keep saying 'Loading...': rather than leave them so
 * for good, the counts are asked for again until they arrive, at react-query's own pace (1 s, 2 s, 4 s… apart, at
 * most 30 s). A refusal (signed out, expired) is not retried: the session check sends the cook on.
 */
export const dashboardCountsQuery = (userId: number) =>
  queryOptions({
    queryKey: [DASHBOARD_COUNTS_KEY, userId],
    queryFn: () => api(`/dashboardcounts/${userId}`, DashboardCountsSchema),
    retry: retryUnlessRefused,
  });
