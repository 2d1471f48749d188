import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.js';

export const NUL_TEXT_MESSAGE =
  'Text cannot hold the invisible NUL character (\\u0000). Please remove it and try again.';

/** Whether any text in a parsed body, query or path holds U+0000, however deep in lists and objects. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Buffer.isBuffer(value)) return false;
  return Object.entries(value).some(([key, item]) => key.includes('\0') || holdsNul(item, depth + 1));
}

/**
 * PostgreSQL text cannot store U+0000, so text holding it would fail deep in a query as a 500. It is refused
 * for every route before validation, with a message the person can act on.
 */
export function registerNulTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
      throw new HttpError(400, NUL_TEXT_MESSAGE);
    }
  });
}
