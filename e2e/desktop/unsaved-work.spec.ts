import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiGet, apiRecipe, apiSession } from '../harness/api.js';
import { DESKTOP, expectAccessible, useBrowser } from '../harness/browser.js';
import { newCook, registerCook } from '../harness/cooks.js';
import { collectErrorsExceptOffline } from '../harness/offline.js';
import { logIn, signIn } from '../harness/session.js';
import { uniqueTag } from '../harness/tag.js';

/** Work that could not be saved, with no connection or after the session ran out, is kept and comes back. */
const browser = useBrowser(DESKTOP);
const restoredNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'Unsaved changes restored' });

/** A cook's recipe open in the editor, its note loaded; offline errors aside, the page's console errors. */
async function editingNote(cookName: string, recipeName: string, savedNote: string) {
  const cook = await registerCook(newCook(cookName));
  const recipeId = await apiRecipe(await apiSession(cook), recipeName, { recipeNote: savedNote });
  const page = await browser.newPage();
  const errors = collectErrorsExceptOffline(page);
  await signIn(page, cook);
  await page.goto(`/addeditrecipe/${recipeId}`);
  const note = page.getByLabel(/^Recipe Note/);
  await expect.poll(() => note.inputValue()).toBe(savedNote);
  return { page, note, errors };
}

it('fails a save made with no connection at once, says so, and restores the changes on the next visit', async () => {
  const { page, note, errors } = await editingNote('Olga', 'Borscht', 'Beetroot soup');
  await note.fill('Beetroot soup, with dill and sour cream');

  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Update Recipe' }).click();
  // No endless wait for the connection: the failure shows while the cook is still looking.
  const failed = page.getByText('Failed to update recipe. Please try again.');
  await expect.poll(() => failed.isVisible(), { timeout: 3_000 }).toBe(true);
  await page.context().setOffline(false);

  await page.reload();
  await expect.poll(() => restoredNotice(page).isVisible()).toBe(true);
  expect(await note.inputValue()).toBe('Beetroot soup, with dill and sour cream');
  expect(errors).toEqual([]);
});

it('keeps a new recipe that could not be added, and an import whose session ran out, until they are saved', async () => {
  const cook = await registerCook(newCook('Pavel'));
  const page = await browser.newPage();
  const errors = collectErrorsExceptOffline(page);
  await signIn(page, cook);
  const tag = uniqueTag('Kept');

  await page.goto('/addeditrecipe');
  await page.getByLabel(/^Recipe Name/).fill(`${tag} pierogi`);
  await page.getByLabel(/^Recipe Note/).fill('Grandma’s, with potato and cheese');
  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Add' }).click();
  await expect.poll(() => page.getByText('Failed to add recipe. Please try again.').isVisible()).toBe(true);
  await page.context().setOffline(false);
  await page.reload();
  await expect.poll(() => restoredNotice(page).isVisible()).toBe(true);
  expect(await page.getByLabel(/^Recipe Note/).inputValue()).toBe('Grandma’s, with potato and cheese');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add' }).click();
  await page.waitForURL(/\/addeditrecipe\/\d+$/);

  await page.goto('/importrecipe');
  await page.getByText('Paste a page or recipe').click();
  await page
    .getByLabel("The page's HTML, or the recipe as text")
    .fill(`${tag} kasha\n\nIngredients\n1 cup buckwheat\n\nMethod\nToast the buckwheat.\nSimmer.`);
  await page.getByRole('button', { name: 'Import' }).click();
  const note = page.getByLabel(/^Recipe Note/);
  await expect.poll(() => note.isVisible(), { timeout: 15_000 }).toBe(true);
  await note.fill('With mushrooms');
  // The session runs out before Save: the cook is sent to log in again.
  await page.context().clearCookies();
  await page.getByRole('button', { name: 'Save Recipe' }).click();
  await page.waitForURL('**/login');

  // Another cook who signs in on this browser meanwhile is brought back to Import, and finds nothing of it there.
  const vera = await registerCook(newCook('Vera'));
  await logIn(page, vera);
  await page.waitForURL('**/importrecipe');
  await expect.poll(() => page.getByRole('button', { name: 'Import' }).isVisible()).toBe(true);
  expect(await restoredNotice(page).count()).toBe(0);
  await page.context().clearCookies();

  await signIn(page, cook);
  await page.goto('/importrecipe');
  await expect.poll(() => restoredNotice(page).isVisible()).toBe(true);
  expect(await page.getByLabel(/^Recipe Name/).inputValue()).toBe(`${tag} kasha`);
  expect(await note.inputValue()).toBe('With mushrooms');
  await page.getByRole('button', { name: 'Save Recipe' }).click();
  await page.waitForURL(/\/addeditrecipe\/\d+$/);
  await page.goto('/importrecipe');
  await expect.poll(() => page.getByRole('button', { name: 'Import' }).isVisible()).toBe(true);
  expect(await restoredNotice(page).count()).toBe(0);

  const cookie = await apiSession(cook);
  const { user } = (await (await apiGet(cookie, '/session')).json()) as { user: { user_id: number } };
  const names = ((await (await apiGet(cookie, `/recipelist/${user.user_id}`)).json()) as { recipe_name: string }[])
    .map((recipe) => recipe.recipe_name)
    .filter((name) => name.startsWith(tag));
  expect(names.sort()).toEqual([`${tag} kasha`, `${tag} pierogi`]);
  expect(errors).toEqual([]);
});

