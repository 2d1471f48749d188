import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openDatabase, type Database } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { CuttableProxy } from '../testing/cuttable-proxy.js';
import { testConfig } from '../testing/test-config.js';
import { createPostgresDatabase, TEST_DATABASES } from '../testing/test-database.js';
import { isDatabaseUnavailable } from './errors.js';

const BRIEFLY_UNAVAILABLE = { message: 'The service is briefly unavailable. Please try again in a moment.' };
const NOT_REACHABLE = { message: 'The database is not reachable.' };

function pgError(code: string): Error {
  return Object.assign(new pg.DatabaseError('terminating connection due to administrator command', 0, 'error'), {
    code,
  });
}

describe('which errors mean the database is unavailable', () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a reset connection', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['a server shutting down (57P01)', pgError('57P01')],
    ['a server starting up (57P03)', pgError('57P03')],
    ['a lost connection (08006)', pgError('08006')],
    ['no connection made (08001)', pgError('08001')],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
    ['a connection that dropped', new Error('Connection terminated unexpectedly')],
    ['any of these wrapped by Drizzle', new DrizzleQueryError('select 1', [], pgError('57P01'))],
  ])('%s is', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', new DrizzleQueryError('insert', [], pgError('23505'))],
    ['a programming error', new TypeError('x is not a function')],
    ['not an error at all', 'ECONNREFUSED'],
  ])('%s is not', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('an instance whose database refuses connections', () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    // Nothing listens on port 1: every connection is refused at once, as when PostgreSQL is down.
    database = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/fiz', dataDir: null });
    app = await buildApp({ config: testConfig(), db: database.db });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('is alive but not ready', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual(NOT_REACHABLE);
  });

  it('says the same to a caller that sends a session cookie: the checks never look a session up', async () => {
    const cookie = `fiz_session=${app.signCookie('some-session-token')}`;
    expect((await app.inject({ method: 'GET', url: '/api/health', headers: { cookie } })).statusCode).toBe(200);
    const ready = await app.inject({ method: 'GET', url: '/api/ready', headers: { cookie } });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual(NOT_REACHABLE);
  });

  it('answers 503 with a message to try again, not 500, for a request that needs the database', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/userlogin',
      payload: { email: 'ann@example.com', password: 'abc123' },
    });
    expect(login.statusCode).toBe(503);
    expect(login.json()).toEqual(BRIEFLY_UNAVAILABLE);
    expect(login.headers['retry-after']).toBe('5');
  });

  it('answers 503 when the session cannot be looked up', async () => {
    const cookie = `fiz_session=${app.signCookie('some-session-token')}`;
    const dashboard = await app.inject({ method: 'GET', url: '/api/dashboardcounts/1', headers: { cookie } });
    expect(dashboard.statusCode).toBe(503);
    expect(dashboard.json()).toEqual(BRIEFLY_UNAVAILABLE);
  });
});

describe.skipIf(!TEST_DATABASES.includes('postgres'))(
  'an instance whose PostgreSQL goes away and comes back [postgres; skipped without TEST_DATABASE_URL]',
  () => {
    let fresh: Awaited<ReturnType<typeof createPostgresDatabase>>;
    let proxy: CuttableProxy;
    let database: Database;
    let app: FastifyInstance;
    beforeAll(async () => {
      fresh = await createPostgresDatabase();
      const direct = await openDatabase({ databaseUrl: fresh.url, dataDir: null });
      await migrateDatabase(direct);
      await direct.close();
      const url = new URL(fresh.url);
      proxy = new CuttableProxy({ host: url.hostname, port: Number(url.port || 5432) });
      await proxy.open();
      url.hostname = '127.0.0.1';
      url.port = String(proxy.port);
      database = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
      app = await buildApp({ config: testConfig(), db: database.db });
    });
    afterAll(async () => {
      await app.close();
      await database.close();
      await proxy.close();
      await fresh.drop();
    });

    const register = (n: number) =>
      app.inject({
        method: 'POST',
        url: '/api/userregistration',
        payload: { firstname: 'Ann', email: `outage${n}@example.com`, password: 'abc123' },
      });

    it('answers 503 during the outage and serves again once the database is back, without a restart', async () => {
      expect((await register(1)).statusCode).toBe(201);
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);

      // Pooled connections die with the hop: the pool must drop them, not crash the process.
      await proxy.cut();
      const during = await register(2);
      expect(during.statusCode).toBe(503);
      expect(during.json()).toEqual(BRIEFLY_UNAVAILABLE);
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).json()).toEqual(NOT_REACHABLE);

      await proxy.open();
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).json()).toEqual({ status: 'ready' });
      expect((await register(3)).statusCode).toBe(201);
    });
  },
);
