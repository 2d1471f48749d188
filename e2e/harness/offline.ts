import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Offline, the browser logs every request it cannot send (the status check) as a console error. The harness
 * fails a test on any console error, so its listener gives way to one that collects all but those, and, as the
 * harness's own, but the 4xx answers a page expects.
 */
export function collectErrorsExceptOffline(page: Page): string[] {
  const errors: string[] = [];
  page.removeAllListeners('console');
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && !text.includes('ERR_INTERNET_DISCONNECTED') && !/status of 4\d\d/.test(text)) {
      errors.push(text);
    }
  });
  return errors;
}

/**
 * Waits until the service worker holds the files of every phone page (offline-assets.json), which it fetches
 * once the cook first taps or types (signing in is one).
 */
export async function phonePagesCached(page: Page): Promise<string[]> {
  const offlineFiles = (await (await page.request.get('/offline-assets.json')).json()) as string[];
  const uncached = async () => {
    const cached = new Set(
      await page.evaluate(async () => {
        const names = await Promise.all((await caches.keys()).map(async (key) => (await caches.open(key)).keys()));
        return names.flat().map((request) => new URL(request.url).pathname);
      }),
    );
    return offlineFiles.filter((file) => !cached.has(file));
  };
  await expect.poll(uncached, { timeout: 15_000 }).toEqual([]);
  return offlineFiles;
}
