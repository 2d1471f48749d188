import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { RateLimit } from '../config.js';
import type { Db } from '../db/client.js';
import { rateLimitHits } from '../db/schema.js';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/** What the plugin passes to child(): the route's merged limit settings, with the route itself. */
interface RouteLimitOptions {
  routeInfo: { method: string | string[]; url: string };
}

/** Expired counters are deleted by whichever request comes along at most this often per process. */
const PURGE_EVERY_MS = 60_000;

/** One more hit on a key: a new window starts when there is none or the last one expired. Atomic across instances. */
export async function countHit(db: Db, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const expired = sql`${rateLimitHits.expires_at} <= now()`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, count: 1, expires_at: sql`now() + ${windowMs}::float8 * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimitHits.count} + 1 end`,
        expires_at: sql`case when ${expired} then excluded.expires_at else ${rateLimitHits.expires_at} end`,
      },
    })
    .returning({
      current: rateLimitHits.count,
      ttl: sql`greatest(0, ceil(extract(epoch from ${rateLimitHits.expires_at} - now()) * 1000))`.mapWith(Number),
    });
  return row!;
}

/**
 * Counters in the database (rate_limit_hits), so every instance on it counts the same hits. The clock is the
 * database's, so instances whose clocks differ still agree on when a window ends.
 */
class DatabaseStore implements FastifyRateLimitStore {
  private static lastPurge = new WeakMap<Db, number>();

  constructor(
    private readonly db: Db,
    private readonly prefix: string,
  ) {}

  incr(key: string, callback: IncrCallback, timeWindow: number): void {
    countHit(this.db, this.prefix + key, timeWindow)
      .then(async (result) => {
        await this.purgeExpired();
        callback(null, result);
      })
      // The request then fails like any other that needs the database: errors.ts answers 503 for an outage.
      .catch((error: Error) => callback(error, { current: 0, ttl: 0 }));
  }

  child(routeOptions: unknown): FastifyRateLimitStore {
    const { method, url } = (routeOptions as RouteLimitOptions).routeInfo;
    return new DatabaseStore(this.db, `${this.prefix}${String(method)}${url}-`);
  }

  private async purgeExpired(): Promise<void> {
    const now = Date.now();
    if (now - (DatabaseStore.lastPurge.get(this.db) ?? 0) < PURGE_EVERY_MS) return;
    DatabaseStore.lastPurge.set(this.db, now);
    // Left for the next purge if it fails: a stale row is reset by its next hit anyway.
    await this.db
      .delete(rateLimitHits)
      .where(lt(rateLimitHits.expires_at, sql`now()`))
      .catch(() => undefined);
  }
}

/**
 * A Redis client that never makes a request wait for Redis: commands fail at once while it is disconnected
 * (no offline queue) and within a second when it stops answering, and it keeps reconnecting in the background.
 * An outage is logged once when it starts and once when it ends.
 */
async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 1_000,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 250, 5_000),
  });
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: error }, 'Redis is not reachable: rate limits are not applied until it is back');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('Redis is reachable again: rate limits apply');
  });
  // Start with the connection up when Redis is there; when it is not, start anyway and keep trying.
  await new Promise<void>((resolve) => {
    redis.once('ready', resolve);
    redis.once('error', () => resolve());
  });
  return redis;
}

/**
 * Limits count in Redis when REDIS_URL is set, else in the database: never in process memory, so several
 * instances behind a load balancer enforce one limit. A Redis outage fails open (requests go through, logged);
 * a database outage fails the request like any other that needs the database.
 */
export async function registerRateLimiting(
  app: FastifyInstance,
  { db, redisUrl }: { db: Db; redisUrl: string | undefined },
): Promise<void> {
  if (redisUrl) {
    const redis = await connectRedis(redisUrl, app.log);
    app.addHook('onClose', async () => redis.disconnect());
    await app.register(rateLimit, { global: false, redis, nameSpace: 'fiz-rate-limit-', skipOnError: true });
    return;
  }
  await app.register(rateLimit, {
    global: false,
    store: class extends DatabaseStore {
      constructor() {
        super(db, '');
      }
    },
  });
}

/**
 * Which requests use up a limit. `attempts`: every request, counted as it arrives, so failed guesses at a
 * password count. `accepted`: only those that passed sign-in, access and body validation, counted just before
 * the handler, so a refused request costs the person nothing and an anonymous caller is still told to sign in.
 */
export type LimitCounts = 'attempts' | 'accepted';

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
    },
  };
}
