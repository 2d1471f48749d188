import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { CONTACT_FEEDBACK } from '@fiz/core/contact';
import { onBareSite } from '../harness/bare-site.js';
import { expectAccessible, PHONE, useBrowser } from '../harness/browser.js';
import { EXPIRED, newCook, registerCook, updateCook } from '../harness/cooks.js';
import { signInOnPhone } from '../harness/session.js';
import { ADMIN_EMAIL } from '../harness/site-settings.js';
import { uniqueTag } from '../harness/tag.js';

const browser = useBrowser(PHONE);

const findRecipes = (page: Page) => page.getByRole('heading', { name: 'Find Recipes', level: 1 });

it('registers a name with a space, hyphen and apostrophe from the phone, and refuses digits', async () => {
  const page = await browser.newPage();
  await page.goto('/mlogin');
  await page.getByRole('link', { name: 'Register for a free 30-day trial' }).click();
  await page.waitForURL('**/register?from=mobile');
  const cook = newCook('Mary');
  await page.getByLabel(/^First Name/).fill('Mary Jo 2');
  await page.getByLabel(/^Email/).focus();
  await expect.poll(() => page.getByText('Alpha characters only').isVisible()).toBe(true);
  await page.getByLabel(/^First Name/).fill("Mary-Jo O'Neil");
  await page.getByLabel(/^Email/).fill(cook.email);
  await page.getByLabel(/^Password/).fill(cook.password);
  await page.getByLabel(/^Repeat Password/).fill(cook.password);
  await expect.poll(() => page.getByText('Alpha characters only').count()).toBe(0);
  await page.getByRole('button', { name: 'Register' }).click();
  await page.waitForURL('**/mlogin', { timeout: 5000 });
  await expect.poll(() => page.getByRole('heading', { name: 'Welcome to Fiz' }).isVisible()).toBe(true);
  await page.getByLabel(/^Password/).fill(cook.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/mrecipes');
  await expect.poll(() => findRecipes(page).isVisible()).toBe(true);
});

it("sends a cook signed in on the phone from /login and /register to the phone's recipes, Expired or not", async () => {
  const cook = await registerCook(newCook('Noor'));
  const page = await browser.newPage();
  await signInOnPhone(page, cook);
  for (const path of ['/login', '/register', '/register?from=mobile']) {
    await page.goto(path);
    await page.waitForURL('**/mrecipes');
    await expect.poll(() => findRecipes(page).isVisible()).toBe(true);
  }
  await updateCook(cook.email, EXPIRED);
  await page.goto('/login');
  await page.waitForURL('**/mrecipes');
  await expect.poll(() => findRecipes(page).isVisible()).toBe(true);
});

it('takes an Expired cook on from Upgrade to their recipes, and names the owner where payments are not set up', async () => {
  const cook = await registerCook(newCook('Ulla'));
  await updateCook(cook.email, EXPIRED);
  const page = await browser.newPage(onBareSite());
  await signInOnPhone(page, cook);
  await page.goto('/upgrade');
  const notice = page.getByRole('status').filter({ hasText: 'Payments are not available on this server.' });
  await expect.poll(() => notice.innerText()).toContain(`write to the site's owner at ${ADMIN_EMAIL}`);
  expect(await page.getByRole('button', { name: 'Yes! Sign Me Up!' }).getAttribute('aria-disabled')).toBe('true');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/mrecipes');
  await expect.poll(() => findRecipes(page).isVisible()).toBe(true);
});

it('checks Contact Us as it is filled in on a phone, and says when the message waits to be emailed', async () => {
  const cook = await registerCook(newCook('Vera'));
  const page = await browser.newPage(onBareSite());
  await signInOnPhone(page, cook);
  await page.goto('/contact');
  await page.getByLabel(/^Subject/).focus();
  await page.getByLabel(/^Message/).focus();
  await expect.poll(() => page.getByText('Subject is required').isVisible()).toBe(true);
  await page.getByLabel(/^Subject/).fill(`Phone ${uniqueTag('Vox')}`);
  await page.getByLabel(/^Message/).fill('Written in the kitchen.');
  await expect.poll(() => page.getByText('Subject is required').count()).toBe(0);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect.poll(() => page.getByText(CONTACT_FEEDBACK.queued).isVisible()).toBe(true);
  await expectAccessible(page);
});
