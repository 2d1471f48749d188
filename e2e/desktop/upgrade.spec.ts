import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '@fiz/core/calendar';
import { onBareSite } from '../harness/bare-site.js';
import { DESKTOP, expectAccessible, useBrowser } from '../harness/browser.js';
import { ADMIN_EMAIL } from '../harness/site-settings.js';
import { EXPIRED, MEMBER, newCook, registerAdmin, registerCook, updateCook, type E2eCook } from '../harness/cooks.js';
import { holdRequest } from '../harness/hold.js';
import { signIn } from '../harness/session.js';

const browser = useBrowser(DESKTOP);

/** Signs an Expired cook in through the login page, which sends them to /upgrade; on the bare site if asked. */
async function expiredCookOnUpgrade(options: BrowserContextOptions = {}): Promise<{ page: Page; cook: E2eCook }> {
  const cook = await registerCook(newCook('Esme'));
  await updateCook(cook.email, EXPIRED);
  const page = await browser.newPage(options);
  await page.goto('/login');
  await page.getByLabel(/^Email/).fill(cook.email);
  await page.getByLabel(/^Password/).fill(cook.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/upgrade');
  await expect.poll(() => page.getByText('Your free trial or membership has ended').isVisible()).toBe(true);
  return { page, cook };
}

const signUpButton = (page: Page) => page.getByRole('button', { name: 'Yes! Sign Me Up!' });

async function mainNavigation(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  if ((await nav.count()) === 0) return [];
  return nav.getByRole('link').allInnerTexts();
}

describe('signing up from /upgrade', () => {
  it('takes an Expired cook through checkout and back as a Member', async () => {
    const { page } = await expiredCookOnUpgrade();
    expect(await page.getByText('Status: Expired').isVisible()).toBe(true);
    await expectAccessible(page);

    await signUpButton(page).click();
    await page.waitForURL(/\/pay\/cs_test_/);
    await page.getByRole('button', { name: 'Pay A$39.00' }).click();
    await page.waitForURL(/\/upgraderesponse\?success=true&session_id=cs_test_/);

    const thanks = page.getByRole('dialog', { name: 'Thank you for becoming a Fiz member!' });
    await expect.poll(() => thanks.isVisible()).toBe(true);
    expect(await thanks.getByText(/^Your membership is paid until \d{1,2}\/\d{1,2}\/\d{4}\./).isVisible()).toBe(true);
    expect(await page.getByText('Status: Member').isVisible()).toBe(true);
    await expectAccessible(page);

    await thanks.getByRole('button', { name: 'Go to Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByRole('heading', { name: 'Dashboard', level: 1 }).isVisible()).toBe(true);
    expect(await mainNavigation(page)).toEqual(['Recipes', 'Chef Basil', 'Contact', 'Help', 'About']);
    expect(await page.getByText('Status: Member').isVisible()).toBe(true);
  });

  it('brings a cook who cancels the checkout back to /upgrade, still Expired', async () => {
    const { page } = await expiredCookOnUpgrade();
    await signUpButton(page).click();
    await page.waitForURL(/\/pay\/cs_test_/);
    await page.getByRole('link', { name: 'Cancel and go back' }).click();
    await page.waitForURL('**/upgrade?cancelled=true');
    await expect
      .poll(() => page.getByText('You left the checkout before paying, so you were not charged.').isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText('Your free trial or membership has ended').isVisible()).toBe(true);
    expect(await page.getByText('Status: Expired').isVisible()).toBe(true);
    expect(await mainNavigation(page)).toEqual(['Upgrade']);
    expect(await signUpButton(page).isEnabled()).toBe(true);
  });

  it('starts one checkout however often the button is pressed', async () => {
    const { page } = await expiredCookOnUpgrade();
    let checkouts = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/create-checkout-session')) checkouts += 1;
    });
    await signUpButton(page).dblclick();
    await signUpButton(page)
      .click({ timeout: 500 })
      .catch(() => undefined);
    await page.waitForURL(/\/pay\/cs_test_/);
    expect(checkouts).toBe(1);
  });

  it('keeps the button busy while the checkout starts', async () => {
    const { page } = await expiredCookOnUpgrade();
    const release = await holdRequest(page, '/api/create-checkout-session');
    await signUpButton(page).click();
    await expect.poll(() => signUpButton(page).getAttribute('aria-busy')).toBe('true');
    release();
    await page.waitForURL(/\/pay\/cs_test_/);
  });

  it('says at once when the server takes no payments, with the owner to write to, and starts no checkout', async () => {
    const { page } = await expiredCookOnUpgrade(onBareSite());
    const notice = page.getByRole('status').filter({ hasText: 'Payments are not available on this server.' });
    await expect.poll(() => notice.innerText()).toContain(ADMIN_EMAIL);
    expect(await notice.innerText()).toBe(
      `Payments are not available on this server. To become a member, write to the site's owner at ${ADMIN_EMAIL}, who can make you one.`,
    );
    expect(await notice.getByRole('link', { name: ADMIN_EMAIL }).getAttribute('href')).toBe(
      `mailto:${ADMIN_EMAIL}?subject=Fiz%20membership`,
    );
    // Contact Us stays closed to an Expired cook (spec 2.1): the address is the way to the owner.
    expect(await mainNavigation(page)).toEqual(['Upgrade']);
    const checkouts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/create-checkout-session')) checkouts.push(request.url());
    });
    expect(await signUpButton(page).getAttribute('aria-disabled')).toBe('true');
    // Marked disabled but focusable (BusyButton): pressed all the same, it starts nothing.
    await signUpButton(page).click({ force: true });
    expect(await notice.count()).toBe(1);
    expect(checkouts).toEqual([]);
    expect(page.url()).toMatch(/\/upgrade$/);
    await expectAccessible(page);
  });

  it('shows the server refusing the checkout and stays on the page', async () => {
    const { page } = await expiredCookOnUpgrade();
    // The server's own refusal, as it answers a checkout for someone else.
    await page.route('**/api/create-checkout-session', (route) =>
      route.fulfill({ status: 403, json: { message: 'You can only sign yourself up.' } }),
    );
    await signUpButton(page).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'You can only sign yourself up.' }).count())
      .toBe(1);
    expect(page.url()).toMatch(/\/upgrade$/);
    expect(await signUpButton(page).isEnabled()).toBe(true);
  });
});

