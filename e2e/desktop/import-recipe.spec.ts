import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiGet, apiSession } from '../harness/api.js';
import { DESKTOP, expectAccessible, useBrowser } from '../harness/browser.js';
import { newCook, registerCook } from '../harness/cooks.js';
import { jpegPhoto } from '../harness/photos.js';
import { startRecipeSite } from '../harness/recipe-site.js';
import { signIn } from '../harness/session.js';
import { uniqueTag } from '../harness/tag.js';

const browser = useBrowser(DESKTOP);
const TAG = uniqueTag('Qix');
const NAME = `${TAG} buttermilk pancakes`;

const recipePage = (image: string) => `<!doctype html><html><head><title>${NAME} | Sunday Kitchen</title>
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebSite","name":"Sunday Kitchen"},
{"@type":["Recipe","NewsArticle"],"name":"${NAME}","description":"Light &amp; fluffy, every time.","image":["${image}"],
"recipeIngredient":["2 1/2 cups (300 g) plain flour, sifted","2 eggs","1 tsp salt"],
"recipeInstructions":[{"@type":"HowToSection","name":"Batter","itemListElement":[{"@type":"HowToStep","text":"Whisk the flour, eggs and salt"}]},
{"@type":"HowToSection","name":"Cooking","itemListElement":[{"@type":"HowToStep","text":"Fry in a hot pan until golden"}]}]}]}</script>
</head><body><h1>${NAME}</h1><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe></body></html>`;

/** A page whose structured data holds two lines in one ingredient, markup in another, and a description that says how
 * many it serves, as its yield does too. */
const LEMONADE = `${TAG} lemonade`;
const lemonadePage = `<!doctype html><html><head><title>${LEMONADE}</title>
<script type="application/ld+json">${JSON.stringify({
  '@type': 'Recipe',
  name: LEMONADE,
  description: 'Fresh and tart. Serves 4.',
  recipeYield: ['4', '4 servings'],
  prepTime: 'PT10M',
  recipeIngredient: ['1 cup sugar\n4 cups water', '<strong>6</strong> lemons, juiced'],
  recipeInstructions: 'Stir the sugar into the water and lemon juice.',
})}</script></head><body></body></html>`;

let site: Awaited<ReturnType<typeof startRecipeSite>>;
beforeAll(async () => {
  const photo = await jpegPhoto('#d9a441');
  site = await startRecipeSite((url) => ({
    '/pancakes': ['text/html; charset=utf-8', recipePage(url('/photo.jpg'))],
    '/photo.jpg': ['image/jpeg', photo.buffer],
    '/waffles': ['text/html; charset=utf-8', recipePage(url('/missing.jpg'))],
    '/lemonade': ['text/html; charset=utf-8', lemonadePage],
    '/about': [
      'text/html',
      '<!doctype html><html><head><title>About us</title></head><body><p>Hello</p></body></html>',
    ],
  }));
});
afterAll(() => site.stop());

async function seeDraft(page: Page) {
  await expect.poll(() => page.getByText('Check the recipe, then save it').isVisible(), { timeout: 15_000 }).toBe(true);
}

