import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiPhoto, apiRecipe, apiSession } from '../harness/api.js';
import { expectAccessible, PHONE, useBrowser } from '../harness/browser.js';
import { newCook, registerCook } from '../harness/cooks.js';
import { results, signInToFindRecipes } from '../harness/find-recipes.js';
import { focusSeen } from '../harness/focus.js';
import { expectAllOnScreen } from '../harness/on-screen.js';
import { jpegPhoto } from '../harness/photos.js';
import { uniqueTag } from '../harness/tag.js';

const browser = useBrowser(PHONE);

const storedChoice = (page: Page) => page.evaluate(() => localStorage.getItem('fiz.desktop'));
const heading = (page: Page) => page.getByRole('heading', { level: 1 }).innerText();
const offer = (page: Page) => page.getByText('This is the full site, for computers.');
const keep = (page: Page) => page.getByRole('button', { name: 'Keep the full site' });
const toMobile = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Open the mobile site' });

it('says Find Recipes shows the newest 5, and shows all of them when asked', async () => {
  const cook = await registerCook(newCook('Noa'));
  const cookie = await apiSession(cook);
  for (let i = 1; i <= 7; i += 1) await apiRecipe(cookie, `Noa's soup ${i}`);
  const page = await browser.newPage();
  await signInToFindRecipes(page, cook);
  await expect.poll(() => results(page).count()).toBe(5);
  const note = page.getByText('Your newest 5 recipes.');
  expect(await note.isVisible()).toBe(true);
  expect(await results(page).first().innerText()).toContain("Noa's soup 7");
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Show all my recipes' }).tap();
  await expect.poll(() => results(page).count()).toBe(7);
  expect(await page.getByRole('checkbox', { name: 'All My Recipes' }).isChecked()).toBe(true);
  expect(await note.count()).toBe(0);

  // With Shared, the newest 5 are of the cook's own and other cooks' shared recipes.
  await page.getByRole('checkbox', { name: 'Shared' }).check();
  await expect
    .poll(() => page.getByText('The newest 5 recipes, yours and shared. Type to search them all.').isVisible())
    .toBe(true);
  expect(await results(page).count()).toBe(5);
});

it('says nothing of the newest 5 to a cook who has fewer: they are all there', async () => {
  const cook = await registerCook(newCook('Oren'));
  await apiRecipe(await apiSession(cook), "Oren's bread");
  const page = await browser.newPage();
  await signInToFindRecipes(page, cook);
  await expect.poll(() => results(page).count()).toBe(1);
  expect(await page.getByRole('button', { name: /^Show all/ }).count()).toBe(0);
});

it("offers the full site in the phone's Help, remembers the choice, and its pages lead back to the phone", async () => {
  const cook = await registerCook(newCook('Pia'));
  const page = await browser.newPage();
  await signInToFindRecipes(page, cook);
  await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Help' }).tap();
  await page.getByRole('link', { name: 'Open the full site' }).tap();
  await page.waitForURL('**/dashboard');
  await expect.poll(() => heading(page)).toBe('Dashboard');
  expect(await storedChoice(page)).toBe('1');
  // Chosen, the full site is not offered again: only the quiet way back, on every page and after a reload.
  await expect.poll(() => toMobile(page).isVisible()).toBe(true);
  expect(await offer(page).count()).toBe(0);
  await page.goto('/recipes');
  await expect.poll(() => toMobile(page).isVisible()).toBe(true);
  expect(await offer(page).count()).toBe(0);
  await expectAccessible(page);

  // Back to the phone, which forgets the choice: the desktop pages then say what they are again.
  await toMobile(page).tap();
  await page.waitForURL('**/mrecipes');
  await expect.poll(() => heading(page)).toBe('Find Recipes');
  expect(await storedChoice(page)).toBeNull();
  await page.goto('/dashboard');
  await expect.poll(() => offer(page).isVisible()).toBe(true);
  expect(await toMobile(page).getAttribute('href')).toBe('/mrecipes');
  await expectAccessible(page);

  // Kept, the offer gives way to the quiet line, and the focus to its link.
  await keep(page).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => offer(page).count()).toBe(0);
  expect(await storedChoice(page)).toBe('1');
  await expect.poll(async () => (await focusSeen(page)).focused).toBe('Open the mobile site');

  // Signed out, the choice still holds at /, and the way back leads to the phone's login.
  await page.context().clearCookies();
  await page.goto('/');
  await expect.poll(() => heading(page)).toBe("The Cook's Companion");
  expect(await toMobile(page).getAttribute('href')).toBe('/mlogin');
});

