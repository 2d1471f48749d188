import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CHEF_ANSWER_TIMEOUT_MS } from '@fiz/core/chef';
import type { CHEF_PROVIDERS, Env } from './env.js';
import { required } from './required.js';

export interface RateLimit {
  max: number;
  windowMs: number;
}

/** What the app needs, resolved from the environment once at start. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Rate-limit counters in Redis; unset keeps them in the database. Either way every instance shares them. */
  redisUrl?: string;
  sessionSecret: string;
  publicUrl: string;
  secureCookies: boolean;
  adminEmail: string | undefined;
  timeZone: string;
  logLevel: Env['LOG_LEVEL'];
  trustProxy: boolean;
  rateLimits: {
    login: RateLimit;
    loginPerAccount: RateLimit;
    register: RateLimit;
    contact: RateLimit;
    pdf: RateLimit;
    upload: RateLimit;
  };
  mail: MailConfig;
  chef: ChefConfig;
  billing: BillingConfig;
  /** Recipe photos in an S3-compatible bucket; unset keeps them on the filesystem under DATA_DIR/images. */
  s3?: S3Config;
  /** The built web app to serve, or null to serve the API alone. */
  webDistDir: string | null;
}

export interface MailConfig {
  /** Where mail goes; without it every message waits in the outbox (the Admin's Mail Outbox). */
  smtpUrl: string | undefined;
  from: string;
  /** Who receives the contact form's mail: OWNER_EMAIL, else ADMIN_EMAIL. */
  ownerEmail: string | undefined;
  recipeDailyLimit: number;
  /** The first retry after a transient failure; each later one waits twice as long. */
  retryBaseMs: number;
  /** How often the outbox is checked for mail that is due. */
  pollMs: number;
  /** How long a request waits for its message's first attempt before answering that it will be retried. */
  answerWithinMs: number;
}

export interface ChefConfig {
  provider: (typeof CHEF_PROVIDERS)[number];
  model: string;
  apiKey: string | undefined;
  baseUrl: string | undefined;
  /** Requests (recipes and answers) one cook may make per 24 hours. */
  dailyLimit: number;
  /** A provider call that takes longer fails with the spec's message. */
  timeoutMs: number;
}

/** Sensible current models when CHEF_MODEL is not set; openai-compatible servers must be told theirs. */
const DEFAULT_MODELS = {
  builtin: 'builtin',
  anthropic: 'claude-sonnet-4-5',
  openai: 'gpt-4.1-mini',
  'openai-compatible': '',
};

function chefConfig(env: Env): ChefConfig {
  const providerKey = { anthropic: env.ANTHROPIC_API_KEY, openai: env.OPENAI_API_KEY }[env.CHEF_PROVIDER as string];
  return {
    provider: env.CHEF_PROVIDER,
    model: env.CHEF_MODEL ?? DEFAULT_MODELS[env.CHEF_PROVIDER],
    apiKey: env.CHEF_API_KEY ?? providerKey,
    baseUrl: env.CHEF_BASE_URL,
    dailyLimit: env.CHEF_DAILY_LIMIT,
    timeoutMs: CHEF_ANSWER_TIMEOUT_MS,
  };
}

export interface BillingConfig {
  /** Without it the server takes no payments and says so. */
  secretKey: string | undefined;
  /** Signs checkout.session.completed events sent to /api/stripe/webhook. */
  webhookSecret: string | undefined;
  /** A Stripe price for the year; without it the session carries the A$39 price inline. */
  priceId: string | undefined;
  /** Another address for the Stripe API (a Stripe-compatible test server); Stripe's own when unset. */
  apiUrl: string | undefined;
}

export interface S3Config {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** A non-AWS service's address; AWS when unset. */
  endpoint: string | undefined;
  forcePathStyle: boolean;
}

/** S3_BUCKET selects the bucket driver; env.ts already made sure its keys came with it. */
function s3Config(env: Env): S3Config | undefined {
  if (!env.S3_BUCKET) return undefined;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    accessKeyId: required(env.S3_ACCESS_KEY_ID, 'S3_ACCESS_KEY_ID'),
    secretAccessKey: required(env.S3_SECRET_ACCESS_KEY, 'S3_SECRET_ACCESS_KEY'),
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

const SECRET_FILE = 'session-secret';

/** Without SESSION_SECRET, one is generated once and kept under DATA_DIR so sessions survive restarts. */
export function loadOrCreateSessionSecret(dataDir: string): string {
  const file = join(dataDir, SECRET_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function configFromEnv(env: Env, webDistDir: string | null): Config {
  const dataDir = resolve(env.DATA_DIR);
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    sessionSecret: env.SESSION_SECRET ?? loadOrCreateSessionSecret(dataDir),
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    adminEmail: env.ADMIN_EMAIL,
    timeZone: env.TIME_ZONE,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    rateLimits: {
      login: { max: env.LOGIN_RATE_LIMIT, windowMs: 15 * 60_000 },
      loginPerAccount: { max: env.LOGIN_ACCOUNT_RATE_LIMIT, windowMs: 60 * 60_000 },
      register: { max: env.REGISTER_RATE_LIMIT, windowMs: 60 * 60_000 },
      contact: { max: env.CONTACT_RATE_LIMIT, windowMs: 60 * 60_000 },
      pdf: { max: env.PDF_RATE_LIMIT, windowMs: 10 * 60_000 },
      upload: { max: env.UPLOAD_RATE_LIMIT, windowMs: 10 * 60_000 },
    },
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? `Fiz <no-reply@${new URL(publicUrl).hostname}>`,
      ownerEmail: env.OWNER_EMAIL ?? env.ADMIN_EMAIL,
      recipeDailyLimit: env.EMAIL_RECIPE_DAILY_LIMIT,
      retryBaseMs: 60_000,
      pollMs: 15_000,
      // Longer than a healthy mail server takes to accept a recipe's PDF, short enough for a cook to wait.
      answerWithinMs: 8_000,
    },
    chef: chefConfig(env),
    billing: {
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      priceId: env.STRIPE_PRICE_ID,
      apiUrl: env.STRIPE_API_URL,
    },
    s3: s3Config(env),
    webDistDir,
  };
}
