import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { openDatabase, type Database, type Db } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { signedInCook } from './testing/cooks.js';
import { createRecipe } from './testing/recipes.js';
import { testConfig } from './testing/test-config.js';
import { createPostgresDatabase, openTestDatabase, TEST_DATABASES } from './testing/test-database.js';

const loginLimit = { max: 4, windowMs: 15 * 60_000 };
const config = () =>
  testConfig({
    rateLimits: {
      login: loginLimit,
      loginPerAccount: { max: 100, windowMs: 60_000 },
      register: { max: 100, windowMs: 60_000 },
      contact: { max: 100, windowMs: 60_000 },
      pdf: { max: 100, windowMs: 60_000 },
      upload: { max: 100, windowMs: 60_000 },
    },
  });

/**
 * Two instances behind a load balancer, each a separate app with its own memory. On PostgreSQL each has its own
 * connection pool to one database, as two processes would; PGlite cannot be opened twice, so there both apps
 * share one handle, which still shows that nothing a request relies on lives in an instance's memory.
 */
describe.each(TEST_DATABASES)('two instances on one database [%s]', (kind) => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let dbA: Db;
  const closers: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    let first: Database;
    let second: Database;
    if (kind === 'postgres') {
      const fresh = await createPostgresDatabase();
      closers.push(() => fresh.drop());
      first = await openDatabase({ databaseUrl: fresh.url, dataDir: null });
      second = await openDatabase({ databaseUrl: fresh.url, dataDir: null });
      await Promise.all([migrateDatabase(first), migrateDatabase(second)]);
      closers.push(
        () => first.close(),
        () => second.close(),
      );
    } else {
      first = second = await openTestDatabase(kind);
      closers.push(() => first.close());
    }
    dbA = first.db;
    a = await buildApp({ config: config(), db: first.db });
    b = await buildApp({ config: config(), db: second.db });
    closers.push(
      () => a.close(),
      () => b.close(),
    );
  });
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  it('accepts on B the session a cook signed in with on A', async () => {
    const cook = await signedInCook(a, dbA);
    const dashboard = await b.inject({
      method: 'GET',
      url: `/api/dashboardcounts/${cook.user_id}`,
      headers: { cookie: cook.cookie },
    });
    expect(dashboard.statusCode).toBe(200);
    const added = await b.inject({
      method: 'POST',
      url: '/api/addrecipename',
      headers: { cookie: cook.cookie },
      payload: { recipeName: 'Pumpkin soup', recipeNote: '' },
    });
    expect(added.statusCode).toBe(201);
  });

  it('reads on B a recipe created on A', async () => {
    const cook = await signedInCook(a, dbA);
    const recipeId = await createRecipe(a, cook, 'Lemon tart');
    const read = await b.inject({ method: 'GET', url: `/api/getrecipe/${recipeId}`, headers: { cookie: cook.cookie } });
    expect(read.statusCode).toBe(200);
    expect(read.body).toContain('Lemon tart');
  });

  it('counts login attempts on A and B against one limit', async () => {
    const attempt = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/userlogin',
        remoteAddress: '192.0.2.7',
        payload: { email: 'nobody@example.com', password: 'abc123' },
      });
    for (const app of [a, b, a, b]) expect((await attempt(app)).statusCode).not.toBe(429);
    const limited = await attempt(a);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many login attempts\. Please wait \d+ minutes and try again\.$/);
    expect((await attempt(b)).statusCode).toBe(429);
  });
});
