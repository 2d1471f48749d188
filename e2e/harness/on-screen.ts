import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Every control the locator finds lies wholly inside the window's width, and the page itself is no wider than the
 * window: nothing needs a sideways scroll to be reached.
 */
export async function expectAllOnScreen(page: Page, controls: Locator): Promise<void> {
  await expect.poll(() => controls.count()).toBeGreaterThan(0);
  const width = page.viewportSize()!.width;
  for (const control of await controls.all()) {
    const box = (await control.boundingBox())!;
    const name = (await control.getAttribute('aria-label')) ?? (await control.innerText());
    expect(box.x, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${name} ends on screen`).toBeLessThanOrEqual(width);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the page is as wide as the window').toBe(
    width,
  );
}
