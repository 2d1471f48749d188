import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SessionResponseSchema } from '@fiz/core/session';
import { apiGet, apiSession } from '../harness/api.js';
import { DESKTOP, expectAccessible, useBrowser } from '../harness/browser.js';
import { EXPIRED, registerCook, updateCook, type E2eCook } from '../harness/cooks.js';
import { signIn } from '../harness/session.js';

const browser = useBrowser(DESKTOP);

async function submitLogin(page: Page, cook: E2eCook) {
  await page.goto('/login');
  await page.getByLabel(/^Email/).fill(cook.email);
  await page.getByLabel(/^Password/).fill(cook.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function mainNavigation(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  if ((await nav.count()) === 0) return [];
  return nav.getByRole('link').allInnerTexts();
}

describe('an Expired cook', () => {
  it('lands on /upgrade with the warning, sees only Upgrade, and is kept off the dashboard', async () => {
    const cook = await registerCook();
    await updateCook(cook.email, EXPIRED);
    const page = await browser.newPage();
    await submitLogin(page, cook);
    await page.waitForURL('**/upgrade');
    await expect.poll(() => page.getByText('Your free trial or membership has ended').isVisible()).toBe(true);
    expect(await mainNavigation(page)).toEqual(['Upgrade']);
    expect(await page.getByText('Status: Expired').isVisible()).toBe(true);
    await expectAccessible(page);

    await page.goto('/dashboard');
    await page.waitForURL('**/upgrade');
    await page.goto('/fizhelp');
    await page.waitForURL('**/upgrade');
  });
});

describe('the navigation for each status', () => {
  const NORMAL = ['Recipes', 'Chef Basil', 'Contact', 'Help', 'About'];

  it.each([
    ['Free', { user_access: 'Free' }, NORMAL],
    ['Member', { user_access: 'Member', user_start_paid_date: '2026-01-01', user_end_paid_date: '2099-01-01' }, NORMAL],
    ['Life', { user_access: 'Life' }, NORMAL],
    ['Admin', { user_access: 'Admin' }, [...NORMAL, 'Admin']],
  ])('%s sees %j', async (status, changes, expected) => {
    const cook = await registerCook();
    await updateCook(cook.email, changes);
    const page = await browser.newPage();
    await signIn(page, cook);
    await expect.poll(() => mainNavigation(page)).toEqual(expected);
    expect(await page.getByText(`Status: ${status}`).isVisible()).toBe(true);
    const badge = page.getByText(/^User id \d+ · Admin$/);
    expect(await badge.isVisible()).toBe(status === 'Admin');
  });

  it('shows no navigation and no Logout to a visitor, and sends them to login from a member page', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await expect.poll(() => page.getByRole('link', { name: 'Register' }).isVisible()).toBe(true);
    expect(await mainNavigation(page)).toEqual([]);
    expect(await page.getByRole('link', { name: 'Logout' }).count()).toBe(0);
    await page.goto('/aboutfiz');
    await page.waitForURL('**/login');
  });

  it('shows the section links by path, each group with its Dashboard link', async () => {
    const cook = await registerCook();
    const page = await browser.newPage();
    await signIn(page, cook);
    const section = page.getByRole('navigation', { name: 'Section' });
    await page.getByRole('link', { name: 'About' }).click();
    await expect
      .poll(() => section.getByRole('link').allInnerTexts())
      .toEqual(['Dashboard', 'About', 'Privacy', 'Terms of Use']);
    await expectAccessible(page);
    await section.getByRole('link', { name: 'Privacy' }).click();
    await expect.poll(() => page.getByText('Effective Feb 1, 2025').isVisible()).toBe(true);
    await expectAccessible(page);
    await section.getByRole('link', { name: 'Terms of Use' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Terms of Use', level: 1 }).isVisible()).toBe(true);
    await expectAccessible(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Help' }).click();
    await expect
      .poll(() => section.getByRole('link').allInnerTexts())
      .toEqual(['Dashboard', 'Fiz Help', 'Conversions']);
    await page.getByRole('button', { name: 'Cup and tablespoon sizes' }).click();
    await expect.poll(() => page.getByText(/236\.588 ml/).isVisible()).toBe(true);
    expect(await page.getByText(/14\.7868 ml/).isVisible()).toBe(true);
    await expectAccessible(page);
  });

  it('sends a signed-in cook from / to the dashboard', async () => {
    const cook = await registerCook();
    const page = await browser.newPage();
    await signIn(page, cook);
    await page.goto('/');
    await page.waitForURL('**/dashboard');
  });

  it("shows a cook their own recipe list at another cook's list address, which only an Admin may read", async () => {
    const other = await registerCook();
    const { user } = SessionResponseSchema.parse(await (await apiGet(await apiSession(other), '/session')).json());
    const cook = await registerCook();
    const page = await browser.newPage();
    await signIn(page, cook);
    await page.goto(`/recipelist/${user!.user_id}`);
    await page.waitForURL((url: URL) => url.pathname === '/recipelist');
    await expect.poll(() => page.getByRole('heading', { name: 'My Recipe List', level: 1 }).isVisible()).toBe(true);
  });
});
