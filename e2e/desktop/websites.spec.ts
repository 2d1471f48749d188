import { expect, it } from 'vitest';
import { DESKTOP, expectAccessible, useBrowser } from '../harness/browser.js';
import { newCook, registerCook } from '../harness/cooks.js';
import { signIn } from '../harness/session.js';
import { uniqueTag } from '../harness/tag.js';

const browser = useBrowser(DESKTOP);

/** Other tests share this server, so the bookmark carries a word no other test uses. */
const TAG = uniqueTag('Zel');

it('adds a bookmark, finds it by search, lists it and deletes it after confirming', async () => {
  const cook = await registerCook(newCook('Wendy'));
  const page = await browser.newPage();
  await signIn(page, cook);

  await page.goto('/websites');
  await expect.poll(() => page.getByRole('heading', { name: 'Add A Website', level: 1 }).isVisible()).toBe(true);
  expect(await page.getByRole('link', { name: 'Websites Search' }).isVisible()).toBe(true);
  expect(await page.getByRole('link', { name: 'Websites List' }).isVisible()).toBe(true);
  await expectAccessible(page);
  // An address the server may not fetch (it is not public), so the title and note stay as typed.
  await page.getByLabel(/^Website address/).fill(`https://example.invalid/${TAG.toLowerCase()}`);
  await page.getByLabel(/^Title/).fill(`Soups ${TAG}`);
  await page.getByLabel(/^Note/).fill('Winter soups and stews');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => page.getByText(`Website saved: Soups ${TAG}`).isVisible()).toBe(true);
  expect(await page.getByLabel(/^Website address/).inputValue()).toBe('');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Websites Search' }).click();
  await expect.poll(() => page.getByRole('heading', { name: 'Websites Search', level: 1 }).isVisible()).toBe(true);
  await page.getByLabel(/^Search your websites/).fill(TAG.toUpperCase());
  await page.getByRole('button', { name: 'Search' }).click();
  const found = page.getByRole('cell', { name: `Soups ${TAG}`, exact: true });
  await expect.poll(() => found.isVisible()).toBe(true);
  expect(await page.getByText('1 website found').isVisible()).toBe(true);
  const open = page.getByRole('link', { name: `Open Soups ${TAG} in a new tab` });
  expect(await open.getAttribute('target')).toBe('_blank');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Websites List' }).click();
  await expect.poll(() => page.getByRole('heading', { name: 'Websites List', level: 1 }).isVisible()).toBe(true);
  await expect.poll(() => page.getByRole('cell', { name: `Soups ${TAG}`, exact: true }).isVisible()).toBe(true);
  expect(await page.getByTestId('page-indicator').textContent()).toBe('Page 1 of 1');

  // A bookmark saved without a title, whose page could not be read, goes by its site's name. Typed without
  // https:// and saved with Enter, it is given one.
  await page.goto('/websites');
  await page.getByLabel(/^Website address/).fill(`www.pies-${TAG.toLowerCase()}.invalid/apple`);
  await page.getByLabel(/^Website address/).press('Enter');
  await expect.poll(() => page.getByLabel(/^Website address/).inputValue()).toBe('');
  await page.goto('/websiteslist');
  const untitled = page.getByRole('cell', { name: `pies-${TAG.toLowerCase()}.invalid`, exact: true });
  await expect.poll(() => untitled.isVisible()).toBe(true);
  await page.getByRole('button', { name: `Delete pies-${TAG.toLowerCase()}.invalid` }).click();
  await page.getByRole('dialog', { name: 'Delete Website' }).getByRole('button', { name: 'Delete' }).click();
  await expect.poll(() => untitled.count()).toBe(0);
  await expectAccessible(page);

  await page.getByRole('button', { name: `Edit Soups ${TAG}` }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Website' });
  await expect.poll(() => editor.isVisible()).toBe(true);
  // A refusal shows in the dialog, and is gone when the dialog opens again.
  const refusal = 'That address was refused.';
  await page.route('**/api/websites/*', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ message: refusal }) })
      : route.fallback(),
  );
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => editor.getByText(refusal).isVisible()).toBe(true);
  await page.unroute('**/api/websites/*');
  await page.keyboard.press('Escape');
  await expect.poll(() => editor.count()).toBe(0);
  await page.getByRole('button', { name: `Edit Soups ${TAG}` }).click();
  await expect.poll(() => editor.isVisible()).toBe(true);
  expect(await editor.getByText(refusal).count()).toBe(0);
  await editor.getByLabel(/^Title/).fill(`Stews ${TAG}`);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => page.getByRole('cell', { name: `Stews ${TAG}`, exact: true }).isVisible()).toBe(true);

  await page.getByRole('button', { name: `Delete Stews ${TAG}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Website' });
  await expect.poll(() => dialog.isVisible()).toBe(true);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect.poll(() => page.getByText('Website deleted').isVisible()).toBe(true);
  await expect.poll(() => page.getByRole('cell', { name: `Stews ${TAG}`, exact: true }).count()).toBe(0);
  expect(await page.getByText('No websites yet. Add one with Add A Website.').isVisible()).toBe(true);
});

it('checks Add A Website as every form does: each field as it is left, all of them on Save, before anything is sent', async () => {
  const cook = await registerCook(newCook('Ximena'));
  const page = await browser.newPage();
  await signIn(page, cook);
  await page.goto('/websites');
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/websites') saves.push(request.url());
  });
  const address = page.getByLabel(/^Website address/);
  const wrongAddress = page.getByText('Please enter a website address starting with http:// or https://');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => page.getByText('A website address is required').isVisible()).toBe(true);
  await expect.poll(() => address.evaluate((input) => input === document.activeElement)).toBe(true);

  await address.fill('soup recipes');
  await page.getByLabel(/^Title/).focus();
  await expect.poll(() => wrongAddress.isVisible()).toBe(true);
  await expectAccessible(page);
  // Left as www.…, the address is given its https:// and passes.
  await address.fill(`www.broths-${TAG.toLowerCase()}.invalid`);
  await page.getByLabel(/^Title/).focus();
  await expect.poll(() => address.inputValue()).toBe(`https://www.broths-${TAG.toLowerCase()}.invalid`);
  expect(await wrongAddress.count()).toBe(0);
  expect(saves).toEqual([]);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => page.getByText(/^Website saved: /).isVisible()).toBe(true);
  expect(saves).toHaveLength(1);
});

