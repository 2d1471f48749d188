import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiRecipe, apiSession } from '../harness/api.js';
import { appTookOver, PHONE, useBrowser } from '../harness/browser.js';
import { registerAdmin, registerCook, type E2eCook } from '../harness/cooks.js';
import { signInOnPhone } from '../harness/session.js';

const browser = useBrowser(PHONE);

const SMALL_PHONE = { viewport: { width: 360, height: 740 } };
/** The text at twice its size, as a phone's text-size setting makes it. */
const DOUBLE_TEXT = 'html { font-size: 200% !important; }';

async function signedIn(cook: E2eCook, options: BrowserContextOptions = SMALL_PHONE): Promise<Page> {
  const page = await browser.newPage(options);
  await signInOnPhone(page, cook);
  return page;
}

/** Opens a phone page and, once the app shows its heading (not the prerendered one), doubles its text. */
async function openWithDoubleText(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await expect.poll(() => page.getByRole('heading', { name: heading, level: 1 }).isVisible()).toBe(true);
  await appTookOver(page);
  await page.addStyleTag({ content: DOUBLE_TEXT });
}

/** Words cut off at the side of a box that hides what overflows it, said as "tag: words". */
function cutOffText(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.fiz-mobile-shell *')]
      .filter((element) => {
        const style = getComputedStyle(element);
        // Text kept for screen readers alone sits in a box a pixel or two across, hidden on purpose.
        const forScreenReaders = element.clientWidth <= 2 && element.clientHeight <= 2;
        return style.overflowX !== 'visible' && !forScreenReaders && element.scrollWidth > element.clientWidth + 1;
      })
      .map((element) => `${element.tagName.toLowerCase()}: ${element.textContent.trim()}`),
  );
}

/** How far the page scrolls sideways: a phone page should not at all. */
function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** The hint's width in its own font, against the room the box leaves it. */
function placeholderFit(input: Locator) {
  return input.evaluate((box: HTMLInputElement) => {
    const style = getComputedStyle(box);
    const hint = getComputedStyle(box, '::placeholder');
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = hint.font;
    return {
      width: context.measureText(box.placeholder).width,
      room: box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
      size: parseFloat(hint.fontSize),
    };
  });
}

/** Every box inside the element lies within the header, from its top edge to its bottom border. */
function boxesOutsideHeader(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const header = root.closest('header')!.getBoundingClientRect();
    return [root, ...root.querySelectorAll('*')]
      .map((part) => ({ part, box: part.getBoundingClientRect() }))
      .filter(({ box }) => box.top < Math.max(header.top, 0) - 0.5 || box.bottom > header.bottom + 0.5)
      .map(({ part, box }) => `${part.tagName.toLowerCase()} ${Math.round(box.top)}–${Math.round(box.bottom)}`);
  });
}

it('shows the whole logo and the whole search hint, and no page scrolls sideways', async () => {
  const cook = await registerCook();
  const id = await apiRecipe(await apiSession(cook), 'Slow-roasted tomato and garlic soup with basil oil', {
    recipeNote: 'Serves 4. Takes about 1 hour 20 minutes, most of it in the oven.',
    ingredients: [
      { qty: '1', unit: 'kg', item: 'ripe tomatoes', note: 'halved' },
      { qty: '3', unit: 'tablespoons', item: 'extra virgin olive oil', note: '' },
    ],
    recipeMethod: 'Heat the oven to 160C. Roast the tomatoes and garlic for an hour. Blend until smooth',
  });
  const page = await signedIn(cook);
  await openWithDoubleText(page, '/mrecipes', 'Find Recipes');

  const home = page.getByRole('link', { name: 'Fiz recipes' });
  expect(await boxesOutsideHeader(home)).toEqual([]);
  expect(await boxesOutsideHeader(page.getByRole('link', { name: 'Log out' }))).toEqual([]);
  // The header keeps its height, so the page below it is not pushed down by a growing logo.
  expect((await page.getByRole('banner').boundingBox())!.height).toBeLessThanOrEqual(62);

  const hint = await placeholderFit(page.getByRole('searchbox', { name: 'Search recipes' }));
  expect(hint.width).toBeLessThanOrEqual(hint.room);
  // No smaller than at the normal text size.
  expect(hint.size).toBeGreaterThanOrEqual(14);

  const pages: [string, string][] = [
    ['/mrecipes', 'Find Recipes'],
    [`/mshowrecipe/${id}`, 'Slow-roasted tomato and garlic soup with basil oil'],
    ['/mshopping', 'Shopping List'],
    ['/mcalculator', 'Calculator'],
    ['/maskchef', 'Ask Chef Basil'],
    ['/mhelp', 'Help'],
  ];
  for (const [path, heading] of pages) {
    await openWithDoubleText(page, path, heading);
    expect(await sidewaysScroll(page), path).toBe(0);
    expect(await cutOffText(page), path).toEqual([]);
  }
});

