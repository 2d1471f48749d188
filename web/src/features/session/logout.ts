import { MessageBodySchema } from '@fiz/core/errors';
import { api } from '../../lib/api';

/** Ends the session on the server, forgets everything cached and reloads at the given page. */
export async function logout(target: '/' | '/mlogin'): Promise<void> {
  await api('/userlogout', MessageBodySchema, { method: 'POST' }).catch(() => undefined);
  window.location.assign(target);
}
