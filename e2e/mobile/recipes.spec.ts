import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiGet, apiRecipe, apiSession } from '../harness/api.js';
import { expectAccessible, PHONE, useBrowser } from '../harness/browser.js';
import { EXPIRED, newCook, registerCook, updateCook } from '../harness/cooks.js';
import { results, searchBox, signInToFindRecipes } from '../harness/find-recipes.js';
import { signInOnPhone } from '../harness/session.js';
import { answerWith, holdRequest } from '../harness/hold.js';
import { uniqueTag } from '../harness/tag.js';

const browser = useBrowser(PHONE);

/** Other tests share this server, so every recipe here carries a word no other test uses. */
const TAG = uniqueTag('Quib');

const LENTIL_SOUP = {
  recipeNote: 'A thick winter soup that keeps well in the fridge for three days',
  ingredients: [
    { qty: '1', unit: 'cup', item: 'red lentils', note: '' },
    { qty: '2', unit: '', item: 'carrots', note: 'diced' },
  ],
  recipeMethod: 'Rinse the lentils. Simmer everything for 20 minutes',
};

const armedTip = (page: Page) => page.getByText('Tap again to delete', { exact: true });
/** The first tap arms; the second, once the cook has seen it armed, deletes. */
async function tapTwice(button: Locator) {
  await button.tap();
  await button.page().waitForTimeout(600);
  await button.tap();
}

/** A fade-in may not have begun when the element first shows; half-faded text would fail the contrast check. */
const untilOpaque = (element: Locator) =>
  expect.poll(() => element.evaluate((found) => getComputedStyle(found).opacity)).toBe('1');

