import type { Locator } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiRecipe, apiSession } from '../harness/api.js';
import { expectAccessible, PHONE, useBrowser } from '../harness/browser.js';
import { registerCook } from '../harness/cooks.js';
import { signInOnPhone } from '../harness/session.js';

const browser = useBrowser(PHONE);

/** Which side of its line the element's words start from: a short line in Hebrew sits against the right. */
function sideOfWords(element: Locator): Promise<'left' | 'right' | 'both'> {
  return element.evaluate((line) => {
    const range = document.createRange();
    range.selectNodeContents(line);
    const words = range.getBoundingClientRect();
    const box = line.getBoundingClientRect();
    const style = getComputedStyle(line);
    const atLeft = Math.abs(words.left - box.left - parseFloat(style.paddingLeft)) < 2;
    const atRight = Math.abs(box.right - parseFloat(style.paddingRight) - words.right) < 2;
    return atLeft && atRight ? 'both' : atRight ? 'right' : 'left';
  });
}

it("sets a recipe's Hebrew lines from the right, ticks on their right, and leaves its English lines as they were", async () => {
  const cook = await registerCook();
  const id = await apiRecipe(await apiSession(cook), 'מרק עגבניות', {
    recipeNote: 'מספיק לארבעה.',
    ingredients: [
      { qty: '1', unit: '', item: 'עגבניות בשלות', note: '' },
      { qty: '', unit: '', item: 'לשמן:', note: '' },
      { qty: '3', unit: 'כפות', item: 'שמן זית', note: '' },
      { qty: '', unit: '', item: 'For the garnish:', note: '' },
      { qty: '1', unit: '', item: 'basil leaf', note: '' },
    ],
    recipeMethod: 'מחממים את התנור. Serve hot',
  });
  const page = await browser.newPage();
  await signInOnPhone(page, cook);
  await page.goto(`/mshowrecipe/${id}`);
  const name = page.getByRole('heading', { name: 'מרק עגבניות', level: 1 });
  await expect.poll(() => name.isVisible()).toBe(true);

  expect(await sideOfWords(name)).toBe('right');
  expect(await sideOfWords(page.getByText('מספיק לארבעה.'))).toBe('right');
  const ingredients = page.getByRole('region', { name: 'Ingredients' });
  expect(await sideOfWords(ingredients.getByRole('heading', { name: 'לשמן:', level: 3 }))).toBe('right');
  expect(await sideOfWords(ingredients.getByRole('heading', { name: 'For the garnish:', level: 3 }))).toBe('left');

  // A Hebrew ingredient's box is on the right of its words, an English one's on the left, as each reader expects.
  for (const [line, boxSide] of [
    ['3 כפות שמן זית', 'right'],
    ['1 basil leaf', 'left'],
  ] as const) {
    const tick = (await ingredients.getByRole('checkbox', { name: line }).boundingBox())!;
    const words = (await ingredients.getByRole('listitem').filter({ hasText: line }).locator('label').boundingBox())!;
    expect(tick.x > words.x ? 'right' : 'left', line).toBe(boxSide);
  }

  const steps = page.getByRole('region', { name: 'Method' }).getByRole('listitem');
  expect(await steps.allInnerTexts()).toEqual(['מחממים את התנור', 'Serve hot']);
  expect(await sideOfWords(steps.first())).toBe('right');
  expect(await sideOfWords(steps.last())).toBe('left');
  // The steps stay inside the screen with their numbers, on whichever side those go.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);

  // The recipe's row in Find Recipes reads from the right too.
  await page.goto('/mrecipes');
  const row = page.getByRole('link', { name: /מרק עגבניות/ });
  await expect.poll(() => row.isVisible()).toBe(true);
  expect(await sideOfWords(row.getByText('מרק עגבניות'))).toBe('right');
  expect(await sideOfWords(row.getByText('מספיק לארבעה.'))).toBe('right');
});
