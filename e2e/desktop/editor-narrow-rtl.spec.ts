import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiRecipe, apiSession } from '../harness/api.js';
import { DESKTOP, expectAccessible, useBrowser } from '../harness/browser.js';
import { newCook, registerCook } from '../harness/cooks.js';
import { signIn } from '../harness/session.js';
import type { RecipeFacts } from '@fiz/core/testing/recipe-bodies';

const browser = useBrowser(DESKTOP);
const NARROW = { viewport: { width: 360, height: 800 } };

const TRIFLE = {
  ingredients: [
    { qty: '', unit: '', item: 'For the custard:', note: '' },
    { qty: '2 1/2', unit: 'tablespoons', item: 'custard powder', note: 'mixed with a little of the milk first' },
    { qty: '600', unit: 'ml', item: 'full-cream milk', note: '' },
    { qty: '250', unit: 'g', item: 'sponge fingers', note: 'or leftover cake' },
  ],
};

it('fits the ingredients on a 360 px window, each row’s fields stacked, its arrows still working from the keyboard', async () => {
  const cook = await registerCook(newCook('Nell'));
  const recipeId = await apiRecipe(await apiSession(cook), 'Trifle', TRIFLE);
  const page = await browser.newPage(NARROW);
  await signIn(page, cook);
  await page.goto(`/addeditrecipe/${recipeId}`);
  const table = page.getByRole('table');
  const rows = () => table.locator('tbody tr').allInnerTexts();
  await expect.poll(rows).toHaveLength(4);

  const sideways = () =>
    page.evaluate(() => {
      const scroll = document.querySelector('.fiz-ingredients-scroll')!;
      return {
        page: document.scrollingElement!.scrollWidth > window.innerWidth,
        table: scroll.scrollWidth > scroll.clientWidth,
      };
    });
  expect(await sideways()).toEqual({ page: false, table: false });
  expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(['Ingredient', 'Edit, move or remove']);
  const custard = table.getByRole('row').filter({ hasText: 'custard powder' });
  expect((await custard.getByRole('cell').first().innerText()).split('\n').filter(Boolean)).toEqual([
    '2 1/2 tablespoons custard powder',
    'mixed with a little of the milk first',
  ]);

  // From the keyboard: Enter on an arrow moves the row, and the focus goes with it.
  const down = page.getByRole('button', { name: 'Move custard powder down' });
  await down.focus();
  await page.keyboard.press('Enter');
  await expect
    .poll(async () => (await rows()).map((row) => row.split('\n')[0]!.trim()))
    .toEqual([
      'For the custard:',
      '600 ml full-cream milk',
      '2 1/2 tablespoons custard powder',
      '250 g sponge fingers',
    ]);
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
    'Move custard powder down',
  );
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Remove custard powder');
  expect(await sideways()).toEqual({ page: false, table: false });
  await expectAccessible(page);

  // A wide window keeps the four columns.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect
    .poll(() => table.getByRole('columnheader').allInnerTexts())
    .toEqual(['Qty', 'Unit', 'Item', 'Note', 'Edit, move or remove']);
});

const HEBREW: RecipeFacts = {
  recipeNote: 'מתכון של סבתא',
  ingredients: [
    { qty: '', unit: '', item: 'לבצק:', note: '' },
    { qty: '2', unit: 'כוסות', item: 'קמח', note: 'מנופה' },
  ],
  recipeMethod: 'מחממים את התנור. מערבבים הכול',
  recipeShare: 'Yes',
};

/** The element sets its own direction from its text, reads right to left, and its text sits at its right edge. */
async function readsFromTheRight(element: Locator) {
  return element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const text = range.getBoundingClientRect();
    const box = node.getBoundingClientRect();
    const style = getComputedStyle(node);
    const contentRight = box.right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth);
    return {
      dir: node.getAttribute('dir'),
      direction: style.direction,
      atRight: node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement || contentRight - text.right < 2,
    };
  });
}
const FROM_THE_RIGHT = { dir: 'auto', direction: 'rtl', atRight: true };

async function expectFromTheRight(page: Page, elements: Locator[]) {
  for (const element of elements) {
    await expect.poll(() => element.count()).toBe(1);
    expect(await readsFromTheRight(element), await element.evaluate((node) => node.outerHTML.slice(0, 80))).toEqual(
      FROM_THE_RIGHT,
    );
  }
  await expectAccessible(page);
}

it('reads a Hebrew recipe from the right in the shared view, on the print page and in the editor', async () => {
  const owner = await registerCook(newCook('Tamar'));
  const recipeId = await apiRecipe(await apiSession(owner), 'עוגת שמרים', HEBREW);
  const reader = await browser.newPage();
  await signIn(reader, await registerCook(newCook('Uri')));
  await reader.goto(`/addeditrecipe/${recipeId}`);
  await expectFromTheRight(reader, [
    reader.getByRole('heading', { name: 'עוגת שמרים', level: 2 }),
    reader.getByText('מתכון של סבתא'),
    reader.getByRole('heading', { name: 'לבצק:', level: 3 }),
    reader.getByRole('listitem').filter({ hasText: 'קמח' }),
    reader.getByRole('listitem').filter({ hasText: 'מחממים את התנור' }),
  ]);

  await reader.goto(`/printrecipe/${recipeId}`);
  await expectFromTheRight(reader, [
    reader.getByRole('heading', { name: 'עוגת שמרים', level: 1 }),
    reader.getByText('מתכון של סבתא'),
    reader.getByRole('heading', { name: 'לבצק:', level: 3 }),
    reader.getByRole('listitem').filter({ hasText: 'קמח' }),
    reader.getByRole('listitem').filter({ hasText: 'מערבבים הכול' }),
  ]);

  const page = await browser.newPage();
  await signIn(page, owner);
  await page.goto(`/addeditrecipe/${recipeId}`);
  await expectFromTheRight(page, [
    page.getByLabel(/^Recipe Name/),
    page.getByRole('cell', { name: 'קמח', exact: true }),
    page.getByRole('cell', { name: 'מנופה', exact: true }),
    page.getByRole('rowheader', { name: 'לבצק:' }).or(page.getByRole('columnheader', { name: 'לבצק:' })),
  ]);
  // What is typed takes its direction from its own first letters.
  for (const label of ['Qty', 'Unit', 'Item', 'Note']) {
    expect(await page.getByLabel(label, { exact: true }).getAttribute('dir'), label).toBe('auto');
  }
  await page.getByLabel('Item', { exact: true }).fill('שמרים');
  expect(await page.getByLabel('Item', { exact: true }).evaluate((input) => getComputedStyle(input).direction)).toBe(
    'rtl',
  );
});