it('logs in to Find Recipes, searches as the cook types, and opens a recipe to cook and shop from', async () => {
  const cook = await registerCook(newCook('Lena'));
  const cookie = await apiSession(cook);
  await apiRecipe(cookie, `${TAG} lentil soup`, LENTIL_SOUP);
  for (let i = 1; i <= 6; i += 1) await apiRecipe(cookie, `${TAG} toast ${i}`);

  const page = await browser.newPage();
  await page.goto('/mlogin');
  await page.getByLabel(/^Email/).fill(cook.email);
  await page.getByLabel(/^Password/).fill(cook.password);
  const release = await holdRequest(page, '/api/userlogin');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect.poll(() => page.getByRole('button', { name: 'Logging in…' }).isVisible()).toBe(true);
  release();
  await page.waitForURL('**/mrecipes');

  // At first the 5 newest; the soup, the oldest, is not among them.
  await expect.poll(() => results(page).count()).toBe(5);
  expect(await page.getByText(`${TAG} lentil soup`).count()).toBe(0);
  await expect.poll(() => page.getByText('Cook: Lena').count()).toBe(5);
  await expectAccessible(page);

  const releaseSearch = await holdRequest(page, '/api/recipesearch/**');
  await searchBox(page).fill('lentil');
  // The search waits 500 ms after the last key.
  await page.waitForTimeout(250);
  expect(await page.getByText(`${TAG} lentil soup`).count()).toBe(0);
  // While it runs, the previous results stay, dimmed, under 'Loading…'.
  await expect.poll(() => page.getByRole('status').filter({ hasText: 'Loading…' }).isVisible()).toBe(true);
  expect(await results(page).count()).toBe(5);
  releaseSearch();
  await expect.poll(() => results(page).count(), { timeout: 3000 }).toBe(1);
  expect(await page.getByText('Loading…').count()).toBe(0);
  // The note is cut at 42 characters, with an ellipsis.
  expect(await page.getByText('A thick winter soup that keeps well in the…').isVisible()).toBe(true);

  await searchBox(page).fill('');
  await page.getByRole('checkbox', { name: 'All My Recipes' }).check();
  await expect.poll(() => results(page).count(), { timeout: 3000 }).toBe(7);

  await searchBox(page).fill('lentil');
  await expect.poll(() => results(page).count(), { timeout: 3000 }).toBe(1);
  await page.getByRole('link', { name: new RegExp(`^${TAG} lentil soup`) }).click();
  await page.waitForURL(/\/mshowrecipe\/\d+$/);
  await expect.poll(() => page.getByRole('heading', { name: `${TAG} lentil soup`, level: 1 }).isVisible()).toBe(true);
  expect(await page.getByText('Cook: Lena').isVisible()).toBe(true);
  expect(await page.getByText(LENTIL_SOUP.recipeNote).isVisible()).toBe(true);
  const lentils = page.getByRole('checkbox', { name: '1 cup red lentils' });
  await lentils.check();
  expect(await lentils.isChecked()).toBe(true);
  expect(await page.getByRole('checkbox', { name: '2 carrots (diced)' }).isChecked()).toBe(false);
  const steps = page.getByRole('region', { name: 'Method' }).getByRole('listitem');
  expect(await steps.allInnerTexts()).toEqual(['Rinse the lentils', 'Simmer everything for 20 minutes']);
  await expectAccessible(page);

  // A double tap is one add: the quantities are not doubled. The lentils, ticked as there already, are left out.
  expect(await page.getByText('The 1 ticked ingredient(s) you have are left out.').isVisible()).toBe(true);
  await page.getByRole('button', { name: 'Add to shopping list' }).dblclick();
  const added = page.getByText('Added 1 item(s) to your Shopping List.');
  await expect.poll(() => added.isVisible()).toBe(true);
  // Announced from a status region, and in sight above the tab bar.
  expect(await page.getByRole('status').filter({ hasText: 'Added 1 item(s)' }).count()).toBe(1);
  const tabBarTop = await page
    .getByRole('navigation', { name: 'Mobile' })
    .evaluate((nav) => nav.getBoundingClientRect().top);
  expect(await added.evaluate((message) => message.getBoundingClientRect().bottom)).toBeLessThanOrEqual(tabBarTop);
  const listed = await page.evaluate(() =>
    (JSON.parse(localStorage.getItem('shoppinglist') ?? '[]') as { text: string }[]).map((item) => item.text).sort(),
  );
  expect(listed).toEqual(['2 carrots (diced)']);
  await untilOpaque(added);
  await expectAccessible(page);

  // Back returns to the same results, search and ticks included.
  await page.getByRole('link', { name: 'Back to results' }).click();
  await page.waitForURL(/\/mrecipes\?/);
  expect(await searchBox(page).inputValue()).toBe('lentil');
  expect(await page.getByRole('checkbox', { name: 'All My Recipes' }).isChecked()).toBe(true);
  await expect.poll(() => results(page).count()).toBe(1);
});

