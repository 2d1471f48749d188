import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimit } from '../config.js';
import type { Db } from '../db/client.js';
import { connectRedis, type CounterStore, DatabaseStore, RedisStore, routeKey } from './rate-limit-stores.js';

/** The counter key each request on a `failures` route was counted under, for giving the hit back. */
const countedUnder = new WeakMap<FastifyRequest, string>();

/**
 * Limits count in Redis when REDIS_URL is set, else in the database: never in process memory, so several
 * instances behind a load balancer enforce one limit. A Redis outage fails open (requests go through, logged);
 * a database outage fails the request like any other that needs the database.
 */
export async function registerRateLimiting(
  app: FastifyInstance,
  { db, redisUrl }: { db: Db; redisUrl: string | undefined },
): Promise<CounterStore> {
  let store: CounterStore = new DatabaseStore(db);
  if (redisUrl) {
    const redis = await connectRedis(redisUrl, app.log);
    app.addHook('onClose', async () => redis.disconnect());
    store = new RedisStore(redis);
  }
  await app.register(rateLimit, {
    global: false,
    skipOnError: redisUrl !== undefined,
    // The plugin builds its store with `new`; `new` on a function that returns an object gives that object.
    store: function sharedStore() {
      return store;
    } as unknown as FastifyRateLimitStoreCtor,
  });
  // Before the answer leaves, so the caller's next request already sees the hit given back.
  app.addHook('onSend', async (request, reply) => {
    const key = countedUnder.get(request);
    if (key === undefined || reply.statusCode >= 400) return;
    const { method, url } = request.routeOptions;
    await store.giveBack(routeKey(method, url ?? '', key)).catch((error: Error) => {
      request.log.warn({ err: error }, 'A rate-limit hit could not be given back');
    });
  });
  return store;
}

/**
 * Which requests use up a limit. `attempts`: every request, counted as it arrives, so failed guesses at a
 * password count. `accepted`: only those that passed sign-in, access and body validation, counted just before
 * the handler, so a refused request costs the person nothing and an anonymous caller is still told to sign in.
 * `failures`: counted as they arrive, so guesses sent all at once are limited too, and a request that succeeds
 * gives its hit back: a household behind one address is not locked out by its own sign-ins.
 */
export type LimitCounts = 'attempts' | 'accepted' | 'failures';

/** Route config for a per-address limit whose 429 tells the person how long to wait. */
export function rateLimited(limit: RateLimit, what: string, counts: LimitCounts = 'attempts') {
  return {
    rateLimit: {
      max: limit.max,
      timeWindow: limit.windowMs,
      // Route preValidation hooks (the session and access guards) and validation run before preHandler.
      hook: counts === 'accepted' ? ('preHandler' as const) : ('onRequest' as const),
      errorResponseBuilder: (_request: unknown, context: { after: string }) => ({
        statusCode: 429,
        message: `Too many ${what}. Please wait ${context.after} and try again.`,
      }),
      // Called with the counter's key for each request under the limit.
      onExceeding: (request: FastifyRequest, key: string) => {
        if (counts === 'failures') countedUnder.set(request, key);
      },
    },
  };
}
