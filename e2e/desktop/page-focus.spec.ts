import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiRecipe, apiSession } from '../harness/api.js';
import { DESKTOP, useBrowser } from '../harness/browser.js';
import { newCook, registerCook } from '../harness/cooks.js';
import { signIn, signInByKeyboard } from '../harness/session.js';

const browser = useBrowser(DESKTOP);

const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element ? `${element.tagName.toLowerCase()}: ${element.textContent.trim()}` : '';
  });

it("moves the focus to each new page's heading, so a keyboard or screen reader user starts from the page", async () => {
  const cook = await registerCook(newCook('Kofi'));
  await apiRecipe(await apiSession(cook), 'Jollof rice');
  const page = await browser.newPage();
  await signInByKeyboard(page, cook);
  await expect.poll(() => focused(page)).toBe('h1: Dashboard');

  // From a navigation link, by keyboard: the link stays where it is, the focus goes on to the page.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Recipes' }).press('Enter');
  await page.waitForURL('**/recipes');
  await expect.poll(() => focused(page)).toBe('h1: Your Recipes');
  await page.getByRole('link', { name: 'Recipe List' }).press('Enter');
  await page.waitForURL('**/recipelist');
  await expect.poll(() => focused(page)).toBe('h1: My Recipe List');
  await page.keyboard.press('Tab');
  expect(await focused(page)).toBe('a: New Recipe');

  // From a row's tool, which goes away with the list, to the editor's heading.
  await page.getByRole('link', { name: 'Edit Jollof rice' }).press('Enter');
  await page.waitForURL(/\/addeditrecipe\/\d+$/);
  await expect.poll(() => focused(page)).toBe('h1: Edit Recipe');
});

it('keeps the focus in the ingredients as they are removed, then on the entry row once none is left', async () => {
  const cook = await registerCook(newCook('Lior'));
  const recipeId = await apiRecipe(await apiSession(cook), 'Shakshuka', {
    ingredients: [
      { qty: '6', unit: '', item: 'eggs', note: '' },
      { qty: '1', unit: 'tsp', item: 'cumin', note: '' },
    ],
  });
  const page = await browser.newPage();
  await signIn(page, cook);
  await page.goto(`/addeditrecipe/${recipeId}`);
  await page.getByRole('button', { name: 'Remove cumin' }).press('Enter');
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Remove eggs');
  await page.keyboard.press('Enter');
  const qtyFocused = () =>
    page.getByLabel('Qty', { exact: true }).evaluate((input) => input === document.activeElement);
  await expect.poll(qtyFocused).toBe(true);
});
