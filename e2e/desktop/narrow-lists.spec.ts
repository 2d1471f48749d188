import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiRecipe, apiSession, apiWebsite } from '../harness/api.js';
import { DESKTOP, expectAccessible, useBrowser } from '../harness/browser.js';
import { newCook, registerCook } from '../harness/cooks.js';
import { expectAllOnScreen } from '../harness/on-screen.js';
import { signIn } from '../harness/session.js';

const browser = useBrowser(DESKTOP);
const NARROW = { viewport: { width: 360, height: 800 } };

/** A row's tools, by the names they are read out by. */
const tools = (page: Page, names: RegExp) =>
  page
    .getByRole('main')
    .getByRole('link', { name: names })
    .or(page.getByRole('main').getByRole('button', { name: names }));
const RECIPE_TOOLS = /^(Edit|Print|Play video of|Delete) /;

it('keeps the row tools of every recipe list on a 360 px screen, with no sideways scroll', async () => {
  const cook = await registerCook(newCook('Zanele'));
  const cookie = await apiSession(cook);
  await apiRecipe(cookie, 'Slow-roasted tomato and fennel soup, garlic bread', {
    recipeNote: 'Roast everything the day before; it only gets better overnight in the fridge.',
    recipeYoutubeUrl: 'dQw4w9WgXcQ',
    recipeShare: 'Yes',
    recipeFavourite: 'Yes',
  });
  await apiRecipe(cookie, 'Pancakes', { recipeFavourite: 'Yes' });
  await apiWebsite(cookie, {
    url: 'https://example.invalid/a-rather-long-address/for-a-recipe-site/with-many-parts',
    title: 'Weeknight dinners',
    note: 'Quick suppers for busy evenings',
  });
  const page = await browser.newPage(NARROW);
  await signIn(page, cook);

  for (const [path, named] of [
    ['/recipelist', RECIPE_TOOLS],
    ['/recipefavourites', RECIPE_TOOLS],
    ['/dashboard/stats/myrecipes', RECIPE_TOOLS],
    ['/youtubevids', /^Play video of /],
    ['/websiteslist', /^(Open .* in a new tab|Import the recipe on|Edit|Delete) /],
    ['/searchrecipes?shared=0', /^(Edit|Email|Delete) /],
  ] as const) {
    await page.goto(path);
    await expectAllOnScreen(page, tools(page, named));
  }

  // Each row reads as a block: its name first with its tools beside it, then the other columns on lines of their
  // own, each named by its column.
  await page.goto('/recipelist');
  const row = page.getByRole('row').filter({ hasText: 'Slow-roasted' });
  const name = row.getByRole('cell', { name: /^Slow-roasted/ });
  const id = row.getByRole('cell').first();
  const edit = row.getByRole('link', { name: /^Edit Slow-roasted/ });
  await expect.poll(() => edit.isVisible()).toBe(true);
  const nameBox = (await name.boundingBox())!;
  expect(nameBox.y + nameBox.height).toBeLessThanOrEqual((await id.boundingBox())!.y);
  expect((await edit.boundingBox())!.y).toBeLessThan(nameBox.y + nameBox.height);
  expect(await id.evaluate((cell) => getComputedStyle(cell, '::before').content)).toContain('Recipe ID');
  await expectAccessible(page);

  // Wide, it is a table again: the columns side by side under their headings.
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await page.getByRole('columnheader', { name: 'Recipe ID' }).isVisible()).toBe(true);
  expect((await id.boundingBox())!.y).toBe((await name.boundingBox())!.y);
  expect(await id.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('none');
});
