import type { Locator, Page } from 'playwright-core';
import { SessionResponseSchema } from '@fiz/core/session';
import { ChefQuestionListSchema, CHEF_MESSAGES } from '@fiz/core/chef';
import { expect, it } from 'vitest';
import { apiChefQuestion, apiGet, apiSession } from '../harness/api.js';
import { DESKTOP, expectAccessible, useBrowser } from '../harness/browser.js';
import { newCook, registerCook, type E2eCook } from '../harness/cooks.js';
import { answerWith, holdRequest } from '../harness/hold.js';
import { signIn } from '../harness/session.js';

const browser = useBrowser(DESKTOP);

async function openAskChef(cook: E2eCook): Promise<Page> {
  const page = await browser.newPage();
  await signIn(page, cook);
  await page.goto('/askchef');
  await expect.poll(() => page.getByRole('heading', { name: 'Ask Chef Basil', level: 1 }).isVisible()).toBe(true);
  return page;
}

const questionBox = (page: Page) => page.getByRole('textbox', { name: 'Your question' });
const askButton = (page: Page) => page.getByRole('button', { name: /^(Ask the Chef|Thinking…)$/ });
/** The accordion's controls: Ask Chef Basil's only level 3 headings. */
const questionControls = (page: Page) => page.getByRole('heading', { level: 3 }).getByRole('button');
/** A fade-in may not have begun when the element first shows; half-faded text would fail the contrast check. */
const untilOpaque = (element: Locator) =>
  expect.poll(() => element.evaluate((found) => getComputedStyle(found).opacity)).toBe('1');
const isFocused = (page: Page, name: string) =>
  page.getByRole('button', { name }).evaluate((button) => button === document.activeElement);

it('answers a question, saves it among the previous questions, then clears the form for another', async () => {
  const cook = await registerCook(newCook('Aurelio'));
  const page = await browser.newPage();
  await signIn(page, cook);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Chef Basil' }).click();
  await page.getByRole('link', { name: 'Ask Chef Basil' }).click();
  await page.waitForURL('**/askchef');
  await expect.poll(() => page.getByText('No saved questions yet.', { exact: false }).isVisible()).toBe(true);
  expect(await page.getByRole('heading', { name: 'Your Previous Questions', level: 2 }).isVisible()).toBe(true);
  await expectAccessible(page);

  const release = await holdRequest(page, '/api/ask-chef');
  const answered = page.waitForResponse('**/api/ask-chef');
  await questionBox(page).fill('how many ml in 2 cups');
  await askButton(page).click();
  await expect.poll(() => page.getByText('Chef Basil is thinking...').isVisible()).toBe(true);
  expect(await askButton(page).innerText()).toBe('Thinking…');
  expect(await askButton(page).getAttribute('aria-disabled')).toBe('true');
  // A slow answer does not look stuck.
  const stillThinking = page.getByText('Still thinking: an answer can take up to 30 seconds.');
  expect(await stillThinking.count()).toBe(0);
  await expect.poll(() => stillThinking.isVisible(), { timeout: 10_000 }).toBe(true);
  release();
  const { answer } = (await (await answered).json()) as { answer: string };
  expect(answer).toContain('473');

  const answerCard = page.getByRole('region', { name: 'Chef Basil says' });
  await expect.poll(() => answerCard.isVisible()).toBe(true);
  // innerText keeps the answer's own line breaks only when they are shown as written.
  expect(await answerCard.locator('p').innerText()).toBe(answer);
  expect(await page.getByText('Chef Basil is thinking...').count()).toBe(0);
  expect(await stillThinking.count()).toBe(0);
  expect(await askButton(page).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Ask Another' }).isVisible()).toBe(true);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const saved = page.getByText('Question saved...');
  await expect.poll(() => saved.isVisible()).toBe(true);
  await expect.poll(() => questionControls(page).allInnerTexts()).toEqual(['how many ml in 2 cups']);
  expect(await page.getByRole('button', { name: 'Saved' }).isDisabled()).toBe(true);
  expect(await isFocused(page, 'Ask Another')).toBe(true);
  await expect.poll(() => saved.isVisible(), { timeout: 6000 }).toBe(false);

  await page.getByRole('button', { name: 'Ask Another' }).click();
  await expect.poll(() => questionBox(page).inputValue()).toBe('');
  expect(await questionBox(page).evaluate((input) => input === document.activeElement)).toBe(true);
  expect(await answerCard.count()).toBe(0);
  expect(await askButton(page).innerText()).toBe('Ask the Chef');

  // The saved answer opens from the accordion.
  await questionControls(page).first().click();
  await expect
    .poll(() => page.getByRole('region', { name: 'how many ml in 2 cups' }).locator('p').first().innerText())
    .toBe(answer);
});

it('asks for a question when the box is empty, for 2.5 s, without calling the server', async () => {
  const page = await openAskChef(await registerCook(newCook('Pia')));
  let calls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/ask-chef') calls += 1;
  });
  await questionBox(page).fill('   ');
  await askButton(page).click();
  const warning = page.getByRole('alert').filter({ hasText: CHEF_MESSAGES.emptyQuestion });
  await expect.poll(() => warning.isVisible()).toBe(true);
  expect(await questionBox(page).evaluate((input) => input === document.activeElement)).toBe(true);
  await expectAccessible(page);
  await expect.poll(() => warning.count(), { timeout: 5000 }).toBe(0);
  expect(calls).toBe(0);
  // Asked properly before the warning's time is up, the warning goes at once.
  await askButton(page).click();
  await expect.poll(() => warning.isVisible()).toBe(true);
  await questionBox(page).fill('how long do eggs keep');
  await askButton(page).click();
  await expect.poll(() => calls).toBe(1);
  expect(await warning.count()).toBe(0);
});

