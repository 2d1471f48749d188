import { expect, it } from 'vitest';
import { apiRecipe, apiSession } from '../harness/api.js';
import { DESKTOP, expectAccessible, useBrowser } from '../harness/browser.js';
import { newCook, registerCook } from '../harness/cooks.js';
import { jpegPhoto } from '../harness/photos.js';
import { signIn } from '../harness/session.js';

const browser = useBrowser(DESKTOP);

it('removes a photo with Update Recipe, saying so and keeping the focus on choosing another', async () => {
  const cook = await registerCook(newCook('Pia'));
  const recipeId = await apiRecipe(await apiSession(cook), 'Plum cake');
  const page = await browser.newPage();
  await signIn(page, cook);
  await page.goto(`/addeditrecipe/${recipeId}`);
  await page.getByLabel('Choose a photo').setInputFiles(await jpegPhoto());
  await page.getByRole('button', { name: 'Upload' }).click();
  const photo = page.getByRole('img', { name: 'Photo of Plum cake' });
  await expect.poll(() => photo.isVisible()).toBe(true);

  await page.getByRole('button', { name: 'Remove photo' }).click();
  const said = page.getByRole('status').filter({ hasText: 'Photo removed. Update Recipe to save the change.' });
  await expect.poll(() => said.isVisible()).toBe(true);
  expect(await page.getByLabel('Choose a photo').evaluate((input) => input === document.activeElement)).toBe(true);
  expect(await photo.count()).toBe(0);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Update Recipe' }).click();
  await expect.poll(() => page.getByText('Recipe updated!').first().isVisible()).toBe(true);
  await page.reload();
  await expect.poll(() => page.getByText('No photo yet.').isVisible()).toBe(true);
  expect(await photo.count()).toBe(0);
});

it('offers Upload once a photo is chosen, beside its preview, and says what is missing when none is', async () => {
  const cook = await registerCook(newCook('Ines'));
  const recipeId = await apiRecipe(await apiSession(cook), 'Fig tart');
  const page = await browser.newPage();
  await signIn(page, cook);
  await page.goto(`/addeditrecipe/${recipeId}`);
  const chooser = page.getByLabel('Choose a photo');
  const upload = page.getByRole('button', { name: 'Upload' });
  const preview = page.getByAltText('Preview of the chosen photo');
  const alert = page.getByRole('alert');
  await expect.poll(() => page.getByText('No file chosen').isVisible()).toBe(true);
  expect(await upload.count()).toBe(0);

  // The file dialog closed without a photo (spec 5).
  await chooser.dispatchEvent('cancel');
  await expect.poll(() => alert.innerText()).toBe('No file selected. Please choose a file.');
  expect(await upload.count()).toBe(0);

  // The button the cook sees opens the file dialog.
  const [dialog] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.locator('label').filter({ hasText: 'Choose a photo' }).click(),
  ]);
  await dialog.setFiles(await jpegPhoto());
  await expect.poll(() => preview.isVisible()).toBe(true);
  expect(await page.getByText('dinner.jpg').isVisible()).toBe(true);
  expect(await upload.isVisible()).toBe(true);
  expect(await alert.count()).toBe(0);
  await expectAccessible(page);

  // Closing the dialog again keeps the photo chosen.
  await chooser.dispatchEvent('cancel');
  expect(await alert.count()).toBe(0);
  expect(await upload.isVisible()).toBe(true);

  // Cancel lets the photo go, and the focus goes back to choosing one.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => upload.count()).toBe(0);
  expect(await preview.count()).toBe(0);
  expect(await chooser.evaluate((input) => input === document.activeElement)).toBe(true);

  // A choice the browser empties is no choice at all.
  await chooser.setInputFiles(await jpegPhoto('#a0522d'));
  await expect.poll(() => upload.isVisible()).toBe(true);
  await chooser.setInputFiles([]);
  await expect.poll(() => alert.innerText()).toBe('No file selected. Please choose a file.');
  expect(await upload.count()).toBe(0);

  await chooser.setInputFiles(await jpegPhoto('#6b8e23'));
  await upload.click();
  await expect.poll(() => page.getByRole('img', { name: 'Photo of Fig tart' }).isVisible()).toBe(true);
  expect(await page.getByRole('status').filter({ hasText: 'Photo uploaded!' }).isVisible()).toBe(true);
  expect(await upload.count()).toBe(0);
  expect(await preview.count()).toBe(0);
  expect(await page.getByText('No file chosen').isVisible()).toBe(true);
  await expectAccessible(page);
});
