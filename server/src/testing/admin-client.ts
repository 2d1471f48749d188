import type { AdminUser } from '@fiz/core/admin';
import type { TestCook } from './cooks.js';
import type { TestApp } from './test-app.js';

export type Method = 'GET' | 'POST' | 'DELETE';

/** What the User Details form sends for a cook, with the changes given. */
export const details = (cook: TestCook, changes: Record<string, unknown> = {}) => ({
  user_name: cook.name,
  user_email: cook.email,
  user_access: 'Free',
  ...changes,
});

/** The admin API as a signed-in caller (or an anonymous one) uses it. */
export function adminClient(t: TestApp) {
  const call = (method: Method, url: string, as: TestCook | null, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, ...(as ? { headers: { cookie: as.cookie } } : {}), ...(payload ? { payload } : {}) });
  return {
    call,
    count: async (as: TestCook, path: string) =>
      (await call('GET', `/api/${path}`, as)).json<[{ count: number }]>()[0].count,
    list: async (as: TestCook, query = 'limit=100') =>
      (await call('GET', `/api/userlist?${query}`, as)).json<{ users: AdminUser[]; total: number }>(),
    update: (as: TestCook, userId: number, payload: Record<string, unknown>) =>
      call('POST', `/api/updateuser/${userId}`, as, payload),
    remove: (as: TestCook, userId: number) => call('DELETE', `/api/deleteuser/${userId}`, as),
  };
}
