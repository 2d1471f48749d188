import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiRecipe, apiSession } from '../harness/api.js';
import { DESKTOP, useBrowser } from '../harness/browser.js';
import { EXPIRED, newCook, registerCook, updateCook, type E2eCook } from '../harness/cooks.js';
import { logIn } from '../harness/session.js';

/** A link followed while signed out leads to its page once the cook has logged in. */
const browser = useBrowser(DESKTOP);

/** Logs in on the login page the guard sent the visitor to. */
async function logInWhenAsked(page: Page, cook: E2eCook) {
  await page.waitForURL('**/login');
  await logIn(page, cook);
}

it('opens the page a signed-out cook asked for once they have logged in, with its query', async () => {
  const cook = await registerCook(newCook('Lina'));
  const recipeId = await apiRecipe(await apiSession(cook), 'Quince paste');
  const page = await browser.newPage();
  await page.goto(`/printrecipe/${recipeId}`);
  await logInWhenAsked(page, cook);
  await page.waitForURL(`**/printrecipe/${recipeId}`);
  await expect.poll(() => page.getByRole('heading', { name: 'Quince paste' }).isVisible()).toBe(true);

  const later = await browser.newPage();
  await later.goto('/recipes?order=newest');
  await logInWhenAsked(later, cook);
  await later.waitForURL('**/recipes?order=newest');
});

it('still sends an Expired cook to Upgrade, whatever page they asked for', async () => {
  const cook = await registerCook(newCook('Otto'));
  await updateCook(cook.email, EXPIRED);
  const page = await browser.newPage();
  await page.goto('/recipes');
  await logInWhenAsked(page, cook);
  await page.waitForURL('**/upgrade');
});

it('goes to the dashboard from a plain login', async () => {
  const cook = await registerCook(newCook('Dora'));
  const page = await browser.newPage();
  await page.goto('/login');
  await logInWhenAsked(page, cook);
  await page.waitForURL('**/dashboard');
});

it('closes a print page reached by a link through login back into Fiz, not to the page before the visit', async () => {
  const cook = await registerCook(newCook('Pilar'));
  const recipeId = await apiRecipe(await apiSession(cook), 'Membrillo');
  const page = await browser.newPage();
  // The page the cook was on before following the link: not part of Fiz's pages.
  await page.goto('/api/health');
  await page.goto(`/printrecipe/${recipeId}`);
  await logInWhenAsked(page, cook);
  await page.waitForURL(`**/printrecipe/${recipeId}`);
  await page.getByRole('button', { name: 'Close' }).click();
  await page.waitForURL('**/recipes');
  await expect.poll(() => page.getByRole('heading', { name: 'Your Recipes' }).isVisible()).toBe(true);
});
