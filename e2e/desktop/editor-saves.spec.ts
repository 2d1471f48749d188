import { expect, it } from 'vitest';
import { RecipeSchema } from '@fiz/core/recipe';
import { apiDeleteRecipe, apiGet, apiRecipe, apiSession } from '../harness/api.js';
import { DESKTOP, expectAccessible, useBrowser } from '../harness/browser.js';
import { EXPIRED, MEMBER, newCook, registerCook, updateCook, type E2eCook } from '../harness/cooks.js';
import { jpegPhoto } from '../harness/photos.js';
import { signIn } from '../harness/session.js';

/** Saves that cannot go through as the cook meant: what they typed is never lost, and they are told why. */
const browser = useBrowser(DESKTOP);

it('keeps changes a failed save could not store, here when the trial ends mid-edit, and restores them', async () => {
  const cook = await registerCook(newCook('Quinn'));
  const recipeId = await apiRecipe(await apiSession(cook), 'Quinoa salad', { recipeNote: 'Light lunch' });
  const page = await browser.newPage();
  await signIn(page, cook);
  await page.goto(`/addeditrecipe/${recipeId}`);
  const note = page.getByLabel(/^Recipe Note/);
  await expect.poll(() => note.inputValue()).toBe('Light lunch');
  await note.fill('Light lunch, with feta and mint');

  await updateCook(cook.email, EXPIRED);
  await page.getByRole('button', { name: 'Update Recipe' }).click();
  await page.waitForURL('**/upgrade');

  await updateCook(cook.email, MEMBER);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/dashboard');
  await page.goto(`/addeditrecipe/${recipeId}`);
  const restored = page.getByRole('status').filter({ hasText: 'Unsaved changes restored' });
  await expect.poll(() => restored.isVisible()).toBe(true);
  // When the changes were made, written d/m/yyyy h:mm as every date in Fiz.
  expect(await restored.innerText()).toMatch(
    /These are the changes you made on \d{1,2}\/\d{1,2}\/\d{4} \d{1,2}:\d{2} /,
  );
  expect(await note.inputValue()).toBe('Light lunch, with feta and mint');
  await expectAccessible(page);

  // Saved from the keyboard, the focus stays on the button while it is busy and after.
  await page.getByRole('button', { name: 'Update Recipe' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.getByText('Recipe updated!').first().isVisible()).toBe(true);
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Update Recipe');
  expect(await restored.count()).toBe(0);
  await page.reload();
  await expect.poll(() => note.inputValue()).toBe('Light lunch, with feta and mint');
  expect(await restored.count()).toBe(0);
});

/** A cook's new recipe open in the editor in two windows of one browser, each showing it loaded. */
async function openInTwoWindows(cook: E2eCook, name: string, fields: Record<string, string>) {
  const recipeId = await apiRecipe(await apiSession(cook), name, fields);
  const first = await browser.newPage();
  await signIn(first, cook);
  const second = await first.context().newPage();
  for (const page of [first, second]) {
    await page.goto(`/addeditrecipe/${recipeId}`);
    await expect.poll(() => page.getByLabel(/^Recipe Name/).inputValue()).toBe(name);
  }
  return { recipeId, first, second };
}

it('does not let a save from a second window undo the first one, and keeps what the second window typed', async () => {
  const cook = await registerCook();
  const { recipeId, first, second } = await openInTwoWindows(cook, 'Beef stew', { recipeMethod: 'Brown the beef' });

  await first.getByLabel(/^Recipe Name/).fill('Beef and ale stew');
  await first.getByRole('button', { name: 'Update Recipe' }).click();
  await expect.poll(() => first.getByText('Recipe updated!').isVisible()).toBe(true);

  await second.getByLabel('Method', { exact: true }).fill('Brown the beef. Add the ale');
  await second.getByRole('button', { name: 'Update Recipe' }).click();
  const refused = second.getByRole('alert').filter({ hasText: 'saved from another window or device' });
  await expect.poll(() => refused.isVisible()).toBe(true);
  // Trying again would be refused again: the message says to reload, not to try again.
  expect(await refused.innerText()).not.toContain('Please try again');
  expect(await second.getByLabel('Method', { exact: true }).inputValue()).toBe('Brown the beef. Add the ale');
  const saved = RecipeSchema.parse(await (await apiGet(await apiSession(cook), `/getrecipe/${recipeId}`)).json());
  expect(saved.recipe_name).toBe('Beef and ale stew');

  // Reloaded, the second window shows what was typed there over the first window's save, to keep or discard.
  await second.reload();
  await expect.poll(() => second.getByText('Unsaved changes restored').isVisible()).toBe(true);
  expect(await second.getByText('The recipe was saved elsewhere since then').isVisible()).toBe(true);
  expect(await second.getByLabel('Method', { exact: true }).inputValue()).toBe('Brown the beef. Add the ale');
  expect(await second.getByLabel(/^Recipe Name/).inputValue()).toBe('Beef and ale stew');
  await second.getByRole('button', { name: 'Update Recipe' }).click();
  await expect.poll(() => second.getByText('Recipe updated!').isVisible()).toBe(true);
  const both = RecipeSchema.parse(await (await apiGet(await apiSession(cook), `/getrecipe/${recipeId}`)).json());
  expect(both.recipe_name).toBe('Beef and ale stew');
  expect(both.recipe_method).toMatch(/^Brown the beef\s+Add the ale$/);
});

it('still refuses a save from a window that uploaded a photo after another window saved', async () => {
  const cook = await registerCook();
  const { recipeId, first, second } = await openInTwoWindows(cook, 'Fish pie', { recipeNote: 'Old note' });
  await second.getByLabel(/^Recipe Note/).fill('New note from the second window');
  await second.getByRole('button', { name: 'Update Recipe' }).click();
  await expect.poll(() => second.getByText('Recipe updated!').isVisible()).toBe(true);

  // The first window's upload comes after that save; its next save must not undo it.
  await first.getByLabel('Choose a photo').setInputFiles(await jpegPhoto());
  await first.getByRole('button', { name: 'Upload' }).click();
  await expect.poll(() => first.getByText('Photo uploaded!').isVisible()).toBe(true);
  await first.getByLabel('Method', { exact: true }).fill('Bake until golden');
  await first.getByRole('button', { name: 'Update Recipe' }).click();
  const refused = first.getByRole('alert').filter({ hasText: 'saved from another window or device' });
  await expect.poll(() => refused.isVisible()).toBe(true);
  const saved = RecipeSchema.parse(await (await apiGet(await apiSession(cook), `/getrecipe/${recipeId}`)).json());
  expect(saved.recipe_note).toBe('New note from the second window');
});

it('says plainly when the recipe was deleted elsewhere, keeps nothing for it, and asks before deleting from Cancel', async () => {
  const cook = await registerCook();
  const cookie = await apiSession(cook);
  const recipeId = await apiRecipe(cookie, 'Short-lived soup');
  const page = await browser.newPage();
  await signIn(page, cook);
  await page.goto(`/addeditrecipe/${recipeId}`);
  await expect.poll(() => page.getByLabel(/^Recipe Name/).inputValue()).toBe('Short-lived soup');

  // The delete dialog opens on Cancel, the choice that loses nothing.
  await page.getByRole('button', { name: 'Delete recipe' }).click();
  const dialog = page.getByRole('dialog');
  await expect
    .poll(() => dialog.getByRole('button', { name: 'Cancel' }).evaluate((button) => button === document.activeElement))
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect.poll(() => dialog.count()).toBe(0);

  await apiDeleteRecipe(cookie, recipeId);
  await page.getByLabel(/^Recipe Note/).fill('A change with nowhere to go');
  await page.getByRole('button', { name: 'Update Recipe' }).click();
  await expect
    .poll(() =>
      page
        .getByText('This recipe has been deleted, so these changes cannot be saved to it.', { exact: false })
        .isVisible(),
    )
    .toBe(true);
  expect(await page.evaluate((id) => localStorage.getItem(`fiz-recipe-draft-${id}`), recipeId)).toBeNull();

  // A list address that names no list says so, rather than that the recipes could not be loaded.
  await page.goto('/dashboard/stats/bogus');
  await expect.poll(() => page.getByText('There is no such list.', { exact: false }).isVisible()).toBe(true);
  expect(await page.getByRole('heading', { name: 'Recipe Listing' }).isVisible()).toBe(true);
});

it('refuses a photo that cannot be uploaded as soon as it is chosen, or as the server reads it', async () => {
  const cook = await registerCook(newCook('Pia'));
  const recipeId = await apiRecipe(await apiSession(cook), 'Plum cake');
  const page = await browser.newPage();
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/imageupload')) uploads.push(request.url());
  });
  await signIn(page, cook);
  await page.goto(`/addeditrecipe/${recipeId}`);
  const chooser = page.getByLabel('Choose a photo');
  const alert = page.getByRole('alert');

  await chooser.setInputFiles({ name: 'menu.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') });
  await expect.poll(() => alert.innerText()).toContain('That file is not a JPEG, PNG, WebP or GIF image.');
  const huge = { name: 'cake.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) };
  await chooser.setInputFiles(huge);
  await expect.poll(() => alert.innerText()).toContain('That image is larger than 10 MB.');
  expect(await page.getByAltText('Preview of the chosen photo').count()).toBe(0);

  // Upload is offered only with a photo chosen (spec 4.2).
  expect(await page.getByRole('button', { name: 'Upload' }).count()).toBe(0);
  expect(uploads).toEqual([]);

  // A file that only claims to be a photo is refused by the server, and let go: Upload cannot send it again.
  const notes = { name: 'cake.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Plum cake, my notes') };
  await chooser.setInputFiles(notes);
  page.removeAllListeners('console');
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect
    .poll(() => alert.innerText())
    .toContain('That file is not a JPEG, PNG, WebP or GIF image. Please choose another photo.');
  expect(await alert.innerText()).not.toContain('Please try again');
  expect(await chooser.inputValue()).toBe('');
  expect(await page.getByAltText('Preview of the chosen photo').count()).toBe(0);
  expect(uploads).toHaveLength(1);

  // A photo chosen next is previewed, and what was said of the last choice goes.
  await chooser.setInputFiles(await jpegPhoto());
  await expect.poll(() => page.getByAltText('Preview of the chosen photo').isVisible()).toBe(true);
  expect(await alert.count()).toBe(0);
});
