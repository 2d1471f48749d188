import { expect, it } from 'vitest';
import { DESKTOP, useBrowser } from '../harness/browser.js';
import { newCook, registerCook } from '../harness/cooks.js';
import { focusSeen } from '../harness/focus.js';
import { signInByKeyboard } from '../harness/session.js';

const browser = useBrowser(DESKTOP);

it('focuses the heading of a page redirected to without a ring, and of a page a link led to with one', async () => {
  const cook = await registerCook(newCook('Ilse'));
  const page = await browser.newPage();
  await signInByKeyboard(page, cook);
  await expect.poll(() => focusSeen(page)).toEqual({ focused: 'Dashboard', ring: false });
  // Tab goes on from the heading, and the ring shows on what it reaches.
  await page.keyboard.press('Tab');
  expect(await focusSeen(page)).toMatchObject({ ring: true });

  // A link the cook followed by keyboard: the new page's heading shows where the focus is.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Recipes' }).press('Enter');
  await page.waitForURL('**/recipes');
  await expect.poll(() => focusSeen(page)).toEqual({ focused: 'Your Recipes', ring: true });

  // Signed in, / goes to the dashboard (spec 2.1); signed out, a cook's page goes to Login: no ring either time.
  await page.goto('/');
  await page.waitForURL('**/dashboard');
  await expect.poll(() => focusSeen(page)).toEqual({ focused: 'Dashboard', ring: false });
  await page.context().clearCookies();
  await page.goto('/recipelist');
  await page.waitForURL('**/login');
  await expect.poll(() => focusSeen(page)).toEqual({ focused: 'Login', ring: false });
});
