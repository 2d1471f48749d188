import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiRecipe, apiSession } from '../harness/api.js';
import { DESKTOP, expectAccessible, useBrowser } from '../harness/browser.js';
import { newCook, registerCook } from '../harness/cooks.js';
import { signIn } from '../harness/session.js';

const browser = useBrowser(DESKTOP);

/** The recipe names in the table, top to bottom. */
const namesShown = (page: Page) => page.locator('tbody tr td:nth-child(2)').allInnerTexts();
const orderBy = (page: Page, order: string) =>
  page.getByRole('radiogroup', { name: 'Order by' }).getByText(order, { exact: true }).click();

it('orders My Recipe List by name or newest first, from page 1, and keeps the order on reload', async () => {
  const cook = await registerCook(newCook('Ines'));
  const cookie = await apiSession(cook);
  // Eleven recipes, so the list has a second page to be reset from.
  for (const name of ['Apple pie', 'Zucchini fritters', 'Bean stew', ...'CDEFGHIJ'.split('').map((l) => `${l} soup`)]) {
    await apiRecipe(cookie, name);
  }
  const page = await browser.newPage();
  await signIn(page, cook);

  await page.goto('/recipelist?page=2');
  await expect.poll(() => namesShown(page)).toEqual(['Zucchini fritters']);
  await expectAccessible(page);

  await orderBy(page, 'Newest');
  await expect.poll(() => new URL(page.url()).search).toBe('?order=newest');
  await expect.poll(async () => (await namesShown(page)).slice(0, 3)).toEqual(['J soup', 'I soup', 'H soup']);
  await expect.poll(() => page.getByTestId('page-indicator').innerText()).toBe('Page 1 of 2');

  await page.reload();
  await expect.poll(async () => (await namesShown(page)).slice(0, 1)).toEqual(['J soup']);
  expect(await page.getByRole('radio', { name: 'Newest' }).isChecked()).toBe(true);

  await orderBy(page, 'Name');
  await expect.poll(async () => (await namesShown(page)).slice(0, 2)).toEqual(['Apple pie', 'Bean stew']);
  expect(new URL(page.url()).search).toBe('');
});
