import { randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { hashPassword } from '../auth/password.js';
import { insertUser } from '../users/users.db.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { rateLimitHits } from '../db/schema.js';
import { describeWithApp } from '../testing/test-app.js';
import { CuttableProxy } from '../testing/cuttable-proxy.js';
import { testConfig } from '../testing/test-config.js';
import { openTestDatabase, type DatabaseKind } from '../testing/test-database.js';
import { countHit } from './rate-limit-stores.js';

const tightLogin: Partial<Config> = {
  rateLimits: {
    login: { max: 3, windowMs: 15 * 60_000 },
    loginPerAccount: { max: 3, windowMs: 60 * 60_000 },
    register: { max: 3, windowMs: 60 * 60_000 },
    contact: { max: 3, windowMs: 60 * 60_000 },
    pdf: { max: 3, windowMs: 60 * 60_000 },
    upload: { max: 3, windowMs: 60 * 60_000 },
  },
};

/**
 * A login attempt from its own address, and unless told otherwise for an address nobody registered that is new
 * each time, so runs never meet each other's counters (Redis outlives a run).
 */
function loginFrom(
  app: FastifyInstance,
  remoteAddress: string,
  credentials = { email: `nobody.${randomUUID()}@example.com`, password: 'abc123' },
) {
  return app.inject({ method: 'POST', url: '/api/userlogin', remoteAddress, payload: credentials });
}

/** A cook written straight to the database, so no registration limit is spent on it. */
async function cookIn(db: Db) {
  const credentials = { email: `household.${randomUUID()}@example.com`, password: 'secret123' };
  await insertUser(db, {
    user_name: 'Ann',
    user_email: credentials.email,
    password_hash: await hashPassword(credentials.password),
    user_access: 'Free',
    user_joined_date: '2026-01-01',
    user_free_expiry_date: '2026-01-31',
  });
  return credentials;
}

/** The login limit (3 here) counts failed sign-ins only, on one instance or spread over two. */
function itCountsOnlyFailedSignIns(context: () => { apps: FastifyInstance[]; db: Db }) {
  it('lets a household behind one address sign in as often as it likes, and still stops guessing', async () => {
    const { apps, db } = context();
    const on = (i: number) => apps[i % apps.length]!;
    const cook = await cookIn(db);
    const address = someAddress();
    for (let i = 0; i < 5; i += 1) expect((await loginFrom(on(i), address, cook)).statusCode).toBe(200);
    const wrong = { ...cook, password: 'wrong123' };
    for (let i = 0; i < 3; i += 1) expect((await loginFrom(on(i), address, wrong)).statusCode).toBe(401);
    expect((await loginFrom(on(3), address, cook)).statusCode).toBe(429);
  });

  it('counts guesses sent all at once before any of them is answered', async () => {
    const { apps } = context();
    const address = someAddress();
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => loginFrom(apps[i % apps.length]!, address)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
  });

  it('counts the failed sign-ins to one account from any address on either instance', async () => {
    const { apps, db } = context();
    const cook = await cookIn(db);
    const wrong = { ...cook, password: 'wrong123' };
    const guesses = await Promise.all(
      Array.from({ length: 3 }, (_, i) => loginFrom(apps[i % apps.length]!, someAddress(), wrong)),
    );
    expect(guesses.map((guess) => guess.statusCode)).toEqual([401, 401, 401]);
    const refused = await loginFrom(apps[apps.length - 1]!, someAddress(), cook);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Too many failed logins for this account\. Please wait \d+ minutes and try again\.$/,
    );
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

    itCountsOnlyFailedSignIns(() => ({ apps: [t.app], db: t.db }));
  },
  tightLogin,
);

/** Two apps as two instances would be, with REDIS_URL set; the database under them is not what counts. */
function describeTwoAppsWithRedis(
  title: string,
  redisUrl: string | undefined,
  suite: (apps: FastifyInstance[], db: () => Db) => void,
) {
  describe.skipIf(redisUrl === undefined)(title, () => {
    const kind: DatabaseKind = 'pglite';
    const apps: FastifyInstance[] = [];
    let db: Db | undefined;
    let closeDatabase: () => Promise<void> = async () => undefined;
    beforeAll(async () => {
      const database = await openTestDatabase(kind);
      db = database.db;
      closeDatabase = () => database.close();
      for (let i = 0; i < 2; i += 1) {
        apps.push(await buildApp({ config: testConfig({ ...tightLogin, redisUrl }), db: database.db }));
      }
    });
    afterAll(async () => {
      for (const app of apps) await app.close();
      await closeDatabase();
    });
    suite(apps, () => db!);
  });
}

describeTwoAppsWithRedis(
  'rate-limit counters in Redis [skipped without TEST_REDIS_URL]',
  process.env.TEST_REDIS_URL,
  (apps, db) => {
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

    itCountsOnlyFailedSignIns(() => ({ apps, db: db() }));
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
