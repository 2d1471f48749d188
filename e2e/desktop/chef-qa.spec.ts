import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiChefQuestion, apiSession } from '../harness/api.js';
import { DESKTOP, useBrowser } from '../harness/browser.js';
import { newCook, registerCook, type E2eCook } from '../harness/cooks.js';
import { signIn } from '../harness/session.js';

const browser = useBrowser(DESKTOP);

const GIVEN = ['chicken', 'garlic', 'lemon', 'rice'];
const HEBREW_QUESTION = 'כמה מיליליטר יש בכוס?';
const HEBREW_ANSWER = 'בכוס אחת יש 240 מיליליטר.';

async function openAs(cook: E2eCook, path: string, heading: string): Promise<Page> {
  const page = await browser.newPage();
  await signIn(page, cook);
  await page.goto(path);
  await expect.poll(() => page.getByRole('heading', { name: heading, level: 1 }).isVisible()).toBe(true);
  return page;
}

const questionBox = (page: Page) => page.getByRole('textbox', { name: 'Your question' });
const ingredientBox = (page: Page) => page.getByRole('textbox', { name: 'Ingredient' });
const listedIngredients = (page: Page) =>
  page.getByRole('list', { name: 'Your Ingredients' }).getByRole('listitem').allInnerTexts();

/**
 * Where a line's closing punctuation shows: 'left' is where a Hebrew or Arabic reader expects it, 'right' is where
 * a left-to-right line puts it, after the words.
 */
const closingMarkSide = (text: Locator) =>
  text.evaluate((element) => {
    const words = [...element.childNodes].find((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
    if (!words?.textContent) return 'no text';
    const sideOf = (index: number) => {
      const range = document.createRange();
      range.setStart(words, index);
      range.setEnd(words, index + 1);
      return range.getBoundingClientRect().left;
    };
    const content = words.textContent.trimEnd();
    return sideOf(content.length - 1) < sideOf(0) ? 'left' : 'right';
  });

it('drops the "Question saved..." notice when the cook asks another question', async () => {
  const page = await openAs(await registerCook(newCook('Noor')), '/askchef', 'Ask Chef Basil');
  await questionBox(page).fill('how many ml in 2 cups');
  await questionBox(page).press('Enter');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const saved = page.getByText('Question saved...');
  await expect.poll(() => saved.isVisible()).toBe(true);

  // Straight on, well within the notice's 3 s.
  await page.getByRole('button', { name: 'Ask Another' }).click();
  expect(await saved.count()).toBe(0);
  await questionBox(page).fill('how long do eggs keep');
  await questionBox(page).press('Enter');
  await expect.poll(() => page.getByRole('region', { name: 'Chef Basil says' }).isVisible()).toBe(true);
  expect(await page.getByRole('button', { name: 'Save', exact: true }).isEnabled()).toBe(true);
  expect(await saved.count()).toBe(0);
});

it('shows a Hebrew question and answer right to left, the question mark and full stop at their end', async () => {
  const cook = await registerCook(newCook('Yael'));
  await apiChefQuestion(await apiSession(cook), HEBREW_QUESTION, HEBREW_ANSWER);
  const page = await openAs(cook, '/askchef', 'Ask Chef Basil');

  const control = page.getByRole('button', { name: HEBREW_QUESTION });
  await expect.poll(() => control.isVisible()).toBe(true);
  expect(await closingMarkSide(control.locator('[dir="auto"]'))).toBe('left');
  await control.click();
  const panel = page.getByRole('region', { name: HEBREW_QUESTION });
  await expect.poll(() => panel.locator('p').first().isVisible()).toBe(true);
  expect(await closingMarkSide(panel.locator('p').first())).toBe('left');

  // A new question typed in Hebrew runs from the right as it is typed, and so does Chef Basil's answer.
  await page.route('**/api/ask-chef', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ answer: HEBREW_ANSWER }) }),
  );
  await questionBox(page).fill(HEBREW_QUESTION);
  expect(await questionBox(page).evaluate((input) => getComputedStyle(input).direction)).toBe('rtl');
  await questionBox(page).press('Enter');
  const answer = page.getByRole('region', { name: 'Chef Basil says' }).locator('p');
  await expect.poll(() => answer.isVisible()).toBe(true);
  expect(await closingMarkSide(answer)).toBe('left');
  // An English question still runs from the left.
  await page.getByRole('button', { name: 'Ask Another' }).click();
  await questionBox(page).fill('how many ml in a cup?');
  expect(await questionBox(page).evaluate((input) => getComputedStyle(input).direction)).toBe('ltr');
});

it('finds the ingredients and the saved suggestion again on going Back from its print page', async () => {
  const cook = await registerCook(newCook('Amara'));
  const page = await openAs(cook, '/chefclaude', 'Chef Basil Recipes');
  for (const ingredient of GIVEN) {
    await ingredientBox(page).fill(ingredient);
    await ingredientBox(page).press('Enter');
  }
  await expect.poll(() => listedIngredients(page)).toEqual(GIVEN);
  await page.getByRole('button', { name: 'Get a Recipe' }).click();
  const suggestion = page.getByRole('article');
  await expect.poll(() => suggestion.isVisible()).toBe(true);
  const name = await suggestion.getByRole('heading', { level: 2 }).innerText();

  await suggestion.getByRole('button', { name: 'Save', exact: true }).click();
  await page.waitForURL(/\/printrecipe\/\d+$/);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(name);

  await page.goBack();
  await page.waitForURL('**/chefclaude');
  await expect.poll(() => listedIngredients(page)).toEqual(GIVEN);
  expect(await suggestion.getByRole('heading', { level: 2 }).innerText()).toBe(name);
  // Already among the cook's recipes: a second Save would make a second copy.
  const savedButton = suggestion.getByRole('button', { name: 'Saved', exact: true });
  expect(await savedButton.isDisabled()).toBe(true);

  // A reload of the tab keeps them too; Reset clears them for good.
  await page.reload();
  await expect.poll(() => listedIngredients(page)).toEqual(GIVEN);
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect.poll(() => page.getByText('No ingredients yet.').isVisible()).toBe(true);
  await page.reload();
  await expect.poll(() => page.getByRole('heading', { name: 'Chef Basil Recipes', level: 1 }).isVisible()).toBe(true);
  expect(await page.getByText('No ingredients yet.').isVisible()).toBe(true);
  expect(await suggestion.count()).toBe(0);
});

it("shows another cook who signs in on the same tab none of the first cook's ingredients", async () => {
  const page = await openAs(await registerCook(newCook('Lior')), '/chefclaude', 'Chef Basil Recipes');
  await ingredientBox(page).fill('saffron');
  await ingredientBox(page).press('Enter');
  await expect.poll(() => listedIngredients(page)).toEqual(['saffron']);

  await page.goto('/logout');
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await signIn(page, await registerCook(newCook('Maya')));
  await page.goto('/chefclaude');
  await expect.poll(() => page.getByRole('heading', { name: 'Chef Basil Recipes', level: 1 }).isVisible()).toBe(true);
  expect(await page.getByText('No ingredients yet.').isVisible()).toBe(true);
});
