import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAskChef, apiGet, apiRecipe, apiSession } from '../harness/api.js';
import { DESKTOP, expectAccessible, useBrowser } from '../harness/browser.js';
import { EXPIRED, newCook, registerAdmin, registerCook, updateCook, type E2eCook } from '../harness/cooks.js';
import { signIn } from '../harness/session.js';
import { uniqueTag } from '../harness/tag.js';

const browser = useBrowser(DESKTOP);

/** Other specs register cooks on the same server at the same time, so every name here carries its own word. */
const cookNamed = (prefix: string) => newCook(uniqueTag(prefix));

const rows = (page: Page) => page.getByTestId('user-row');
const rowOf = (page: Page, email: string) => rows(page).filter({ hasText: email });
const cells = (row: Locator) => row.getByRole('cell').allInnerTexts();

/** The figure under a label on Site Admin. */
const figure = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

async function signedInAdmin(): Promise<{ page: Page; admin: E2eCook }> {
  const admin = await registerAdmin(cookNamed('Ada'));
  const page = await browser.newPage();
  await signIn(page, admin);
  return { page, admin };
}

/**
 * Opens the User Listing at the cook's row. Newest cooks come first, so a cook just registered is on page 1
 * unless other specs registered many more meanwhile: then the pages are read on from there.
 */
async function openRowOf(page: Page, email: string): Promise<Locator> {
  await page.goto('/userlist');
  await expect.poll(() => page.getByTestId('page-indicator').isVisible()).toBe(true);
  await expect.poll(() => rows(page).count()).toBeGreaterThan(0);
  while ((await rowOf(page, email).count()) === 0) {
    const next = page.getByRole('button', { name: 'Next' });
    if (!(await next.isEnabled())) throw new Error(`${email} is not listed`);
    const firstRow = await rows(page).first().innerText();
    await next.click();
    await expect.poll(() => rows(page).first().innerText()).not.toBe(firstRow);
  }
  return rowOf(page, email);
}

const userIdOf = async (row: Locator) => (await cells(row))[0]!;

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

