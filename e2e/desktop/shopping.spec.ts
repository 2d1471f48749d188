import { expect, it } from 'vitest';
import { addToShoppingListOnceUnlessAsked } from '../harness/add-to-shopping.js';
import { DESKTOP, useBrowser } from '../harness/browser.js';

const browser = useBrowser(DESKTOP);

it('adds a recipe from the mobile site in a desktop window once, and asks before adding it again', async () => {
  const page = await browser.newPage();
  await addToShoppingListOnceUnlessAsked(page);
  // The phone's page, in a window 1280 px wide: the list it keeps is this browser's.
  expect(page.viewportSize()?.width).toBe(1280);
});
