import type { BrowserContextOptions } from 'playwright-core';
import { inject } from 'vitest';

/**
 * newPage options that open the bare site: the same app and database, served by an instance with no mail server
 * and no payments (server.global.ts). Cooks registered on either site sign in on both.
 */
export const onBareSite = (): BrowserContextOptions => ({ baseURL: inject('bareSiteUrl') });
