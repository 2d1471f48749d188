import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { apiRecipe, apiSession } from '../harness/api.js';
import { DESKTOP, useBrowser } from '../harness/browser.js';
import { EXPIRED, newCook, registerCook, updateCook } from '../harness/cooks.js';
import { signIn } from '../harness/session.js';

const browser = useBrowser(DESKTOP);

it('downloads all my recipes from the dashboard, and from Upgrade once the trial has ended', async () => {
  const cook = await registerCook(newCook('Vera'));
  const cookie = await apiSession(cook);
  await apiRecipe(cookie, 'Vera’s lentil dal', {
    ingredients: [{ qty: '1', unit: 'cup', item: 'red lentils', note: 'rinsed' }],
  });
  const page = await browser.newPage();
  await signIn(page, cook);

  await page.goto('/dashboard');
  const fromDashboard = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download all my recipes' }).click();
  const file = await fromDashboard;
  expect(file.suggestedFilename()).toMatch(/^fiz-recipes-\d{4}-\d{2}-\d{2}\.json$/);
  const library = JSON.parse(await readFile(await file.path(), 'utf8'));
  expect(library['@graph']).toEqual([
    expect.objectContaining({
      '@type': 'Recipe',
      name: 'Vera’s lentil dal',
      recipeIngredient: ['1 cup red lentils (rinsed)'],
    }),
  ]);

  await updateCook(cook.email, EXPIRED);
  await page.goto('/upgrade');
  const fromUpgrade = page.waitForEvent('download');
  await page.getByRole('link', { name: 'download them all' }).click();
  expect(JSON.parse(await readFile(await (await fromUpgrade).path(), 'utf8'))['@graph']).toHaveLength(1);
});
