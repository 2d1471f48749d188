import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { WebsiteListSchema } from '@fiz/core/websites';
import { api } from '../../lib/api';

/** Every query about bookmarks starts with this key, so one invalidation refreshes search and list. */
export const WEBSITES_KEY = 'websites';

export const websitesQuery = ({ search = '', limit, offset }: { search?: string; limit: number; offset: number }) =>
  queryOptions({
    queryKey: [WEBSITES_KEY, { search, limit, offset }],
    queryFn: () => {
      const params = new URLSearchParams({ search, limit: String(limit), offset: String(offset) });
      return api(`/websites?${params.toString()}`, WebsiteListSchema);
    },
    placeholderData: keepPreviousData,
  });
