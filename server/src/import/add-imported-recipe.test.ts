import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { Db } from '../db/client.js';
import { signedInCook, type TestCook } from '../testing/cooks.js';
import { testConfig } from '../testing/test-config.js';
import { openTestDatabase, TEST_DATABASES } from '../testing/test-database.js';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
/** photos.test is the test's own server; metadata.test stands for a name that resolves to the cloud's metadata service. */
const ADDRESSES: Record<string, string> = { 'photos.test': '127.0.0.1', 'metadata.test': '169.254.169.254' };
const EXPIRED = { user_free_expiry_date: '2020-01-01' };

const reviewed = (imageSourceUrl: string) => ({
  recipeName: 'Sunday Pancakes',
  recipeNote: 'From the family cookbook',
  recipeShare: 'No',
  recipeFavourite: 'Yes',
  recipeYoutubeUrl: 'dQw4w9WgXcQ',
  recipeWebsiteLink: 'https://example.com/pancakes',
  recipeMethod: 'Whisk.\nFry.',
  ingredients: [
    { qty: '1', unit: 'cup', item: 'flour', note: '' },
    { qty: '1', unit: '', item: 'egg', note: 'beaten' },
  ],
  imageSourceUrl,
});

describe.each(TEST_DATABASES)('saving an imported recipe [%s]', (kind) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let server: Server;
  let base: string;
  let cook: TestCook;

  beforeAll(async () => {
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c84' } })
      .jpeg()
      .toBuffer();
    const files: Record<string, [string, string | Buffer]> = {
      '/photo.jpg': ['image/jpeg', photo],
      '/drawing.jpg': ['image/jpeg', SVG],
      '/drawing.svg': ['image/svg+xml', SVG],
      '/page.jpg': ['text/html', '<html><body>Not found</body></html>'],
      '/broken.jpg': ['image/jpeg', photo.subarray(0, 40)],
    };
    server = createServer((request, response) => {
      const file = files[request.url ?? ''];
      if (!file) return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': file[0] }).end(file[1]);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://photos.test:${(server.address() as AddressInfo).port}`;
    const database = await openTestDatabase(kind);
    db = database.db;
    app = await buildApp({
      config: testConfig(),
      db,
      fetchPageOptions: {
        allowLoopbackForTests: true,
        resolve: async (hostname) => [{ address: ADDRESSES[hostname] ?? '', family: 4 }],
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

  const save = (as: TestCook | null, payload: object) =>
    app.inject({
      method: 'POST',
      url: '/api/addimportedrecipe',
      ...(as ? { headers: { cookie: as.cookie } } : {}),
      payload,
    });
  const recipeOf = async (as: TestCook, recipeId: number) =>
    (await app.inject({ method: 'GET', url: `/api/getrecipe/${recipeId}`, headers: { cookie: as.cookie } })).json();

  it('saves every reviewed field and the page photo, re-encoded as a JPEG of our own', async () => {
    const response = await save(cook, reviewed(`${base}/photo.jpg`));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().imageMessage).toBeUndefined();
    const recipe = await recipeOf(cook, response.json().recipeId);
    expect(recipe).toMatchObject({
      recipe_name: 'Sunday Pancakes',
      recipe_note: 'From the family cookbook',
      recipe_favourite: 'Yes',
      recipe_share: 'No',
      recipe_basil: 'false',
      recipe_youtube_url: 'dQw4w9WgXcQ',
      recipe_website_link: 'https://example.com/pancakes',
      // Spec 4.2: the method is kept one step per line, split at full stops.
      recipe_method: 'Whisk\nFry',
      ingredients: [
        { qty: '1', unit: 'cup', item: 'flour', note: '' },
        { qty: '1', unit: '', item: 'egg', note: 'beaten' },
      ],
    });
    expect(recipe.recipe_imageurl).toMatch(/^\/images\/recipes\/[\w-]+\.jpg$/);
    const image = await app.inject({ method: 'GET', url: recipe.recipe_imageurl });
    expect(image.statusCode).toBe(200);
    expect((await sharp(image.rawPayload).metadata()).format).toBe('jpeg');
  });

  it('saves the recipe without a photo that is not a usable image, and says why', async () => {
    const cases = {
      '/drawing.svg': "The page's photo is not a JPEG, PNG, WebP or GIF image.",
      '/page.jpg': "The page's photo is not a JPEG, PNG, WebP or GIF image.",
      '/drawing.jpg': 'That file is not a JPEG, PNG, WebP or GIF image.',
      '/broken.jpg': 'That file is not a JPEG, PNG, WebP or GIF image.',
      '/missing.jpg': 'error 404',
    };
    for (const [path, reason] of Object.entries(cases)) {
      const response = await save(cook, reviewed(`${base}${path}`));
      expect(response.statusCode, path).toBe(201);
      expect(response.json().imageMessage, path).toContain('The recipe was saved without its photo.');
      expect(response.json().imageMessage, path).toContain(reason);
      const recipe = await recipeOf(cook, response.json().recipeId);
      expect(recipe.recipe_name, path).toBe('Sunday Pancakes');
      expect(recipe.recipe_imageurl, path).toBe('');
    }
  });

  it('never fetches a photo from a private address', async () => {
    const response = await save(cook, reviewed('http://metadata.test/latest/meta-data/photo.jpg'));
    expect(response.statusCode).toBe(201);
    expect(response.json().imageMessage).toContain('That address is not a public web page.');
  });

  it('refuses a bad field with a message and saves nothing', async () => {
    const response = await save(cook, { ...reviewed(''), recipeName: '', imageSourceUrl: 'javascript:alert(1)' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('refuses an anonymous caller and an Expired cook', async () => {
    expect((await save(null, reviewed(''))).statusCode).toBe(401);
    const expired = await signedInCook(app, db, EXPIRED, 'Old');
    expect((await save(expired, reviewed(''))).statusCode).toBe(403);
  });
});
