import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { EMAIL_RECIPE_MESSAGES, OutboxListSchema, type OutboxMessage } from '@fiz/core/mail';
import { apiDeleteRecipe, apiGet, apiRecipe, apiSession } from '../harness/api.js';
import { onBareSite } from '../harness/bare-site.js';
import { DESKTOP, expectAccessible, useBrowser } from '../harness/browser.js';
import { newCook, registerAdmin, registerCook } from '../harness/cooks.js';
import { holdRequest } from '../harness/hold.js';
import { signIn } from '../harness/session.js';
import { TRY_LATER_DOMAIN } from '../harness/site-settings.js';
import { uniqueTag } from '../harness/tag.js';

const browser = useBrowser(DESKTOP);

/** Other tests share this server, so every recipe here carries a word no other test uses. */
const TAG = uniqueTag('Plov');

it('emails a recipe from the editor as a PDF, and the Admin finds it in the Mail Outbox', async () => {
  const cook = await registerCook(newCook('Tove'));
  const recipeName = `${TAG} lemon tart`;
  const recipeId = await apiRecipe(await apiSession(cook), recipeName, {
    ingredients: [{ qty: '3', unit: '', item: 'lemons', note: '' }],
    recipeMethod: 'Bake the pastry.\nFill and bake again.',
    recipeYoutubeUrl: 'dQw4w9WgXcQ',
  });
  const friend = `friend.${TAG.toLowerCase()}@example.com`;

  const page = await browser.newPage();
  await signIn(page, cook);
  await page.goto(`/addeditrecipe/${recipeId}`);
  const emailButton = page.getByRole('button', { name: 'Email recipe' });
  await expect.poll(() => emailButton.isVisible()).toBe(true);
  // Spec 2.3: print, email, play video, delete.
  const icons = page.locator(
    ['Print recipe', 'Email recipe', 'Play video', 'Delete recipe'].map((name) => `[aria-label="${name}"]`).join(','),
  );
  expect(await icons.evaluateAll((found) => found.map((icon) => icon.getAttribute('aria-label')))).toEqual([
    'Print recipe',
    'Email recipe',
    'Play video',
    'Delete recipe',
  ]);
  // With changes not yet saved, the dialog says the email carries the saved recipe.
  const unsaved = 'The email sends the recipe as last saved. Update the recipe first to include your changes.';
  await page.getByLabel(/^Recipe Note/).fill('Changed, not saved');
  await emailButton.click();
  const dialog = page.getByRole('dialog', { name: 'Email recipe' });
  await expect.poll(() => dialog.getByText(unsaved).isVisible()).toBe(true);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => dialog.count()).toBe(0);
  await page.getByRole('button', { name: 'Update Recipe' }).click();
  await expect.poll(() => page.getByText('Recipe updated!').isVisible()).toBe(true);

  const updates: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/updaterecipe')) updates.push(request.url());
  });
  await emailButton.click();
  await expect.poll(() => dialog.isVisible()).toBe(true);
  expect(await dialog.getByText(unsaved).count()).toBe(0);
  const address = dialog.getByLabel(/^Recipient email/);
  await expect.poll(() => address.evaluate((input) => input === document.activeElement)).toBe(true);
  await expectAccessible(page);

  await address.fill('not-an-address');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect
    .poll(() => dialog.getByText('Please enter a valid email address to send the recipe to').isVisible())
    .toBe(true);

  const release = await holdRequest(page, '/api/email-recipe-pdf');
  await address.fill(friend);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect.poll(() => dialog.getByText('Sending your recipe...').isVisible()).toBe(true);
  release();
  await expect.poll(() => dialog.getByRole('alert').innerText()).toBe('Email sent with PDF attached!');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect.poll(() => dialog.count()).toBe(0);
  // The editor's own form was not submitted by the modal's.
  expect(updates).toEqual([]);

  const admin = await browser.newPage();
  await signIn(admin, await registerAdmin());
  await admin.goto('/mailoutbox');
  await expect.poll(() => admin.getByRole('heading', { name: 'Mail Outbox', level: 1 }).isVisible()).toBe(true);
  const mail = admin.getByRole('article').filter({ hasText: friend });
  await expect.poll(() => mail.count()).toBe(1);
  expect(await mail.getByRole('heading').innerText()).toBe(`Tove sent you a recipe: ${recipeName}`);
  expect(await mail.getByText('Recipe', { exact: true }).isVisible()).toBe(true);
  expect(await mail.locator('.fiz-outbox-status-sent').isVisible()).toBe(true);
  const attachment = `${TAG.toLowerCase()}-lemon-tart.pdf`;
  expect(await mail.getByText(attachment).isVisible()).toBe(false);
  await mail.getByText('Show message').click();
  await expect.poll(() => mail.getByText(attachment).isVisible()).toBe(true);
  await expectAccessible(admin);

  await admin.getByRole('radio', { name: 'Pending' }).check();
  await expect.poll(() => mail.count()).toBe(0);
  await admin.getByRole('radio', { name: 'Sent' }).check();
  await expect.poll(() => mail.count()).toBe(1);
});

