import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cookNamed, signedInAdmin as adminIn } from '../harness/admin.js';
import { apiAskChef, apiGet, apiRecipe, apiSession } from '../harness/api.js';
import { DESKTOP, expectAccessible, useBrowser } from '../harness/browser.js';
import { newCook, registerAdmin, registerCook } from '../harness/cooks.js';
import { signIn } from '../harness/session.js';

const browser = useBrowser(DESKTOP);
const signedInAdmin = () => adminIn(browser);

/** The figure under a label on Site Admin. */
const figure = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

describe('Site Admin', () => {
  it('shows the user and email counts and leads to the User List and Manage Emails', async () => {
    const { page } = await signedInAdmin();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
    await page.waitForURL('**/admin');
    await expect.poll(() => page.getByRole('heading', { name: 'Site Admin', level: 1 }).isVisible()).toBe(true);
    const labels = [
      'All Users',
      'Paid Members',
      'Free Members',
      'Lapsed Members',
      'New Emails',
      'Old Emails',
      'All Emails',
    ];
    for (const label of labels) {
      await expect.poll(() => figure(page, label).innerText(), { message: label }).toMatch(/^\d+$/);
    }
    expect(Number(await figure(page, 'All Users').innerText())).toBeGreaterThanOrEqual(1);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'User List' }).first().click();
    await page.waitForURL('**/userlist');
    await expect.poll(() => page.getByRole('heading', { name: 'User Listing', level: 1 }).isVisible()).toBe(true);
    await page.goBack();
    await page.getByRole('main').getByRole('link', { name: 'Manage Emails' }).click();
    await page.waitForURL('**/manageemails');
  });

  it('shows how Chef Basil was used over the last 30 days and who answers as him', async () => {
    const { page, admin } = await signedInAdmin();
    await apiAskChef(await apiSession(admin), 'How many ml in a cup?');
    await page.goto('/admin');
    const section = page.getByRole('region', { name: 'Chef Basil' });
    await expect
      .poll(() =>
        section.getByText('Answered by the built-in chef (no AI provider is set), over the last 30 days.').isVisible(),
      )
      .toBe(true);
    for (const label of ['Requests', 'Answered', 'Failed', 'Tokens']) {
      await expect.poll(() => figure(page, label).innerText(), { message: label }).toMatch(/^[\d,]+$/);
    }
    expect(Number((await figure(page, 'Requests').innerText()).replaceAll(',', ''))).toBeGreaterThanOrEqual(1);
    expect(Number((await figure(page, 'Answered').innerText()).replaceAll(',', ''))).toBeGreaterThanOrEqual(1);
  });
});

it('keeps a cook who is not an Admin off /admin, /userlist and their API', async () => {
  const cook = await registerCook(cookNamed('Noor'));
  const page = await browser.newPage();
  await signIn(page, cook);
  for (const path of ['/admin', '/userlist']) {
    await page.goto(path);
    await page.waitForURL('**/dashboard');
  }
  expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).count()).toBe(0);
  const cookie = await apiSession(cook);
  for (const path of ['/countusers', '/countpaidmembers', '/userlist?limit=10&offset=0']) {
    expect((await apiGet(cookie, path)).status, path).toBe(403);
  }
});

it("shows an Admin another cook's private recipe as private, with nothing offered that only the owner may do", async () => {
  const owner = await registerCook(newCook('Priya'));
  const ownerCookie = await apiSession(owner);
  const recipeId = await apiRecipe(ownerCookie, 'Family dal');
  const ownerId = ((await (await apiGet(ownerCookie, '/session')).json()) as { user: { user_id: number } }).user
    .user_id;
  const admin = await registerAdmin();
  const page = await browser.newPage();
  await signIn(page, admin);

  await page.goto(`/addeditrecipe/${recipeId}`);
  await expect
    .poll(() => page.getByText("This is Priya's private recipe, which you see as an Admin.").isVisible())
    .toBe(true);
  expect(await page.getByRole('button', { name: 'Copy to my recipes' }).count()).toBe(0);

  await page.goto(`/recipelist/${ownerId}`);
  await expect.poll(() => page.getByRole('cell', { name: 'Family dal', exact: true }).isVisible()).toBe(true);
  // The list says whose it is.
  await expect.poll(() => page.getByRole('heading', { name: 'Recipe List of Priya', level: 1 }).isVisible()).toBe(true);
  expect(
    await page.getByText(`Priya's recipes (cook ${ownerId}, ${owner.email}), which you see as an Admin.`).isVisible(),
  ).toBe(true);
  // New Recipe would make the Admin's own recipe, not Priya's: it is not offered on her list.
  expect(await page.getByRole('main').getByRole('link', { name: 'New Recipe' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Delete Family dal' }).count()).toBe(0);
  expect(await page.getByRole('link', { name: 'Print Family dal' }).isVisible()).toBe(true);
});
