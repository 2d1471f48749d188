import { expect, inject, it } from 'vitest';
import { apiRecipe, apiSession } from '../harness/api.js';
import { appTookOver, expectAccessible, PHONE, useBrowser } from '../harness/browser.js';
import { EXPIRED, newCook, registerAdmin, registerCook, updateCook } from '../harness/cooks.js';
import { logIn, signInOnPhone } from '../harness/session.js';

const browser = useBrowser(PHONE);

it('sends a phone at / to the mobile login, a welcome page that passes the accessibility check', async () => {
  const page = await browser.newPage();
  await page.goto('/');
  await page.waitForURL('**/mlogin');
  await expect.poll(() => page.getByRole('heading', { name: 'Welcome to Fiz' }).isVisible()).toBe(true);
  await expectAccessible(page);
});

it("opens a signed-in cook's recipes in one paint, with no loading spinner first", async () => {
  const page = await browser.newPage();
  await signInOnPhone(page, await registerCook());
  // Records, from the first byte of the next page, whether the account's loading spinner is ever shown.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('[aria-label="Loading your account"]')) document.documentElement.dataset.spun = 'yes';
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/mrecipes');
  await expect.poll(() => page.getByPlaceholder('Search name, notes and methods...').isVisible()).toBe(true);
  expect(await page.evaluate(() => document.documentElement.dataset.spun)).toBeUndefined();
});

it('paints the welcome page and Find Recipes from the HTML, before any script runs, and the app then takes over', async () => {
  // The server's HTML alone: what a phone shows while the app's code downloads.
  const noScript = await browser.newPage({ javaScriptEnabled: false });
  await noScript.goto('/mlogin');
  expect(await noScript.locator('h1', { hasText: 'Welcome to Fiz' }).isVisible()).toBe(true);
  expect(await noScript.locator('button', { hasText: 'Login' }).isVisible()).toBe(true);
  // Inert: nothing can be typed into it, so nothing typed is lost when the live page replaces it.
  expect(await noScript.locator('#root > [inert]').count()).toBe(1);
  // Find Recipes is drawn for a signed-in cook: a visitor with no session gets the empty page the app starts from.
  await noScript.goto('/mrecipes');
  expect(await noScript.locator('#root').innerHTML()).toBe('');
  const [name, value] = (await apiSession(await registerCook())).split('=') as [string, string];
  await noScript.context().addCookies([{ name, value, url: inject('baseUrl') }]);
  await noScript.goto('/mrecipes');
  expect(await noScript.locator('h1', { hasText: 'Find Recipes' }).isVisible()).toBe(true);
  expect(await noScript.getByText('Loading…').isVisible()).toBe(true);
  const shopTab = noScript.getByRole('navigation', { name: 'Mobile' }).locator('.fiz-mobile-tab', { hasText: 'Shop' });
  expect(await shopTab.getAttribute('href')).toBe('/mshopping');
  // An Expired cook's drawing has the tabs they cannot open disabled from the start.
  const expired = await registerCook();
  await updateCook(expired.email, EXPIRED);
  const [, expiredValue] = (await apiSession(expired)).split('=') as [string, string];
  await noScript.context().addCookies([{ name, value: expiredValue, url: inject('baseUrl') }]);
  await noScript.goto('/mrecipes');
  expect(await shopTab.getAttribute('aria-disabled')).toBe('true');
  expect(await shopTab.getAttribute('href')).toBeNull();

  const page = await browser.newPage();
  await page.goto('/mlogin');
  await appTookOver(page);
  expect(await page.locator('h1').allTextContents()).toEqual(['Welcome to Fiz']);
  await page.getByLabel('Email').fill('cook@example.com');
  expect(await page.getByLabel('Email').inputValue()).toBe('cook@example.com');
});

it('starts, logs in and lists the recipes without breaking its own Content-Security-Policy', async () => {
  const page = await browser.newPage();
  // The browser reports what the policy blocked, even where the page's code caught the error (zod's eval probe).
  await page.addInitScript(() => {
    const blocked: string[] = [];
    Object.assign(window, { blocked });
    document.addEventListener('securitypolicyviolation', (event) => blocked.push(event.violatedDirective));
  });
  await signInOnPhone(page, await registerCook());
  await expect.poll(() => page.getByPlaceholder('Search name, notes and methods...').isVisible()).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { blocked: string[] }).blocked)).toEqual([]);
});

