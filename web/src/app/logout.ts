import { api, ApiError } from '../lib/api';
import { forgetTheCook } from '../lib/forgetTheCook';
import { dropAllDrafts } from '../features/recipes/editor/recipeDraft';

/** What the app's own Logout links carry, so the logout page knows the cook asked (pages/LogoutPage.tsx). */
export interface LogoutAsked {
  logoutAsked: true;
}
export const LOGOUT_ASKED: LogoutAsked = { logoutAsked: true };

/**
 * Ends the session on the server, forgets everything cached and reloads at the given page. The logout page is
 * part of the startup chunk, which builds no schema (docs/decisions/0008): the answer's loads with the request.
 * With no answer at all (offline) the session is still alive on the server, so the cook stays and is told;
 * any answer (even "not signed in") means the session is over.
 */
export async function logout(target: '/' | '/mlogin'): Promise<'left' | 'unreachable'> {
  const schema = import('@fiz/core/errors').then((errors) => errors.MessageBodySchema);
  try {
    await api('/userlogout', schema, { method: 'POST' });
  } catch (error) {
    if (error instanceof ApiError && error.isNetworkError) return 'unreachable';
  }
  dropAllDrafts();
  forgetTheCook();
  // Replacing the logout page's entry, so Back never lands on it again and logs out a later session.
  window.location.replace(target);
  return 'left';
}
