import { queryOptions } from '@tanstack/react-query';
import { DashboardCountsSchema } from '@fiz/core/dashboard';
import { api } from '../../lib/api';

export const dashboardCountsQuery = (userId: number) =>
  queryOptions({
    queryKey: ['dashboard-counts', userId],
    queryFn: () => api(`/dashboardcounts/${userId}`, DashboardCountsSchema),
  });
