import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiRecipe, apiSession } from '../harness/api.js';
import { PHONE, useBrowser } from '../harness/browser.js';
import { newCook, registerCook } from '../harness/cooks.js';
import { results, signInToFindRecipes } from '../harness/find-recipes.js';
import { logIn } from '../harness/session.js';
import { uniqueTag } from '../harness/tag.js';

const browser = useBrowser(PHONE);

/** Other tests share this server, so every recipe here carries a word no other test uses. */
const TAG = uniqueTag('Qafm');

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

it('keeps All My Recipes where the cook was when a recipe far down is deleted', async () => {
  const cook = await registerCook(newCook('Wren'));
  const cookie = await apiSession(cook);
  for (let i = 1; i <= 16; i += 1) await apiRecipe(cookie, `${TAG} loaf ${i}`);
  const page = await browser.newPage();
  await signInToFindRecipes(page, cook);
  await page.getByRole('checkbox', { name: 'All My Recipes' }).check();
  await expect.poll(() => results(page).count()).toBe(16);

  const doomed = page.getByRole('button', { name: new RegExp(`${TAG} loaf 5$`) });
  await doomed.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 200);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(600);
  const before = await scrollY(page);
  await doomed.tap();
  await expect.poll(() => page.getByText('Tap again to delete', { exact: true }).isVisible()).toBe(true);
  await page.waitForTimeout(600);
  await doomed.tap();
  await expect.poll(() => results(page).count()).toBe(15);
  // The heading takes the focus for a screen reader; the page does not jump up to it.
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Find Recipes');
  expect(Math.abs((await scrollY(page)) - before)).toBeLessThan(200);
});

it('drops the last login refusal when the next try is stopped by a field', async () => {
  const cook = await registerCook(newCook('Yara'));
  const page = await browser.newPage();
  await page.goto('/mlogin');
  await logIn(page, { ...cook, password: 'wrong123' });
  const refusal = page.getByText('Login failed. Please check your details and try again.');
  await expect.poll(() => refusal.isVisible()).toBe(true);

  await page.getByLabel(/^Email/).fill('yara@');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect.poll(() => page.getByText('Please enter a valid email').isVisible()).toBe(true);
  expect(await refusal.count()).toBe(0);
});
