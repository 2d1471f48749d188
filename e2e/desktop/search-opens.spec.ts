import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiChefBasilRecipe, apiPhoto, apiRecipe, apiSession } from '../harness/api.js';
import { DESKTOP, expectAccessible, useBrowser } from '../harness/browser.js';
import { newCook, registerCook } from '../harness/cooks.js';
import { jpegPhoto } from '../harness/photos.js';
import { signIn } from '../harness/session.js';
import { uniqueTag } from '../harness/tag.js';

const browser = useBrowser(DESKTOP);

const card = (page: Page, name: string) => page.getByTestId('recipe-card').filter({ hasText: name });
const count = (page: Page) => page.getByTestId('search-count').innerText();
const heading = (page: Page) => page.getByRole('heading', { level: 1 }).innerText();

/**
 * A cook with a recipe of their own, and another cook's shared one with a photo, a note, ingredients and a method.
 * Other tests share this server, so both recipes carry a word no other test (nor the other test here) uses.
 */
async function twoCooks(tag: string) {
  const reader = await registerCook(newCook('Ines'));
  const sharer = await registerCook(newCook('Tomas'));
  const ownId = await apiRecipe(await apiSession(reader), `${tag} own pilaf`);
  const sharerCookie = await apiSession(sharer);
  const sharedId = await apiRecipe(sharerCookie, `${tag} shared tagine`, {
    recipeShare: 'Yes',
    recipeNote: 'Slow-cooked lamb with apricots',
    ingredients: [
      { qty: '', unit: '', item: 'For the lamb:', note: '' },
      { qty: '1', unit: 'kg', item: 'lamb shoulder', note: 'diced' },
      { qty: '200', unit: 'g', item: 'dried apricots', note: '' },
    ],
    recipeMethod: 'Brown the lamb.\nSimmer with the apricots for two hours.',
  });
  await apiPhoto(sharerCookie, sharedId, await jpegPhoto('#c0562e'));
  return { reader, ownId, sharedId };
}

it("opens a card's recipe from its name or its photo: the editor for the owner, a page to read for anyone else", async () => {
  const tag = uniqueTag('Yuzb');
  const { reader, ownId, sharedId } = await twoCooks(tag);
  const page = await browser.newPage();
  await signIn(page, reader);
  await page.goto(`/searchrecipes?q=${tag}`);
  await expect.poll(() => count(page)).toBe('2 recipes found');

  // The cook's own recipe, by its name: the editor.
  await card(page, `${tag} own pilaf`)
    .getByRole('link', { name: `${tag} own pilaf`, exact: true })
    .click();
  await page.waitForURL(`**/addeditrecipe/${ownId}`);
  await expect.poll(() => heading(page)).toBe('Edit Recipe');
  expect(await page.getByLabel(/^Recipe Name/).inputValue()).toBe(`${tag} own pilaf`);
  await page.goBack();

  // Another cook's, by its photo: the Shared Recipe page, which reads as a page, not a form.
  await expect.poll(() => count(page)).toBe('2 recipes found');
  await card(page, `${tag} shared tagine`).locator('.fiz-recipe-card-photo').click();
  await page.waitForURL(`**/addeditrecipe/${sharedId}`);
  await expect.poll(() => heading(page)).toBe('Shared Recipe');
  await expect.poll(() => page.getByRole('heading', { name: `${tag} shared tagine`, level: 2 }).isVisible()).toBe(true);
  expect(await page.getByRole('textbox').count()).toBe(0);
  expect(await page.getByText('Slow-cooked lamb with apricots', { exact: true }).isVisible()).toBe(true);
  expect(await page.getByText('Cook: Tomas').isVisible()).toBe(true);
  await expect.poll(() => page.locator('main img[src^="/images/recipes/"]').isVisible()).toBe(true);
  expect(await page.getByRole('heading', { name: 'For the lamb:', level: 3 }).isVisible()).toBe(true);
  expect(await page.getByRole('listitem').filter({ hasText: 'lamb shoulder' }).innerText()).toBe(
    '1 kg lamb shoulder (diced)',
  );
  expect(await page.getByRole('listitem').filter({ hasText: 'Simmer' }).innerText()).toBe(
    'Simmer with the apricots for two hours',
  );
  await expectAccessible(page);

  // Print and Copy are there to use.
  await page.getByRole('link', { name: 'Print this recipe' }).click();
  await page.waitForURL(`**/printrecipe/${sharedId}`);
  await expect.poll(() => heading(page)).toBe(`${tag} shared tagine`);
  await page.goBack();
  await page.getByRole('button', { name: 'Copy to my recipes' }).click();
  await page.waitForURL((url) => /\/addeditrecipe\/\d+$/.test(url.pathname) && !url.pathname.endsWith(`/${sharedId}`));
  await expect.poll(() => heading(page)).toBe('Edit Recipe');
});

it('says on the page what Shared adds and Chef Basil narrows, and the counts bear it out', async () => {
  const tag = uniqueTag('Yuzb');
  const { reader } = await twoCooks(tag);
  await apiChefBasilRecipe(await apiSession(reader), ['chicken', 'rice', 'garlic', 'onion']);
  const page = await browser.newPage();
  await signIn(page, reader);
  await page.goto(`/searchrecipes?q=${tag}`);
  const shared = page.getByRole('checkbox', { name: 'Shared' });
  const basil = page.getByRole('checkbox', { name: 'Chef Basil' });
  const described = (box: typeof shared) =>
    box.evaluate((input) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(''),
    );
  expect(await described(shared)).toBe('Adds recipes other cooks have shared to yours');
  expect(await described(basil)).toBe("Only recipes saved from Chef Basil's ideas");
  const scope = () => page.getByTestId('search-scope').innerText();

  // Shared adds the other cook's recipe to the cook's own.
  await expect.poll(() => count(page)).toBe('2 recipes found');
  expect(await scope()).toBe('Looking through your own recipes and those other cooks have shared.');
  await shared.uncheck();
  await expect.poll(() => count(page)).toBe('1 recipe found');
  expect(await scope()).toBe('Looking through your own recipes only.');

  // Chef Basil keeps only the recipe saved from Chef Basil's idea.
  await page.getByLabel('Search recipes').fill('');
  await expect.poll(() => count(page)).toBe('2 recipes found');
  await basil.check();
  await expect.poll(() => count(page)).toBe('1 recipe found');
  expect(await scope()).toBe('Looking through your own recipes from Chef Basil.');
  expect(await page.getByTestId('recipe-card').getByRole('img', { name: 'Chef Basil recipe' }).count()).toBe(1);
  await shared.check();
  expect(await scope()).toBe("Looking through Chef Basil's recipes: your own and those other cooks have shared.");
  await expectAccessible(page);
});