it('imports a recipe from a bookmarked page, reviews it in the editor, saves it with its photo and lists it', async () => {
  const cook = await registerCook(newCook('Iris'));
  const page = await browser.newPage();
  await signIn(page, cook);

  // A bookmark whose title is left empty is named from the page.
  await page.goto('/websites');
  await page.getByLabel(/^Website address/).fill(site.url('/pancakes'));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => page.getByText(`Website saved: ${NAME} | Sunday Kitchen`).isVisible()).toBe(true);
  await page.goto('/websiteslist');
  await page.getByRole('link', { name: `Import the recipe on ${NAME} | Sunday Kitchen` }).click();
  await page.waitForURL(/\/importrecipe\?url=/);
  await seeDraft(page);
  await expectAccessible(page);

  expect(await page.getByLabel(/^Recipe Name/).inputValue()).toBe(NAME);
  expect(await page.getByLabel(/^Recipe Note/).inputValue()).toBe('Light & fluffy, every time.');
  for (const cell of ['2 1/2', 'cups', 'plain flour', '300 g, sifted', 'eggs', 'tsp', 'salt'])
    expect(await page.getByRole('cell', { name: cell, exact: true }).isVisible(), cell).toBe(true);
  expect(await page.getByLabel('Method').inputValue()).toContain('Whisk the flour, eggs and salt');
  expect(await page.getByLabel(/^YouTube code/).inputValue()).toBe('dQw4w9WgXcQ');
  expect(await page.getByLabel(/^Website link/).inputValue()).toBe(site.url('/pancakes'));
  expect(await page.getByLabel("Save the page's photo with the recipe").isChecked()).toBe(true);
  // The photo as the recipe would get it: the server's thumbnail, from our own address.
  const preview = page.getByRole('img', { name: "The page's photo" });
  await expect
    .poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBe(480);
  expect(await preview.getAttribute('src')).toMatch(/^\/api\/importphotopreview\?url=/);

  // More ingredients at once, through the parser.
  await page.getByRole('button', { name: 'Paste ingredients' }).click();
  const paste = page.getByRole('dialog', { name: 'Paste ingredients' });
  await expect.poll(() => paste.isVisible()).toBe(true);
  await paste.getByLabel('Ingredients, one per line').fill('2 Tbsp butter, melted\n\n½ cup buttermilk');
  await expectAccessible(page);
  await paste.getByRole('button', { name: 'Add ingredients' }).click();
  await expect.poll(() => paste.isVisible()).toBe(false);
  for (const cell of ['butter', 'melted', '½', 'buttermilk'])
    expect(await page.getByRole('cell', { name: cell, exact: true }).isVisible(), cell).toBe(true);

  await page.getByRole('button', { name: 'Save Recipe' }).click();
  await page.waitForURL(/\/addeditrecipe\/\d+$/);
  const recipeId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect.poll(() => page.getByText('Recipe imported and saved!').isVisible()).toBe(true);
  const photo = page.getByRole('img', { name: `Photo of ${NAME}` });
  await expect.poll(() => photo.isVisible()).toBe(true);
  expect(await photo.getAttribute('src')).toMatch(/^\/images\/recipes\/[\w-]+\.jpg$/);
  await expectAccessible(page);

  await page.goto('/recipelist');
  await expect.poll(() => page.getByRole('cell', { name: NAME, exact: true }).isVisible()).toBe(true);
  const saved = await (await apiGet(await apiSession(cook), `/getrecipe/${recipeId}`)).json();
  expect(saved.ingredients).toEqual([
    { qty: '2 1/2', unit: 'cups', item: 'plain flour', note: '300 g, sifted' },
    { qty: '2', unit: '', item: 'eggs', note: '' },
    { qty: '1', unit: 'tsp', item: 'salt', note: '' },
    { qty: '2', unit: 'Tbsp', item: 'butter', note: 'melted' },
    { qty: '½', unit: 'cup', item: 'buttermilk', note: '' },
  ]);
  expect(saved.recipe_website_link).toBe(site.url('/pancakes'));
});

