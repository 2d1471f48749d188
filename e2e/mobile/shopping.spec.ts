import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { addToShoppingListOnceUnlessAsked } from '../harness/add-to-shopping.js';
import { expectAccessible, PHONE, useBrowser } from '../harness/browser.js';
import { registerCook } from '../harness/cooks.js';
import { collectErrorsExceptOffline, phonePagesCached } from '../harness/offline.js';
import { signInOnPhone } from '../harness/session.js';

const browser = useBrowser(PHONE);

async function openShoppingList(prepare?: (page: Page) => Promise<unknown>): Promise<Page> {
  const cook = await registerCook();
  const page = await browser.newPage();
  await prepare?.(page);
  await signInOnPhone(page, cook);
  await page.goto('/mshopping');
  await expect.poll(() => page.getByRole('heading', { name: 'Shopping List' }).isVisible()).toBe(true);
  return page;
}

async function addItems(page: Page, ...texts: string[]) {
  const box = page.getByRole('textbox', { name: 'New item' });
  for (const text of texts) {
    await box.fill(text);
    await box.press('Enter');
    await expect.poll(() => box.inputValue()).toBe(text.trim() ? '' : text);
  }
}

/** The built files (/assets/…) the page loaded that the service worker's cache does not hold. */
function builtFilesMissingFromCache(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
    const built = loaded.filter((url) => new URL(url).pathname.startsWith('/assets/'));
    const cached = await Promise.all(built.map((url) => caches.match(url)));
    return built.filter((_, index) => !cached[index]);
  });
}

function itemTexts(page: Page) {
  return page.getByRole('list', { name: 'Shopping list' }).getByRole('listitem').allInnerTexts();
}

function isChecked(page: Page, text: string) {
  return page.getByRole('checkbox', { name: text, exact: true }).isChecked();
}

it('keeps a sorted list: adding, ticking off by box or double tap, clearing, and surviving a reload', async () => {
  const page = await openShoppingList();
  await expect.poll(() => page.getByText('No items in your shopping list!').isVisible()).toBe(true);

  await addItems(page, 'item 10', '   ', 'Bread', 'item 2');
  await page.getByRole('textbox', { name: 'New item' }).fill('apples');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect.poll(() => itemTexts(page)).toEqual(['apples', 'Bread', 'item 2', 'item 10']);

  await page.getByText('apples', { exact: true }).dblclick();
  await expect.poll(() => itemTexts(page)).toEqual(['Bread', 'item 2', 'item 10', 'apples']);
  expect(await isChecked(page, 'apples')).toBe(true);
  await page.getByRole('checkbox', { name: 'item 2', exact: true }).check();
  await expect.poll(() => itemTexts(page)).toEqual(['Bread', 'item 10', 'apples', 'item 2']);

  await page.reload();
  await expect.poll(() => itemTexts(page)).toEqual(['Bread', 'item 10', 'apples', 'item 2']);
  expect(await isChecked(page, 'item 2')).toBe(true);
  expect(await isChecked(page, 'Bread')).toBe(false);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Clear checked items' }).click();
  await expect.poll(() => itemTexts(page)).toEqual(['Bread', 'item 10']);
  expect(await page.getByRole('button', { name: 'Clear checked items' }).isDisabled()).toBe(true);

  // Typed with an amount, an item joins the same one on the list; each sits under what it is, amounts aside.
  await addItems(page, '3 eggs', '200 g plain flour', '2 eggs', '2 cups plain flour');
  await expect
    .poll(() => itemTexts(page))
    .toEqual(['Bread', '5 eggs', 'item 10', '2 cups plain flour', '200 g plain flour']);
});

it('removes one item or the ticked ones, and puts them back with Undo', async () => {
  const page = await openShoppingList();
  await addItems(page, 'flour', 'eggs', 'milk', 'sugar');
  const undoNotice = page.getByRole('status').filter({ hasText: 'Undo' });

  await page.getByRole('button', { name: 'Remove milk' }).click();
  await expect.poll(() => itemTexts(page)).toEqual(['eggs', 'flour', 'sugar']);
  await expect.poll(() => undoNotice.textContent()).toContain('Removed milk.');
  await expectAccessible(page);
  // Big enough for a thumb: 44 px high at least.
  for (const name of ['Undo', 'Clear checked items']) {
    expect((await page.getByRole('button', { name }).boundingBox())!.height, name).toBeGreaterThanOrEqual(44);
  }
  await undoNotice.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => itemTexts(page)).toEqual(['eggs', 'flour', 'milk', 'sugar']);
  expect(await undoNotice.isVisible()).toBe(false);

  await page.getByRole('checkbox', { name: 'eggs', exact: true }).check();
  await page.getByRole('checkbox', { name: 'sugar', exact: true }).check();
  await page.getByRole('button', { name: 'Clear checked items' }).click();
  await expect.poll(() => itemTexts(page)).toEqual(['flour', 'milk']);
  await expect.poll(() => undoNotice.textContent()).toContain('Cleared 2 checked item(s).');
  await addItems(page, 'butter');
  await undoNotice.getByRole('button', { name: 'Undo' }).click();
  // Back as they were, ticked, and what was added since stays.
  await expect.poll(() => itemTexts(page)).toEqual(['butter', 'flour', 'milk', 'eggs', 'sugar']);
  expect(await isChecked(page, 'eggs')).toBe(true);
  await page.reload();
  await expect.poll(() => itemTexts(page)).toEqual(['butter', 'flour', 'milk', 'eggs', 'sugar']);
});