describe('User Listing', () => {
  it('lists cooks 10 a page with every column, dates as dd-mm-yyyy', async () => {
    // Enough cooks for a second page, whatever else the server holds.
    await Promise.all(Array.from({ length: 11 }, () => registerCook(cookNamed('Pip'))));
    const cook = await registerCook(cookNamed('Rowan'));
    const { page } = await signedInAdmin();
    const row = await openRowOf(page, cook.email);
    const headers = await page.getByRole('columnheader').allInnerTexts();
    expect(headers).toEqual([
      'User ID',
      'First Name',
      'Email',
      'Status',
      'Joined',
      'Free Exp',
      'Paid',
      'Paid Exp',
      'Lapsed',
      'Exp Flag',
      'Task',
    ]);
    const [id, name, email, status, joined, freeExp, paid, paidExp, lapsed, expFlag] = await cells(row);
    expect(id).toMatch(/^\d+$/);
    expect([name, email, status]).toEqual([cook.name, cook.email, 'Free']);
    expect(joined).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    expect(freeExp).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    expect([paid, paidExp, lapsed, expFlag]).toEqual(['', '', 'No', 'No']);
    expect(await row.getByRole('button', { name: `Edit user ${id}` }).isVisible()).toBe(true);
    expect(await row.getByRole('button', { name: `Delete user ${id}` }).isVisible()).toBe(true);
    await expectAccessible(page);

    expect(await rows(page).count()).toBe(10);
    const indicator = page.getByTestId('page-indicator');
    expect(await indicator.innerText()).toMatch(/^Page \d+ of (\d+)$/);
    const pages = Number(/of (\d+)$/.exec(await indicator.innerText())![1]);
    expect(pages).toBeGreaterThanOrEqual(2);
    const current = Number(/^Page (\d+)/.exec(await indicator.innerText())![1]);
    if (current < pages) {
      await page.getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => indicator.innerText()).toBe(`Page ${current + 1} of ${pages}`);
      expect(page.url()).toContain(`page=${current + 1}`);
    }
  });

  it('finds a cook by part of a name or email, or by id, from any page, and says when no one matches', async () => {
    const cook = await registerCook(cookNamed('Quincy'));
    const { page } = await signedInAdmin();
    await page.goto('/userlist?page=2');
    const search = page.getByRole('searchbox', { name: 'Find a cook' });
    await search.fill(cook.name.toUpperCase());
    await expect.poll(async () => (await rows(page).allInnerTexts()).length).toBe(1);
    expect(await rowOf(page, cook.email).count()).toBe(1);
    expect(await page.getByTestId('page-indicator').innerText()).toBe('Page 1 of 1');
    const id = await userIdOf(rowOf(page, cook.email));
    await search.fill(id);
    await expect.poll(() => rowOf(page, cook.email).count()).toBe(1);
    await search.fill(`${cook.email}-nobody`);
    await expect.poll(() => page.getByText(`No cooks match “${cook.email}-nobody”.`).isVisible()).toBe(true);
    await expectAccessible(page);
  });

  it("edits a cook's details, keeping what was typed when the server refuses", async () => {
    const cook = await registerCook(cookNamed('Tamsin'));
    const { page, admin } = await signedInAdmin();
    const row = await openRowOf(page, cook.email);
    const id = await userIdOf(row);
    await row.getByRole('button', { name: `Edit user ${id}` }).click();

    const dialog = page.getByRole('dialog', { name: 'User Details' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const nameField = dialog.getByRole('textbox', { name: 'First Name' });
    const emailField = dialog.getByRole('textbox', { name: 'Email' });
    const statusField = dialog.getByRole('combobox', { name: 'Status' });
    expect(await nameField.inputValue()).toBe(cook.name);
    expect(await emailField.inputValue()).toBe(cook.email);
    expect(await statusField.inputValue()).toBe('Free');
    await expectAccessible(page);

    const renamed = uniqueTag('Renamed');
    await nameField.fill(renamed);
    await emailField.fill(admin.email);
    await statusField.selectOption('Member');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').filter({ hasText: 'This email is already registered' }).count())
      .toBe(1);
    expect(await nameField.inputValue()).toBe(renamed);
    expect(await emailField.inputValue()).toBe(admin.email);
    expect(await statusField.inputValue()).toBe('Member');

    // Saved again with a name the form refuses, the server's refusal of the email before is no longer shown.
    await emailField.fill(cook.email);
    await nameField.fill('Ren4med');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.getByText('A name may hold letters and spaces only').isVisible()).toBe(true);
    expect(await dialog.getByText('This email is already registered').count()).toBe(0);

    await nameField.fill(renamed);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect
      .poll(async () => (await cells(rowOf(page, cook.email))).slice(1, 4))
      .toEqual([renamed, cook.email, 'Member']);

    // Cancel leaves the cook as they are.
    await rowOf(page, cook.email)
      .getByRole('button', { name: `Edit user ${id}` })
      .click();
    await expect.poll(() => statusField.inputValue()).toBe('Member');
    await statusField.selectOption('Life');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect((await cells(rowOf(page, cook.email)))[3]).toBe('Member');
  });

  it('says so, and stays open, when a save leaves the cook Expired', async () => {
    const cook = await registerCook(cookNamed('Ulla'));
    await updateCook(cook.email, EXPIRED);
    const { page } = await signedInAdmin();
    const row = await openRowOf(page, cook.email);
    const id = await userIdOf(row);
    await row.getByRole('button', { name: `Edit user ${id}` }).click();
    const dialog = page.getByRole('dialog', { name: 'User Details' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Save' }).click();
    const notice = dialog.getByRole('status').filter({ hasText: /is still Expired: their free trial ended on/ });
    await expect.poll(() => notice.count()).toBe(1);
    expect(await dialog.isVisible()).toBe(true);
    await expectAccessible(page);
  });

  it('shows the Admin their own new name at once after editing themselves', async () => {
    const { page, admin } = await signedInAdmin();
    expect(await page.getByText(`Cook: ${admin.name}`).isVisible()).toBe(true);
    const row = await openRowOf(page, admin.email);
    await row.getByRole('button', { name: `Edit user ${await userIdOf(row)}` }).click();
    const dialog = page.getByRole('dialog', { name: 'User Details' });
    const renamed = uniqueTag('Ada');
    await dialog.getByRole('textbox', { name: 'First Name' }).fill(renamed);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText(`Cook: ${renamed}`).isVisible()).toBe(true);
    expect(await page.getByText('Status: Admin').isVisible()).toBe(true);
  });

  it('deletes a cook only after the exact confirmation', async () => {
    const cook = await registerCook(cookNamed('Wren'));
    const { page } = await signedInAdmin();
    const row = await openRowOf(page, cook.email);
    const id = await userIdOf(row);
    const dialog = page.getByRole('dialog', { name: 'Delete user' });

    await row.getByRole('button', { name: `Delete user ${id}` }).click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByText(`Are you sure you want to delete user ${id}?`, { exact: true }).isVisible()).toBe(
      true,
    );
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await rowOf(page, cook.email).count()).toBe(1);

    await row.getByRole('button', { name: `Delete user ${id}` }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => rowOf(page, cook.email).count()).toBe(0);
    await expect(apiSession(cook)).rejects.toThrow(/login failed/);
  });

  it("shows the server's refusal to delete and keeps the row", async () => {
    const { page, admin } = await signedInAdmin();
    const row = await openRowOf(page, admin.email);
    // Whether this Admin is the last one depends on the other specs, so the server's answer for the last is given.
    const refusal = 'This is the only Admin and cannot be deleted. Make another user an Admin first.';
    await page.route('**/api/deleteuser/*', (route) => route.fulfill({ status: 409, json: { message: refusal } }));
    await row.getByRole('button', { name: `Delete user ${await userIdOf(row)}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete user' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: refusal }).count()).toBe(1);
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await rowOf(page, admin.email).count()).toBe(1);
  });

  it('scrolls the wide table sideways on a 360 px screen, not the page', async () => {
    const { page } = await signedInAdmin();
    await page.setViewportSize({ width: 360, height: 760 });
    for (const path of ['/userlist', '/admin']) {
      await page.goto(path);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    }
    await page.goto('/userlist');
    await expect.poll(() => rows(page).count()).toBeGreaterThan(0);
    // The table is wider than the screen, and a box around it (not the page) scrolls sideways.
    const scrollsSideways = await page.getByRole('table').evaluate((table) => {
      for (let box = table.parentElement; box && box !== document.body; box = box.parentElement) {
        const overflow = getComputedStyle(box).overflowX;
        if ((overflow === 'auto' || overflow === 'scroll') && box.scrollWidth > box.clientWidth) return true;
      }
      return false;
    });
    expect(scrollsSideways).toBe(true);
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
  expect(await page.getByRole('button', { name: 'Delete Family dal' }).count()).toBe(0);
  expect(await page.getByRole('link', { name: 'Print Family dal' }).isVisible()).toBe(true);
});
