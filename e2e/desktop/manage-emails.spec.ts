import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiContactMessage, apiGet, apiSession } from '../harness/api.js';
import { DESKTOP, expectAccessible, useBrowser } from '../harness/browser.js';
import { newCook, registerAdmin, registerCook } from '../harness/cooks.js';
import { signIn } from '../harness/session.js';
import { uniqueTag } from '../harness/tag.js';

const browser = useBrowser(DESKTOP);

/** Other tests share this server (and its messages), so every subject here carries a word no other test uses. */
const TAG = uniqueTag('Vemb');

const card = (page: Page, subject: string) => page.getByRole('article').filter({ hasText: subject });
const showing = (page: Page, subject: string) => card(page, subject).count();

it('lists new, responded and all messages, marks one responded and deletes one after confirming', async () => {
  const cook = await registerCook(newCook('Ivy'));
  const cookie = await apiSession(cook);
  const { user } = (await (await apiGet(cookie, '/session')).json()) as { user: { user_id: number } };
  const message = (subject: string) => ({
    firstname: 'Ivy',
    email: cook.email,
    subject,
    message: 'First line\nSecond line',
    UserId: user.user_id,
    UserName: 'Ivy',
  });
  await apiContactMessage(cookie, message(`${TAG} oven`));
  await apiContactMessage(cookie, message(`${TAG} knives`));

  const page = await browser.newPage();
  await signIn(page, await registerAdmin());
  await page.goto('/mailoutbox');
  await page.getByRole('navigation', { name: 'Section' }).getByRole('link', { name: 'Manage Emails' }).click();
  await expect.poll(() => page.getByRole('heading', { name: 'Email Listing', level: 1 }).isVisible()).toBe(true);
  const radio = (name: string) => page.getByRole('radio', { name: new RegExp(`^${name}`) });
  expect(await radio('New Emails').isChecked()).toBe(true);
  // Each radio shows its count once the counts arrive.
  for (const name of ['New Emails', 'Responded Emails', 'All Emails']) {
    await expect.poll(() => radio(`${name}\\s*\\d+$`).count()).toBe(1);
  }
  await expect.poll(() => showing(page, `${TAG} oven`)).toBe(1);
  expect(await showing(page, `${TAG} knives`)).toBe(1);
  const oven = card(page, `${TAG} oven`);
  expect(await oven.getByText(/First line/).innerText()).toBe('First line\nSecond line');
  expect(await oven.getByText(`From Ivy · ${cook.email}`).isVisible()).toBe(true);
  expect(await oven.getByText(`Cook: Ivy (id ${user.user_id})`).isVisible()).toBe(true);
  expect(await oven.getByText(/^Received \d{2}-\d{2}-\d{4} \d{2}:\d{2}$/).isVisible()).toBe(true);
  await expectAccessible(page);

  await oven.getByRole('button', { name: 'Mark responded' }).click();
  await expect.poll(() => showing(page, `${TAG} oven`)).toBe(0);
  expect(await showing(page, `${TAG} knives`)).toBe(1);

  await radio('Responded Emails').check();
  await expect.poll(() => showing(page, `${TAG} oven`)).toBe(1);
  expect(await showing(page, `${TAG} knives`)).toBe(0);
  expect(await oven.getByText(/^Responded \d{2}-\d{2}-\d{4} \d{2}:\d{2}$/).isVisible()).toBe(true);
  expect(await oven.getByRole('button', { name: 'Mark responded' }).count()).toBe(0);

  await radio('All Emails').check();
  await expect.poll(() => showing(page, `${TAG} knives`)).toBe(1);
  expect(await showing(page, `${TAG} oven`)).toBe(1);

  await card(page, `${TAG} knives`).getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete message' });
  await expect.poll(() => dialog.isVisible()).toBe(true);
  expect(await dialog.getByText('Delete this message from Ivy? This cannot be undone.').isVisible()).toBe(true);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => dialog.count()).toBe(0);
  expect(await showing(page, `${TAG} knives`)).toBe(1);

  await card(page, `${TAG} knives`).getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect.poll(() => showing(page, `${TAG} knives`)).toBe(0);
  expect(await showing(page, `${TAG} oven`)).toBe(1);
});

it('keeps a cook who is not an Admin off the admin pages and their API', async () => {
  const cook = await registerCook(newCook('Noor'));
  const page = await browser.newPage();
  await signIn(page, cook);
  for (const path of ['/manageemails', '/mailoutbox']) {
    await page.goto(path);
    await page.waitForURL('**/dashboard');
  }
  const cookie = await apiSession(cook);
  for (const path of ['/getuseremails/new', '/emailcounts/', '/mailoutbox?status=all']) {
    expect((await apiGet(cookie, path)).status, path).toBe(403);
  }
});
