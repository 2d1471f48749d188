import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
// The built server, as `npm start` runs it.
import { buildApp } from '../../server/dist/app.js';
import { updateUserByEmail } from '../../server/dist/auth/users.db.js';
import { configFromEnv } from '../../server/dist/config.js';
import { openMigratedDatabase } from '../../server/dist/db/open.js';
import { parseEnv } from '../../server/dist/env.js';
import { WEB_DIST_DIR } from '../../server/dist/paths.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    harnessUrl: string;
  }
}

export const ADMIN_EMAIL = 'admin@fiz.test';

/**
 * Starts the built Fiz server on a fresh embedded database, plus a small harness endpoint on loopback through
 * which tests set up cooks' access and dates (the embedded database admits one process, so the CLI cannot).
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'fiz-e2e-'));
  const env = parseEnv({
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL,
    LOGIN_RATE_LIMIT: '10000',
    REGISTER_RATE_LIMIT: '10000',
  });
  const config = configFromEnv(env, WEB_DIST_DIR);
  const database = await openMigratedDatabase(config);
  const app = await buildApp({ config, db: database.db });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });

  const harness: Server = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    const { email, changes } = JSON.parse(body) as { email: string; changes: Record<string, string | null> };
    const updated = await updateUserByEmail(database.db, email, changes);
    response.writeHead(updated ? 204 : 404).end();
  });
  await new Promise<void>((resolve) => harness.listen(0, '127.0.0.1', resolve));
  const address = harness.address();
  if (!address || typeof address === 'string') throw new Error('the harness did not start');

  project.provide('baseUrl', baseUrl);
  project.provide('harnessUrl', `http://127.0.0.1:${address.port}`);

  return async () => {
    await new Promise((resolve) => harness.close(resolve));
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