describe('a status that changes while the app is open', () => {
  it('takes a cook whose trial ends to /upgrade at their next refused request', async () => {
    const cook = await registerCook(newCook('Otto'));
    const page = await browser.newPage();
    await signIn(page, cook);
    await page.goto('/recipes');
    await expect.poll(() => page.getByText('Status: Free').isVisible()).toBe(true);
    await updateCook(cook.email, EXPIRED);
    await page.getByRole('navigation', { name: 'Section' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL('**/upgrade');
    await expect.poll(() => page.getByText('Your free trial or membership has ended').isVisible()).toBe(true);
    expect(await mainNavigation(page)).toEqual(['Upgrade']);
  });

  it("takes a cook still Expired on from Continue to the phone's recipes, and one renewed meanwhile to the dashboard", async () => {
    const { page } = await expiredCookOnUpgrade();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/mrecipes');
    await expect.poll(() => page.getByRole('heading', { name: 'Find Recipes', level: 1 }).isVisible()).toBe(true);

    const renewed = await expiredCookOnUpgrade();
    await updateCook(renewed.cook.email, MEMBER);
    await renewed.page.getByRole('button', { name: 'Continue' }).click();
    await renewed.page.waitForURL('**/dashboard');
    await expect.poll(() => renewed.page.getByText('Status: Member').isVisible()).toBe(true);
  });
});

it('tells a Life member there is nothing to pay, with no sign-up button', async () => {
  const cook = await registerCook(newCook('Lily'));
  await updateCook(cook.email, { user_access: 'Life' });
  const page = await browser.newPage();
  await signIn(page, cook);
  await page.goto('/upgrade');
  const notice = page.getByRole('status').filter({
    hasText: 'Your Life membership already includes everything, so there is nothing to pay.',
  });
  await expect.poll(() => notice.isVisible()).toBe(true);
  expect(await signUpButton(page).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Continue' }).isVisible()).toBe(true);
  // Nor is Upgrade offered in the header, to a Life member or an Admin; a trial cook still has it.
  const header = page.getByRole('banner');
  expect(await header.getByRole('link', { name: 'Logout' }).isVisible()).toBe(true);
  expect(await header.getByRole('link', { name: 'Upgrade' }).count()).toBe(0);
  const admin = await browser.newPage();
  await signIn(admin, await registerAdmin());
  expect(await admin.getByRole('banner').getByRole('link', { name: 'Logout' }).isVisible()).toBe(true);
  expect(await admin.getByRole('banner').getByRole('link', { name: 'Upgrade' }).count()).toBe(0);
  const trial = await browser.newPage();
  await signIn(trial, await registerCook(newCook('Tara')));
  expect(await trial.getByRole('banner').getByRole('link', { name: 'Upgrade' }).isVisible()).toBe(true);
});

it('tells a member until when they are paid up, and a trial cook when the trial ends, before they pay', async () => {
  const member = await registerCook(newCook('Milo'));
  await updateCook(member.email, MEMBER);
  const page = await browser.newPage();
  await signIn(page, member);
  await page.goto('/upgrade');
  const paidUp = page.getByRole('status').filter({ hasText: 'You are a Fiz member until 1/1/2099.' });
  await expect.poll(() => paidUp.isVisible()).toBe(true);
  expect(await paidUp.innerText()).toContain('Signing up again adds a year after that day.');
  await expectAccessible(page);

  const trial = await registerCook(newCook('Tess'));
  await updateCook(trial.email, { user_free_expiry_date: '2099-03-05' });
  const trialPage = await browser.newPage();
  await signIn(trialPage, trial);
  await trialPage.goto('/upgrade');
  await expect.poll(() => trialPage.getByText('Your free trial runs until 5/3/2099.').isVisible()).toBe(true);
});

it("reminds a member on the dashboard in their year's last month, with the way to renew", async () => {
  const member = await registerCook(newCook('Rena'));
  const lastDay = addDays(todayIn('UTC'), 10);
  await updateCook(member.email, { ...MEMBER, user_end_paid_date: lastDay });
  const page = await browser.newPage();
  await signIn(page, member);
  const [year, month, day] = lastDay.split('-').map(Number);
  // The page counts from the browser's own day, which may be the server's day either side of midnight.
  const reminder = page.getByText(`Your membership runs until ${day}/${month}/${year} (`);
  await expect.poll(() => reminder.isVisible()).toBe(true);
  expect(await reminder.innerText()).toMatch(/\((9|10|11) days left\)\.$/);
  await page.getByRole('link', { name: 'Renew' }).click();
  await page.waitForURL('**/upgrade');

  // A year with months to go is not mentioned.
  await updateCook(member.email, MEMBER);
  const status = page.waitForResponse((response) => response.url().includes('/api/getuserstatus/'));
  await page.goto('/dashboard');
  await status;
  await expect.poll(() => page.getByText(`Welcome, ${member.name}!`).isVisible()).toBe(true);
  expect(await page.getByText('Your membership runs until').count()).toBe(0);
});

describe('/upgraderesponse', () => {
  it('does not thank a Member for a renewal checkout that was not paid', async () => {
    const cook = await registerCook(newCook('Mina'));
    await updateCook(cook.email, MEMBER);
    const page = await browser.newPage();
    await signIn(page, cook);
    await page.goto('/upgrade');
    await signUpButton(page).click();
    await page.waitForURL(/\/pay\/cs_test_/);
    const checkout = new URL(page.url()).pathname.split('/').pop()!;
    await page.goto(`/upgraderesponse?success=true&session_id=${checkout}`);
    await expect.poll(() => page.getByText('Your payment has not been confirmed yet').isVisible()).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);
    // The checkout is still open at Stripe, so checking again may yet confirm it.
    expect(await page.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
  });

  it('says the payment is not confirmed when nothing was paid, and offers to try again', async () => {
    const { page } = await expiredCookOnUpgrade();
    let checks = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/updateuseraccess/')) checks += 1;
    });
    await page.goto('/upgraderesponse?success=true');
    await expect.poll(() => page.getByText('Your payment has not been confirmed yet').isVisible()).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(checks).toBe(1);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => checks).toBe(2);
    await expect.poll(() => page.getByRole('button', { name: 'Try again' }).getAttribute('aria-busy')).toBe(null);
    expect(await page.getByText('Your payment has not been confirmed yet').isVisible()).toBe(true);
    expect(await page.getByText('Status: Expired').isVisible()).toBe(true);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to Upgrade' }).click();
    await page.waitForURL('**/upgrade');
  });

  it('says the server takes no payments rather than waiting for one', async () => {
    const { page } = await expiredCookOnUpgrade();
    await page.route('**/api/payments', (route) =>
      route.fulfill({ json: { available: false, price: '$39 AUD per year' } }),
    );
    await page.goto('/upgraderesponse?success=true');
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Payments are not available on this server.' }).count())
      .toBe(1);
    expect(await page.getByText('Your payment has not been confirmed yet').count()).toBe(0);
  });

  it('is where /upgrade?success=true leads, with the checkout it came back from', async () => {
    const { page } = await expiredCookOnUpgrade();
    await page.goto('/upgrade?success=true&session_id=cs_test_unknown');
    await page.waitForURL('**/upgraderesponse?success=true&session_id=cs_test_unknown');
    await expect.poll(() => page.getByText('Your payment has not been confirmed yet').isVisible()).toBe(true);
    // That checkout is not one of this cook's: waiting would never confirm it.
    expect(await page.getByText('We have no record of this checkout on your account').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Back to Upgrade' }).isVisible()).toBe(true);
  });

  it('sends a visit without success=true to /upgrade', async () => {
    const { page } = await expiredCookOnUpgrade();
    await page.goto('/upgraderesponse');
    await page.waitForURL('**/upgrade');
  });
});
