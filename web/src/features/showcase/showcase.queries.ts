import { queryOptions } from '@tanstack/react-query';
import { ShowcaseResponseSchema } from '@fiz/core/showcase';
import { api } from '../../lib/api';

export const showcaseQuery = queryOptions({
  queryKey: ['showcase'],
  queryFn: () => api('/getrecipesforshowcase', ShowcaseResponseSchema),
  staleTime: 5 * 60_000,
});