it("shows the server's message when Chef Basil refuses, keeping the question typed", async () => {
  const page = await openAskChef(await registerCook(newCook('Tomas')));
  const limit =
    'You have asked Chef Basil 50 times in the last 24 hours, the daily limit. You can ask again in about 3 hours.';
  await page.route('**/api/ask-chef', (route) =>
    route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ message: limit }) }),
  );
  await questionBox(page).fill('what can I use instead of buttermilk');
  await questionBox(page).press('Enter');
  await expect.poll(() => page.getByRole('alert').innerText()).toBe(limit);
  expect(await questionBox(page).inputValue()).toBe('what can I use instead of buttermilk');
  expect(await askButton(page).innerText()).toBe('Ask the Chef');
  expect(await askButton(page).getAttribute('aria-disabled')).toBeNull();
  await expectAccessible(page);
});

it('says for 3 s that the question could not be saved, and lets the cook save it again', async () => {
  const page = await openAskChef(await registerCook(newCook('Ines')));
  const refusal = 'Too many requests. Please wait a minute and try again.';
  await page.route('**/api/addchefquestion', (route) =>
    route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ message: refusal }) }),
  );
  await questionBox(page).fill('how long to boil an egg');
  await questionBox(page).press('Enter');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const failed = page.getByText(`Error saving question. ${refusal}`);
  await expect.poll(() => failed.isVisible()).toBe(true);
  await expect.poll(() => failed.isVisible(), { timeout: 6000 }).toBe(false);
  await page.unroute('**/api/addchefquestion');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(() => page.getByText('Question saved...').isVisible()).toBe(true);
});

it('opens one previous question at a time and deletes one only once confirmed', async () => {
  const cook = await registerCook(newCook('Greta'));
  const cookie = await apiSession(cook);
  await apiChefQuestion(cookie, 'how long to boil an egg', 'Soft: 6 minutes.\nHard: 10 minutes.');
  await apiChefQuestion(cookie, 'what is a roux', 'Equal parts fat and flour, cooked together.');
  await apiChefQuestion(cookie, 'can I freeze basil', 'Yes: chop it and freeze it in oil.');
  const page = await openAskChef(cook);

  // Newest first.
  await expect
    .poll(() => questionControls(page).allInnerTexts())
    .toEqual(['can I freeze basil', 'what is a roux', 'how long to boil an egg']);
  const expanded = () =>
    questionControls(page).evaluateAll((controls) => controls.map((control) => control.getAttribute('aria-expanded')));
  await page.getByRole('button', { name: 'how long to boil an egg' }).click();
  await expect.poll(expanded).toEqual(['false', 'false', 'true']);
  const eggPanel = page.getByRole('region', { name: 'how long to boil an egg' });
  expect(await eggPanel.locator('p').first().innerText()).toBe('Soft: 6 minutes.\nHard: 10 minutes.');
  await page.getByRole('button', { name: 'what is a roux' }).click();
  await expect.poll(expanded).toEqual(['false', 'true', 'false']);
  const rouxPanel = page.getByRole('region', { name: 'what is a roux' });
  await untilOpaque(rouxPanel);
  await expectAccessible(page);

  const dialog = page.getByRole('dialog', { name: 'Delete question' });
  // Named for its question, so a screen reader tabbing through the answers knows which one it deletes.
  await rouxPanel.getByRole('button', { name: 'Delete the question “what is a roux”', exact: true }).click();
  await expect.poll(() => dialog.isVisible()).toBe(true);
  await untilOpaque(dialog);
  expect(await dialog.innerText()).toContain('Delete "what is a roux" and its answer?');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => dialog.count()).toBe(0);
  expect(await questionControls(page).count()).toBe(3);

  await rouxPanel.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect
    .poll(() => questionControls(page).allInnerTexts())
    .toEqual(['can I freeze basil', 'how long to boil an egg']);
  await expect.poll(() => dialog.count()).toBe(0);
  expect(await page.getByRole('status').filter({ hasText: 'Question deleted' }).isVisible()).toBe(true);
  // Its Delete button went with it, so the focus waits at the list's heading.
  await expect
    .poll(() =>
      page
        .getByRole('heading', { name: 'Your Previous Questions' })
        .evaluate((heading) => heading === document.activeElement),
    )
    .toBe(true);

  const { user } = SessionResponseSchema.parse(await (await apiGet(cookie, '/session')).json());
  const stored = ChefQuestionListSchema.parse(
    await (await apiGet(cookie, `/getchefquestions/${user?.user_id}`)).json(),
  );
  expect(stored.map((question) => question.askchef_question)).toEqual([
    'can I freeze basil',
    'how long to boil an egg',
  ]);
});

