import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { useBrowser } from './browser.js';
import { newCook, registerAdmin, type E2eCook } from './cooks.js';
import { signIn } from './session.js';
import { uniqueTag } from './tag.js';

/** Other specs register cooks on the same server at the same time, so every name here carries its own word. */
export const cookNamed = (prefix: string) => newCook(uniqueTag(prefix));

export const rows = (page: Page) => page.getByTestId('user-row');
export const rowOf = (page: Page, email: string) => rows(page).filter({ hasText: email });
export const cells = (row: Locator) => row.getByRole('cell').allInnerTexts();

export async function signedInAdmin(browser: ReturnType<typeof useBrowser>): Promise<{ page: Page; admin: E2eCook }> {
  const admin = await registerAdmin(cookNamed('Ada'));
  const page = await browser.newPage();
  await signIn(page, admin);
  return { page, admin };
}

/**
 * Opens the User Listing at the cook's row. Newest cooks come first, so a cook just registered is on page 1
 * unless other specs registered many more meanwhile: then the pages are read on from there.
 */
export async function openRowOf(page: Page, email: string): Promise<Locator> {
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

export const userIdOf = async (row: Locator) => (await cells(row))[0]!;
