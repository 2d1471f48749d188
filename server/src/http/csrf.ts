import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.js';

export const CSRF_MESSAGE =
  'This request came from another site and was refused. Please open Fiz at its own address and try again.';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The origins that are Fiz itself: PUBLIC_URL, and the address the request was sent to (behind the Vite dev
 * proxy, or a server reached by another name). A browser sets Host to where it sends the request, so a foreign
 * page can never make its Origin match either.
 */
function ownOrigins(request: FastifyRequest, publicUrl: string): string[] {
  return [new URL(publicUrl).origin, `${request.protocol}://${request.host}`.toLowerCase()];
}

/**
 * Refuses state-changing requests a browser sends on behalf of another site. SameSite=Lax already keeps the
 * session cookie off cross-site POSTs; this also covers same-site neighbours (other ports, sibling subdomains)
 * and browsers without SameSite. Requests with neither Origin nor Sec-Fetch-Site (curl, Stripe's webhook,
 * server-to-server) are not from a browser page and pass.
 */
export function registerCsrfProtection(app: FastifyInstance, publicUrl: string): void {
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (!ownOrigins(request, publicUrl).includes(origin.toLowerCase())) throw new HttpError(403, CSRF_MESSAGE);
      return;
    }
    if (request.headers['sec-fetch-site'] === 'cross-site') throw new HttpError(403, CSRF_MESSAGE);
  });
}
