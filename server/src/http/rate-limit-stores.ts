import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Db } from '../db/client.js';
import { rateLimitHits } from '../db/schema.js';
import { onlyRow } from '../db/rows.js';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/** What the plugin passes to child(): the route's merged limit settings, with the route itself. */
interface RouteLimitOptions {
  routeInfo: { method: string | string[]; url: string };
}

/**
 * A store the plugin counts hits in, which can also give one back: a sign-in that succeeds returns the hit it
 * took. Keys are `{method}{url}-{key}` for a route's counter, the same in both stores.
 */
export interface CounterStore extends FastifyRateLimitStore {
  giveBack(routeKey: string): Promise<void>;
  /** One more hit on a counter a handler keeps itself (not a route's), whose window starts with its first hit. */
  hit(key: string, windowMs: number): Promise<{ current: number; ttl: number }>;
  /** Forgets a counter: a success that clears a count of failures. */
  clear(key: string): Promise<void>;
  /** Whether limits are waived while the store cannot be reached, as for Redis (the database fails the request). */
  readonly failsOpen: boolean;
}

/** The counter's name for one route and one caller. */
export function routeKey(method: string | string[], url: string, key: string): string {
  return `${String(method)}${url}-${key}`;
}

/** Expired counters are deleted by whichever request comes along at most this often per process. */
const PURGE_EVERY_MS = 60_000;

/** One more hit on a key: a new window starts when there is none or the last one expired. Atomic across instances. */
export async function countHit(db: Db, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const expired = sql`${rateLimitHits.expires_at} <= now()`;
  const rows = await db
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
  return onlyRow(rows);
}

/**
 * Counters in the database (rate_limit_hits), so every instance on it counts the same hits. The clock is the
 * database's, so instances whose clocks differ still agree on when a window ends.
 */
export class DatabaseStore implements CounterStore {
  private static lastPurge = new WeakMap<Db, number>();
  readonly failsOpen = false;

  constructor(
    private readonly db: Db,
    private readonly prefix = '',
  ) {}

  incr(key: string, callback: IncrCallback, timeWindow: number): void {
    this.hit(key, timeWindow)
      .then((result) => callback(null, result))
      // The request then fails like any other that needs the database: errors.ts answers 503 for an outage.
      .catch((error: Error) => callback(error, { current: 0, ttl: 0 }));
  }

  async hit(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
    const result = await countHit(this.db, this.prefix + key, windowMs);
    await this.purgeExpired();
    return result;
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(rateLimitHits).where(eq(rateLimitHits.key, this.prefix + key));
  }

  child(routeOptions: unknown): FastifyRateLimitStore {
    const { method, url } = (routeOptions as RouteLimitOptions).routeInfo;
    return new DatabaseStore(this.db, this.prefix + routeKey(method, url, ''));
  }

  /** The window keeps its end; a counter that has expired or reached nought is left alone. */
  async giveBack(key: string): Promise<void> {
    const current = and(eq(rateLimitHits.key, this.prefix + key), sql`${rateLimitHits.expires_at} > now()`);
    await this.db
      .update(rateLimitHits)
      .set({ count: sql`${rateLimitHits.count} - 1` })
      .where(and(current, gt(rateLimitHits.count, 0)));
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

/** Counts a hit and starts the window on the first; answers the count and the milliseconds the window has left. */
const COUNT_HIT = `
  local current = redis.call('INCR', KEYS[1])
  if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
  return { current, redis.call('PTTL', KEYS[1]) }
`;

/** Takes one hit off a running window; a key that has expired is not brought back. */
const GIVE_BACK = `
  local current = tonumber(redis.call('GET', KEYS[1]) or '0')
  if current > 0 then redis.call('DECR', KEYS[1]) end
  return current
`;

/** Counters in Redis, shared by every instance that uses it; keys expire with their window. */
export class RedisStore implements CounterStore {
  readonly failsOpen = true;

  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'fiz-rate-limit-',
  ) {}

  incr(key: string, callback: IncrCallback, timeWindow: number): void {
    this.hit(key, timeWindow)
      .then((result) => callback(null, result))
      .catch((error: Error) => callback(error, { current: 0, ttl: 0 }));
  }

  async hit(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
    const [current, ttl] = (await this.redis.eval(COUNT_HIT, 1, this.prefix + key, windowMs)) as [number, number];
    return { current, ttl };
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  child(routeOptions: unknown): FastifyRateLimitStore {
    const { method, url } = (routeOptions as RouteLimitOptions).routeInfo;
    return new RedisStore(this.redis, this.prefix + routeKey(method, url, ''));
  }

  async giveBack(key: string): Promise<void> {
    await this.redis.eval(GIVE_BACK, 1, this.prefix + key);
  }
}

/**
 * A Redis client that never makes a request wait for Redis: commands fail at once while it is disconnected
 * (no offline queue) and within a second when it stops answering, and it keeps reconnecting in the background.
 * An outage is logged once when it starts and once when it ends.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
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
