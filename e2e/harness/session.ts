import type { Page } from 'playwright-core';
import type { E2eCook } from './cooks.js';

/** Fills the login form the page shows (desktop or phone) with the cook's details and presses Login. */
export async function logIn(page: Page, cook: E2eCook): Promise<void> {
  await page.getByLabel(/^Email/).fill(cook.email);
  await page.getByLabel(/^Password/).fill(cook.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Signs in through the desktop login page and waits for the dashboard. */
export async function signIn(page: Page, cook: E2eCook): Promise<void> {
  await page.goto('/login');
  await logIn(page, cook);
  await page.waitForURL('**/dashboard');
}

/** Signs in through the mobile login page and waits for Find Recipes. */
export async function signInOnPhone(page: Page, cook: E2eCook): Promise<void> {
  await page.goto('/mlogin');
  await logIn(page, cook);
  await page.waitForURL('**/mrecipes');
}
