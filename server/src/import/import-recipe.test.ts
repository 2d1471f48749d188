import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { recipes } from '../db/schema.js';
import { signedInCook, type TestCook } from '../testing/cooks.js';
import { startLoopbackSite, type LoopbackSite } from '../testing/loopback-site.js';
import { jsonLd, page } from '../testing/recipe-pages.js';
import { describeWithApp } from '../testing/test-app.js';
import { NO_RECIPE_MESSAGE } from './import-recipe.routes.js';
import { reviewedDraftBody } from '@fiz/core/testing/recipe-bodies';

const RECIPE_PAGE = `<!doctype html><html><head><title>Pancakes</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe","name":"Sunday Pancakes",
"recipeIngredient":["1 cup flour","1 egg"],"recipeInstructions":[{"@type":"HowToStep","text":"Whisk."},
{"@type":"HowToStep","text":"Fry."}],"image":"/pancakes.jpg"}</script></head>
<body><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe></body></html>`;
/** A page whose JSON-LD holds NUL and other control characters, and a method of 50,000 characters. */
const CONTROLS_PAGE = `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify({
  '@type': 'Recipe',
  name: 'A\u0000B Stew\u0007',
  description: 'Slow\u0000 and rich',
  recipeIngredient: ['1 kg\u0000 beef', '2\u001b onions'],
  recipeInstructions: Array.from({ length: 100 }, (_, n) => `Step ${n + 1}: ${'stir\u0000 the pot '.repeat(30)}`),
})}</script></head><body></body></html>`;
const PLAIN_PAGE = '<!doctype html><html><head><title>About</title></head><body><p>No recipe.</p></body></html>';

let site: LoopbackSite;
beforeAll(async () => {
  site = await startLoopbackSite('recipes.test', () => ({
    '/pancakes': ['text/html; charset=utf-8', RECIPE_PAGE],
    '/about': ['text/html; charset=utf-8', PLAIN_PAGE],
    '/stew': ['text/html; charset=utf-8', CONTROLS_PAGE],
  }));
});
afterAll(() => site.stop());