it("keeps every word of the recipe's buttons and all four amounts on the screen", async () => {
  const cook = await registerCook();
  const id = await apiRecipe(await apiSession(cook), 'Basil oil', {
    ingredients: [{ qty: '100', unit: 'g', item: 'basil', note: '' }],
  });
  const page = await signedIn(cook);
  await openWithDoubleText(page, `/mshowrecipe/${id}`, 'Basil oil');

  const add = page.getByRole('button', { name: 'Add to shopping list' });
  expect(await add.evaluate((button: HTMLElement) => button.innerText.replace(/\s+/g, ' '))).toBe(
    'Add to shopping list',
  );
  expect(await cutOffText(page)).toEqual([]);
  const amounts = page.getByRole('radiogroup', { name: 'Amounts' });
  const triple = (await amounts.getByText('3×', { exact: true }).boundingBox())!;
  const choices = (await amounts.boundingBox())!;
  expect(triple.x + triple.width).toBeLessThanOrEqual(Math.min(choices.x + choices.width, 360));
  await amounts.getByText('3×', { exact: true }).click();
  await expect.poll(() => page.getByRole('checkbox', { name: '300 g basil' }).isVisible()).toBe(true);
  // Still a thumb's size, now that the words may wrap.
  expect((await add.boundingBox())!.height).toBeGreaterThanOrEqual(44);
});

it('shows the whole of Clear checked items on the shopping list, and the whole example question', async () => {
  const page = await signedIn(await registerCook());
  await openWithDoubleText(page, '/mshopping', 'Shopping List');
  const box = page.getByRole('textbox', { name: 'New item' });
  await box.fill('Bread');
  await box.press('Enter');
  await page.getByRole('checkbox', { name: 'Bread', exact: true }).check();
  // The remove button keeps its 48 px tap target, leaving the row's width to the item's words.
  const remove = (await page.getByRole('button', { name: 'Remove Bread' }).boundingBox())!;
  expect(remove.width).toBe(48);

  const clear = page.getByRole('button', { name: 'Clear checked items' });
  const label = clear.locator('.mantine-Button-label');
  expect(await label.evaluate((text) => text.scrollWidth - text.clientWidth)).toBeLessThanOrEqual(0);
  const button = (await clear.boundingBox())!;
  expect(button.x + button.width).toBeLessThanOrEqual(360);
  expect(button.height).toBeGreaterThanOrEqual(44);
  await clear.click();
  await expect.poll(() => page.getByText('No items in your shopping list!').isVisible()).toBe(true);

  await openWithDoubleText(page, '/maskchef', 'Ask Chef Basil');
  const example = await placeholderFit(page.getByRole('textbox', { name: 'Your question' }));
  expect(example.width).toBeLessThanOrEqual(example.room);
});

it("keeps the whole of an Admin's badge in the header", async () => {
  const page = await signedIn(await registerAdmin());
  await openWithDoubleText(page, '/mrecipes', 'Find Recipes');
  const badge = page.getByRole('link', { name: /^Site Admin/ });
  expect(await boxesOutsideHeader(badge)).toEqual([]);
  expect(await cutOffText(page)).toEqual([]);
});

it("keeps the entry box wide and the tab labels apart when the phone's text is twice its size", async () => {
  const page = await signedIn(await registerCook(), {});
  await openWithDoubleText(page, '/mshopping', 'Shopping List');
  // Add goes below the box rather than squeezing it to a few letters.
  const box = await page.getByRole('textbox', { name: 'New item' }).boundingBox();
  expect(box!.width).toBeGreaterThan(250);
  const labels = page.getByRole('navigation', { name: 'Mobile' }).locator('.fiz-mobile-tab-label');
  const boxes = await labels.evaluateAll((spans) => spans.map((span) => span.getBoundingClientRect().toJSON()));
  expect(boxes).toHaveLength(5);
  for (const [left, right] of boxes.slice(0, -1).map((box, index) => [box, boxes[index + 1]] as const)) {
    expect(left.right).toBeLessThanOrEqual(right.left);
  }
});
