import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiRecipe, apiSession } from '../harness/api.js';
import { DESKTOP, useBrowser } from '../harness/browser.js';
import { newCook, registerCook } from '../harness/cooks.js';
import { signIn } from '../harness/session.js';

const browser = useBrowser(DESKTOP);

/** What a screen reader would name the focused element: its label, or its tag and text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return '';
    return element.getAttribute('aria-label') ?? `${element.tagName.toLowerCase()}: ${element.textContent.trim()}`;
  });

/** Whether the focused element is inside the window, not scrolled out of sight. */
const focusInView = (page: Page) =>
  page.evaluate(() => {
    const box = document.activeElement?.getBoundingClientRect();
    return box !== undefined && box.top >= 0 && box.bottom <= window.innerHeight;
  });

/** Presses Tab (or Shift+Tab) until the control of that name has the focus, as a keyboard user would. */
async function tabTo(page: Page, name: string, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let presses = 0; presses < 60; presses += 1) {
    await page.keyboard.press(key);
    if ((await focused(page)) === name) return;
  }
  throw new Error(`${key} never reached ${name}`);
}

/** Twelve recipes, so My Recipe List (10 a page) has a second page holding K soup and L soup. */
async function cookWithTwoPages(name: string) {
  const cook = await registerCook(newCook(name));
  const cookie = await apiSession(cook);
  const ids = new Map<string, number>();
  for (const letter of 'ABCDEFGHIJKL') ids.set(`${letter} soup`, await apiRecipe(cookie, `${letter} soup`));
  return { cook, ids };
}

/** Signs in and opens page 2 of My Recipe List by keyboard; the focus is then on Previous, below the rows. */
async function openSecondPage(page: Page, cook: Awaited<ReturnType<typeof cookWithTwoPages>>['cook']) {
  await signIn(page, cook);
  await page.goto('/recipelist');
  await page.getByRole('button', { name: 'Next' }).press('Enter');
  await page.waitForURL('**/recipelist?page=2');
  await expect.poll(() => focused(page)).toBe('button: Previous');
}

/** Still on page 2 of the list, as it was left. */
async function expectSecondPage(page: Page) {
  await page.waitForURL('**/recipelist?page=2');
  await expect.poll(() => page.getByTestId('page-indicator').innerText()).toBe('Page 2 of 2');
}

it("returns the focus to a row's Edit on page 2 after going back from the editor, saved or not", async () => {
  const { cook, ids } = await cookWithTwoPages('Amara');
  const page = await browser.newPage();
  await openSecondPage(page, cook);

  await tabTo(page, 'Edit K soup', 'Shift+Tab');
  await page.keyboard.press('Enter');
  await page.waitForURL(`**/addeditrecipe/${ids.get('K soup')}`);
  await expect.poll(() => focused(page)).toBe('h1: Edit Recipe');

  await page.goBack();
  await expectSecondPage(page);
  await expect.poll(() => focused(page)).toBe('Edit K soup');
  expect(await focusInView(page)).toBe(true);

  // Saved in the editor (under a new name) and then back: the same row's Edit, named anew.
  await page.keyboard.press('Enter');
  await page.waitForURL(`**/addeditrecipe/${ids.get('K soup')}`);
  await page.getByLabel(/^Recipe Name/).fill('K soup, spicy');
  await page.getByRole('button', { name: 'Update Recipe' }).press('Enter');
  await expect.poll(() => page.getByText('Recipe updated!').isVisible()).toBe(true);
  await page.goBack();
  await expectSecondPage(page);
  await expect.poll(() => focused(page)).toBe('Edit K soup, spicy');

  // Tab goes on from the row, not from the top of the page.
  await page.keyboard.press('Tab');
  expect(await focused(page)).toBe('Print K soup, spicy');
});

it("returns the focus to a row's Print after Close on the print page, or the browser's Back", async () => {
  const { cook, ids } = await cookWithTwoPages('Bongani');
  const page = await browser.newPage();
  await openSecondPage(page, cook);

  await tabTo(page, 'Print L soup', 'Shift+Tab');
  await page.keyboard.press('Enter');
  await page.waitForURL(`**/printrecipe/${ids.get('L soup')}`);
  await expect.poll(() => focused(page)).toBe('h1: L soup');
  await tabTo(page, 'button: Close', 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expectSecondPage(page);
  await expect.poll(() => focused(page)).toBe('Print L soup');

  await page.keyboard.press('Enter');
  await page.waitForURL(`**/printrecipe/${ids.get('L soup')}`);
  await expect.poll(() => focused(page)).toBe('h1: L soup');
  await page.goBack();
  await expectSecondPage(page);
  await expect.poll(() => focused(page)).toBe('Print L soup');
});

it('starts from the heading when the list is reached by a link, or was left by another way than a row', async () => {
  const { cook } = await cookWithTwoPages('Chiara');
  const page = await browser.newPage();
  await openSecondPage(page, cook);
  await tabTo(page, 'Edit K soup', 'Shift+Tab');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/addeditrecipe\/\d+$/);
  await expect.poll(() => focused(page)).toBe('h1: Edit Recipe');

  // A link to the list is a fresh visit to it: its heading, as on any page reached by a link.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Recipes' }).press('Enter');
  await page.waitForURL('**/recipes');
  // The page's own move of the focus to its heading comes first, as it does for a cook; a key pressed before it
  // would be taken from the link.
  await expect.poll(() => focused(page)).toBe('h1: Your Recipes');
  await page.getByRole('link', { name: 'Recipe List' }).press('Enter');
  await page.waitForURL('**/recipelist');
  await expect.poll(() => focused(page)).toBe('h1: My Recipe List');

  // Back to page 2, then out through the menu and back: the row was not where the cook left from.
  await page.goBack();
  await page.goBack();
  await page.goBack();
  await expectSecondPage(page);
  await expect.poll(() => focused(page)).toBe('Edit K soup');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Recipes' }).press('Enter');
  await page.waitForURL('**/recipes');
  await expect.poll(() => focused(page)).toBe('h1: Your Recipes');
  await page.goBack();
  await expectSecondPage(page);
  await expect.poll(() => focused(page)).toBe('h1: My Recipe List');
});