it('takes a save whose answer was lost, tried again, as saved rather than as a save from another window', async () => {
  const { page, note, errors } = await editingNote('Sana', 'Biryani', 'Sunday');
  await note.fill('Sunday, with raita');

  // The first save reaches the server, and its answer is lost on the way back.
  await page.route('**/api/updaterecipe', async (route) => {
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Update Recipe' }).click();
  await expect.poll(() => page.getByText('Failed to update recipe. Please try again.').isVisible()).toBe(true);
  await page.unroute('**/api/updaterecipe');

  await page.getByRole('button', { name: 'Update Recipe' }).click();
  await expect.poll(() => page.getByRole('status').filter({ hasText: 'Recipe updated!' }).isVisible()).toBe(true);
  expect(await page.getByText('saved from another window').count()).toBe(0);
  await page.reload();
  await expect.poll(() => note.inputValue()).toBe('Sunday, with raita');
  expect(await restoredNotice(page).count()).toBe(0);
  expect(errors.filter((error) => !error.includes('ERR_CONNECTION_RESET'))).toEqual([]);
});

it('keeps a pasted note longer than a note can be whole, and says how much to trim before it can be saved', async () => {
  const cook = await registerCook(newCook('Wanda'));
  const page = await browser.newPage();
  await signIn(page, cook);
  await page.goto('/addeditrecipe');
  await page.getByLabel(/^Recipe Name/).fill(`${uniqueTag('Long')} stew`);
  const note = page.getByLabel(/^Recipe Note/);
  const pasted = 'Slow and low. '.repeat(160).slice(0, 2134);
  await note.fill(pasted);
  // Nothing is cut: the whole paste is in the box, and the count says what to do.
  expect(await note.inputValue()).toBe(pasted);
  await expect.poll(() => page.getByText('2,134 of 2,000 characters: 134 too many to save.').isVisible()).toBe(true);

  await page.getByRole('button', { name: 'Add' }).click();
  await expect.poll(() => page.getByText('A recipe note is at most 2000 characters').isVisible()).toBe(true);
  expect(await note.inputValue()).toBe(pasted);

  await note.fill(pasted.slice(0, 2000));
  await expect.poll(() => page.getByText('2,000 of 2,000 characters').isVisible()).toBe(true);
  await page.getByRole('button', { name: 'Add' }).click();
  await page.waitForURL(/\/addeditrecipe\/\d+$/);
  await expect.poll(() => note.inputValue()).toBe(pasted.slice(0, 2000));
  await expectAccessible(page);
});