it("offers Edit, Email and Delete on the owner's search card, and keeps the address when sending is refused", async () => {
  const cook = await registerCook(newCook('Ugo'));
  const recipeName = `${TAG} pilaf`;
  await apiRecipe(await apiSession(cook), recipeName);
  const page = await browser.newPage();
  await signIn(page, cook);
  await page.goto('/searchrecipes');
  await page.getByPlaceholder('Search name, notes and methods...').fill(TAG);
  const card = page.getByTestId('recipe-card').filter({ hasText: recipeName });
  await expect.poll(() => card.count()).toBe(1);
  // The card's name opens the recipe too; the owner's tools follow it.
  expect(await card.getByRole('link').or(card.getByRole('button')).allInnerTexts()).toEqual([
    recipeName,
    'Edit',
    'Email',
    'Delete',
  ]);

  await page.route('**/api/email-recipe-pdf', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({
        message: 'You can email up to 20 recipes a day. You can send the next one in about 3 hours.',
      }),
    }),
  );
  await card.getByRole('button', { name: `Email ${recipeName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Email recipe' });
  await dialog.getByLabel(/^Recipient email/).fill('pal@example.com');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect
    .poll(() => dialog.getByRole('alert').innerText())
    .toBe('Failed to send email. You can email up to 20 recipes a day. You can send the next one in about 3 hours.');
  expect(await dialog.getByLabel(/^Recipient email/).inputValue()).toBe('pal@example.com');
  expect(await dialog.getByRole('button', { name: 'Send' }).isEnabled()).toBe(true);
  await expectAccessible(page);
});

it('downloads the recipe as a PDF from the print page, and says so on the page when it is gone', async () => {
  const cook = await registerCook(newCook('Wren'));
  const session = await apiSession(cook);
  const recipeId = await apiRecipe(session, `${TAG} borscht`);
  const page = await browser.newPage();
  await signIn(page, cook);
  await page.goto(`/printrecipe/${recipeId}`);
  const button = page.getByRole('button', { name: 'Download PDF' });
  await expect.poll(() => button.isVisible()).toBe(true);
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe(`${TAG.toLowerCase()}-borscht.pdf`);
  expect(
    readFileSync((await download.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await expectAccessible(page);

  // Deleted meanwhile (from another window): the page says so, in place of the file.
  await apiDeleteRecipe(session, recipeId);
  page.removeAllListeners('console');
  await button.click();
  await expect.poll(() => page.getByRole('alert').innerText()).toBe('That recipe could not be found.');
  expect(page.url()).toContain(`/printrecipe/${recipeId}`);
  await expectAccessible(page);
});

/** Opens the Email dialog on the cook's recipe, sends it to the address and answers what the dialog then says. */
async function emailFromEditor(page: Page, recipeId: number, to: string): Promise<string> {
  await page.goto(`/addeditrecipe/${recipeId}`);
  await page.getByRole('button', { name: 'Email recipe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Email recipe' });
  await dialog.getByLabel(/^Recipient email/).fill(to);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect.poll(() => dialog.getByRole('alert').count()).toBe(1);
  await expectAccessible(page);
  return dialog.getByRole('alert').innerText();
}

/** The Admin's outbox entry for mail to this address, as the Mail Outbox lists it. */
async function outboxEntryFor(to: string): Promise<OutboxMessage | undefined> {
  const admin = await apiSession(await registerAdmin());
  return OutboxListSchema.parse(await (await apiGet(admin, '/mailoutbox')).json()).find((mail) => mail.to === to);
}

it('says the email waits, and will be tried again, when the mail server has not taken it', async () => {
  const cook = await registerCook(newCook('Yara'));
  const recipeId = await apiRecipe(await apiSession(cook), `${TAG} fig jam`);
  const page = await browser.newPage();
  await signIn(page, cook);
  // The test mail server answers "try again later" for this domain, as a busy one does.
  const to = `pal.${TAG.toLowerCase()}@${TRY_LATER_DOMAIN}`;
  expect(await emailFromEditor(page, recipeId, to)).toBe(EMAIL_RECIPE_MESSAGES.retrying);
  expect(await page.getByText('Email sent with PDF attached!').count()).toBe(0);
  expect(await outboxEntryFor(to)).toMatchObject({ status: 'pending', attempts: 1 });
});

it('says the email waits for a mail server where the site has none, and the Admin finds it in the outbox', async () => {
  const cook = await registerCook(newCook('Zeno'));
  const recipeId = await apiRecipe(await apiSession(cook), `${TAG} quince paste`);
  const page = await browser.newPage(onBareSite());
  await signIn(page, cook);
  const to = `aunt.${TAG.toLowerCase()}@example.com`;
  expect(await emailFromEditor(page, recipeId, to)).toBe(
    "Your email is saved and waiting to be sent: this site has no mail server set up yet. It goes out once the site's owner sets one up.",
  );
  // In the outbox for the Admin. (The full site's instance, which shares the database and has a mail server, may
  // have sent it since, as instances share the outbox.)
  expect(await outboxEntryFor(to)).toMatchObject({
    kind: 'recipe',
    subject: `Zeno sent you a recipe: ${TAG} quince paste`,
  });
});
