import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { UserCountResponseSchema, UserListResponseSchema } from '@fiz/core/admin';
import { ChefUsageSchema } from '@fiz/core/chef';
import { GetUserResponseSchema } from '@fiz/core/users';
import { EmailCountsSchema } from '@fiz/core/contact';
import { api } from '../../lib/api';
import { CONTACT_MESSAGES_KEY } from '../../lib/queryKeys';

/** Every query about cooks for the Admin starts with this key, so one invalidation refreshes figures and list. */
export const ADMIN_USERS_KEY = 'admin-users';

/** Spec 7 Admin: the four user counts, each a list whose first item has count. */
export const USER_COUNT_PATHS = {
  all: '/countusers',
  paid: '/countpaidmembers',
  free: '/countfreemembers',
  lapsed: '/countlapsedmembers',
} as const;
export type UserCountKind = keyof typeof USER_COUNT_PATHS;

export const userCountQuery = (kind: UserCountKind) =>
  queryOptions({
    queryKey: [ADMIN_USERS_KEY, 'count', kind],
    queryFn: async () => (await api(USER_COUNT_PATHS[kind], UserCountResponseSchema))[0]?.count ?? 0,
  });

/** Spec 2.3 User Listing: one page of cooks, newest first, and how many there are; all, or those found. */
export const userListQuery = (limit: number, offset: number, search = '') =>
  queryOptions({
    queryKey: [ADMIN_USERS_KEY, 'list', limit, offset, search],
    queryFn: () => {
      const query = new URLSearchParams({ limit: String(limit), offset: String(offset) });
      if (search) query.set('search', search);
      return api(`/userlist?${query}`, UserListResponseSchema);
    },
    placeholderData: keepPreviousData,
  });

/** Chef Basil's calls and tokens over the last 30 days, and who answers as him. Admin only. */
export const chefUsageQuery = queryOptions({
  queryKey: ['admin-chef-usage'],
  queryFn: () => api('/chefusage', ChefUsageSchema),
});

/** A cook's name and email (spec 7 GET /getuser: a list whose first item is used), for the Admin on their pages. */
export const cookQuery = (userId: number) =>
  queryOptions({
    queryKey: [ADMIN_USERS_KEY, 'cook', userId],
    queryFn: async () => (await api(`/getuser/${userId}`, GetUserResponseSchema))[0] ?? null,
  });

/**
 * Spec 2.3: how many contact emails are new and old, under the contact messages key so that answering one
 * refreshes them. Spec 7: the path keeps its trailing slash.
 */
export const emailCountsQuery = queryOptions({
  queryKey: [CONTACT_MESSAGES_KEY, 'counts'],
  queryFn: () => api('/emailcounts/', EmailCountsSchema),
});