it('shows no focus ring on the first screen after a redirect, and the keyboard carries on from its heading', async () => {
  const cook = await registerCook(newCook('Ravi'));
  const page = await browser.newPage();
  await page.goto('/');
  await page.waitForURL('**/mlogin');
  await expect.poll(() => focusSeen(page)).toEqual({ focused: 'Welcome to Fiz', ring: false });
  // The next field shows its ring as ever.
  await page.keyboard.press('Tab');
  const email = page.getByLabel(/^Email/);
  await expect.poll(() => email.evaluate((field) => field === document.activeElement)).toBe(true);
  expect((await focusSeen(page)).ring).toBe(true);
  await page.keyboard.type(cook.email);
  await page.getByLabel(/^Password/).fill(cook.password);
  await page.getByLabel(/^Password/).press('Enter');
  await page.waitForURL('**/mrecipes');
  await expect.poll(() => focusSeen(page)).toEqual({ focused: 'Find Recipes', ring: false });
  await page.keyboard.press('Tab');
  expect((await focusSeen(page)).ring).toBe(true);

  // Signed in, / sends the phone to the dashboard (spec 2.1): the same.
  await page.goto('/');
  await page.waitForURL('**/dashboard');
  await expect.poll(() => focusSeen(page)).toEqual({ focused: 'Dashboard', ring: false });
});

it("opens a search card's recipe on the phone, and keeps the full site's lists in reach at 360 px", async () => {
  const tag = uniqueTag('Pwbk');
  const cook = await registerCook(newCook('Sade'));
  const sharer = await registerCook(newCook('Teo'));
  const sharerCookie = await apiSession(sharer);
  const sharedId = await apiRecipe(sharerCookie, `${tag} jollof`, {
    recipeShare: 'Yes',
    recipeNote: 'Smoky party rice',
    recipeMethod: 'Fry the paste.\nAdd the rice.',
  });
  await apiPhoto(sharerCookie, sharedId, await jpegPhoto());
  await apiRecipe(await apiSession(cook), `${tag} plantain`, { recipeYoutubeUrl: 'dQw4w9WgXcQ' });
  const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await signInToFindRecipes(page, cook);

  await page.goto(`/searchrecipes?q=${tag}`);
  await expectAllOnScreen(page, page.getByRole('main').getByRole('button', { name: /^(Copy|Email|Delete) / }));
  await page.getByRole('link', { name: `${tag} jollof`, exact: true }).tap();
  await page.waitForURL(`**/addeditrecipe/${sharedId}`);
  await expect.poll(() => heading(page)).toBe('Shared Recipe');
  await expect.poll(() => page.getByRole('listitem').allInnerTexts()).toEqual(['Fry the paste', 'Add the rice']);
  expect(await page.getByRole('heading', { name: `${tag} jollof`, level: 2 }).isVisible()).toBe(true);
  expect(await page.getByRole('textbox').count()).toBe(0);
  await expectAllOnScreen(page, page.getByRole('main').getByRole('button', { name: 'Copy to my recipes' }));

  await page.goto('/recipelist');
  await expectAllOnScreen(page, page.getByRole('main').getByRole('link', { name: /^(Edit|Print|Play video of) / }));
  await expectAccessible(page);
});
