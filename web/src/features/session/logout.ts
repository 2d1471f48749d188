import { api } from '../../lib/api';

/**
 * Ends the session on the server, forgets everything cached and reloads at the given page. The logout page is
 * part of the startup chunk, which builds no schema (docs/decisions/0008): the answer's loads with the request.
 */
export async function logout(target: '/' | '/mlogin'): Promise<void> {
  const schema = import('@fiz/core/errors').then((errors) => errors.MessageBodySchema);
  await api('/userlogout', schema, { method: 'POST' }).catch(() => undefined);
  window.location.assign(target);
}
