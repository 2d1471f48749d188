import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { addDays, todayIn } from '@fiz/core/calendar';
import { expectAccessible, PHONE, useBrowser } from '../harness/browser.js';
import { MEMBER, newCook, registerCook, updateCook } from '../harness/cooks.js';
import { signInOnPhone } from '../harness/session.js';

const browser = useBrowser(PHONE);

/** d/m/yyyy, as the app writes a day (spec 9). */
function shownDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return `${day}/${month}/${year}`;
}

async function findRecipesShown(page: Page): Promise<void> {
  await expect.poll(() => page.getByRole('heading', { name: 'Find Recipes', level: 1 }).isVisible()).toBe(true);
  await page.waitForLoadState('networkidle');
}

it("warns a cook on the phone in their trial's last week, with the way to become a member", async () => {
  const cook = await registerCook(newCook('Tess'));
  const lastDay = addDays(todayIn('UTC'), 3);
  await updateCook(cook.email, { user_free_expiry_date: lastDay });
  const page = await browser.newPage();
  await signInOnPhone(page, cook);
  const reminder = page.getByText(`Your free trial runs until ${shownDay(lastDay)} (3 days left).`);
  await expect.poll(() => reminder.isVisible()).toBe(true);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Become a member' }).click();
  await page.waitForURL('**/upgrade');
  await expect.poll(() => page.getByRole('button', { name: 'Yes! Sign Me Up!' }).isVisible()).toBe(true);
});

it('says nothing on the phone while the trial or the paid year has more than a week to go', async () => {
  const trial = await registerCook(newCook('Theo'));
  await updateCook(trial.email, { user_free_expiry_date: addDays(todayIn('UTC'), 8) });
  const page = await browser.newPage();
  await signInOnPhone(page, trial);
  await findRecipesShown(page);
  expect(await page.getByText('Your free trial runs until').count()).toBe(0);

  const member = await registerCook(newCook('Mona'));
  await updateCook(member.email, { ...MEMBER, user_end_paid_date: addDays(todayIn('UTC'), 20) });
  const memberPage = await browser.newPage();
  await signInOnPhone(memberPage, member);
  await findRecipesShown(memberPage);
  expect(await memberPage.getByText('Your membership runs until').count()).toBe(0);
});

it('reminds a member on the phone in their last week, and brings them back to their recipes after paying', async () => {
  const member = await registerCook(newCook('Rhea'));
  const lastDay = addDays(todayIn('UTC'), 5);
  await updateCook(member.email, { ...MEMBER, user_end_paid_date: lastDay });
  const page = await browser.newPage();
  await signInOnPhone(page, member);
  const reminder = page.getByText(`Your membership runs until ${shownDay(lastDay)} (5 days left).`);
  await expect.poll(() => reminder.isVisible()).toBe(true);

  await page.getByRole('link', { name: 'Renew' }).click();
  await page.waitForURL('**/upgrade');
  await page.getByRole('button', { name: 'Yes! Sign Me Up!' }).click();
  await page.waitForURL(/\/pay\/cs_test_/);
  await page.getByRole('button', { name: 'Pay A$39.00' }).click();
  await page.waitForURL(/\/upgraderesponse\?success=true/);
  const thanks = page.getByRole('dialog', { name: 'Thank you for becoming a Fiz member!' });
  await expect.poll(() => thanks.isVisible()).toBe(true);

  // The phone's way on is its own recipes, not the desktop dashboard.
  await thanks.getByRole('button', { name: 'Back to Recipes' }).click();
  await page.waitForURL('**/mrecipes');
  await findRecipesShown(page);
  expect(await page.getByText('Your membership runs until').count()).toBe(0);
});