it('scales the amounts to half, double or triple, and shops for the scaled amounts', async () => {
  const cook = await registerCook();
  const cookie = await apiSession(cook);
  const id = await apiRecipe(cookie, `${TAG} lentil soup`, {
    ...LENTIL_SOUP,
    ingredients: [...LENTIL_SOUP.ingredients, { qty: 'a pinch', unit: '', item: 'salt', note: '' }],
  });
  const page = await browser.newPage();
  await signInToFindRecipes(page, cook);
  await page.goto(`/mshowrecipe/${id}`);
  const ingredientNames = () =>
    page
      .getByRole('region', { name: 'Ingredients' })
      .getByRole('checkbox')
      .evaluateAll((boxes) => boxes.map((box) => box.closest('label, .mantine-Checkbox-root')?.textContent ?? ''));
  await expect.poll(ingredientNames).toEqual(['1 cup red lentils', '2 carrots (diced)', 'a pinch salt']);

  // A tap anywhere along an ingredient's line ticks it, its empty end too.
  const firstLine = page.getByRole('region', { name: 'Ingredients' }).getByRole('listitem').first();
  const line = (await firstLine.boundingBox())!;
  await page.touchscreen.tap(line.x + line.width - 8, line.y + line.height / 2);
  await expect.poll(() => firstLine.getByRole('checkbox').isChecked()).toBe(true);

  const amounts = page.getByRole('radiogroup', { name: 'Amounts' });
  await amounts.getByText('2×', { exact: true }).click();
  await expect.poll(ingredientNames).toEqual(['2 cups red lentils', '4 carrots (diced)', 'a pinch salt']);
  await expectAccessible(page);
  // The ticked lentils are left out.
  await page.getByRole('button', { name: 'Add to shopping list' }).click();
  await expect.poll(() => page.getByText('Added 2 item(s) to your Shopping List.').isVisible()).toBe(true);
  const listed = await page.evaluate(() =>
    (JSON.parse(localStorage.getItem('shoppinglist') ?? '[]') as { text: string }[]).map((item) => item.text).sort(),
  );
  expect(listed).toEqual(['4 carrots (diced)', 'a pinch salt']);

  await amounts.getByText('½×', { exact: true }).click();
  await expect.poll(ingredientNames).toEqual(['1/2 cup red lentils', '1 carrot (diced)', 'a pinch salt']);
  // The saved recipe keeps its own amounts.
  const saved = (await (await apiGet(cookie, `/getrecipe/${id}`)).json()) as { ingredients: { qty: string }[] };
  expect(saved.ingredients.map((ingredient) => ingredient.qty)).toEqual(['1', '2', 'a pinch']);

  // A trip to the calculator and back, or a reload, keeps the amounts chosen and what was ticked off.
  await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Calc' }).click();
  await page.waitForURL('**/mcalculator');
  await page.goBack();
  await expect.poll(ingredientNames).toEqual(['1/2 cup red lentils', '1 carrot (diced)', 'a pinch salt']);
  expect(await firstLine.getByRole('checkbox').isChecked()).toBe(true);
  await page.reload();
  await expect.poll(ingredientNames).toEqual(['1/2 cup red lentils', '1 carrot (diced)', 'a pinch salt']);
  expect(await firstLine.getByRole('checkbox').isChecked()).toBe(true);
  expect(await page.getByRole('region', { name: 'Ingredients' }).getByRole('checkbox').nth(1).isChecked()).toBe(false);
});