it("says Chef Basil is unavailable when the server fails, and gives the server's reason when it refuses", async () => {
  const page = await openAskChef(await registerCook());
  // The browser logs the failed call below as a console error; here that failure is the point.
  page.removeAllListeners('console');
  await answerWith(page, '/api/ask-chef', 500, 'Something went wrong on our side. Please try again.');
  await questionBox(page).fill('how long to rest a steak');
  await askButton(page).click();
  const alert = page.getByRole('alert');
  await expect.poll(() => alert.textContent()).toContain(CHEF_MESSAGES.askFailed);
  expect(await alert.textContent()).not.toContain('Something went wrong');

  await answerWith(page, '/api/ask-chef', 429, 'You have asked Chef Basil 50 times in the last 24 hours.');
  await askButton(page).click();
  await expect.poll(() => alert.textContent()).toContain('You have asked Chef Basil 50 times');

  // The provider's own failures, such as an empty answer, are told in the spec's words for them.
  await answerWith(page, '/api/ask-chef', 502, CHEF_MESSAGES.emptyAnswer);
  await askButton(page).click();
  await expect.poll(() => alert.textContent()).toBe('Chef Basil had no response this time.');
  // No answer at all from the server.
  await page.unroute('**/api/ask-chef');
  await page.route('**/api/ask-chef', (route) => route.abort());
  await askButton(page).click();
  await expect.poll(() => alert.textContent()).toBe(CHEF_MESSAGES.askFailed);
  expect(await questionBox(page).inputValue()).toBe('how long to rest a steak');
});

it('keeps the same answer once, saved twice by a double click or by asking the same again', async () => {
  const page = await openAskChef(await registerCook(newCook('Uma')));
  const ask = async () => {
    await questionBox(page).fill('how many ml in 2 cups');
    await askButton(page).click();
    await expect.poll(() => page.getByRole('region', { name: 'Chef Basil says' }).isVisible()).toBe(true);
  };
  const saves: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/addchefquestion')) saves.push(response.status());
  });
  await ask();
  await page.getByRole('button', { name: 'Save', exact: true }).dblclick();
  await expect.poll(() => page.getByText('Question saved...').isVisible()).toBe(true);
  await expect.poll(() => questionControls(page).allInnerTexts()).toEqual(['how many ml in 2 cups']);

  // The same question gets the same answer: saving it again keeps the one already there, and says so.
  await page.getByRole('button', { name: 'Ask Another' }).click();
  await ask();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const already = page.getByText('Already saved: this answer is in Your Previous Questions.');
  await expect.poll(() => already.isVisible()).toBe(true);
  expect(await page.getByText('Question saved...').count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Saved' }).isDisabled()).toBe(true);
  await expectAccessible(page);
  await page.reload();
  await expect.poll(() => questionControls(page).allInnerTexts()).toEqual(['how many ml in 2 cups']);
  // The double click sent one request; the second Save was kept by the server as the one already there.
  expect(saves).toEqual([201, 200]);
});
