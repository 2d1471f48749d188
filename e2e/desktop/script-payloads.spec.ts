import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { apiChefQuestion, apiContactMessage, apiRecipe, apiSession } from '../harness/api.js';
import { DESKTOP, useBrowser } from '../harness/browser.js';
import { newCook, registerAdmin, registerCook } from '../harness/cooks.js';
import { signIn } from '../harness/session.js';
import { uniqueTag } from '../harness/tag.js';
import { newRecipeBody } from '@fiz/core/testing/recipe-bodies';

/**
 * Stored text that looks like markup must show as text and never run. A payload that did reach the DOM as
 * markup would either set window.__xss, open a dialog, or (the CSP refusing inline script) log a CSP violation
 * to the console, which useBrowser turns into a failure.
 */
const browser = useBrowser(DESKTOP);

/** Other tests share this server, so what this one creates carries a word no other test uses. */
const TAG = uniqueTag('Xq');

const IMG = '<img src=x onerror="window.__xss=1;alert(1)">';
const SCRIPT = '<script>window.__xss=1;alert(1)</script>';
const SVG = '"><svg onload=window.__xss=1>';
const NAME = `${TAG} <svg onload=window.__xss=1>`;
const LINK = `https://example.com/?q="><img/src=x/onerror=window.__xss=1>`;

async function post(cookie: string, path: string, body: unknown): Promise<Response> {
  return fetch(`${inject('baseUrl')}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
}

/** Watches a page for any sign that a payload ran. */
function watch(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return async (where: string) => {
    const flagged = await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss);
    expect(flagged, `window.__xss on ${where}`).toBeUndefined();
    expect(dialogs, `dialogs on ${where}`).toEqual([]);
  };
}

const shows = (page: Page, text: string) => page.getByText(text).first().isVisible();

it('shows script-like text in recipes, bookmarks, questions and messages literally, and runs none of it', async () => {
  const cook = await registerCook(newCook('Payload'));
  const cookie = await apiSession(cook);

  // Names are letters only, and links must be web addresses: those payloads never get stored at all.
  const badName = await fetch(`${inject('baseUrl')}/api/userregistration`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstname: IMG, email: `x${TAG}@example.com`.toLowerCase(), password: 'tomato7' }),
  });
  expect(badName.status).toBe(400);
  const scriptLink = await post(
    cookie,
    '/addrecipefromai',
    newRecipeBody('Link', { recipeWebsiteLink: 'javascript:alert(1)' }),
  );
  expect(scriptLink.status).toBe(400);
  const scriptBookmark = await post(cookie, '/websites', { url: 'javascript:alert(1)', title: 'x', note: 'y' });
  expect(scriptBookmark.status).toBe(400);

  const recipeId = await apiRecipe(cookie, NAME, {
    recipeNote: `${IMG} ${SCRIPT} ${SVG}`,
    recipeShare: 'Yes',
    recipeFavourite: 'Yes',
    recipeWebsiteLink: LINK,
    recipeMethod: `${IMG}|${SCRIPT}|${SVG}`,
    ingredients: [
      { qty: '<b>2</b>', unit: '<i>cups</i>', item: IMG, note: SCRIPT },
      { qty: '1', unit: '', item: SVG, note: '' },
    ],
  });
  const bookmark = await post(cookie, '/websites', { url: LINK, title: `${TAG} ${IMG}`, note: SCRIPT });
  expect(bookmark.status).toBe(201);
  await apiChefQuestion(cookie, `${TAG} ${IMG}`.slice(0, 100), `${SCRIPT} ${SVG}`);
  await apiContactMessage(cookie, {
    firstname: 'Payload',
    email: cook.email,
    subject: `${TAG} ${IMG}`,
    message: `${SCRIPT}\n${SVG}`,
  });

  const page = await browser.newPage();
  const inert = watch(page);
  await signIn(page, cook);
  await inert('the dashboard');

  await page.goto('/recipelist');
  await expect.poll(() => shows(page, NAME)).toBe(true);
  await inert('the recipe list');

  await page.goto('/dashboard/stats/myrecipes');
  await expect.poll(() => shows(page, NAME)).toBe(true);
  await inert('the dashboard list');

  await page.goto(`/addeditrecipe/${recipeId}`);
  await expect.poll(() => page.getByLabel(/^Recipe Name/).inputValue()).toBe(NAME);
  expect(await page.getByLabel(/^Recipe Note/).inputValue()).toBe(`${IMG} ${SCRIPT} ${SVG}`);
  for (const text of [IMG, SCRIPT, SVG]) {
    await expect.poll(() => shows(page, text), { message: text }).toBe(true);
  }
  await inert('the recipe editor');

  await page.goto(`/printrecipe/${recipeId}`);
  await expect.poll(() => shows(page, NAME)).toBe(true);
  for (const text of [IMG, SCRIPT, SVG]) expect(await shows(page, text), text).toBe(true);
  await inert('the print page');

  await page.goto('/searchrecipes');
  await page.getByPlaceholder('Search name, notes and methods...').fill(TAG);
  await expect.poll(() => shows(page, NAME), { timeout: 5000 }).toBe(true);
  await inert('the search page');

  await page.goto('/websiteslist');
  await expect.poll(() => shows(page, `${TAG} ${IMG}`)).toBe(true);
  expect(await shows(page, SCRIPT)).toBe(true);
  await inert('the websites list');

  await page.goto('/askchef');
  await expect.poll(() => shows(page, `${TAG} ${IMG}`.slice(0, 100))).toBe(true);
  await inert('Ask Chef Basil');

  const admin = await browser.newPage();
  const adminInert = watch(admin);
  await signIn(admin, await registerAdmin());
  await admin.goto('/manageemails');
  await expect.poll(() => shows(admin, `${TAG} ${IMG}`)).toBe(true);
  expect(await shows(admin, SCRIPT)).toBe(true);
  await adminInert("the Admin's Email Listing");
});
