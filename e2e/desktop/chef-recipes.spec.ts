import type { Page } from 'playwright-core';
import { CHEF_MESSAGES, RecipeIdeaSchema } from '@fiz/core/chef';
import { normalizeMethod } from '@fiz/core/method';
import { RecipeSchema } from '@fiz/core/recipe';
import { expect, it } from 'vitest';
import { apiGet, apiSession } from '../harness/api.js';
import { DESKTOP, expectAccessible, useBrowser } from '../harness/browser.js';
import { newCook, registerCook, type E2eCook } from '../harness/cooks.js';
import { answerWith, holdRequest } from '../harness/hold.js';
import { signIn } from '../harness/session.js';
import { uniqueTag } from '../harness/tag.js';

const browser = useBrowser(DESKTOP);

const GIVEN = ['chicken', 'garlic', 'lemon', 'rice'];

/** Words no recipe uses, so the built-in chef has nothing to suggest; random, as the specs share one server. */
const nonsense = () => Array.from({ length: 4 }, () => uniqueTag('Zvq'));

async function openChefRecipes(cook: E2eCook): Promise<Page> {
  const page = await browser.newPage();
  await signIn(page, cook);
  await page.goto('/chefclaude');
  await expect.poll(() => page.getByRole('heading', { name: 'Chef Basil Recipes', level: 1 }).isVisible()).toBe(true);
  return page;
}

const ingredientBox = (page: Page) => page.getByRole('textbox', { name: 'Ingredient' });
const listedIngredients = (page: Page) =>
  page.getByRole('list', { name: 'Your Ingredients' }).getByRole('listitem').allInnerTexts();
const getRecipe = (page: Page) => page.getByRole('button', { name: /^(Get a Recipe|Thinking…)$/ });
const isFocused = (page: Page, name: string) =>
  page.getByRole('textbox', { name }).evaluate((input) => input === document.activeElement);

async function addIngredients(page: Page, ingredients: string[]): Promise<void> {
  for (const ingredient of ingredients) {
    await ingredientBox(page).fill(ingredient);
    await ingredientBox(page).press('Enter');
  }
  await expect.poll(() => listedIngredients(page)).toEqual(ingredients);
}