it('adds a recipe once, leaving out what the cook has ticked, and asks before adding it again', async () => {
  await addToShoppingListOnceUnlessAsked(await browser.newPage());
});

it('shows a change made in another tab', async () => {
  const page = await openShoppingList();
  const otherTab = await page.context().newPage();
  await otherTab.goto('/mshopping');
  await addItems(otherTab, 'capers');
  await expect.poll(() => itemTexts(page)).toEqual(['capers']);
});

it('opens the list and the mobile shell with no network once the service worker is in control', async () => {
  const page = await openShoppingList();
  await addItems(page, 'oat milk', 'lemons');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // The first visit loaded before the worker existed; after a reload the worker serves the page.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect.poll(() => itemTexts(page)).toEqual(['lemons', 'oat milk']);

  const errors = collectErrorsExceptOffline(page);
  await page.context().setOffline(true);
  const response = await page.reload();
  expect(response?.fromServiceWorker()).toBe(true);
  await expect.poll(() => itemTexts(page)).toEqual(['lemons', 'oat milk']);
  expect(await builtFilesMissingFromCache(page)).toEqual([]);
  const tabs = page.getByRole('navigation', { name: 'Mobile' });
  expect(await tabs.getByText('Recipes').isVisible()).toBe(true);
  expect(await page.getByRole('link', { name: 'Fiz recipes' }).isVisible()).toBe(true);
  await page.getByText('lemons', { exact: true }).dblclick();
  await expect.poll(() => itemTexts(page)).toEqual(['oat milk', 'lemons']);
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

it('opens every phone page offline after a first visit to one, and says which ones need a connection', async () => {
  const cook = await registerCook();
  const page = await browser.newPage();
  await signInOnPhone(page, cook);
  // The service worker downloads the other pages' files in the background once the cook first taps (here, Login);
  // the page runs none of their code.
  const offlineFiles = await phonePagesCached(page);
  expect(
    offlineFiles.filter((path) => /\/assets\/Mobile(Calculator|Help|Shopping)Page-.*\.js$/.test(path)),
  ).toHaveLength(3);

  const errors = collectErrorsExceptOffline(page);
  await page.context().setOffline(true);
  await page.goto('/mcalculator');
  await expect.poll(() => page.getByRole('heading', { name: 'Calculator', level: 1 }).isVisible()).toBe(true);
  await page.goto('/mhelp');
  await expect.poll(() => page.getByRole('heading', { name: 'Help', level: 1 }).isVisible()).toBe(true);
  await page.goto('/mshopping');
  await expect.poll(() => page.getByText('No items in your shopping list!').isVisible()).toBe(true);
  await page.goto('/mrecipes');
  const notice = page.getByRole('status').filter({ hasText: 'You are offline, and this page needs a connection.' });
  await expect.poll(() => notice.isVisible()).toBe(true);
  expect(await page.getByRole('navigation', { name: 'Mobile' }).isVisible()).toBe(true);
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

it("drops from the service worker's cache the built files a newer build no longer has", async () => {
  // Every page load makes the worker clean its cache once it has read the build's file list. Until the old file
  // is in place that list is unavailable, so no clean-up still under way can remove the file before the check.
  const assetList = '**/asset-list.json';
  const page = await openShoppingList((page) =>
    page.context().route(assetList, (route) => route.fulfill({ status: 503 })),
  );
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const oldFile = '/assets/OldPage-0ld8u1ld.js';
  // What an earlier deploy leaves behind: a built file in the cache that the server no longer has.
  await page.evaluate(async (url) => {
    const [name] = (await caches.keys()).filter((key) => key.startsWith('fiz-shell-'));
    await (
      await caches.open(name!)
    ).put(url, new Response('export {}', { headers: { 'content-type': 'text/javascript' } }));
  }, oldFile);
  expect(await page.evaluate((url) => caches.match(url).then(Boolean), oldFile)).toBe(true);

  await page.context().unroute(assetList);
  await page.reload();
  await expect.poll(() => page.evaluate((url) => caches.match(url).then(Boolean), oldFile)).toBe(false);
  await expect.poll(() => itemTexts(page)).toEqual([]);
  expect(await builtFilesMissingFromCache(page)).toEqual([]);
});

it('says the cook is still logged in when logging out offline, and logs out once back online', async () => {
  const page = await openShoppingList();
  const errors = collectErrorsExceptOffline(page);
  await page.context().setOffline(true);
  await page.getByRole('link', { name: 'Log out' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'You are still logged in' });
  await expect.poll(() => notice.isVisible()).toBe(true);
  expect(new URL(page.url()).pathname).toBe('/mlogout');

  await page.context().setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.waitForURL('**/mlogin');
  await page.goto('/mrecipes');
  await page.waitForURL('**/mlogin');
  // The logout request that could not be sent, passed on by the service worker, is logged as ERR_FAILED.
  expect(errors.filter((error) => !error.includes('net::ERR_FAILED'))).toEqual([]);
});
