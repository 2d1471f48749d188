import type { Page } from 'playwright-core';
import type { E2eCook } from './cooks.js';

async function fillLogin(page: Page, cook: E2eCook): Promise<void> {
  await page.getByLabel(/^Email/).fill(cook.email);
  await page.getByLabel(/^Password/).fill(cook.password);
}

/** Fills the login form the page shows (desktop or phone) with the cook's details and presses Login. */
export async function logIn(page: Page, cook: E2eCook): Promise<void> {
  await fillLogin(page, cook);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Signs in through the desktop login page from the keyboard (Enter in the form) and waits for the dashboard. */
export async function signInByKeyboard(page: Page, cook: E2eCook): Promise<void> {
  await page.goto('/login');
  await fillLogin(page, cook);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/dashboard');
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