it('lists ingredients one at a time, offers a recipe above 3, and saves it as a Chef Basil recipe to print', async () => {
  const cook = await registerCook(newCook('Basilio'));
  const page = await browser.newPage();
  await signIn(page, cook);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Chef Basil' }).click();
  await page.waitForURL('**/chefclaude');
  await expect.poll(() => page.getByRole('heading', { name: 'Chef Basil Recipes', level: 1 }).isVisible()).toBe(true);
  expect(await page.locator('img[src="/chef-basil.svg"]').isVisible()).toBe(true);
  expect(await page.getByText('No ingredients yet.').isVisible()).toBe(true);
  await expectAccessible(page);

  // Blank entries are ignored, by Enter and by the Add button alike.
  await ingredientBox(page).fill('   ');
  await ingredientBox(page).press('Enter');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  expect(await page.getByText('No ingredients yet.').isVisible()).toBe(true);

  await ingredientBox(page).fill('chicken');
  await ingredientBox(page).press('Enter');
  await ingredientBox(page).fill('  garlic ');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect.poll(() => listedIngredients(page)).toEqual(['chicken', 'garlic']);
  expect(await ingredientBox(page).inputValue()).toBe('');
  expect(await isFocused(page, 'Ingredient')).toBe(true);
  await ingredientBox(page).fill('lemon');
  await ingredientBox(page).press('Enter');
  await expect.poll(() => listedIngredients(page)).toEqual(['chicken', 'garlic', 'lemon']);
  expect(await getRecipe(page).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Reset' }).count()).toBe(0);
  expect(await page.getByText('Add 1 more ingredient for Chef Basil to suggest a recipe.').isVisible()).toBe(true);

  await ingredientBox(page).fill('rice');
  await ingredientBox(page).press('Enter');
  await expect.poll(() => getRecipe(page).isVisible()).toBe(true);
  expect(await page.getByRole('button', { name: 'Reset' }).isVisible()).toBe(true);
  // Back to 3, the buttons go again.
  await page.getByRole('button', { name: 'Remove rice' }).click();
  await expect.poll(() => getRecipe(page).count()).toBe(0);
  await addIngredients(page, GIVEN);

  const release = await holdRequest(page, '/api/get-recipe-from-ingredients');
  const answered = page.waitForResponse('**/api/get-recipe-from-ingredients');
  await getRecipe(page).click();
  await expect.poll(() => page.getByText('Chef Basil is thinking...').isVisible()).toBe(true);
  expect(await getRecipe(page).innerText()).toBe('Thinking…');
  expect(await getRecipe(page).getAttribute('aria-disabled')).toBe('true');
  release();
  const response = await answered;
  expect(response.status()).toBe(200);
  const idea = RecipeIdeaSchema.parse(await response.json());
  expect(idea.uses.filter((used) => GIVEN.includes(used)).length).toBeGreaterThanOrEqual(3);

  const preview = page.getByRole('article');
  await expect.poll(() => preview.isVisible()).toBe(true);
  expect(await page.getByText('Chef Basil is thinking...').count()).toBe(0);
  expect(await getRecipe(page).innerText()).toBe('Get a Recipe');
  const title = preview.getByRole('heading', { level: 2 });
  expect(await title.innerText()).toBe(idea.name);
  // The new suggestion takes the focus, so it is read out.
  expect(await title.evaluate((heading) => heading === document.activeElement)).toBe(true);
  expect(await preview.getByText(/^Uses your: ./).innerText()).toBe(`Uses your: ${idea.uses.join(', ')}`);
  if (idea.alsoNeeded.length > 0) {
    expect(await preview.getByText(/^You'll also need: ./).innerText()).toBe(
      `You'll also need: ${idea.alsoNeeded.join(', ')}`,
    );
  }
  const [ingredientList, methodList] = await preview.getByRole('list').all();
  expect(await ingredientList!.getByRole('listitem').count()).toBe(idea.ingredients.length);
  expect(await methodList!.getByRole('listitem').allInnerTexts()).toEqual(idea.method);
  await expectAccessible(page);

  await preview.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/printrecipe\/\d+$/);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(idea.name);
  // The saved idea is the cook's own: Edit leads to the editor, to change it to taste.
  const recipePath = new URL(page.url()).pathname;
  expect(await page.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
    recipePath.replace('/printrecipe/', '/addeditrecipe/'),
  );

  // Saved as the cook's own private Chef Basil recipe; its method is stored as any method is, a sentence a line.
  const recipeId = new URL(page.url()).pathname.split('/').pop();
  const saved = RecipeSchema.parse(await (await apiGet(await apiSession(cook), `/getrecipe/${recipeId}`)).json());
  expect(saved).toMatchObject({
    recipe_name: idea.name,
    recipe_note: idea.intro,
    recipe_basil: 'true',
    recipe_share: 'No',
  });
  expect(saved.recipe_method).toBe(normalizeMethod(idea.method.join('\n')));
});

it('Reset clears the ingredients and the suggestion, ready for the first ingredient', async () => {
  const page = await openChefRecipes(await registerCook(newCook('Rosa')));
  await addIngredients(page, GIVEN);
  await getRecipe(page).click();
  await expect.poll(() => page.getByRole('article').isVisible()).toBe(true);

  await page.getByRole('button', { name: 'Reset' }).click();
  await expect.poll(() => page.getByText('No ingredients yet.').isVisible()).toBe(true);
  expect(await page.getByRole('article').count()).toBe(0);
  expect(await getRecipe(page).count()).toBe(0);
  expect(await isFocused(page, 'Ingredient')).toBe(true);
});

it("shows the server's message when no recipe fits or the chef refuses, and keeps the ingredients", async () => {
  const page = await openChefRecipes(await registerCook(newCook('Ines')));
  const unknown = nonsense();
  await addIngredients(page, unknown);
  await getRecipe(page).click();
  const alert = page.getByRole('alert');
  await expect.poll(() => alert.innerText()).toMatch(/^Chef Basil has no recipe that uses these ingredients/);
  expect(await listedIngredients(page)).toEqual(unknown);
  expect(await page.getByRole('article').count()).toBe(0);
  await expectAccessible(page);

  const limit =
    'You have asked Chef Basil 50 times in the last 24 hours, the daily limit. You can ask again in about 3 hours.';
  await page.route('**/api/get-recipe-from-ingredients', (route) =>
    route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ message: limit }) }),
  );
  await getRecipe(page).click();
  await expect.poll(() => alert.innerText()).toBe(limit);
  expect(await listedIngredients(page)).toEqual(unknown);
  expect(await getRecipe(page).getAttribute('aria-disabled')).toBeNull();
});

it('keeps the last suggestion, still to be saved, when asking again is refused', async () => {
  const page = await openChefRecipes(await registerCook(newCook('Kit')));
  await addIngredients(page, GIVEN);
  await getRecipe(page).click();
  const suggestion = page.getByRole('article');
  await expect.poll(() => suggestion.isVisible()).toBe(true);
  const name = await suggestion.getByRole('heading').first().innerText();

  // The cook reaches the daily limit on asking again (the server's answer, as the limit test sees it).
  const limit =
    'You have asked Chef Basil 50 times in the last 24 hours, the daily limit. You can ask again in about 3 hours.';
  await page.route('**/api/get-recipe-from-ingredients', (route) =>
    route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ message: limit }) }),
  );
  await getRecipe(page).click();
  await expect.poll(() => page.getByRole('alert').innerText()).toBe(limit);
  expect(await suggestion.getByRole('heading').first().innerText()).toBe(name);
  expect(await suggestion.getByRole('button', { name: /^Save/ }).isEnabled()).toBe(true);
});

