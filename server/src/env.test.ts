import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configFromEnv, loadOrCreateSessionSecret } from './config.js';
import { ConfigError, parseEnv } from './env.js';
import { testTempDir } from './testing/temp-dirs.js';

describe('configuration', () => {
  it('has defaults that run a fresh clone', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', DATA_DIR: './data', TIME_ZONE: 'UTC' });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });

  it('fails with one readable line per bad setting', () => {
    const bad = () =>
      parseEnv({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        TIME_ZONE: 'Mars/Olympus',
        SESSION_SECRET: 'short',
        SMTP_URL: 'mail.example.com',
      });
    expect(bad).toThrow(ConfigError);
    const message = (() => {
      try {
        bad();
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toMatch(/^Fiz cannot start: the configuration is not valid\./);
    expect(message).toMatch(/PORT: /);
    expect(message).toContain('DATABASE_URL: must be a postgres:// URL');
    expect(message).toContain('TIME_ZONE: must be an IANA time zone');
    expect(message).toContain('SESSION_SECRET: must be at least 32 characters');
    expect(message).toContain('SMTP_URL: must be an smtp:// or smtps:// URL');
  });

  it('asks for what each Chef Basil provider needs, and defaults to the built-in chef', () => {
    const problems = (env: Record<string, string>) => {
      try {
        parseEnv(env);
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(problems({ CHEF_PROVIDER: 'anthropic' })).toContain(
      'ANTHROPIC_API_KEY: is needed with CHEF_PROVIDER=anthropic',
    );
    expect(problems({ CHEF_PROVIDER: 'openai' })).toContain('OPENAI_API_KEY: is needed with CHEF_PROVIDER=openai');
    const compatible = problems({ CHEF_PROVIDER: 'openai-compatible' });
    expect(compatible).toContain('CHEF_BASE_URL: is needed');
    expect(compatible).toContain('CHEF_MODEL: is needed');
    expect(problems({ CHEF_PROVIDER: 'gemini' })).toContain(
      'CHEF_PROVIDER: must be one of builtin, anthropic, openai, openai-compatible',
    );
    const dataDir = testTempDir('config');
    const chef = (env: Record<string, string>) => configFromEnv(parseEnv({ DATA_DIR: dataDir, ...env }), null).chef;
    expect(chef({})).toMatchObject({ provider: 'builtin', dailyLimit: 50, timeoutMs: 30_000 });
    expect(chef({ CHEF_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: 'k' })).toMatchObject({
      apiKey: 'k',
      model: 'claude-sonnet-4-5',
    });
    expect(
      chef({ CHEF_PROVIDER: 'openai-compatible', CHEF_BASE_URL: 'http://127.0.0.1:11434/v1', CHEF_MODEL: 'llama3.1' }),
    ).toMatchObject({ baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.1', apiKey: undefined });
  });

  it('sends contact mail to OWNER_EMAIL, else to the Admin, from an address on PUBLIC_URL', () => {
    const dataDir = testTempDir('config');
    const mail = (env: Record<string, string>) => configFromEnv(parseEnv({ DATA_DIR: dataDir, ...env }), null).mail;
    expect(mail({ ADMIN_EMAIL: 'admin@example.com' }).ownerEmail).toBe('admin@example.com');
    expect(mail({ ADMIN_EMAIL: 'admin@example.com', OWNER_EMAIL: 'me@example.com' }).ownerEmail).toBe('me@example.com');
    expect(mail({ PUBLIC_URL: 'https://fiz.example.com' }).from).toBe('Fiz <no-reply@fiz.example.com>');
    expect(mail({}).smtpUrl).toBeUndefined();
  });

  it('marks cookies Secure only for an https PUBLIC_URL', () => {
    const dataDir = testTempDir('config');
    expect(configFromEnv(parseEnv({ DATA_DIR: dataDir }), null).secureCookies).toBe(false);
    expect(configFromEnv(parseEnv({ DATA_DIR: dataDir, PUBLIC_URL: 'https://fiz.example' }), null).secureCookies).toBe(
      true,
    );
  });

  it('takes REDIS_URL as a redis:// address for the rate-limit counters, and refuses anything else', () => {
    const dataDir = testTempDir('redis');
    const env = parseEnv({ REDIS_URL: 'redis://cache.internal:6379', DATA_DIR: dataDir });
    expect(configFromEnv(env, null).redisUrl).toBe('redis://cache.internal:6379');
    expect(configFromEnv(parseEnv({ DATA_DIR: dataDir }), null).redisUrl).toBeUndefined();
    expect(() => parseEnv({ REDIS_URL: 'cache.internal:6379' })).toThrow(
      /REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/,
    );
  });

  it('generates a session secret once, keeps it private under DATA_DIR, and reuses it', () => {
    const dataDir = join(testTempDir('secret'), 'nested');
    const first = loadOrCreateSessionSecret(dataDir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = join(dataDir, 'session-secret');
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(loadOrCreateSessionSecret(dataDir)).toBe(first);
  });
});
