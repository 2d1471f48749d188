import { expect, it } from 'vitest';
import { apiDeleteRecipe, apiGet, apiRecipe, apiSession } from '../harness/api.js';
import { DESKTOP, expectAccessible, useBrowser } from '../harness/browser.js';
import { newCook, registerCook } from '../harness/cooks.js';
import { signIn } from '../harness/session.js';
import { uniqueTag } from '../harness/tag.js';

const browser = useBrowser(DESKTOP);

/** Other tests share this server, so every recipe here carries a word no other test uses. */
const TAG = uniqueTag('Zorb');

it('filters as the cook types, pages, and offers owner and non-owner actions; Copy opens the copy', async () => {
  const ana = await registerCook(newCook('Ana'));
  const ben = await registerCook(newCook('Ben'));
  const anaCookie = await apiSession(ana);
  const benCookie = await apiSession(ben);
  for (let i = 1; i <= 14; i += 1) await apiRecipe(anaCookie, `${TAG} soup ${i}`, { recipeNote: 'A warming bowl' });
  await apiRecipe(benCookie, `${TAG} garlic chicken`, {
    recipeShare: 'Yes',
    ingredients: [{ qty: '1', unit: 'kg', item: 'chicken' }],
  });
  await apiRecipe(benCookie, `${TAG} chicken pie`, { recipeShare: 'Yes' });
  await apiRecipe(benCookie, `${TAG} secret chicken`, { recipeShare: 'No' });

  const page = await browser.newPage();
  await signIn(page, ana);
  await page.goto('/searchrecipes');
  await expect.poll(() => page.getByRole('heading', { name: 'Search Recipe Database' }).isVisible()).toBe(true);
  const box = page.getByPlaceholder('Search name, notes and methods...');
  await box.fill(TAG);
  await expect.poll(() => page.getByTestId('search-count').innerText(), { timeout: 3000 }).toBe('16 recipes found');
  await expect.poll(() => page.getByText('Page 1 of 2').isVisible()).toBe(true);
  await expectAccessible(page);

  await box.fill(`${TAG} chick`);
  // The search waits 900 ms after the last key before it runs.
  await page.waitForTimeout(400);
  expect(await page.getByTestId('search-count').innerText()).toBe('16 recipes found');
  await expect.poll(() => page.getByTestId('search-count').innerText(), { timeout: 3000 }).toBe('2 recipes found');
  await expect.poll(() => page.getByText('Cook: Ben').count()).toBe(2);
  await expect.poll(() => page.getByText(/secret chicken/).count()).toBe(0);
  await expect.poll(() => page.getByRole('button', { name: /^Copy .* garlic chicken/ }).isVisible()).toBe(true);
  await expect.poll(() => page.getByRole('link', { name: /^Print .* garlic chicken/ }).isVisible()).toBe(true);
  await expect.poll(() => page.getByRole('link', { name: /^Edit .* garlic chicken/ }).count()).toBe(0);
  await expectAccessible(page);

  await box.fill(`${TAG} soup`);
  await expect.poll(() => page.getByTestId('search-count').innerText(), { timeout: 3000 }).toBe('14 recipes found');
  await page.getByRole('button', { name: /next/i }).click();
  await expect.poll(() => page.getByText('Page 2 of 2').isVisible()).toBe(true);
  await expect.poll(() => page.getByRole('link', { name: /^Edit .* soup/ }).count()).toBe(2);
  await expect.poll(() => page.getByRole('button', { name: /^Delete .* soup/ }).count()).toBe(2);
  // Back from a recipe opened from the results returns to the same search and page.
  await page
    .getByRole('link', { name: /^Edit .* soup/ })
    .first()
    .click();
  await page.waitForURL(/\/addeditrecipe\/\d+$/);
  await page.goBack();
  await expect.poll(() => page.getByText('Page 2 of 2').isVisible()).toBe(true);
  expect(await box.inputValue()).toBe(`${TAG} soup`);
  expect(await page.getByRole('checkbox', { name: 'Shared' }).isChecked()).toBe(true);

  await box.fill(`${TAG} garlic`);
  await expect.poll(() => page.getByTestId('search-count').innerText(), { timeout: 3000 }).toBe('1 recipe found');
  await expect.poll(() => page.getByText('Page 1 of 1').isVisible()).toBe(true);
  await page.getByRole('button', { name: /^Copy .* garlic chicken/ }).click();
  await page.waitForURL(/\/addeditrecipe\/\d+$/);
  await expect.poll(() => page.getByLabel(/^Recipe Name/).inputValue()).toBe(`${TAG} garlic chicken`);
  await expect.poll(() => page.getByRole('cell', { name: 'chicken', exact: true }).isVisible()).toBe(true);
});

