import { eq } from 'drizzle-orm';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { Db } from '../db/client.js';
import { recipes } from '../db/schema.js';
import { signedInCook, type TestCook } from '../testing/cooks.js';
import { testConfig } from '../testing/test-config.js';
import { openTestDatabase, TEST_DATABASES } from '../testing/test-database.js';
import { NO_RECIPE_MESSAGE } from './import-recipe.routes.js';

const RECIPE_PAGE = `<!doctype html><html><head><title>Pancakes</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe","name":"Sunday Pancakes",
"recipeIngredient":["1 cup flour","1 egg"],"recipeInstructions":[{"@type":"HowToStep","text":"Whisk."},
{"@type":"HowToStep","text":"Fry."}],"image":"/pancakes.jpg"}</script></head>
<body><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe></body></html>`;
const PLAIN_PAGE = '<!doctype html><html><head><title>About</title></head><body><p>No recipe.</p></body></html>';

describe.each(TEST_DATABASES)('importing a recipe [%s]', (kind) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let server: Server;
  let base: string;
  let cook: TestCook;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const body = request.url === '/pancakes' ? RECIPE_PAGE : PLAIN_PAGE;
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    base = `http://recipes.test:${port}`;
    const database = await openTestDatabase(kind);
    db = database.db;
    app = await buildApp({
      config: testConfig(),
      db,
      fetchPageOptions: {
        allowLoopbackForTests: true,
        resolve: async (hostname) => (hostname === 'recipes.test' ? [{ address: '127.0.0.1', family: 4 }] : []),
      },
    });
    close = async () => {
      await app.close();
      await database.close();
    };
    cook = await signedInCook(app, db, {}, 'Mia');
  }, 60_000);
  afterAll(async () => {
    await close();
    await new Promise((resolve) => server.close(resolve));
  });

  const importRecipe = (as: TestCook | null, payload: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/import-recipe',
      ...(as ? { headers: { cookie: as.cookie } } : {}),
      payload: payload as Record<string, unknown>,
    });

  it('imports from a page address, fetched safely, without saving anything', async () => {
    const response = await importRecipe(cook, { url: `${base}/pancakes` });
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
      imageUrl: `${base}/pancakes.jpg`,
      websiteLink: `${base}/pancakes`,
      youtubeCode: 'dQw4w9WgXcQ',
    });
    expect(await db.select().from(recipes).where(eq(recipes.recipe_user_id, cook.user_id))).toEqual([]);
  });

  it('answers 422 with a clear message for a page without a recipe', async () => {
    const response = await importRecipe(cook, { url: `${base}/about` });
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

  it('refuses anonymous cooks (401)', async () => {
    expect((await importRecipe(null, { html: RECIPE_PAGE })).statusCode).toBe(401);
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
});
