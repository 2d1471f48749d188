import { createServer, type IncomingMessage, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer as createTcpServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';
import type * as App from '../../server/src/app.js';
import type * as Users from '../../server/src/users/users.db.js';
import type * as ConfigModule from '../../server/src/config.js';
import type * as Open from '../../server/src/open-database.js';
import type * as Env from '../../server/src/env.js';
import type * as Paths from '../../server/src/paths.js';
import { FAKE_STRIPE_KEY, FAKE_WEBHOOK_SECRET, FakeStripe } from '../../server/src/testing/fake-stripe.js';
import { RECIPE_SITE_HOST } from './recipe-site.js';
import { ADMIN_EMAIL, TRY_LATER_DOMAIN } from './site-settings.js';

/** A module of the built server (as `npm start` runs it), typed by its source so type-checking needs no build. */
const built = <Module>(path: string): Promise<Module> =>
  import(new URL(`../../server/dist/${path}`, import.meta.url).href) as Promise<Module>;

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    harnessUrl: string;
    /** The same app and database served as a site whose owner has set up neither mail nor payments. */
    bareSiteUrl: string;
  }
}

/**
 * Starts the built Fiz server on a fresh embedded database, plus a small harness endpoint on loopback through
 * which tests set up cooks' access and dates (the embedded database admits one process, so the CLI cannot).
 */
export default async function setup(project: TestProject) {
  const { buildApp } = await built<typeof App>('app.js');
  const { updateUserByEmail } = await built<typeof Users>('users/users.db.js');
  const { configFromEnv } = await built<typeof ConfigModule>('config.js');
  const { openMigratedDatabase } = await built<typeof Open>('open-database.js');
  const { parseEnv } = await built<typeof Env>('env.js');
  const { WEB_DIST_DIR } = await built<typeof Paths>('paths.js');
  const dataDir = mkdtempSync(join(tmpdir(), 'fiz-e2e-'));
  // A real mail server on loopback that accepts everything but mail to TRY_LATER_DOMAIN, so mail in the browser
  // tests is really sent.
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo: ({ address }, _session, callback) => {
      if (!address.toLowerCase().endsWith(`@${TRY_LATER_DOMAIN}`)) return callback();
      callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
    },
    onData: (stream, _session, callback) => stream.on('end', () => callback()).resume(),
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpAddress = smtp.server.address();
  if (!smtpAddress || typeof smtpAddress === 'string') throw new Error('the mail server did not start');
  // Stripe's API and hosted checkout, faked on loopback: its Pay button sends the signed webhook back to the app.
  const stripe = new FakeStripe();
  await stripe.start();
  // Checkout returns to PUBLIC_URL, so the port is chosen before the app starts.
  const port = await freePort();
  const env = parseEnv({
    SMTP_URL: `smtp://127.0.0.1:${smtpAddress.port}`,
    STRIPE_SECRET_KEY: FAKE_STRIPE_KEY,
    STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL,
    LOGIN_RATE_LIMIT: '10000',
    REGISTER_RATE_LIMIT: '10000',
    // Every browser test writes from one address; the specs share this server.
    CONTACT_RATE_LIMIT: '10000',
    PDF_RATE_LIMIT: '10000',
    UPLOAD_RATE_LIMIT: '10000',
  });
  const config = configFromEnv(env, WEB_DIST_DIR);
  const database = await openMigratedDatabase(config);
  const app = await buildApp({
    config,
    db: database.db,
    fetchPageOptions: {
      allowLoopbackForTests: true,
      resolve: async (name) => (name === RECIPE_SITE_HOST ? [{ address: '127.0.0.1', family: 4 }] : []),
    },
  });
  const baseUrl = await app.listen({ port, host: '127.0.0.1' });
  stripe.webhookUrl = `${baseUrl}/api/stripe/webhook`;
  // A second instance on the same database (as instances share one in production), set up with no SMTP_URL and
  // no Stripe key: what a cook sees where nothing can send mail or take payments.
  const bareSite = await buildApp({
    config: {
      ...config,
      mail: { ...config.mail, smtpUrl: undefined },
      billing: { ...config.billing, secretKey: undefined, webhookSecret: undefined },
    },
    db: database.db,
  });
  const bareSiteUrl = await bareSite.listen({ port: 0, host: '127.0.0.1' });

  const changeUser = async (request: IncomingMessage): Promise<boolean> => {
    let body = '';
    for await (const chunk of request) body += chunk;
    const { email, changes } = JSON.parse(body) as { email: string; changes: Record<string, string | null> };
    return (await updateUserByEmail(database.db, email, changes)) !== undefined;
  };
  // A change that fails answers 500 with the reason, so the test that asked for it fails saying why.
  const harness: Server = createServer((request, response) => {
    changeUser(request).then(
      (updated) => response.writeHead(updated ? 204 : 404).end(),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => harness.listen(0, '127.0.0.1', resolve));
  const address = harness.address();
  if (!address || typeof address === 'string') throw new Error('the harness did not start');

  project.provide('baseUrl', baseUrl);
  project.provide('harnessUrl', `http://127.0.0.1:${address.port}`);
  project.provide('bareSiteUrl', bareSiteUrl);

  return async () => {
    await new Promise((resolve) => harness.close(resolve));
    await bareSite.close();
    await app.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await stripe.stop();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

async function freePort(): Promise<number> {
  const probe = createTcpServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
