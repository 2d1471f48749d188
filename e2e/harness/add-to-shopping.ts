import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { apiRecipe, apiSession } from './api.js';
import { expectAccessible } from './browser.js';
import { registerCook } from './cooks.js';
import { signInOnPhone } from './session.js';
import { uniqueTag } from './tag.js';

/** The shopping list as stored in the browser (spec 3), sorted by text. */
const storedTexts = (page: Page) =>
  page.evaluate(() =>
    (JSON.parse(localStorage.getItem('shoppinglist') ?? '[]') as { text: string }[]).map((item) => item.text).sort(),
  );

/**
 * The recipe view's Add to shopping list, the same on a phone and in a desktop browser's window: ticked ingredients
 * ("I have these") stay off the list and out of the count, and a recipe already on the list is added again only if
 * the cook says so.
 */
export async function addToShoppingListOnceUnlessAsked(page: Page): Promise<void> {
  const cook = await registerCook();
  const name = `${uniqueTag('Shop')} lentil soup`;
  const id = await apiRecipe(await apiSession(cook), name, {
    ingredients: [
      { qty: '', unit: '', item: 'For the soup:', note: '' },
      { qty: '1', unit: 'cup', item: 'red lentils', note: '' },
      { qty: '2', unit: '', item: 'carrots', note: 'diced' },
      { qty: '1', unit: 'tsp', item: 'salt', note: '' },
    ],
  });
  await signInOnPhone(page, cook);
  await page.goto(`/mshowrecipe/${id}`);
  const add = page.getByRole('button', { name: 'Add to shopping list' });
  await expect.poll(() => add.isVisible()).toBe(true);
  expect(await page.getByText('Tick the ingredients you have, and they are left out.').isVisible()).toBe(true);

  await page.getByRole('checkbox', { name: '1 tsp salt' }).check();
  expect(await add.getAttribute('aria-describedby').then((id) => page.locator(`#${id}`).innerText())).toBe(
    'The 1 ticked ingredient(s) you have are left out.',
  );
  await add.click();
  const status = page.getByRole('status').filter({ hasText: /Shopping List|shopping list/ });
  await expect.poll(() => status.innerText()).toBe('Added 2 item(s) to your Shopping List.');
  expect(await storedTexts(page)).toEqual(['1 cup red lentils', '2 carrots (diced)']);

  // A second tap, not a double tap: the recipe is on the list already, so the cook is asked.
  await page.waitForTimeout(900);
  await add.click();
  await expect.poll(() => status.innerText()).toContain(`${name} is already on your shopping list.`);
  await expectAccessible(page);
  await status.getByRole('button', { name: 'Skip' }).click();
  await expect.poll(() => status.innerText()).toBe('Nothing added: your shopping list is as it was.');
  expect(await add.evaluate((button) => button === document.activeElement)).toBe(true);
  expect(await storedTexts(page)).toEqual(['1 cup red lentils', '2 carrots (diced)']);

  await page.waitForTimeout(900);
  await add.click();
  await status.getByRole('button', { name: 'Add again' }).click();
  await expect.poll(() => status.innerText()).toBe('Added 2 item(s) to your Shopping List.');
  expect(await storedTexts(page)).toEqual(['2 cups red lentils', '4 carrots (diced)']);

  // Everything ticked leaves nothing to add, nor to add again.
  await page.waitForTimeout(900);
  await add.click();
  const again = status.getByRole('button', { name: 'Add again' });
  await expect.poll(() => again.isVisible()).toBe(true);
  await page.getByRole('checkbox', { name: '1 cup red lentils' }).check();
  await page.getByRole('checkbox', { name: '2 carrots (diced)' }).check();
  expect(await add.isDisabled()).toBe(true);
  expect(await again.count()).toBe(0);
  expect(await page.getByText('Every ingredient is ticked, so there is nothing to add.').isVisible()).toBe(true);

  // Once the recipe's items are off the list, adding it again asks nothing.
  await page.goto('/mshopping');
  for (const text of ['2 cups red lentils', '4 carrots (diced)']) {
    await page.getByRole('button', { name: `Remove ${text}` }).click();
  }
  await expect.poll(() => storedTexts(page)).toEqual([]);
  await page.goto(`/mshowrecipe/${id}`);
  await page.getByRole('checkbox', { name: '1 cup red lentils' }).uncheck();
  await add.click();
  await expect.poll(() => status.innerText()).toBe('Added 1 item(s) to your Shopping List.');
  expect(await storedTexts(page)).toEqual(['1 cup red lentils']);
}