it('deletes only on a second tap within 4 seconds, once, and says when it failed', async () => {
  const cook = await registerCook(newCook('Dario'));
  const cookie = await apiSession(cook);
  const keptId = await apiRecipe(cookie, `${TAG} kept stew`);
  const doomedId = await apiRecipe(cookie, `${TAG} burnt stew`);
  const page = await browser.newPage();
  await signInToFindRecipes(page, cook);
  await expect.poll(() => results(page).count()).toBe(2);

  const deleteDoomed = page.getByRole('button', { name: new RegExp(`${TAG} burnt stew$`) });
  await deleteDoomed.tap();
  await expect.poll(() => armedTip(page).isVisible()).toBe(true);
  expect(await deleteDoomed.getAttribute('aria-label')).toBe(`Tap again to delete: ${TAG} burnt stew`);
  // Armed, the button is described by its tip; Escape takes it back.
  const tipId = await armedTip(page).getAttribute('id');
  expect(await deleteDoomed.getAttribute('aria-describedby')).toBe(tipId);
  await untilOpaque(armedTip(page));
  await expectAccessible(page);
  await deleteDoomed.press('Escape');
  await expect.poll(() => armedTip(page).count()).toBe(0);
  await deleteDoomed.tap();
  await expect.poll(() => armedTip(page).isVisible()).toBe(true);
  // Arming another recipe's delete disarms the first: one tip at a time.
  const deleteKept = page.getByRole('button', { name: new RegExp(`${TAG} kept stew$`) });
  await deleteKept.tap();
  await expect.poll(() => deleteKept.getAttribute('aria-label')).toBe(`Tap again to delete: ${TAG} kept stew`);
  expect(await deleteDoomed.getAttribute('aria-label')).toBe(`Delete ${TAG} burnt stew`);
  expect(await armedTip(page).count()).toBe(1);
  await expect.poll(() => armedTip(page).count(), { timeout: 8000 }).toBe(0);

  // Left alone, it disarms after 4 seconds and nothing is deleted. Timed from the tap itself, so a slow check
  // in between cannot eat into the 4 seconds.
  await deleteDoomed.tap();
  const armedAt = Date.now();
  await expect.poll(() => armedTip(page).isVisible()).toBe(true);
  await page.waitForTimeout(Math.max(0, armedAt + 3000 - Date.now()));
  expect(await armedTip(page).isVisible()).toBe(true);
  await expect.poll(() => armedTip(page).count(), { timeout: 3000 }).toBe(0);
  expect(await deleteDoomed.getAttribute('aria-label')).toBe(`Delete ${TAG} burnt stew`);
  expect((await apiGet(cookie, `/getrecipe/${doomedId}`)).status).toBe(200);

  // A refusal leaves the recipe, says so, and lets the cook try again.
  await page.route('**/api/deleterecipe/*', (route) =>
    route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ message: 'No' }) }),
  );
  // A double tap is one tap: it arms, and deletes nothing.
  await deleteDoomed.dblclick();
  await page.waitForTimeout(600);
  expect(await deleteDoomed.getAttribute('aria-label')).toBe(`Tap again to delete: ${TAG} burnt stew`);
  expect((await apiGet(cookie, `/getrecipe/${doomedId}`)).status).toBe(200);
  await deleteDoomed.tap();
  await expect.poll(() => page.getByText('Delete failed. Please try again.').isVisible()).toBe(true);
  await page.unroute('**/api/deleterecipe/*');

  // Taps while it is deleting send nothing more.
  const deletes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'DELETE') deletes.push(request.url());
  });
  const release = await holdRequest(page, `/api/deleterecipe/${doomedId}`);
  await tapTwice(deleteDoomed);
  await expect.poll(() => deletes.length).toBe(1);
  await deleteDoomed.tap({ force: true });
  await deleteDoomed.tap({ force: true });
  release();
  await expect.poll(() => results(page).count()).toBe(1);
  // The focus stays on the page, at its heading, rather than falling back to the start of the document.
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Find Recipes');
  expect(deletes).toHaveLength(1);
  expect(await page.getByText('Delete failed. Please try again.').count()).toBe(0);
  expect((await apiGet(cookie, `/getrecipe/${doomedId}`)).status).toBe(404);
  expect((await apiGet(cookie, `/getrecipe/${keptId}`)).status).toBe(200);

  await tapTwice(page.getByRole('button', { name: new RegExp(`${TAG} kept stew$`) }));
  await expect.poll(() => page.getByText('No recipes found.').isVisible()).toBe(true);
});

it('offers no delete on recipes of other cooks, and explains a recipe that cannot be shown', async () => {
  const owner = await registerCook(newCook('Olga'));
  const ownerCookie = await apiSession(owner);
  const sharedId = await apiRecipe(ownerCookie, `${TAG} shared borscht`, { recipeShare: 'Yes' });
  const privateId = await apiRecipe(ownerCookie, `${TAG} secret borscht`);
  const cook = await registerCook(newCook('Ivan'));
  const page = await browser.newPage();
  await signInToFindRecipes(page, cook);
  await page.getByRole('checkbox', { name: 'Shared' }).check();
  await searchBox(page).fill(`${TAG} borscht`);
  await expect.poll(() => results(page).count(), { timeout: 3000 }).toBe(1);
  expect(await page.getByText('Cook: Olga').isVisible()).toBe(true);
  expect(await page.getByRole('button', { name: /borscht/ }).count()).toBe(0);

  await page.goto(`/mshowrecipe/${privateId}`);
  await expect.poll(() => page.getByRole('heading', { name: 'Recipe not available' }).isVisible()).toBe(true);
  expect(await page.getByText('That recipe could not be found.', { exact: false }).isVisible()).toBe(true);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to results' }).click();
  await page.waitForURL('**/mrecipes');

  await page.goto(`/mshowrecipe/${sharedId}`);
  await expect.poll(() => page.getByRole('heading', { name: `${TAG} shared borscht` }).isVisible()).toBe(true);
  expect(await page.getByText('No ingredients listed.').isVisible()).toBe(true);
  expect(await page.getByText('No method provided.').isVisible()).toBe(true);
});

