import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiRecipe, apiSession } from '../harness/api.js';
import { DESKTOP, expectAccessible, useBrowser } from '../harness/browser.js';
import { newCook, registerAdmin, registerCook } from '../harness/cooks.js';
import { jpegPhoto } from '../harness/photos.js';
import { signIn } from '../harness/session.js';

const browser = useBrowser(DESKTOP);

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).innerText();

it('titles a recipe the cook can only read for what it is, and the cook’s own recipe Edit Recipe', async () => {
  const owner = await registerCook(newCook('Oona'));
  const ownerCookie = await apiSession(owner);
  const sharedId = await apiRecipe(ownerCookie, 'Shared scones', { recipeShare: 'Yes' });
  const privateId = await apiRecipe(ownerCookie, 'Private scones');

  const ownerPage = await browser.newPage();
  await signIn(ownerPage, owner);
  await ownerPage.goto(`/addeditrecipe/${sharedId}`);
  await expect.poll(() => ownerPage.getByRole('button', { name: 'Update Recipe' }).isVisible()).toBe(true);
  expect(await heading(ownerPage)).toBe('Edit Recipe');
  expect(await ownerPage.title()).toBe('Edit Recipe · Fiz');

  const reader = await browser.newPage();
  await signIn(reader, await registerCook(newCook('Remy')));
  await reader.goto(`/addeditrecipe/${sharedId}`);
  await expect.poll(() => reader.getByText("This is another cook's shared recipe.").isVisible()).toBe(true);
  expect(await heading(reader)).toBe('Shared Recipe');
  expect(await reader.title()).toBe('Shared Recipe · Fiz');
  await expectAccessible(reader);

  // An Admin reading a private recipe is not editing it either, and it is not shared.
  const admin = await browser.newPage();
  await signIn(admin, await registerAdmin());
  await admin.goto(`/addeditrecipe/${privateId}`);
  await expect.poll(() => admin.getByText(/private recipe, which you see as an Admin/).isVisible()).toBe(true);
  expect(await heading(admin)).toBe('Recipe');
  expect(await admin.title()).toBe('Recipe · Fiz');
});

/** Marks the status regions in the page now, so a later check can tell a region that was there already. */
const markStatusRegions = (page: Page) =>
  page.evaluate(() =>
    document.querySelectorAll('[role="status"]').forEach((region) => region.setAttribute('data-was-there', '')),
  );

/** The messages showing in the editor now, read at one moment. */
const shownMessages = (page: Page) =>
  page.evaluate(() =>
    ['Photo uploaded!', 'Photo removed. Update Recipe to save the change.', 'Recipe updated!'].filter((text) =>
      [...document.querySelectorAll('[role="status"]')].some((region) => region.textContent.includes(text)),
    ),
  );

it('shows only the latest of the photo’s and the save’s messages, each in a region already in the page', async () => {
  const cook = await registerCook(newCook('Fenna'));
  const recipeId = await apiRecipe(await apiSession(cook), 'Pear tart');
  const page = await browser.newPage();
  await signIn(page, cook);
  await page.goto(`/addeditrecipe/${recipeId}`);
  await page.getByLabel('Choose a photo').setInputFiles(await jpegPhoto());
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect.poll(() => shownMessages(page)).toEqual(['Photo uploaded!']);

  // A save's message replaces what was said about the photo, and the photo's a save's.
  await markStatusRegions(page);
  await page.getByRole('button', { name: 'Update Recipe' }).click();
  await expect.poll(() => shownMessages(page)).toEqual(['Recipe updated!']);
  await page.getByRole('button', { name: 'Remove photo' }).click();
  await expect.poll(() => shownMessages(page)).toEqual(['Photo removed. Update Recipe to save the change.']);

  await markStatusRegions(page);
  await page.getByRole('button', { name: 'Update Recipe' }).click();
  const updated = page.getByRole('status').filter({ hasText: 'Recipe updated!' });
  await expect.poll(() => updated.isVisible()).toBe(true);
  expect(await shownMessages(page)).toEqual(['Recipe updated!']);
  expect(await page.getByText('Photo removed. Update Recipe to save the change.').count()).toBe(0);
  // Screen readers announce a change to a region they already know of; a region inserted with its text is
  // often not read out.
  expect(await updated.getAttribute('data-was-there')).toBe('');
  await expectAccessible(page);
});

it('says which pasted line is too long and by how much, before sending, keeping what was pasted', async () => {
  const cook = await registerCook(newCook('Lior'));
  const recipeId = await apiRecipe(await apiSession(cook), 'Big salad');
  const page = await browser.newPage();
  await signIn(page, cook);
  await page.goto(`/addeditrecipe/${recipeId}`);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/parse-ingredients')) sent.push(request.url());
  });

  await page.getByRole('button', { name: 'Paste ingredients' }).click();
  const box = page.getByLabel('Ingredients, one per line');
  // A line of 400 emoji is 800 UTF-16 units but 400 characters, as the server counts them: it fits.
  const lemons = '🍋'.repeat(400);
  const long = `Dressing ${'y'.repeat(603)}`;
  const pasted = `2 cups rocket\n\n${long}\n${lemons}`;
  await box.fill(pasted);
  await page.getByRole('button', { name: 'Add ingredients' }).click();
  const said = page.getByRole('alert');
  await expect
    .poll(() => said.innerText())
    .toBe(
      `Line 3 (“Dressing ${'y'.repeat(31)}…”) is 612 characters, 112 more than the 500 an ingredient line can ` +
        'have. Shorten it or split it into two lines.',
    );
  expect(await box.inputValue()).toBe(pasted);
  expect(await box.getAttribute('aria-invalid')).toBe('true');
  expect(sent).toEqual([]);
  await expectAccessible(page);

  // Split in two, the lines fit: the message goes as the text changes, and Add sends them.
  await box.fill(`2 cups rocket\n\n${long.slice(0, 300)}\n${long.slice(300)}\n${lemons}`);
  await expect.poll(() => said.count()).toBe(0);
  await page.getByRole('button', { name: 'Add ingredients' }).click();
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  expect(sent).toHaveLength(1);
  expect(await page.getByRole('table').locator('tbody tr').count()).toBe(4);
  const added = await page.getByRole('table').locator('tbody tr').allInnerTexts();
  expect(added.filter((row) => row.includes('🍋🍋🍋'))).toHaveLength(1);
});
