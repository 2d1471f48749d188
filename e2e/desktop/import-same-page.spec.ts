import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiRecipe, apiSession } from '../harness/api.js';
import { DESKTOP, expectAccessible, useBrowser } from '../harness/browser.js';
import { newCook, registerCook } from '../harness/cooks.js';
import { startRecipeSite } from '../harness/recipe-site.js';
import { signIn } from '../harness/session.js';
import { uniqueTag } from '../harness/tag.js';

const browser = useBrowser(DESKTOP);
const NAME = `${uniqueTag('Qix')} lemon tart`;
const VARIANT = `${NAME} less sugar`;

const TART_PAGE = `<!doctype html><html><head><title>${NAME}</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe","name":"${NAME}",
"recipeIngredient":["200 g plain flour","3 lemons","150 g sugar"],
"recipeInstructions":["Bake the case.","Fill with the lemon cream and bake."]}</script>
</head><body><h1>${NAME}</h1></body></html>`;

let site: Awaited<ReturnType<typeof startRecipeSite>>;
beforeAll(async () => {
  site = await startRecipeSite(() => ({
    '/lemon-tart': ['text/html; charset=utf-8', TART_PAGE],
    // The same page as a newsletter links to it.
    '/lemon-tart/?utm_source=newsletter': ['text/html; charset=utf-8', TART_PAGE],
  }));
});
afterAll(() => site.stop());

async function importFrom(page: Page, address: string) {
  await page.goto('/importrecipe');
  await page.getByLabel('Recipe page address').fill(address);
  await page.getByRole('button', { name: 'Import' }).click();
  await expect.poll(() => page.getByText('Check the recipe, then save it').isVisible(), { timeout: 15_000 }).toBe(true);
}

const notice = (page: Page) => page.getByRole('status').filter({ hasText: 'Already in your recipes' });
const recipeIdIn = (address: string) => Number(new URL(address).pathname.split('/').pop());

it('tells a cook importing a page again which of their recipes come from it, to open one or add another', async () => {
  const cook = await registerCook(newCook('Wren'));
  const page = await browser.newPage();
  await signIn(page, cook);

  // A first import says nothing of the sort.
  await importFrom(page, site.url('/lemon-tart'));
  expect(await notice(page).count()).toBe(0);
  await page.getByRole('button', { name: 'Save Recipe' }).click();
  await page.waitForURL(/\/addeditrecipe\/\d+$/);
  const first = recipeIdIn(page.url());

  // The same page again, under the address a newsletter gave it.
  await importFrom(page, site.url('/lemon-tart/?utm_source=newsletter'));
  await expect.poll(() => notice(page).isVisible()).toBe(true);
  expect(await notice(page).innerText()).toContain(`You already have “${NAME}” from this page.`);
  const link = notice(page).getByRole('link', { name: NAME, exact: true });
  expect(await link.getAttribute('href')).toBe(`/addeditrecipe/${first}`);
  await expectAccessible(page);

  // Adding stays allowed: the cook stays, makes a variant of it and saves that as well.
  await link.click();
  const leave = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect.poll(() => leave.isVisible()).toBe(true);
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect.poll(() => leave.count()).toBe(0);
  await page.getByLabel(/^Recipe Name/).fill(VARIANT);
  await page.getByRole('button', { name: 'Save Recipe' }).click();
  await page.waitForURL(/\/addeditrecipe\/\d+$/);
  const variant = recipeIdIn(page.url());
  expect(variant).not.toBe(first);

  // A saved website's Import leads to the same review: both are named, the newest first, and each opens.
  await page.goto(`/importrecipe?url=${encodeURIComponent(site.url('/lemon-tart'))}`);
  await expect.poll(() => notice(page).isVisible(), { timeout: 15_000 }).toBe(true);
  expect(await notice(page).innerText()).toContain(`You already have “${VARIANT}” and “${NAME}” from this page.`);
  expect(await notice(page).getByRole('link', { name: VARIANT, exact: true }).getAttribute('href')).toBe(
    `/addeditrecipe/${variant}`,
  );
  await notice(page).getByRole('link', { name: NAME, exact: true }).click();
  await leave.getByRole('button', { name: 'Leave' }).click();
  await page.waitForURL(new RegExp(`/addeditrecipe/${first}$`));
  await expect.poll(() => page.getByLabel(/^Recipe Name/).inputValue()).toBe(NAME);
});

it('names the three newest of five and says how many more there are, linking only those it names', async () => {
  const cook = await registerCook(newCook('Ines'));
  const cookie = await apiSession(cook);
  const names = ['Tart 1', 'Tart 2', 'Tart 3', 'Tart 4', 'Tart 5'].map((tart) => `${NAME} ${tart}`);
  for (const name of names) await apiRecipe(cookie, name, { recipeWebsiteLink: site.url('/lemon-tart') });
  const page = await browser.newPage();
  await signIn(page, cook);

  await importFrom(page, site.url('/lemon-tart'));
  await expect.poll(() => notice(page).isVisible()).toBe(true);
  expect(await notice(page).innerText()).toContain(
    `You already have “${names[4]}”, “${names[3]}”, “${names[2]}” and 2 more from this page. ` +
      'Open one to use what you have, or save this one as well if you want another.',
  );
  expect(await notice(page).getByRole('link').allInnerTexts()).toEqual([names[4], names[3], names[2]]);
});
