import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { RateLimit } from '../config.js';

export async function registerRateLimiting(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, { global: false });
}

/** Route config for a per-address limit whose 429 tells the person how long to wait. */
export function rateLimited(limit: RateLimit, what: string) {
  return {
    rateLimit: {
      max: limit.max,
      timeWindow: limit.windowMs,
      errorResponseBuilder: (_request: unknown, context: { after: string }) => ({
        statusCode: 429,
        message: `Too many ${what}. Please wait ${context.after} and try again.`,
      }),
    },
  };
}
