import type { Config } from '../config.js';
import { testTempDir } from './temp-dirs.js';

const generous = { max: 10_000, windowMs: 60_000 };

/** A configuration for tests: quiet, generous rate limits, a throwaway DATA_DIR, no web build. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: testTempDir('data'),
    databaseUrl: undefined,
    sessionSecret: 'test-secret-that-is-long-enough-for-cookie-signing',
    publicUrl: 'http://localhost:3000',
    secureCookies: false,
    adminEmail: undefined,
    timeZone: 'UTC',
    logLevel: 'silent',
    trustProxy: false,
    rateLimits: {
      login: generous,
      loginPerAccount: generous,
      register: generous,
      contact: generous,
      pdf: generous,
      upload: generous,
    },
    mail: {
      smtpUrl: undefined,
      from: 'Fiz <no-reply@fiz.test>',
      ownerEmail: 'owner@fiz.test',
      recipeDailyLimit: 20,
      retryBaseMs: 50,
      pollMs: 100,
      answerWithinMs: 5_000,
    },
    chef: {
      provider: 'builtin',
      model: 'builtin',
      apiKey: undefined,
      baseUrl: undefined,
      dailyLimit: 50,
      timeoutMs: 2_000,
    },
    billing: { secretKey: undefined, webhookSecret: undefined, priceId: undefined, apiUrl: undefined },
    webDistDir: null,
    ...overrides,
  };
}