it('leaves the focus on the heading when the recipe left from was deleted in the editor', async () => {
  const { cook, ids } = await cookWithTwoPages('Dagny');
  const page = await browser.newPage();
  await openSecondPage(page, cook);

  await tabTo(page, 'Edit L soup', 'Shift+Tab');
  await page.keyboard.press('Enter');
  await page.waitForURL(`**/addeditrecipe/${ids.get('L soup')}`);
  await page.getByRole('button', { name: 'Delete recipe' }).press('Enter');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).press('Enter');
  // Spec 4.2: from the editor a delete goes on to /recipes.
  await page.waitForURL('**/recipes');
  await expect.poll(() => focused(page)).toBe('h1: Your Recipes');

  // Back past the editor (the recipe is gone there too) to the list, still on page 2, without L soup: not even
  // for a moment from the list as it was kept, so its Edit never takes the focus.
  await page.goBack();
  await page.waitForURL(`**/addeditrecipe/${ids.get('L soup')}`);
  await page.evaluate(() => {
    new MutationObserver(() => {
      if (document.body.innerText.includes('L soup')) document.documentElement.dataset.deletedShown = 'yes';
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await page.goBack();
  await expectSecondPage(page);
  await expect.poll(() => page.locator('tbody tr td:nth-child(2)').allInnerTexts()).toEqual(['K soup']);
  expect(await page.evaluate(() => document.documentElement.dataset.deletedShown)).toBeUndefined();
  await expect.poll(() => focused(page)).toBe('h1: My Recipe List');
  // And it stays there: nothing moves it once the rows are shown.
  await page.waitForTimeout(300);
  expect(await focused(page)).toBe('h1: My Recipe List');
});

it("returns the focus to a search result's Edit, with the same search, after going back from the editor", async () => {
  const { cook, ids } = await cookWithTwoPages('Emeka');
  const page = await browser.newPage();
  await signIn(page, cook);
  await page.goto('/searchrecipes');
  await page.getByLabel('Search recipes').fill('K soup');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/searchrecipes?q=K+soup');
  await expect.poll(() => page.getByTestId('search-count').innerText()).toBe('1 recipe found');

  await tabTo(page, 'Edit K soup');
  await page.keyboard.press('Enter');
  await page.waitForURL(`**/addeditrecipe/${ids.get('K soup')}`);
  await expect.poll(() => focused(page)).toBe('h1: Edit Recipe');
  await page.goBack();
  await page.waitForURL('**/searchrecipes?q=K+soup');
  await expect.poll(() => focused(page)).toBe('Edit K soup');
});

it("returns the focus to the editor's Print icon after Close on the print page", async () => {
  const { cook, ids } = await cookWithTwoPages('Farid');
  const page = await browser.newPage();
  await signIn(page, cook);
  await page.goto(`/addeditrecipe/${ids.get('K soup')}`);
  await expect.poll(() => page.getByRole('heading', { name: 'Edit Recipe' }).isVisible()).toBe(true);
  await page.getByRole('link', { name: 'Print recipe' }).press('Enter');
  await page.waitForURL(`**/printrecipe/${ids.get('K soup')}`);
  await expect.poll(() => focused(page)).toBe('h1: K soup');
  await page.getByRole('button', { name: 'Close' }).press('Enter');
  await page.waitForURL(`**/addeditrecipe/${ids.get('K soup')}`);
  await expect.poll(() => focused(page)).toBe('Print recipe');
});

it('returns the focus to the Play link in the Video List after watching, by Back or its own button', async () => {
  const cook = await registerCook(newCook('Gita'));
  await apiRecipe(await apiSession(cook), 'Gnocchi', { recipeYoutubeUrl: 'dQw4w9WgXcQ' });
  const page = await browser.newPage();
  await signIn(page, cook);
  await page.goto('/youtubevids');
  const play = page.getByRole('link', { name: 'Play video of Gnocchi' });
  for (const back of [() => page.goBack(), () => page.getByRole('link', { name: /^Back to/ }).click()]) {
    await play.press('Enter');
    await page.waitForURL(/\/youtubevids\?vid=dQw4w9WgXcQ/);
    await expect.poll(() => focused(page)).toBe('h1: Video');
    await back();
    await page.waitForURL(/\/youtubevids$/);
    await expect.poll(() => focused(page)).toBe('Play video of Gnocchi');
  }
});