describeWithApp(
  'importing a recipe',
  (t) => {
    let cook: TestCook;
    beforeAll(async () => {
      cook = await signedInCook(t.app, t.db, {}, 'Mia');
    });

    const importRecipe = (as: TestCook | null, payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/import-recipe',
        ...(as ? { headers: { cookie: as.cookie } } : {}),
        payload: payload as Record<string, unknown>,
      });

    it('imports from a page address, fetched safely, without saving anything', async () => {
      const response = await importRecipe(cook, { url: site.url('/pancakes') });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        title: 'Sunday Pancakes',
        name: 'Sunday Pancakes',
        note: '',
        ingredients: [
          { text: '1 cup flour', qty: '1', unit: 'cup', item: 'flour', note: '' },
          { text: '1 egg', qty: '1', unit: '', item: 'egg', note: '' },
        ],
        method: ['Whisk.', 'Fry.'],
        imageUrl: site.url('/pancakes.jpg'),
        websiteLink: site.url('/pancakes'),
        youtubeCode: 'dQw4w9WgXcQ',
        ownRecipesFromPage: [],
        ownRecipesFromPageCount: 0,
      });
      expect(await t.db.select().from(recipes).where(eq(recipes.recipe_user_id, cook.user_id))).toEqual([]);
    });

    it('gives a draft that saves as it is, from a page with control characters and a very long method', async () => {
      const imported = await importRecipe(cook, { url: site.url('/stew') });
      expect(imported.statusCode, imported.body).toBe(200);
      const draft = imported.json();
      expect(draft).toMatchObject({ name: 'AB Stew', note: 'Slow and rich' });
      expect(draft.ingredients.map((ingredient: { text: string }) => ingredient.text)).toEqual([
        '1 kg beef',
        '2 onions',
      ]);
      const saved = await t.app.inject({
        method: 'POST',
        url: '/api/addimportedrecipe',
        headers: { cookie: cook.cookie },
        // As the review page sends a draft the cook leaves unchanged.
        payload: reviewedDraftBody(draft),
      });
      expect(saved.statusCode, saved.body).toBe(201);
      const recipe = await t.app.inject({
        url: `/api/getrecipe/${saved.json().recipeId}`,
        headers: { cookie: cook.cookie },
      });
      expect(recipe.json()).toMatchObject({ recipe_name: 'AB Stew', recipe_method: draft.method.join('\n') });
    });

    it('answers 422 with a clear message for a page without a recipe', async () => {
      const response = await importRecipe(cook, { url: site.url('/about') });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(NO_RECIPE_MESSAGE);
    });

    it("answers 422 with the fetcher's message for a private address", async () => {
      const response = await importRecipe(cook, { url: 'http://10.0.0.1/x' });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe('That address is not a public web page.');
    });

    it('imports from pasted HTML, with or without its address', async () => {
      const withUrl = await importRecipe(cook, { html: RECIPE_PAGE, url: 'https://cooks.example/p' });
      expect(withUrl.statusCode, withUrl.body).toBe(200);
      expect(withUrl.json()).toMatchObject({
        title: 'Sunday Pancakes',
        imageUrl: 'https://cooks.example/pancakes.jpg',
        websiteLink: 'https://cooks.example/p',
      });
      const withoutUrl = await importRecipe(cook, { html: RECIPE_PAGE });
      expect(withoutUrl.statusCode, withoutUrl.body).toBe(200);
      expect(withoutUrl.json()).toMatchObject({ websiteLink: '', imageUrl: '' });
      const none = await importRecipe(cook, { html: PLAIN_PAGE });
      expect(none.statusCode).toBe(422);
      expect(none.json().message).toBe(NO_RECIPE_MESSAGE);
    });

    it('answers 422, not an error, for pasted HTML nested 100,000 elements deep', async () => {
      const html = `${'<div>'.repeat(100_000)}Pancakes${'</div>'.repeat(100_000)}`;
      const response = await importRecipe(cook, { html });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(NO_RECIPE_MESSAGE);
    });

    it('makes each line of an ingredient entry an ingredient, and markup inside one its text', async () => {
      const recipe = {
        '@type': 'Recipe',
        name: 'Lemonade',
        recipeIngredient: [
          '1 cup sugar\n4 cups water\r\n\n',
          '<strong>3 cups</strong> ice',
          '&lt;em&gt;2&lt;/em&gt; lemons, juiced<br>1 pinch salt',
          [' \n ', '<p>1 sprig mint</p><p>1 slice lemon</p>'],
        ],
        recipeInstructions: 'Stir.',
      };
      const response = await importRecipe(cook, { html: page(jsonLd(recipe)) });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().ingredients).toEqual([
        { text: '1 cup sugar', qty: '1', unit: 'cup', item: 'sugar', note: '' },
        { text: '4 cups water', qty: '4', unit: 'cups', item: 'water', note: '' },
        { text: '3 cups ice', qty: '3', unit: 'cups', item: 'ice', note: '' },
        { text: '2 lemons, juiced', qty: '2', unit: '', item: 'lemons', note: 'juiced' },
        { text: '1 pinch salt', qty: '1', unit: 'pinch', item: 'salt', note: '' },
        { text: '1 sprig mint', qty: '1', unit: 'sprig', item: 'mint', note: '' },
        { text: '1 slice lemon', qty: '1', unit: 'slice', item: 'lemon', note: '' },
      ]);
    });

    it("keeps a page's own ingredient on one line where its markup only wraps the line", async () => {
      const html = `<html><body><div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Toast</h1>
        <span itemprop="recipeIngredient">2 slices
          <b>sourdough</b> bread</span><span itemprop="recipeIngredient">1 tbsp butter<br>jam</span>
        <div itemprop="recipeInstructions">Toast the bread,
          then butter it.</div></div></body></html>`;
      const response = await importRecipe(cook, { html });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        ingredients: [{ text: '2 slices sourdough bread' }, { text: '1 tbsp butter' }, { text: 'jam' }],
        method: ['Toast the bread, then butter it.'],
      });
    });

    it('imports from pasted text', async () => {
      const response = await importRecipe(cook, {
        text: 'Porridge\nIngredients\n1 cup oats\n2 cups milk\nMethod\nSimmer for 5 minutes.',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        title: 'Porridge',
        method: ['Simmer for 5 minutes.'],
        ingredients: [{ text: '1 cup oats' }, { text: '2 cups milk' }],
      });
    });

    it('refuses anonymous cooks (401), before reading what they sent', async () => {
      expect((await importRecipe(null, { html: RECIPE_PAGE })).statusCode).toBe(401);
      // Up to 5 MB are accepted here, so the body is not parsed for a caller who may not import: a body that is
      // not JSON at all answers 401, not 400.
      const unread = await t.app.inject({
        method: 'POST',
        url: '/api/import-recipe',
        headers: { 'content-type': 'application/json' },
        payload: '['.repeat(100_000),
      });
      expect(unread.statusCode).toBe(401);
    });

    it.each([
      ['nothing', {}],
      ['two sources', { text: 'Soup\n1 onion', html: RECIPE_PAGE }],
      ['an unknown field', { recipe: 'x' }],
      ['HTML that is not text', { html: 42 }],
      ['HTML over 2 MB', { html: 'x'.repeat(2 * 1024 * 1024 + 1) }],
    ])('refuses %s with a 400 and a message', async (_case, payload) => {
      const response = await importRecipe(cook, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    });
  },
  {},
  () => ({ fetchPageOptions: site.fetchOptions }),
);