it('imports pasted recipe text, and says so plainly when a page holds no recipe', async () => {
  const cook = await registerCook(newCook('Otto'));
  const page = await browser.newPage();
  await signIn(page, cook);

  await page.goto('/importrecipe');
  await expect.poll(() => page.getByRole('heading', { name: 'Import Recipe', level: 1 }).isVisible()).toBe(true);
  await expectAccessible(page);
  // The saved websites, each with its own Import, are reached from here.
  expect(await page.getByRole('link', { name: 'your saved websites' }).getAttribute('href')).toBe('/websiteslist');
  await page.getByLabel('Recipe page address').fill(site.url('/about'));
  await page.getByRole('button', { name: 'Import' }).click();
  await expect.poll(() => page.getByText('We could not find a recipe on that page.').isVisible()).toBe(true);
  expect(await page.getByLabel('Recipe page address').inputValue()).toBe(site.url('/about'));

  await page.getByText('Paste a page or recipe').click();
  await page
    .getByLabel("The page's HTML, or the recipe as text")
    .fill(
      `${TAG} tomato soup\n\nIngredients\n4 ripe tomatoes\n1 onion, chopped\n\nMethod\nSoften the onion.\nAdd the tomatoes and simmer.`,
    );
  await page.getByRole('button', { name: 'Import' }).click();
  await seeDraft(page);
  expect(await page.getByLabel(/^Recipe Name/).inputValue()).toBe(`${TAG} tomato soup`);
  expect(await page.getByText('so the name was shortened', { exact: false }).count()).toBe(0);
  expect(await page.getByRole('cell', { name: 'ripe tomatoes', exact: true }).isVisible()).toBe(true);
  expect(await page.getByText('The page has no photo. You can upload one once the recipe is saved.').isVisible()).toBe(
    true,
  );

  // Start over asks first: Stay keeps the draft, Start over drops it.
  await page.getByRole('button', { name: 'Start over' }).click();
  const dialog = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect.poll(() => dialog.isVisible()).toBe(true);
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect.poll(() => dialog.count()).toBe(0);
  expect(await page.getByLabel(/^Recipe Name/).inputValue()).toBe(`${TAG} tomato soup`);
  await page.getByRole('button', { name: 'Start over' }).click();
  await dialog.getByRole('button', { name: 'Start over' }).click();
  await expect.poll(() => page.getByRole('button', { name: 'Import' }).isVisible()).toBe(true);
});

it("says so when the page's photo cannot be shown, and still offers to save it", async () => {
  const cook = await registerCook(newCook('Pia'));
  const page = await browser.newPage();
  await signIn(page, cook);
  await page.goto(`/importrecipe?url=${encodeURIComponent(site.url('/waffles'))}`);
  await seeDraft(page);
  await expect
    .poll(() =>
      page.getByText('The photo could not be shown here. It is fetched and checked again when you save.').isVisible(),
    )
    .toBe(true);
  expect(await page.getByLabel("Save the page's photo with the recipe").isChecked()).toBe(true);
  await expectAccessible(page);
});

it('says when a title too long for a recipe name was shortened, and keeps it whole in the note', async () => {
  const cook = await registerCook(newCook('Lena'));
  const page = await browser.newPage();
  await signIn(page, cook);
  await page.goto('/importrecipe');
  await page.getByText('Paste a page or recipe').click();
  const title = `${TAG} ultimate chocolate cupcakes with ultimate chocolate frosting`;
  await page
    .getByLabel("The page's HTML, or the recipe as text")
    .fill(`${title}\n\nIngredients\n200 g dark chocolate\n\nMethod\nMelt the chocolate.`);
  await page.getByRole('button', { name: 'Import' }).click();
  await seeDraft(page);
  const name = await page.getByLabel(/^Recipe Name/).inputValue();
  expect(name.length).toBeLessThanOrEqual(50);
  expect(title.startsWith(name)).toBe(true);
  expect(await page.getByLabel(/^Recipe Note/).inputValue()).toContain(title);
  const shortened = "The page's title is longer than a recipe name can be (50 characters), so the name was shortened";
  expect(await page.getByText(shortened).isVisible()).toBe(true);
});

it('shows each line of an ingredient entry as a row, and says once in the note how many it serves', async () => {
  const cook = await registerCook(newCook('Noor'));
  const page = await browser.newPage();
  await signIn(page, cook);
  await page.goto(`/importrecipe?url=${encodeURIComponent(site.url('/lemonade'))}`);
  await seeDraft(page);
  for (const row of [
    ['1', 'cup', 'sugar'],
    ['4', 'cups', 'water'],
    ['6', '', 'lemons'],
  ]) {
    const cells = page.getByRole('row').filter({ has: page.getByRole('cell', { name: row[2], exact: true }) });
    expect(await cells.count(), row[2]).toBe(1);
    expect(await cells.getByRole('cell').allInnerTexts(), row[2]).toEqual(expect.arrayContaining(row));
  }
  expect(await page.getByRole('cell', { name: '4 cups water', exact: false }).count()).toBe(0);
  expect(await page.getByLabel(/^Recipe Note/).inputValue()).toBe('Fresh and tart. Serves 4.\n\nPrep 10 min');
  await expectAccessible(page);
});
