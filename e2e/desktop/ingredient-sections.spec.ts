import { expect, it } from 'vitest';
import { apiGet, apiRecipe, apiSession } from '../harness/api.js';
import { DESKTOP, expectAccessible, useBrowser } from '../harness/browser.js';
import { newCook, registerCook } from '../harness/cooks.js';
import { LEMON_TART as TART } from '../harness/lemon-tart.js';
import { signIn } from '../harness/session.js';

const browser = useBrowser(DESKTOP);

it('shows a heading row as a section heading in the editor, and lets a cook type or paste one', async () => {
  const cook = await registerCook(newCook('Hana'));
  const id = await apiRecipe(await apiSession(cook), 'Lemon tart', TART);
  const page = await browser.newPage();
  await signIn(page, cook);
  await page.goto(`/addeditrecipe/${id}`);

  const table = page.getByRole('table');
  const pastry = table.getByRole('row').filter({ hasText: 'For the pastry:' });
  await expect.poll(() => pastry.isVisible()).toBe(true);
  // The heading spans the row: one header cell, no qty, unit or note cells, and its own Remove.
  expect(await pastry.locator('th').count()).toBe(1);
  expect(await pastry.locator('th').getAttribute('colspan')).toBe('4');
  expect(await pastry.locator('th').evaluate((cell) => getComputedStyle(cell).fontWeight)).toBe('700');
  expect(await pastry.getByRole('button', { name: 'Remove the heading For the pastry:' }).count()).toBe(1);
  expect(await table.getByRole('row').filter({ hasText: 'plain flour' }).getByRole('cell').count()).toBe(5);
  await expectAccessible(page);

  // Typed as an item ending in a colon, a heading is added like any ingredient.
  await page.getByLabel('Item', { exact: true }).fill('To serve:');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect.poll(() => table.getByRole('row').filter({ hasText: 'To serve:' }).locator('th').count()).toBe(1);

  // Pasted, a line naming a section becomes a heading row.
  await page.getByRole('button', { name: 'Paste ingredients' }).click();
  await page.getByLabel('Ingredients, one per line').fill('Glaze:\n1 cup icing sugar');
  await page.getByRole('button', { name: 'Add ingredients' }).click();
  await expect.poll(() => table.getByRole('row').filter({ hasText: 'Glaze:' }).locator('th').count()).toBe(1);
  expect(await table.getByRole('cell', { name: 'icing sugar', exact: true }).isVisible()).toBe(true);

  // Removed like any row, and saved as rows of the recipe.
  await page.getByRole('button', { name: 'Remove the heading To serve:' }).click();
  await page.getByRole('button', { name: 'Update Recipe' }).click();
  await expect
    .poll(async () => {
      const saved = (await (await apiGet(await apiSession(cook), `/getrecipe/${id}`)).json()) as {
        ingredients: { item: string }[];
      };
      return saved.ingredients.map((ingredient) => ingredient.item);
    })
    .toEqual(['For the pastry:', 'plain flour', 'For the filling:', 'lemons', 'Glaze:', 'icing sugar']);
});

it('prints each section under its heading, with no box to tick, and scales only the ingredients', async () => {
  const cook = await registerCook(newCook('Ines'));
  const id = await apiRecipe(await apiSession(cook), 'Lemon tart', TART);
  const page = await browser.newPage();
  await signIn(page, cook);
  await page.goto(`/printrecipe/${id}`);

  const pastry = page.getByRole('heading', { name: 'For the pastry:', level: 3 });
  await expect.poll(() => pastry.isVisible()).toBe(true);
  expect(await page.getByRole('heading', { name: 'For the filling:', level: 3 }).isVisible()).toBe(true);
  const ingredients = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Ingredients' }) });
  expect(await ingredients.getByRole('checkbox').count()).toBe(2);
  expect(await page.getByRole('checkbox', { name: /For the/ }).count()).toBe(0);
  await expectAccessible(page);

  await page.getByRole('radiogroup', { name: 'Amounts' }).getByText('2×', { exact: true }).click();
  await expect.poll(() => page.getByRole('checkbox', { name: '400 g plain flour' }).isVisible()).toBe(true);
  expect(await page.getByRole('checkbox', { name: '6 lemons (zested)' }).isVisible()).toBe(true);
  expect(await pastry.isVisible()).toBe(true);
});

it('shows another cook’s shared recipe with its sections under their headings', async () => {
  const owner = await registerCook(newCook('Jude'));
  const id = await apiRecipe(await apiSession(owner), 'Shared lemon tart', { ...TART, recipeShare: 'Yes' });
  const page = await browser.newPage();
  await signIn(page, await registerCook(newCook('Kofi')));
  await page.goto(`/addeditrecipe/${id}`);

  const filling = page.getByRole('heading', { name: 'For the filling:', level: 3 });
  await expect.poll(() => filling.isVisible()).toBe(true);
  expect(await page.getByRole('listitem').filter({ hasText: 'For the' }).count()).toBe(0);
  expect(await page.getByRole('listitem').filter({ hasText: '3 lemons (zested)' }).count()).toBe(1);
  await expectAccessible(page);
});

it('moves a heading typed last up above the rows it heads, the focus following it, and saves the new order', async () => {
  const cook = await registerCook(newCook('Ivo'));
  const id = await apiRecipe(await apiSession(cook), 'Apple pie', {
    ingredients: [
      { qty: '200', unit: 'g', item: 'flour', note: '' },
      { qty: '4', unit: '', item: 'apples', note: '' },
    ],
  });
  const page = await browser.newPage();
  await signIn(page, cook);
  await page.goto(`/addeditrecipe/${id}`);
  const items = () => page.getByRole('table').locator('tbody tr').allInnerTexts();
  await expect.poll(items).toHaveLength(2);
  await page.getByLabel('Item', { exact: true }).fill('For the filling:');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect.poll(items).toHaveLength(3);

  await page.getByRole('button', { name: 'Move the heading For the filling: up' }).click();
  await expect
    .poll(async () => (await items()).map((row) => row.replace(/\s+/g, ' ').trim()))
    .toEqual(['200 g flour', 'For the filling:', '4 apples']);
  // The focus moved with the heading, so pressing again moves it on.
  const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
  expect(await focusedName()).toBe('Move the heading For the filling: up');
  await page.getByRole('button', { name: 'Update Recipe' }).click();
  await expect.poll(() => page.getByText('Recipe updated!').first().isVisible()).toBe(true);
  const saved = (await (await apiGet(await apiSession(cook), `/getrecipe/${id}`)).json()) as {
    ingredients: { item: string }[];
  };
  expect(saved.ingredients.map((ingredient) => ingredient.item)).toEqual(['flour', 'For the filling:', 'apples']);
});
