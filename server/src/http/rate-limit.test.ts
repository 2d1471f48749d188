import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { Config } from '../config.js';
import { rateLimitHits } from '../db/schema.js';
import { describeWithApp } from '../testing/test-app.js';
import { CuttableProxy } from '../testing/cuttable-proxy.js';
import { testConfig } from '../testing/test-config.js';
import { openTestDatabase, type DatabaseKind } from '../testing/test-database.js';
import { countHit } from './rate-limit.js';

const tightLogin: Partial<Config> = {
  rateLimits: {
    login: { max: 3, windowMs: 15 * 60_000 },
    register: { max: 3, windowMs: 60 * 60_000 },
    contact: { max: 3, windowMs: 60 * 60_000 },
  },
};

/** A login attempt from its own address, so runs never meet each other's counters (Redis outlives a run). */
function loginFrom(app: FastifyInstance, remoteAddress: string) {
  return app.inject({
    method: 'POST',
    url: '/api/userlogin',
    remoteAddress,
    payload: { email: 'nobody@example.com', password: 'abc123' },
  });
}

const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describeWithApp(
  'rate-limit counters in the database',
  (t) => {
    it('clears expired counters as limits are counted', async () => {
      // The first count this process makes on a database purges it.
      await t.db.insert(rateLimitHits).values({ key: 'stale', count: 9, expires_at: new Date(Date.now() - 1_000) });
      await loginFrom(t.app, someAddress());
      expect(await t.db.select().from(rateLimitHits).where(eq(rateLimitHits.key, 'stale'))).toEqual([]);
    });

    it('counts within a window and starts again once it has passed', async () => {
      expect(await countHit(t.db, 'window', 300)).toMatchObject({ current: 1 });
      const second = await countHit(t.db, 'window', 300);
      expect(second.current).toBe(2);
      expect(second.ttl).toBeGreaterThan(0);
      expect(second.ttl).toBeLessThanOrEqual(300);
      await new Promise((resolve) => setTimeout(resolve, 350));
      expect(await countHit(t.db, 'window', 300)).toMatchObject({ current: 1 });
    });

    it('keeps one count per route and address', async () => {
      const address = someAddress();
      await loginFrom(t.app, address);
      await loginFrom(t.app, address);
      await loginFrom(t.app, someAddress());
      const [row] = await t.db
        .select()
        .from(rateLimitHits)
        .where(eq(rateLimitHits.key, `POST/api/userlogin-${address}`));
      expect(row?.count).toBe(2);
    });

    it('answers 429 with how long to wait once the limit is reached', async () => {
      const address = someAddress();
      for (let i = 0; i < 3; i += 1) expect((await loginFrom(t.app, address)).statusCode).not.toBe(429);
      const limited = await loginFrom(t.app, address);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/^Too many login attempts\. Please wait \d+ minutes and try again\.$/);
    });
  },
  tightLogin,
);

/** Two apps as two instances would be, with REDIS_URL set; the database under them is not what counts. */
function describeTwoAppsWithRedis(
  title: string,
  redisUrl: string | undefined,
  suite: (apps: FastifyInstance[]) => void,
) {
  describe.skipIf(redisUrl === undefined)(title, () => {
    const kind: DatabaseKind = 'pglite';
    const apps: FastifyInstance[] = [];
    let closeDatabase: () => Promise<void> = async () => undefined;
    beforeAll(async () => {
      const database = await openTestDatabase(kind);
      closeDatabase = () => database.close();
      for (let i = 0; i < 2; i += 1) {
        apps.push(await buildApp({ config: testConfig({ ...tightLogin, redisUrl }), db: database.db }));
      }
    });
    afterAll(async () => {
      for (const app of apps) await app.close();
      await closeDatabase();
    });
    suite(apps);
  });
}

describeTwoAppsWithRedis(
  'rate-limit counters in Redis [skipped without TEST_REDIS_URL]',
  process.env.TEST_REDIS_URL,
  (apps) => {
    it('adds up the attempts made on either instance', async () => {
      const [a, b] = apps as [FastifyInstance, FastifyInstance];
      const address = someAddress();
      expect((await loginFrom(a, address)).statusCode).not.toBe(429);
      expect((await loginFrom(b, address)).statusCode).not.toBe(429);
      expect((await loginFrom(a, address)).statusCode).not.toBe(429);
      const limited = await loginFrom(b, address);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/^Too many login attempts\. Please wait \d+ minutes and try again\.$/);
    });
  },
);

// Port 1 refuses connections: Redis is down from the start.
describeTwoAppsWithRedis('rate limits while Redis is unreachable', 'redis://127.0.0.1:1', (apps) => {
  it('let requests through rather than fail or hang them', async () => {
    const app = apps[0]!;
    const address = someAddress();
    for (let i = 0; i < 5; i += 1) {
      const response = await loginFrom(app, address);
      expect(response.statusCode).not.toBe(429);
      expect(response.statusCode).toBeLessThan(500);
    }
  });
});

describe.skipIf(process.env.TEST_REDIS_URL === undefined)(
  'rate limits when Redis goes away and comes back [skipped without TEST_REDIS_URL]',
  () => {
    let proxy: CuttableProxy;
    let app: FastifyInstance;
    let closeDatabase: () => Promise<void> = async () => undefined;
    beforeAll(async () => {
      const redis = new URL(process.env.TEST_REDIS_URL!);
      proxy = new CuttableProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
      await proxy.open();
      const database = await openTestDatabase('pglite');
      closeDatabase = () => database.close();
      app = await buildApp({
        config: testConfig({ ...tightLogin, redisUrl: `redis://127.0.0.1:${proxy.port}` }),
        db: database.db,
      });
    });
    afterAll(async () => {
      await app.close();
      await closeDatabase();
      await proxy.close();
    });

    it('lets requests through while Redis is away, without waiting for it, and limits again once it is back', async () => {
      const address = someAddress();
      for (let i = 0; i < 3; i += 1) expect((await loginFrom(app, address)).statusCode).not.toBe(429);
      expect((await loginFrom(app, address)).statusCode).toBe(429);

      await proxy.cut();
      // Held in a queue until Redis is back (ioredis's default), this request would wait instead.
      const during = await loginFrom(app, address);
      expect(during.statusCode).not.toBe(429);
      expect(during.statusCode).toBeLessThan(500);

      await proxy.open();
      let after = await loginFrom(app, address);
      for (let tries = 0; after.statusCode !== 429 && tries < 40; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        after = await loginFrom(app, address);
      }
      expect(after.statusCode).toBe(429);
    });
  },
);
