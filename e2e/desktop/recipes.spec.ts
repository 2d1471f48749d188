import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { RecipeSchema } from '@fiz/core/recipe';
import { apiGet, apiRecipe, apiSession } from '../harness/api.js';
import { DESKTOP, expectAccessible, useBrowser } from '../harness/browser.js';
import { newCook, registerCook } from '../harness/cooks.js';
import { jpegPhoto } from '../harness/photos.js';
import { signIn } from '../harness/session.js';

const browser = useBrowser(DESKTOP);
const visible = (page: Page, text: string | RegExp) => page.getByText(text).first().isVisible();

async function addIngredient(page: Page, qty: string, unit: string, item: string, note: string) {
  await page.getByLabel('Qty', { exact: true }).fill(qty);
  // Enter moves qty → unit → item → note, and Enter in note adds the ingredient (spec 4.2).
  for (const value of [unit, item, note]) {
    await page.keyboard.press('Enter');
    await page.keyboard.type(value);
  }
  await page.keyboard.press('Enter');
}

it('builds a recipe, finds it in every list, prints it, lets another cook copy it, and deletes it', async () => {
  const cook = await registerCook(newCook('Rosa'));
  const page = await browser.newPage();
  await signIn(page, cook);

  await page.goto('/addeditrecipe');
  await expect.poll(() => page.getByRole('heading', { name: 'New Recipe' }).isVisible()).toBe(true);
  await page.getByLabel(/^Recipe Name/).fill('Lemon chicken');
  await page.getByLabel(/^Recipe Note/).fill('Weeknight favourite');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add' }).click();
  await page.waitForURL(/\/addeditrecipe\/\d+$/);
  const recipeId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect.poll(() => page.getByRole('heading', { name: 'Edit Recipe' }).isVisible()).toBe(true);

  await addIngredient(page, '2', 'cups', 'rice', 'rinsed');
  await addIngredient(page, '4', '', 'chicken thighs', '');
  await addIngredient(page, '1', '', 'lemon', 'zested');
  expect(await page.getByLabel('Qty', { exact: true }).evaluate((input) => input === document.activeElement)).toBe(
    true,
  );
  for (const item of ['rice', 'chicken thighs', 'lemon']) {
    expect(await page.getByRole('cell', { name: item, exact: true }).isVisible(), item).toBe(true);
  }

  await page.getByLabel('Method', { exact: true }).fill('Boil the rice. Fry the chicken|Squeeze the lemon over');
  const preview = page.getByRole('list').filter({ hasText: 'Boil the rice' });
  await expect
    .poll(() => preview.getByRole('listitem').allInnerTexts())
    .toEqual(['Boil the rice', 'Fry the chicken', 'Squeeze the lemon over']);

  await page.getByLabel('Choose a photo').setInputFiles(await jpegPhoto());
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect.poll(() => visible(page, 'Photo uploaded!')).toBe(true);

  await page.getByRole('radiogroup', { name: 'Share' }).getByLabel('Yes').check();
  await page.getByRole('radiogroup', { name: 'Favourite' }).getByLabel('Yes').check();
  await page.getByLabel('YouTube code (11 Chars)').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  expect(await page.getByLabel('YouTube code (11 Chars)').inputValue()).toBe('dQw4w9WgXcQ');
  await page.getByRole('button', { name: 'Update Recipe' }).click();
  await expect.poll(() => visible(page, 'Recipe updated!')).toBe(true);
  await expectAccessible(page);

  await page.goto('/recipelist');
  await expect.poll(() => page.getByRole('cell', { name: 'Lemon chicken', exact: true }).isVisible()).toBe(true);
  expect(await page.getByText('Page 1 of 1').isVisible()).toBe(true);
  await expectAccessible(page);
  await page.goto('/recipefavourites');
  await expect.poll(() => page.getByRole('cell', { name: 'Lemon chicken', exact: true }).isVisible()).toBe(true);
  for (const listType of ['shared', 'favourites', 'myrecipes']) {
    await page.goto(`/dashboard/stats/${listType}`);
    await expect
      .poll(() => page.getByRole('cell', { name: 'Lemon chicken', exact: true }).isVisible(), { timeout: 5000 })
      .toBe(true);
  }
  await expectAccessible(page);
  await page.goto('/dashboard');
  for (const [listType, count] of [
    ['myrecipes', '1'],
    ['favourites', '1'],
    ['shared', '1'],
    ['nomethod', '0'],
    ['noingredients', '0'],
    ['nophoto', '0'],
  ]) {
    await expect.poll(() => page.getByTestId(`stat-${listType}`).innerText()).toMatch(new RegExp(`^${count}\\s`));
  }
  await page.goto('/recipes');
  await expect.poll(() => page.getByRole('img', { name: 'Lemon chicken' }).first().isVisible()).toBe(true);
  await expectAccessible(page);

  await page.goto(`/printrecipe/${recipeId}`);
  await expect.poll(() => page.getByRole('heading', { name: 'Lemon chicken' }).isVisible()).toBe(true);
  expect(await page.getByRole('checkbox').count()).toBe(6);
  expect(await page.getByRole('main').getByText('Cook: Rosa').isVisible()).toBe(true);
  expect(await page.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(`/addeditrecipe/${recipeId}`);
  // Another cook may print the shared recipe, not edit it.
  const reader = await browser.newPage();
  await signIn(reader, await registerCook(newCook('Reza')));
  await reader.goto(`/printrecipe/${recipeId}`);
  await expect.poll(() => reader.getByRole('heading', { name: 'Lemon chicken' }).isVisible()).toBe(true);
  expect(await reader.getByRole('link', { name: 'Edit' }).count()).toBe(0);
  await page.getByRole('checkbox', { name: /rice/ }).first().check();
  await expectAccessible(page);
  // Cooking for more: the amounts follow the scale picked, and the page says which one it shows.
  await page.getByRole('radiogroup', { name: 'Amounts' }).getByText('3×', { exact: true }).click();
  await expect.poll(() => page.getByRole('heading', { name: 'Ingredients (3×)' }).isVisible()).toBe(true);
  expect(await page.getByRole('checkbox', { name: '6 cups rice (rinsed)' }).isVisible()).toBe(true);
  expect(await page.getByRole('checkbox', { name: '12 chicken thighs' }).isVisible()).toBe(true);
  expect(await page.getByRole('checkbox', { name: '3 lemons (zested)' }).isVisible()).toBe(true);
  // The PDF has the same amounts.
  const [pdf] = await Promise.all([
    page.waitForResponse((response) => response.url().includes('/api/generate-recipe-pdf/')),
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(new URL(pdf.url()).searchParams.get('scale')).toBe('3');

  // Another cook finds the shared recipe and copies it; the copy opens in their editor.
  const other = await registerCook(newCook('Sam'));
  const otherPage = await browser.newPage();
  await signIn(otherPage, other);
  await otherPage.goto(`/addeditrecipe/${recipeId}`);
  await expect.poll(() => visible(otherPage, "This is another cook's shared recipe.")).toBe(true);
  // Shown whole, to read: ingredients and numbered steps, with nothing to edit.
  expect(await otherPage.getByRole('listitem').filter({ hasText: 'chicken thighs' }).count()).toBe(1);
  expect(await otherPage.getByRole('heading', { name: 'Method', level: 2 }).isVisible()).toBe(true);
  // The photo and the video come with it.
  await expect.poll(() => otherPage.locator('img[src^="/images/recipes/"]').isVisible()).toBe(true);
  const video = otherPage.getByRole('link', { name: "Play the recipe's video" });
  expect(await video.getAttribute('href')).toBe(`/youtubevids?vid=dQw4w9WgXcQ&from=addeditrecipe&id=${recipeId}`);
  await expectAccessible(otherPage);
  await otherPage.getByRole('button', { name: 'Copy to my recipes' }).click();
  await otherPage.waitForURL(
    (url: URL) => /\/addeditrecipe\/\d+$/.test(url.pathname) && !url.pathname.endsWith(`/${recipeId}`),
  );
  await expect.poll(() => otherPage.getByLabel(/^Recipe Name/).inputValue()).toBe('Lemon chicken');
  await expect.poll(() => otherPage.getByRole('cell', { name: 'chicken thighs', exact: true }).isVisible()).toBe(true);
  await expect.poll(() => otherPage.getByRole('heading', { name: 'Edit Recipe' }).isVisible()).toBe(true);

  // Delete asks first; from the editor it then goes to /recipes.
  await page.goto(`/addeditrecipe/${recipeId}`);
  await page.getByRole('button', { name: 'Delete recipe' }).click();
  const dialog = page.getByRole('dialog');
  await expect.poll(() => dialog.isVisible()).toBe(true);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await page.waitForURL('**/recipes');
  // Back does not bring the deleted recipe back as a form.
  await page.goBack();
  await page.waitForURL(`**/addeditrecipe/${recipeId}`);
  await expect.poll(() => visible(page, 'That recipe could not be found.')).toBe(true);
  expect(await page.getByLabel(/^Recipe Name/).count()).toBe(0);
  await page.goto('/recipelist');
  await expect.poll(() => visible(page, 'No recipes yet.')).toBe(true);
  // The copy lives on.
  await otherPage.goto('/recipelist');
  await expect.poll(() => otherPage.getByRole('cell', { name: 'Lemon chicken', exact: true }).isVisible()).toBe(true);
});

it('keeps what the cook typed when a save is refused, and plays a valid video from the list', async () => {
  const cook = await registerCook(newCook('Kai'));
  const page = await browser.newPage();
  await signIn(page, cook);
  await page.goto('/addeditrecipe');
  await page.getByLabel(/^Recipe Name/).fill('Ramen');
  await page.getByRole('button', { name: 'Add' }).click();
  await page.waitForURL(/\/addeditrecipe\/\d+$/);
  await page.getByLabel('Method', { exact: true }).fill('Simmer the broth for hours');
  await page.getByLabel('Website link').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Update Recipe' }).click();
  await expect
    .poll(() => visible(page, 'Not saved: Enter a full website address, starting with http:// or https://.'))
    .toBe(true);
  expect(await page.getByLabel('Method', { exact: true }).inputValue()).toBe('Simmer the broth for hours');

  // Typed without its https://, the address gains it as the field is left.
  await page.getByLabel('Website link').fill('example.com/ramen');
  await page.getByLabel('YouTube code (11 Chars)').fill('dQw4w9WgXcQ');
  expect(await page.getByLabel('Website link').inputValue()).toBe('https://example.com/ramen');
  // Saved with Enter at the bottom of the editor, the outcome shows where the cook is.
  await page.getByLabel('Website link').press('Enter');
  const updated = page.getByRole('status').filter({ hasText: 'Recipe updated!' });
  await expect.poll(() => updated.isVisible()).toBe(true);
  const box = (await updated.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);

  await page.goto('/recipelist?page=1');
  await page.getByRole('link', { name: /play/i }).first().click();
  await page.waitForURL(/\/youtubevids\?vid=dQw4w9WgXcQ/);
  const player = page.locator('iframe[title="Recipe video"]');
  await expect.poll(() => player.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  // Back returns to the list as it was, its page included.
  await page.getByRole('link', { name: 'Back to Recipes' }).click();
  await page.waitForURL('**/recipelist?page=1');
});

it('asks before leaving unsaved changes, and New Recipe saves before it clears the form', async () => {
  const cook = await registerCook(newCook('Ines'));
  const page = await browser.newPage();
  await signIn(page, cook);
  await page.goto('/addeditrecipe');
  await page.getByLabel(/^Recipe Name/).fill('Gazpacho');
  await page.getByRole('button', { name: 'Add' }).click();
  await page.waitForURL(/\/addeditrecipe\/\d+$/);
  const recipeId = new URL(page.url()).pathname.split('/').pop();
  await expect.poll(() => page.getByRole('heading', { name: 'Edit Recipe' }).isVisible()).toBe(true);

  await page.getByLabel(/^Recipe Note/).fill('Cold tomato soup');
  await page.getByRole('navigation', { name: 'Section' }).getByRole('link', { name: 'Recipe List' }).click();
  const dialog = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect.poll(() => dialog.isVisible()).toBe(true);
  await dialog.getByRole('button', { name: 'Stay' }).click();
  expect(await page.getByLabel(/^Recipe Note/).inputValue()).toBe('Cold tomato soup');

  // An ingredient typed but not added is unsaved work too, and a save adds it.
  await page.getByLabel(/^Qty/).fill('3');
  await page.getByLabel(/^Item/).fill('tomatoes');
  await page.getByRole('navigation', { name: 'Section' }).getByRole('link', { name: 'Recipe List' }).click();
  await expect.poll(() => dialog.isVisible()).toBe(true);
  await dialog.getByRole('button', { name: 'Stay' }).click();
  expect(await page.getByLabel(/^Item/).inputValue()).toBe('tomatoes');

  await page.getByRole('button', { name: 'New Recipe' }).click();
  await page.waitForURL((url: URL) => url.pathname === '/addeditrecipe');
  await expect.poll(() => page.getByRole('heading', { name: 'New Recipe' }).isVisible()).toBe(true);
  await page.goto('/recipelist');
  await expect.poll(() => page.getByRole('cell', { name: 'Cold tomato soup', exact: true }).isVisible()).toBe(true);
  const saved = RecipeSchema.parse(await (await apiGet(await apiSession(cook), `/getrecipe/${recipeId}`)).json());
  expect(saved.ingredients).toEqual([{ qty: '3', unit: '', item: 'tomatoes', note: '' }]);
});

it('wraps a long unbroken word in the editor, the print page and the search cards instead of widening them', async () => {
  const cook = await registerCook(newCook('Wim'));
  const word = 'really'.repeat(60);
  const name = 'W'.repeat(50);
  const recipeId = await apiRecipe(await apiSession(cook), name, {
    recipeNote: `From https://www.example.com/search?q=${'a'.repeat(250)}`,
    recipeMethod: `Stir ${word} well`,
    ingredients: [{ item: word.slice(0, 200) }],
  });
  const page = await browser.newPage();
  await signIn(page, cook);
  const pages = { [`/addeditrecipe/${recipeId}`]: word, [`/printrecipe/${recipeId}`]: word, '/searchrecipes': name };
  for (const [path, text] of Object.entries(pages)) {
    await page.goto(path);
    await expect.poll(() => visible(page, new RegExp(text.slice(0, 30)))).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  // In the lists, the note wraps in its cell and the row's tools stay on screen.
  for (const path of ['/recipelist', '/dashboard/stats/myrecipes']) {
    await page.goto(path);
    const edit = page.getByRole('link', { name: `Edit ${name}` });
    await expect.poll(() => edit.isVisible()).toBe(true);
    const box = (await edit.boundingBox())!;
    const right = box.x + box.width;
    expect(right, path).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth));
  }
});

it('says a list is empty in words that fit a phone-wide window', async () => {
  const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await signIn(page, await registerCook());
  await page.goto('/recipelist?desktop=1');
  const empty = page.getByText('No recipes yet.');
  await expect.poll(() => empty.isVisible()).toBe(true);
  const box = (await empty.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  await expectAccessible(page);
});

it('keeps the editor within a narrow window: no sideways page, whole units, no arrows over the fields', async () => {
  const cook = await registerCook();
  const recipeId = await apiRecipe(await apiSession(cook), 'Lentil soup', {
    ingredients: [{ qty: '2', unit: 'tablespoons', item: 'olive oil', note: 'extra virgin, the best you have' }],
  });
  for (const width of [360, 800, 1024]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await signIn(page, cook);
    await page.goto(`/addeditrecipe/${recipeId}?desktop=1`);
    // Under 576 px a row's fields share one cell; wider, each has its own column.
    const row = page.getByRole('row').filter({ hasText: 'olive oil' });
    await expect.poll(() => row.isVisible()).toBe(true);
    expect(await row.getByRole('cell').count(), `${width}`).toBe(width < 576 ? 2 : 5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width}`).toBe(width);
    // One line: the unit is never broken into letters to make its column narrower.
    const lines = await row.evaluate((cells) => {
      const walker = document.createTreeWalker(cells, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const start = walker.currentNode.textContent!.indexOf('tablespoons');
        if (start < 0) continue;
        const word = document.createRange();
        word.setStart(walker.currentNode, start);
        word.setEnd(walker.currentNode, start + 'tablespoons'.length);
        return word.getClientRects().length;
      }
      return 0;
    });
    expect(lines, `${width}`).toBe(1);
    expect(await page.getByRole('button', { name: 'Scroll to top' }).isVisible(), `${width}`).toBe(false);
  }
});
