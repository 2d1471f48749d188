import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp, type AppDeps } from '../app.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { openTestDatabase, TEST_DATABASES, type DatabaseKind } from './test-database.js';
import { testConfig } from './test-config.js';

export interface TestApp {
  kind: DatabaseKind;
  app: FastifyInstance;
  db: Db;
  config: Config;
}

/**
 * Runs a suite once per test database against a real app. The returned object is filled in before the
 * suite's tests run, so tests read it lazily.
 */
export function describeWithApp(
  title: string,
  suite: (context: TestApp) => void,
  /** Or a function, for settings only known once the file's own beforeAll hooks ran (a test server's port). */
  overrides: Partial<Config> | (() => Partial<Config>) = {},
  /** What else the app is built with, known once the file's own beforeAll hooks ran (a test site's address). */
  deps: () => Pick<AppDeps, 'fetchPageOptions'> = () => ({}),
): void {
  describe.each(TEST_DATABASES)(`${title} [%s]`, (kind) => {
    const context = { kind } as TestApp;
    let close: () => Promise<void> = async () => undefined;
    beforeAll(async () => {
      const database = await openTestDatabase(kind);
      context.config = testConfig(typeof overrides === 'function' ? overrides() : overrides);
      context.db = database.db;
      context.app = await buildApp({ ...deps(), config: context.config, db: database.db });
      close = async () => {
        await context.app.close();
        await database.close();
      };
    }, 60_000);
    afterAll(() => close());
    suite(context);
  });
}