it("says Chef Basil could not make a recipe when the server fails, and gives the server's reason when it refuses", async () => {
  const page = await openChefRecipes(await registerCook());
  // The browser logs the failed calls below as console errors; here those failures are the point.
  page.removeAllListeners('console');
  await answerWith(page, '/api/get-recipe-from-ingredients', 502, "The AI provider's answer could not be read.");
  await addIngredients(page, ['eggs', 'flour', 'milk', 'butter']);
  await getRecipe(page).click();
  const alert = page.getByRole('alert');
  await expect.poll(() => alert.textContent()).toContain(CHEF_MESSAGES.recipeFailed);

  await answerWith(
    page,
    '/api/get-recipe-from-ingredients',
    429,
    'You have asked Chef Basil 50 times in the last 24 hours.',
  );
  await getRecipe(page).click();
  await expect.poll(() => alert.textContent()).toContain('You have asked Chef Basil 50 times');
});

it('offers another idea for the same ingredients, the next best each time, until Chef Basil has no more', async () => {
  const page = await openChefRecipes(await registerCook(newCook('Otto')));
  // Two words no recipe uses beside two that only a few recipes share: the ideas run out after a few.
  const given = [...nonsense().slice(0, 2), 'paprika', 'sweet potato'];
  await addIngredients(page, given);
  const preview = page.getByRole('article');
  const title = preview.getByRole('heading', { level: 2 });
  const another = preview.getByRole('button', { name: 'Another idea' });

  const ideas: string[] = [];
  const requests: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/get-recipe-from-ingredients')) requests.push(request.postDataJSON());
  });
  await getRecipe(page).click();
  await expect.poll(() => title.isVisible()).toBe(true);
  ideas.push(await title.innerText());
  await expectAccessible(page);

  const noMore = preview
    .getByRole('status')
    .filter({ hasText: 'Chef Basil has no other recipe for these ingredients.' });
  for (let asked = 0; asked < 20; asked += 1) {
    const answered = page.waitForResponse('**/api/get-recipe-from-ingredients');
    await another.click();
    const response = await answered;
    if (response.status() === 422) break;
    const { name } = RecipeIdeaSchema.parse(await response.json());
    ideas.push(name);
    await expect.poll(() => title.innerText()).toBe(name);
    // Each new idea takes the focus, so it is read out.
    expect(await title.evaluate((heading) => heading === document.activeElement)).toBe(true);
  }
  await expect.poll(() => noMore.isVisible()).toBe(true);
  // Paprika and sweet potato are in a few of the bundled recipes: at least three ideas, none of them twice.
  expect(ideas.length).toBeGreaterThanOrEqual(3);
  expect(new Set(ideas).size).toBe(ideas.length);
  // Each asked for the ones already seen, in the order they came.
  expect(requests.at(-1)).toEqual({ ingredients: given, alreadySuggested: ideas });
  // The last idea stays, to be saved; there is nothing more to ask for, and the message has the focus.
  expect(await title.innerText()).toBe(ideas.at(-1));
  expect(await another.count()).toBe(0);
  expect(await noMore.evaluate((message) => message === document.activeElement)).toBe(true);
  expect(await preview.getByRole('button', { name: 'Save' }).isEnabled()).toBe(true);
  expect(await page.getByRole('alert').count()).toBe(0);
  await expectAccessible(page);

  // Another ingredient makes other ideas: the next one asked for is the best for the new list.
  await ingredientBox(page).fill('black beans');
  await ingredientBox(page).press('Enter');
  await expect.poll(() => listedIngredients(page)).toEqual([...given, 'black beans']);
  expect(await noMore.count()).toBe(0);
  expect(await another.count()).toBe(0);
  await getRecipe(page).click();
  await expect.poll(() => another.isVisible()).toBe(true);
  expect(requests.at(-1)).toEqual({ ingredients: [...given, 'black beans'], alreadySuggested: [] });
});

it('says an ingredient is listed already, however it is written, and keeps it typed to change', async () => {
  const page = await openChefRecipes(await registerCook(newCook('Dina')));
  await addIngredients(page, ['Eggs', 'flour']);
  await ingredientBox(page).fill(' egg ');
  await ingredientBox(page).press('Enter');
  const said = page.getByRole('alert');
  await expect.poll(() => said.innerText()).toBe('egg is already in your ingredients, as Eggs.');
  expect(await listedIngredients(page)).toEqual(['Eggs', 'flour']);
  // Selected, so the next one typed replaces it.
  expect(
    await ingredientBox(page).evaluate((input: HTMLInputElement) => input.value.slice(input.selectionStart!)),
  ).toBe(' egg ');
  await expectAccessible(page);

  await ingredientBox(page).fill('FLOUR');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect.poll(() => said.innerText()).toBe('flour is already in your ingredients.');
  expect(await isFocused(page, 'Ingredient')).toBe(true);
  // Typing something else takes the message away, and it is added.
  await ingredientBox(page).pressSequentially('milk');
  expect(await said.count()).toBe(0);
  await ingredientBox(page).press('Enter');
  await expect.poll(() => listedIngredients(page)).toEqual(['Eggs', 'flour', 'milk']);
});