it('makes one copy of a recipe however fast Copy is clicked twice', async () => {
  const cara = await registerCook(newCook('Cara'));
  const dan = await registerCook(newCook('Dan'));
  await apiRecipe(await apiSession(dan), `${TAG} twice baked`, { recipeShare: 'Yes' });
  const caraCookie = await apiSession(cara);
  const page = await browser.newPage();
  await signIn(page, cara);
  await page.goto(`/searchrecipes?q=${encodeURIComponent(`${TAG} twice`)}`);
  const copy = page.getByRole('button', { name: /^Copy .* twice baked/ });
  await expect.poll(() => copy.isVisible()).toBe(true);
  await copy.dblclick();
  await page.waitForURL(/\/addeditrecipe\/\d+$/);
  const { user } = await (await apiGet(caraCookie, '/session')).json();
  await page.waitForLoadState('networkidle');
  const { count } = await (await apiGet(caraCookie, `/recipelistcount/${user.user_id}`)).json();
  expect(count).toBe(1);
});

it('starts again at page 1 when a box is ticked and unticked, keeps no page that is gone, and keeps the focus on the page', async () => {
  const cook = await registerCook(newCook('Cleo'));
  const cookie = await apiSession(cook);
  for (let i = 1; i <= 13; i += 1) await apiRecipe(cookie, `${TAG} stew ${i}`);
  const page = await browser.newPage();
  await signIn(page, cook);
  await page.goto(`/searchrecipes?q=${TAG}%20stew&page=2`);
  await expect.poll(() => page.getByText('Page 2 of 2').isVisible()).toBe(true);

  const chefBasil = page.getByRole('checkbox', { name: 'Chef Basil' });
  await chefBasil.check();
  await expect.poll(() => page.getByTestId('search-count').innerText()).toBe('No recipes found.');
  await chefBasil.uncheck();
  await expect.poll(() => page.getByText('Page 1 of 2').isVisible()).toBe(true);
  expect(new URL(page.url()).searchParams.get('page')).toBeNull();

  // The last card of page 2 deleted from the keyboard: page 1 is shown, the address says so, and the focus
  // lands on the page's heading rather than the start of the document.
  await page.getByRole('button', { name: /next/i }).click();
  await expect.poll(() => page.getByText('Page 2 of 2').isVisible()).toBe(true);
  await page.getByRole('button', { name: /^Delete / }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete recipe' });
  await dialog.getByRole('button', { name: 'Delete' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.getByText('Page 1 of 1').isVisible()).toBe(true);
  await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBeNull();
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Search Recipe Database');
});

it('searches at once on Enter, without the pause after typing', async () => {
  const cook = await registerCook(newCook('Enzo'));
  const cookie = await apiSession(cook);
  await apiRecipe(cookie, `${TAG} quick risotto`);
  await apiRecipe(cookie, `${TAG} slow ragu`);
  const page = await browser.newPage();
  await page.clock.install();
  await signIn(page, cook);
  // Own recipes only: other tests' shared ones would count too.
  await page.goto('/searchrecipes?shared=0');
  const box = page.getByPlaceholder('Search name, notes and methods...');
  await expect.poll(() => page.getByTestId('search-count').innerText()).toBe('2 recipes found');
  // From here the page's clock moves only when told to: never as far as the 900 ms pause after typing, so
  // only Enter can run the search.
  await page.clock.pauseAt(Date.now() + 60_000);
  await box.fill(`${TAG} risotto`);
  await box.press('Enter');
  const count = page.getByTestId('search-count');
  for (let step = 0; step < 40 && (await count.innerText()) !== '1 recipe found'; step += 1) {
    // 10 ms at a time, 400 ms at most: enough for the page's own zero-delay timers, never the pause.
    await page.clock.runFor(10);
    await page.waitForTimeout(50);
  }
  expect(await count.innerText()).toBe('1 recipe found');
});

it('says a result deleted since the search cannot be copied, and offers neither Copy nor Print on it', async () => {
  const cara = await registerCook(newCook('Cara'));
  const dan = await registerCook(newCook('Dan'));
  const danCookie = await apiSession(dan);
  const recipeId = await apiRecipe(danCookie, `${TAG} vanishing tart`, { recipeShare: 'Yes' });
  const page = await browser.newPage();
  await signIn(page, cara);
  await page.goto(`/searchrecipes?q=${encodeURIComponent(`${TAG} vanishing`)}`);
  const copy = page.getByRole('button', { name: /^Copy .* vanishing tart/ });
  await expect.poll(() => copy.isVisible()).toBe(true);
  await apiDeleteRecipe(danCookie, recipeId);
  // The refused copy is logged by the browser; here it is the point.
  page.removeAllListeners('console');
  await copy.click();
  const said = page.getByRole('alert').filter({ hasText: 'This recipe has been deleted or is no longer shared' });
  await expect.poll(() => said.isVisible()).toBe(true);
  expect(await copy.isDisabled()).toBe(true);
  expect(await page.getByRole('button', { name: /^Print .* vanishing tart/ }).isDisabled()).toBe(true);
  expect(page.url()).toContain('/searchrecipes');
  await expectAccessible(page);
});