it('leads to the saved websites from the recipes navigation, the dashboard and Help', async () => {
  const cook = await registerCook(newCook('Yusuf'));
  const page = await browser.newPage();
  await signIn(page, cook);
  const dashboardLinks = page.getByRole('region', { name: 'Your recipe websites' }).getByRole('link');
  await expect
    .poll(() => dashboardLinks.allInnerTexts())
    .toEqual(['Add A Website', 'Websites Search', 'Websites List']);
  await dashboardLinks.filter({ hasText: 'Websites Search' }).click();
  await expect.poll(() => page.getByRole('heading', { name: 'Websites Search', level: 1 }).isVisible()).toBe(true);
  // The websites are part of the Recipes section, whose main link shows it.
  const main = page.getByRole('navigation', { name: 'Main' });
  expect(await main.getByRole('link', { name: 'Recipes' }).getAttribute('aria-current')).toBe('true');

  await main.getByRole('link', { name: 'Recipes' }).click();
  await page.waitForURL('**/recipes');
  const section = page.getByRole('navigation', { name: 'Section' });
  await section.getByRole('link', { name: 'Websites', exact: true }).click();
  await expect.poll(() => page.getByRole('heading', { name: 'Websites List', level: 1 }).isVisible()).toBe(true);
  await expectAccessible(page);

  await main.getByRole('link', { name: 'Help' }).click();
  await page.getByRole('button', { name: 'Saved recipe websites' }).click();
  const topicLinks = page.getByRole('list', { name: 'Pages about saved recipe websites' }).getByRole('link');
  await expect.poll(() => topicLinks.allInnerTexts()).toEqual(['Add A Website', 'Websites Search', 'Websites List']);
  await expectAccessible(page);
  await topicLinks.filter({ hasText: 'Add A Website' }).click();
  await expect.poll(() => page.getByRole('heading', { name: 'Add A Website', level: 1 }).isVisible()).toBe(true);
});
