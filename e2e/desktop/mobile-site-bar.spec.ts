import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DESKTOP, expectAccessible, useBrowser } from '../harness/browser.js';
import { newCook, registerCook } from '../harness/cooks.js';
import { signIn } from '../harness/session.js';

const browser = useBrowser(DESKTOP);

const offer = (page: Page) => page.getByText('This is the full site, for computers.');
const toMobile = (page: Page) => page.getByRole('link', { name: 'Open the mobile site' });

it("leaves a computer's pages as they are, and offers the mobile site once the window is as narrow as a phone", async () => {
  const page = await browser.newPage();
  await signIn(page, await registerCook(newCook('Ugo')));
  await expect.poll(() => page.getByRole('heading', { name: 'Dashboard', level: 1 }).isVisible()).toBe(true);
  expect(await toMobile(page).count()).toBe(0);

  // Spec 2.1: a screen 768 px wide or narrower counts as a phone's.
  await page.setViewportSize({ width: 768, height: 900 });
  await expect.poll(() => offer(page).isVisible()).toBe(true);
  expect(await toMobile(page).getAttribute('href')).toBe('/mrecipes');
  await expectAccessible(page);
  await page.setViewportSize({ width: 769, height: 900 });
  await expect.poll(() => toMobile(page).count()).toBe(0);

  // ?desktop=1 is the choice of the full site: only the quiet way back shows.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/recipes?desktop=1');
  await expect.poll(() => toMobile(page).isVisible()).toBe(true);
  expect(await offer(page).count()).toBe(0);
  // ?desktop=0 forgets it.
  await page.goto('/recipes?desktop=0');
  await expect.poll(() => offer(page).isVisible()).toBe(true);
});
