import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const CHEF_PROVIDERS = ['builtin', 'anthropic', 'openai', 'openai-compatible'] as const;

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Every setting the server reads from the environment (README, "Configuration"). */
export const EnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// URL (leave it unset for the embedded database)' })
      .optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, { error: 'must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379' })
      .optional(),
    SESSION_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://fiz.example.com' })
      .optional(),
    ADMIN_EMAIL: z.email({ error: 'must be an email address' }).optional(),
    TIME_ZONE: z
      .string()
      .refine(isTimeZone, { error: 'must be an IANA time zone such as Australia/Sydney' })
      .default('UTC'),
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    TRUST_PROXY: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .default('false')
      .transform((value) => value === 'true'),
    LOGIN_RATE_LIMIT: positiveInt(10),
    LOGIN_ACCOUNT_RATE_LIMIT: positiveInt(20),
    REGISTER_RATE_LIMIT: positiveInt(5),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, {
        error: 'must be an smtp:// or smtps:// URL such as smtp://user:pass@mail.example.com:587',
      })
      .optional(),
    MAIL_FROM: z.string().min(3).optional(),
    OWNER_EMAIL: z.email({ error: 'must be an email address' }).optional(),
    EMAIL_RECIPE_DAILY_LIMIT: positiveInt(20),
    CONTACT_RATE_LIMIT: positiveInt(5),
    PDF_RATE_LIMIT: positiveInt(30),
    UPLOAD_RATE_LIMIT: positiveInt(30),
    CHEF_PROVIDER: z.enum(CHEF_PROVIDERS, { error: `must be one of ${CHEF_PROVIDERS.join(', ')}` }).default('builtin'),
    CHEF_MODEL: z.string().min(1).optional(),
    CHEF_BASE_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as http://127.0.0.1:11434/v1' })
      .optional(),
    CHEF_API_KEY: z.string().min(1).optional(),
    ANTHROPIC_API_KEY: z.string().min(1).optional(),
    OPENAI_API_KEY: z.string().min(1).optional(),
    CHEF_DAILY_LIMIT: positiveInt(50),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_/, { error: 'must be a Stripe secret key (sk_… or rk_…)' })
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_/, { error: 'must be a webhook signing secret (whsec_…)' })
      .optional(),
    STRIPE_PRICE_ID: z
      .string()
      .regex(/^price_/, { error: 'must be a Stripe price id (price_…)' })
      .optional(),
    STRIPE_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    S3_ENDPOINT: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://s3.example.com' })
      .optional(),
    S3_BUCKET: z.string().min(1).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .default('false')
      .transform((value) => value === 'true'),
  })
  .superRefine((env, context) => {
    const require = (setting: string, message: string) =>
      context.addIssue({ code: 'custom', path: [setting], message });
    const key = env.CHEF_API_KEY;
    if (env.CHEF_PROVIDER === 'anthropic' && !(key ?? env.ANTHROPIC_API_KEY)) {
      require('ANTHROPIC_API_KEY', 'is needed with CHEF_PROVIDER=anthropic (or set CHEF_API_KEY)');
    }
    if (env.CHEF_PROVIDER === 'openai' && !(key ?? env.OPENAI_API_KEY)) {
      require('OPENAI_API_KEY', 'is needed with CHEF_PROVIDER=openai (or set CHEF_API_KEY)');
    }
    if (env.CHEF_PROVIDER === 'openai-compatible') {
      if (!env.CHEF_BASE_URL)
        require('CHEF_BASE_URL', "is needed with CHEF_PROVIDER=openai-compatible: the server's /v1 URL");
      if (!env.CHEF_MODEL) require('CHEF_MODEL', 'is needed with CHEF_PROVIDER=openai-compatible: the model to ask');
    }
    if (env.S3_BUCKET) {
      if (!env.S3_ACCESS_KEY_ID) require('S3_ACCESS_KEY_ID', 'is needed with S3_BUCKET: the access key for the bucket');
      if (!env.S3_SECRET_ACCESS_KEY)
        require('S3_SECRET_ACCESS_KEY', 'is needed with S3_BUCKET: the secret key for the bucket');
    }
  });

export type Env = z.infer<typeof EnvSchema>;

export class ConfigError extends Error {}

/** Parses the environment, failing with one readable line per bad setting. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = EnvSchema.safeParse(present);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Fiz cannot start: the configuration is not valid.\n${lines.join('\n')}`);
}
