import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiChefQuestion, apiRecipe, apiSession } from '../harness/api.js';
import { expectAccessible, PHONE, useBrowser } from '../harness/browser.js';
import { newCook, registerCook } from '../harness/cooks.js';
import { results, searchBox, signInToFindRecipes } from '../harness/find-recipes.js';
import { collectErrorsExceptOffline, phonePagesCached } from '../harness/offline.js';
import { uniqueTag } from '../harness/tag.js';

/** What the phone's pages that need the server say when it cannot be reached, and do once it can. */
const browser = useBrowser(PHONE);

/** Other tests share this server, so every recipe here carries a word no other test uses. */
const TAG = uniqueTag('Offl');

it('says a search typed offline waits for the network, and runs it once the phone is back online', async () => {
  const cook = await registerCook();
  const session = await apiSession(cook);
  await apiRecipe(session, `${TAG} offline omelette`);
  await apiRecipe(session, `${TAG} offline pancakes`);
  const page = await browser.newPage();
  await signInToFindRecipes(page, cook);
  await expect.poll(() => results(page).count()).toBe(2);
  await page.context().setOffline(true);
  await searchBox(page).fill(`${TAG} pancakes`);
  const waiting = page
    .getByRole('status')
    .filter({ hasText: 'You are offline. The search runs as soon as you are back online.' });
  await expect.poll(() => waiting.isVisible()).toBe(true);
  expect(await page.getByText('Loading…').count()).toBe(0);
  await page.context().setOffline(false);
  await expect.poll(() => results(page).allInnerTexts()).toEqual([expect.stringContaining(`${TAG} offline pancakes`)]);
  expect(await waiting.count()).toBe(0);
});

it('says offline that the previous questions and the answer wait for the network, and shows both once back', async () => {
  const cook = await registerCook(newCook('Oona'));
  await apiChefQuestion(await apiSession(cook), 'how long do eggs keep', 'About 3 to 5 weeks in the fridge.');
  const page = await browser.newPage();
  await signInToFindRecipes(page, cook);
  // The Chef tab's files come from the service worker's cache: the worker is set up at the first tap (Login),
  // keeps the shell and its images, then downloads the phone's other pages.
  await expect
    .poll(() => page.evaluate(async () => Boolean(await caches.match('/chef-basil.svg'))), { timeout: 15_000 })
    .toBe(true);
  await phonePagesCached(page);
  await page.context().setOffline(true);
  await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Chef' }).click();
  await page.waitForURL('**/maskchef');
  const questionsWait = page.getByText('You are offline. Your questions show when you are back online.');
  await expect.poll(() => questionsWait.isVisible()).toBe(true);
  await page.getByRole('textbox', { name: 'Your question' }).fill('how many ml in 2 cups');
  await page.getByRole('button', { name: 'Ask the Chef' }).click();
  const answerWaits = page
    .getByRole('status')
    .filter({ hasText: 'You are offline. Chef Basil will answer as soon as you are back online.' });
  await expect.poll(() => answerWaits.isVisible()).toBe(true);
  expect(await page.getByText('Chef Basil is thinking...').count()).toBe(0);

  await page.context().setOffline(false);
  await expect.poll(() => page.getByRole('region', { name: 'Chef Basil says' }).isVisible()).toBe(true);
  await expect.poll(() => page.getByRole('button', { name: 'how long do eggs keep' }).isVisible()).toBe(true);
  expect(await answerWaits.count()).toBe(0);
});

it('opens the recipes last opened on the phone with no network, until the cook logs out', async () => {
  const cook = await registerCook(newCook('Kit'));
  const session = await apiSession(cook);
  const soup = await apiRecipe(session, `${TAG} kept soup`, {
    recipeMethod: 'Soften the leeks.\nAdd the stock and simmer.',
    ingredients: [{ qty: '2', unit: '', item: 'leeks', note: '' }],
  });
  const bread = await apiRecipe(session, `${TAG} kept bread`);
  const neverOpened = await apiRecipe(session, `${TAG} never opened`);
  const page = await browser.newPage();
  await signInToFindRecipes(page, cook);
  await phonePagesCached(page);
  for (const [id, name] of [
    [soup, 'kept soup'],
    [bread, 'kept bread'],
  ] as const) {
    await page.goto(`/mshowrecipe/${id}`);
    await expect.poll(() => page.getByRole('heading', { name: `${TAG} ${name}`, level: 1 }).isVisible()).toBe(true);
  }

  // Offline from the first page: the cook is unknown, and the recipes kept on this phone are listed, newest first.
  const errors = collectErrorsExceptOffline(page);
  await page.context().setOffline(true);
  await page.goto('/mrecipes');
  const offline = 'You are offline. The recipes kept on this phone open now; the search works again';
  await expect.poll(() => page.getByRole('status').filter({ hasText: offline }).isVisible()).toBe(true);
  const kept = page.getByRole('list', { name: 'Kept on this phone' }).getByRole('listitem');
  await expect
    .poll(() => kept.allInnerTexts())
    .toEqual([expect.stringContaining(`${TAG} kept bread`), expect.stringContaining(`${TAG} kept soup`)]);
  await kept.getByRole('link', { name: new RegExp(`${TAG} kept soup`) }).click();
  await page.waitForURL(`**/mshowrecipe/${soup}`);
  const copyNotice = page.getByRole('status').filter({ hasText: 'This is the copy kept on this phone' });
  await expect.poll(() => copyNotice.isVisible()).toBe(true);
  expect(await page.getByRole('checkbox', { name: '2 leeks' }).isVisible()).toBe(true);
  expect(await page.getByText('Add the stock and simmer').isVisible()).toBe(true);
  await expectAccessible(page);

  await page.goto(`/mshowrecipe/${neverOpened}`);
  const notKept = page.getByText('You are offline, and this recipe is not kept on this phone.');
  await expect.poll(() => notKept.isVisible()).toBe(true);
  expect(errors).toEqual([]);

  // Logging out forgets them, and where the cook was in each: the next person on this phone finds none.
  await page.context().setOffline(false);
  await page.goto(`/mshowrecipe/${soup}`);
  await page.getByRole('radiogroup', { name: 'Amounts' }).getByText('2×', { exact: true }).click();
  await expect.poll(() => page.getByRole('checkbox', { name: '4 leeks' }).isVisible()).toBe(true);
  await page.getByRole('link', { name: 'Log out' }).click();
  await page.waitForURL('**/mlogin');
  const keptHere = () =>
    page.evaluate(() => ({ kept: localStorage.getItem('fizkeptrecipes'), progress: Object.keys(sessionStorage) }));
  const nothing = { kept: null, progress: [] };
  expect(await keptHere()).toEqual(nothing);

  // Back, after logging in again, does not land on the logout page and log the cook out.
  await signInToFindRecipes(page, cook);
  for (let step = 0; step < 3; step++) {
    await page.goBack();
    expect(new URL(page.url()).pathname).not.toBe('/mlogout');
  }
  await page.waitForTimeout(500);
  expect(await apiGetSession(page)).not.toBeNull();

  // A session that ends without a logout (run out, or ended elsewhere) forgets them too.
  await page.goto(`/mshowrecipe/${bread}`);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('fizkeptrecipes') !== null)).toBe(true);
  await page.context().clearCookies();
  await page.goto('/mrecipes');
  await page.waitForURL('**/mlogin');
  await expect.poll(keptHere).toEqual(nothing);
});

const apiGetSession = async (page: Page) =>
  ((await (await page.request.get('/api/session')).json()) as { user: unknown }).user;