it("opens the other site's pages in the same page, though the app starts with only its own site's routes", async () => {
  const page = await browser.newPage();
  // A navigation inside the app, as a link would make it, with a mark that a reload would wipe out.
  const goInside = (path: string) =>
    page.evaluate((to) => {
      Object.assign(window, { sameDocument: true });
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  const stayedInPage = () => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument);

  await page.goto('/mlogin');
  await expect.poll(() => page.getByRole('heading', { name: 'Welcome to Fiz' }).isVisible()).toBe(true);
  await goInside('/register');
  await expect.poll(() => page.getByRole('heading', { name: 'Register' }).isVisible()).toBe(true);
  expect(await stayedInPage()).toBe(true);

  await page.goto('/register');
  await expect.poll(() => page.getByRole('heading', { name: 'Register' }).isVisible()).toBe(true);
  await goInside('/mlogin');
  await expect.poll(() => page.getByRole('heading', { name: 'Welcome to Fiz' }).isVisible()).toBe(true);
  await goInside('/no-such-page');
  await expect.poll(() => page.getByText('There is no page at this address.').isVisible()).toBe(true);
  expect(await stayedInPage()).toBe(true);
});

it('keeps the full site for a phone that asked for it with ?desktop=1, until ?desktop=0', async () => {
  const page = await browser.newPage();
  await page.goto('/?desktop=1');
  await expect.poll(() => page.getByRole('link', { name: 'Register' }).isVisible()).toBe(true);
  await page.goto('/');
  await expect.poll(() => page.getByRole('link', { name: 'Register' }).isVisible()).toBe(true);
  expect(new URL(page.url()).pathname).toBe('/');
  // ?desktop=0 forgets it: the phone gets the mobile site again.
  await page.goto('/?desktop=0');
  await page.waitForURL('**/mlogin');
});

it('registers from the phone login and comes back to it, the email filled in, then on to Find Recipes', async () => {
  const cook = newCook('Pia');
  const page = await browser.newPage();
  await page.goto('/mlogin');
  await page.getByRole('link', { name: 'Register for a free 30-day trial' }).click();
  await page.getByLabel(/^First Name/).fill(cook.name);
  await page.getByLabel(/^Email/).fill(cook.email);
  await page.getByLabel(/^Password/).fill(cook.password);
  await page.getByLabel(/^Repeat Password/).fill(cook.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await page.waitForURL('**/mlogin', { timeout: 5000 });
  expect(await page.getByLabel(/^Email/).inputValue()).toBe(cook.email);
  await page.getByLabel(/^Password/).fill(cook.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/mrecipes');
});

it('checks the mobile login and words its failure for the phone', async () => {
  const cook = await registerCook();
  const page = await browser.newPage();
  await page.goto('/mlogin');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect.poll(() => page.getByText('Email is required').isVisible()).toBe(true);
  await page.getByLabel(/^Email/).fill(cook.email);
  await page.getByLabel(/^Password/).fill('wrong123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect
    .poll(() => page.getByText('Login failed. Please check your details and try again.').isVisible())
    .toBe(true);
});

it('gives a signed-in cook the five tabs, and logs out to /mlogin', async () => {
  const cook = await registerCook();
  const page = await browser.newPage();
  await signInOnPhone(page, cook);
  await page.goto('/mhelp');
  const tabs = page.getByRole('navigation', { name: 'Mobile' });
  await expect.poll(() => tabs.getByRole('link').allInnerTexts()).toEqual(['Recipes', 'Shop', 'Chef', 'Calc', 'Help']);
  await page.getByRole('button', { name: 'Cup and tablespoon sizes' }).click();
  await expect.poll(() => page.getByText(/236\.588 ml/).isVisible()).toBe(true);
  // The phone's help is about the phone: topics of the full site only are left out.
  expect(await page.getByRole('button', { name: 'Shopping list' }).isVisible()).toBe(true);
  expect(await page.getByRole('button', { name: 'Entering a recipe' }).count()).toBe(0);
  await expectAccessible(page);
  // Signed in, the login page goes on to the recipes.
  await page.goto('/mlogin');
  await page.waitForURL('**/mrecipes');

  await page.getByRole('link', { name: 'Log out' }).click();
  await page.waitForURL('**/mlogin');
  await expect.poll(() => page.getByRole('heading', { name: 'Welcome to Fiz' }).isVisible()).toBe(true);
  await page.goto('/mhelp');
  await page.waitForURL('**/mlogin');
});

it('shows an Admin their badge on the phone too, and it leads back to Site Admin', async () => {
  const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await signInOnPhone(page, await registerAdmin());
  const badge = page.getByRole('link', { name: /^Site Admin: User id \d+ · Admin$/ });
  await expect.poll(() => badge.isVisible()).toBe(true);
  // Badge and Log out share the header's one row, even at 360 px.
  const header = (await page.locator('header').boundingBox())!;
  for (const inHeader of [badge, page.getByRole('link', { name: 'Log out' })]) {
    const box = (await inHeader.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(header.y + header.height);
  }
  await expectAccessible(page);
  await badge.click();
  await page.waitForURL('**/admin');
  // A cook who is not an Admin has no badge.
  const cookPage = await browser.newPage();
  await signInOnPhone(cookPage, await registerCook());
  await expect.poll(() => cookPage.getByPlaceholder('Search name, notes and methods...').isVisible()).toBe(true);
  expect(await cookPage.getByText(/User id \d+ · Admin/).count()).toBe(0);
});

it("shows a page whose code cannot be downloaded as a message inside the site, with Reload, not the router's error page", async () => {
  const cook = await registerCook();
  // Requests a service worker makes pass by page.route, so the worker is kept out of this test.
  const page = await browser.newPage({ serviceWorkers: 'block' });
  await signInOnPhone(page, cook);
  // What a tab left open across a deploy meets: the page's old file is gone. The browser and React log the
  // failure as console errors, which here are the point, so the harness's listener for them is removed.
  page.removeAllListeners('console');
  await page.route(/\/assets\/MobileHelpPage-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
  await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Help' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'This page could not be loaded.' });
  await expect.poll(() => alert.isVisible()).toBe(true);
  expect(await page.getByRole('navigation', { name: 'Mobile' }).isVisible()).toBe(true);
  expect(await page.getByText('Unexpected Application Error').count()).toBe(0);

  await page.unroute(/\/assets\/MobileHelpPage-[^/]+\.js$/);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect.poll(() => page.getByRole('heading', { name: 'Help', level: 1 }).isVisible()).toBe(true);
});

it('disables Shop, Chef and Calc for an Expired cook, with the tooltip', async () => {
  const cook = await registerCook();
  await updateCook(cook.email, EXPIRED);
  const page = await browser.newPage();
  await signInOnPhone(page, cook);
  await page.goto('/mhelp');
  const tabs = page.getByRole('navigation', { name: 'Mobile' });
  await expect.poll(() => tabs.getByRole('link').allInnerTexts()).toEqual(['Recipes', 'Help']);
  const shop = tabs.getByRole('button', { name: 'Shop' });
  // Under load the tab bar can still be settling after the links appear.
  await expect.poll(() => shop.isVisible()).toBe(true);
  expect(await shop.getAttribute('aria-disabled')).toBe('true');
  await shop.tap({ force: true });
  await expect.poll(() => page.getByText('Upgrade required').isVisible()).toBe(true);
  await expectAccessible(page);
  // A tap's tip goes after a moment, though the tapped tab keeps the focus; tapping another shows only its own.
  await expect.poll(() => page.getByText('Upgrade required').count(), { timeout: 5000 }).toBe(0);
  await tabs.getByRole('button', { name: 'Chef' }).tap({ force: true });
  await expect.poll(() => page.getByText('Upgrade required').count()).toBe(1);
  // Tapping another while a tip shows moves the tip there rather than laying a second over the first.
  const calc = tabs.getByRole('button', { name: 'Calc' });
  await calc.tap({ force: true });
  await expect.poll(() => calc.getAttribute('aria-describedby')).not.toBeNull();
  await page.waitForTimeout(300);
  expect(await page.getByText('Upgrade required').count()).toBe(1);

  // Find Recipes warns, and leads to the Upgrade page.
  await tabs.getByRole('link', { name: 'Recipes' }).tap();
  await expect.poll(() => page.getByText('Your free trial or membership has ended').isVisible()).toBe(true);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Renew or upgrade' }).tap();
  await page.waitForURL('**/upgrade');
});

it('opens the recipe a link led to once the cook has logged in on the phone', async () => {
  const cook = await registerCook(newCook('Lotte'));
  const recipeId = await apiRecipe(await apiSession(cook), 'Fig jam');
  const page = await browser.newPage();
  await page.goto(`/mshowrecipe/${recipeId}`);
  await page.waitForURL('**/mlogin');
  await logIn(page, cook);
  await page.waitForURL(`**/mshowrecipe/${recipeId}`);
  await expect.poll(() => page.getByRole('heading', { name: 'Fig jam' }).isVisible()).toBe(true);
});
