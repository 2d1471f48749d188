import { describe, expect, it } from 'vitest';
import { cells, cookNamed, openRowOf, rowOf, rows, signedInAdmin as adminIn, userIdOf } from '../harness/admin.js';
import { apiSession } from '../harness/api.js';
import { DESKTOP, expectAccessible, useBrowser } from '../harness/browser.js';
import { EXPIRED, registerCook, updateCook } from '../harness/cooks.js';
import { expectAllOnScreen } from '../harness/on-screen.js';
import { signIn } from '../harness/session.js';
import { uniqueTag } from '../harness/tag.js';

const browser = useBrowser(DESKTOP);
const signedInAdmin = () => adminIn(browser);

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
    const exactly = { exact: true };
    expect(await row.getByRole('button', { name: `Edit user ${id}, ${cook.name}`, ...exactly }).isVisible()).toBe(true);
    expect(await row.getByRole('button', { name: `Delete user ${id}, ${cook.name}`, ...exactly }).isVisible()).toBe(
      true,
    );
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
    await expect
      .poll(() => dialog.getByText('A name may hold letters, spaces, hyphens and apostrophes only').isVisible())
      .toBe(true);
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

  it("leads from User Details to the cook's Recipe List, which names them", async () => {
    const cook = await registerCook(cookNamed('Odile'));
    const { page } = await signedInAdmin();
    const row = await openRowOf(page, cook.email);
    const id = await userIdOf(row);
    await row.getByRole('button', { name: `Edit user ${id}` }).click();
    const dialog = page.getByRole('dialog', { name: 'User Details' });
    await dialog.getByRole('link', { name: `Recipe List of ${cook.name}` }).click();
    await page.waitForURL(`**/recipelist/${id}`);
    const heading = page.getByRole('heading', { name: `Recipe List of ${cook.name}`, level: 1 });
    await expect.poll(() => heading.isVisible()).toBe(true);
    expect(await dialog.count()).toBe(0);
    await expectAccessible(page);
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

  it("lets the Admin extend an Expired cook's free trial, which lets them back in at once", async () => {
    const cook = await registerCook(cookNamed('Elke'));
    await updateCook(cook.email, EXPIRED);
    const { page } = await signedInAdmin();
    const row = await openRowOf(page, cook.email);
    await row.getByRole('button', { name: `Edit user ${await userIdOf(row)}` }).click();
    const dialog = page.getByRole('dialog', { name: 'User Details' });
    // Days are written dd-mm-yyyy, as everywhere on the admin screens, whatever the browser's own format.
    const trialEnds = dialog.getByLabel('Free trial ends', { exact: true });
    await expect.poll(() => trialEnds.inputValue()).toBe('01-01-2020');
    expect(await dialog.getByLabel('Paid until', { exact: true }).count()).toBe(0);
    // A date left part-typed is refused, not taken as "no change".
    await trialEnds.focus();
    await page.keyboard.press('Backspace');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => dialog.getByText('Enter the whole date as dd-mm-yyyy: day, month and year.').isVisible())
      .toBe(true);
    await expect.poll(() => trialEnds.evaluate((input) => input === document.activeElement)).toBe(true);

    // Typed, or picked from the calendar that opens below the field.
    await trialEnds.fill('05-03-2099');
    await expect.poll(() => page.getByRole('button', { name: '5 March 2099', exact: true }).isVisible()).toBe(true);
    await page.getByRole('button', { name: '6 March 2099', exact: true }).click();
    await expect.poll(() => trialEnds.inputValue()).toBe('06-03-2099');
    await trialEnds.fill('05-03-2099');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    const [, , , status, , freeExp] = await cells(rowOf(page, cook.email));
    expect([status, freeExp]).toEqual(['Free', '05-03-2099']);

    const cookPage = await browser.newPage();
    await signIn(cookPage, cook);
    await expect.poll(() => cookPage.getByText('Your free trial runs until 5/3/2099').isVisible()).toBe(true);
  });

  it('renews a lapsed Member only when the Admin ticks a new paid year, not when their name is corrected', async () => {
    const cook = await registerCook(cookNamed('Nina'));
    await updateCook(cook.email, {
      user_access: 'Member',
      user_start_paid_date: '2025-11-01',
      user_end_paid_date: '2026-11-01',
    });
    const { page } = await signedInAdmin();
    const row = await openRowOf(page, cook.email);
    await row.getByRole('button', { name: `Edit user ${await userIdOf(row)}` }).click();
    const dialog = page.getByRole('dialog', { name: 'User Details' });
    await expect
      .poll(() => dialog.getByText('is Expired today: their paid year ended on 01-11-2026.').isVisible())
      .toBe(true);
    await dialog.getByLabel(/^First Name/).fill(`${cook.name}a`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => dialog.getByRole('status').filter({ hasText: 'their paid year ended on 01-11-2026' }).count())
      .toBe(1);
    expect((await cells(rowOf(page, cook.email)))[3]).toBe('Expired');

    await dialog.getByLabel('Start a new paid year today').check();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    const renewed = await cells(rowOf(page, cook.email));
    expect(renewed[1]).toBe(`${cook.name}a`);
    expect(renewed[3]).toBe('Member');
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

  it("keeps the page within a 360 px screen, each cook's row a block with its tools on screen", async () => {
    const { page } = await signedInAdmin();
    await page.setViewportSize({ width: 360, height: 760 });
    for (const path of ['/userlist', '/admin']) {
      await page.goto(path);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    }
    await page.goto('/userlist');
    await expectAllOnScreen(page, page.getByRole('button', { name: /^(Edit|Delete) user / }));
    await expectAccessible(page);

    // Wider than a phone but narrower than its columns, the table scrolls sideways in a box of its own, not the page.
    await page.setViewportSize({ width: 700, height: 760 });
    const scrollsSideways = await page.getByRole('table').evaluate((table) => {
      for (let box = table.parentElement; box && box !== document.body; box = box.parentElement) {
        const overflow = getComputedStyle(box).overflowX;
        if ((overflow === 'auto' || overflow === 'scroll') && box.scrollWidth > box.clientWidth) return true;
      }
      return false;
    });
    expect(scrollsSideways).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(700);
  });
});
