import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiGet, apiPhoto, apiRecipe, apiSession } from '../harness/api.js';
import { PHONE, useBrowser } from '../harness/browser.js';
import { newCook, registerCook } from '../harness/cooks.js';
import { jpegPhoto } from '../harness/photos.js';
import { signInOnPhone } from '../harness/session.js';
import { uniqueTag } from '../harness/tag.js';

const browser = useBrowser(PHONE);
const TAG = uniqueTag('Pelf');

/** What the page gets for the address: from the browser's cache when `onlyCached`, else as any request would. */
const statusOf = (page: Page, url: string, onlyCached = false) =>
  page.evaluate(
    async ([address, cachedOnly]) => {
      const init: RequestInit = cachedOnly ? { cache: 'only-if-cached', mode: 'same-origin' } : {};
      return (await fetch(address as string, init).catch(() => null))?.status ?? 'not cached';
    },
    [url, onlyCached] as const,
  );

async function photoShown(page: Page, recipeId: number, name: string) {
  await page.goto(`/mshowrecipe/${recipeId}`);
  const photo = page.getByRole('img', { name });
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

it("keeps a cook's private photo from the next cook on the same phone, though the browser had kept it", async () => {
  const owner = await registerCook(newCook('Rosa'));
  const cookie = await apiSession(owner);
  const privateName = `${TAG} plum pie`;
  const sharedName = `${TAG} pear pie`;
  const privateId = await apiRecipe(cookie, privateName);
  const sharedId = await apiRecipe(cookie, sharedName, { recipeShare: 'Yes' });
  await apiPhoto(cookie, privateId, await jpegPhoto('#8e2c4a'));
  await apiPhoto(cookie, sharedId, await jpegPhoto('#9bb04a'));
  const photoOf = async (recipeId: number) =>
    ((await (await apiGet(cookie, `/getrecipe/${recipeId}`)).json()) as { recipe_imageurl: string }).recipe_imageurl;
  const [privateUrl, sharedUrl] = [await photoOf(privateId), await photoOf(sharedId)];

  const page = await browser.newPage();
  // Playwright turns the browser's HTTP cache off while it intercepts requests, and this test is about that cache.
  await page.context().unrouteAll();
  await signInOnPhone(page, owner);
  await photoShown(page, privateId, privateName);
  await photoShown(page, sharedId, sharedName);
  expect(await statusOf(page, privateUrl, true), 'the owner’s browser keeps the photo').toBe(200);

  await page.getByRole('link', { name: 'Log out' }).click();
  await page.waitForURL('**/mlogin');
  expect(await statusOf(page, privateUrl), 'nobody signed in').toBe(404);

  const next = await registerCook(newCook('Nell'));
  await signInOnPhone(page, next);
  expect(await statusOf(page, privateUrl), 'the next cook, asking the way the page would').toBe(404);
  expect((await page.goto(privateUrl))?.status(), 'the next cook, opening the address').toBe(404);
  await page.goto('/mrecipes');
  expect(await statusOf(page, sharedUrl), 'a shared recipe’s photo is for everyone').toBe(200);
});
