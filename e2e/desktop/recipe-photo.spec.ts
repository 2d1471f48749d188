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