it('asks Chef Basil on the phone and keeps the answer among the previous questions', async () => {
  const cook = await registerCook(newCook('Bruna'));
  const page = await browser.newPage();
  await signInToFindRecipes(page, cook);
  await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Chef' }).click();
  await page.waitForURL('**/maskchef');
  await expect.poll(() => page.getByRole('heading', { name: 'Your Previous Questions' }).isVisible()).toBe(true);
  await expectAccessible(page);

  await page.getByRole('textbox', { name: 'Your question' }).fill('how many ml in 2 cups');
  await page.getByRole('button', { name: 'Ask the Chef' }).click();
  await expect.poll(() => page.getByRole('region', { name: 'Chef Basil says' }).isVisible()).toBe(true);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const saved = page.getByRole('heading', { level: 3 }).getByRole('button', { name: 'how many ml in 2 cups' });
  await expect.poll(() => saved.isVisible()).toBe(true);
  await saved.click();
  await expect.poll(() => page.getByText(/473/).count()).toBeGreaterThan(1);
  await expectAccessible(page);
});

it('says an answer is saved already on the phone, and keeps it once among the previous questions', async () => {
  const page = await browser.newPage();
  await signInToFindRecipes(page, await registerCook(newCook('Noor')));
  await page.goto('/maskchef');
  const ask = async () => {
    await page.getByRole('textbox', { name: 'Your question' }).fill('can I freeze basil');
    await page.getByRole('button', { name: 'Ask the Chef' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Chef Basil says' }).isVisible()).toBe(true);
  };
  await ask();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(() => page.getByText('Question saved...').isVisible()).toBe(true);
  await page.getByRole('button', { name: 'Ask Another' }).click();
  await ask();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect
    .poll(() => page.getByText('Already saved: this answer is in Your Previous Questions.').isVisible())
    .toBe(true);
  await expectAccessible(page);
  await page.reload();
  const saved = page.getByRole('heading', { level: 3 }).getByRole('button');
  await expect.poll(() => saved.allInnerTexts()).toEqual(['can I freeze basil']);
});

it('lets an Expired cook open Find Recipes and read a recipe, but not shop from it nor ask Chef Basil', async () => {
  const cook = await registerCook(newCook('Emil'));
  const cookie = await apiSession(cook);
  const recipeId = await apiRecipe(cookie, `${TAG} old goulash`, LENTIL_SOUP);
  await updateCook(cook.email, EXPIRED);
  const page = await browser.newPage();
  await signInToFindRecipes(page, cook);
  // The page opens; its list does not yet, as the search API still admits only active cooks (/searchrecipes).
  await expectAccessible(page);

  await page.goto(`/mshowrecipe/${recipeId}`);
  await expect.poll(() => page.getByRole('heading', { name: `${TAG} old goulash`, level: 1 }).isVisible()).toBe(true);
  expect(await page.getByRole('checkbox', { name: '1 cup red lentils' }).isVisible()).toBe(true);
  expect(await page.getByRole('button', { name: 'Add to shopping list' }).count()).toBe(0);
  await expectAccessible(page);

  await page.goto('/maskchef');
  await page.waitForURL('**/mrecipes');
});

it('offers Try again when the recipes could not be loaded, and loads them when it works', async () => {
  const cook = await registerCook();
  await apiRecipe(await apiSession(cook), `${TAG} retried risotto`);
  const page = await browser.newPage();
  // The failed search below is logged by the browser; here that failure is the point.
  page.removeAllListeners('console');
  await answerWith(page, '/api/recipesearch/**', 503, 'Down');
  await signInOnPhone(page, cook);
  const failed = page.getByRole('alert').filter({ hasText: 'Your recipes could not be loaded. Please try again.' });
  await expect.poll(() => failed.isVisible(), { timeout: 10_000 }).toBe(true);
  await page.unroute('**/api/recipesearch/**');
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect.poll(() => page.getByText(`${TAG} retried risotto`).isVisible()).toBe(true);
  expect(await failed.count()).toBe(0);
});
