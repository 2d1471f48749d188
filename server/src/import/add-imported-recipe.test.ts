import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInCook, type TestCook } from '../testing/cooks.js';
import { startLoopbackSite, type LoopbackSite } from '../testing/loopback-site.js';
import { describeWithApp } from '../testing/test-app.js';
import type { FetchPageOptions } from '../net/safe-fetch.js';
import { newRecipeBody } from '@fiz/core/testing/recipe-bodies';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
const EXPIRED = { user_free_expiry_date: '2020-01-01' };

const reviewed = (imageSourceUrl: string) => ({
  ...newRecipeBody('Sunday Pancakes', {
    recipeNote: 'From the family cookbook',
    recipeFavourite: 'Yes',
    recipeYoutubeUrl: 'dQw4w9WgXcQ',
    recipeWebsiteLink: 'https://example.com/pancakes',
    recipeMethod: 'Whisk.\nFry.',
    ingredients: [
      { qty: '1', unit: 'cup', item: 'flour', note: '' },
      { qty: '1', unit: '', item: 'egg', note: 'beaten' },
    ],
  }),
  imageSourceUrl,
});

let site: LoopbackSite;
beforeAll(async () => {
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c84' } })
    .jpeg()
    .toBuffer();
  site = await startLoopbackSite('photos.test', () => ({
    '/photo.jpg': ['image/jpeg', photo],
    '/drawing.jpg': ['image/jpeg', SVG],
    '/drawing.svg': ['image/svg+xml', SVG],
    '/page.jpg': ['text/html', '<html><body>Not found</body></html>'],
    '/broken.jpg': ['image/jpeg', photo.subarray(0, 40)],
  }));
});
afterAll(() => site.stop());

/** The test site's photo at a port that was free a moment ago, where nothing listens. */
async function addressNobodyAnswers(): Promise<string> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return site.url('/photo.jpg').replace(/:\d+\//u, `:${port}/`);
}

/** Besides the test's own site, a name that resolves to the cloud's metadata service. */
const withMetadataName = (options: FetchPageOptions): FetchPageOptions => ({
  ...options,
  resolve: async (name) =>
    name === 'metadata.test' ? [{ address: '169.254.169.254', family: 4 }] : options.resolve!(name),
});

describeWithApp(
  'saving an imported recipe',
  (t) => {
    let cook: TestCook;
    beforeAll(async () => {
      cook = await signedInCook(t.app, t.db, {}, 'Mia');
    });

    const save = (as: TestCook | null, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/addimportedrecipe',
        ...(as ? { headers: { cookie: as.cookie } } : {}),
        payload,
      });
    const recipeOf = async (as: TestCook, recipeId: number) =>
      (await t.app.inject({ method: 'GET', url: `/api/getrecipe/${recipeId}`, headers: { cookie: as.cookie } })).json();

    it('saves every reviewed field and the page photo, re-encoded as a JPEG of our own', async () => {
      const response = await save(cook, reviewed(site.url('/photo.jpg')));
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
      // The recipe is private, so its photo is served to its owner only.
      const image = await t.app.inject({
        method: 'GET',
        url: recipe.recipe_imageurl,
        headers: { cookie: cook.cookie },
      });
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
        [await addressNobodyAnswers()]: "The website of the page's photo did not answer.",
      };
      for (const [path, reason] of Object.entries(cases)) {
        const response = await save(cook, reviewed(path.startsWith('/') ? site.url(path) : path));
        expect(response.statusCode, path).toBe(201);
        expect(response.json().imageMessage, path).toContain('The recipe was saved without its photo.');
        expect(response.json().imageMessage, path).toContain(reason);
        expect(response.json().imageMessage, path).not.toContain('Check the address');
        expect(response.json().imageMessage, path).toContain(
          'You can upload a photo of your own when editing the recipe.',
        );
        const recipe = await recipeOf(cook, response.json().recipeId);
        expect(recipe.recipe_name, path).toBe('Sunday Pancakes');
        expect(recipe.recipe_imageurl, path).toBe('');
      }
    });

    it('never fetches a photo from a private address, by name or written as an IP address', async () => {
      // Loopback is left out: these tests reach their own site on 127.0.0.1 (safe-fetch.test.ts refuses it).
      for (const address of [
        'http://metadata.test/latest/meta-data/photo.jpg',
        'http://169.254.169.254/latest/meta-data/photo.jpg',
        'http://192.168.1.1/photo.jpg',
        'http://[fd00::1]/photo.jpg',
      ]) {
        const response = await save(cook, { ...reviewed(address), recipeWebsiteLink: address });
        expect(response.statusCode, address).toBe(201);
        expect(response.json().imageMessage, address).toContain('That address is not a public web page.');
        const recipe = await recipeOf(cook, response.json().recipeId);
        expect(recipe).toMatchObject({ recipe_website_link: address, recipe_imageurl: '' });
      }
    });

    it('refuses a bad field with a message and saves nothing', async () => {
      const response = await save(cook, { ...reviewed(''), recipeName: '', imageSourceUrl: 'javascript:alert(1)' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    });

    it('refuses an anonymous caller and an Expired cook', async () => {
      expect((await save(null, reviewed(''))).statusCode).toBe(401);
      const expired = await signedInCook(t.app, t.db, EXPIRED, 'Old');
      expect((await save(expired, reviewed(''))).statusCode).toBe(403);
    });
  },
  {},
  () => ({ fetchPageOptions: withMetadataName(site.fetchOptions) }),
);

describeWithApp(
  "previewing an imported page's photo",
  (t) => {
    let cook: TestCook;
    beforeAll(async () => {
      cook = await signedInCook(t.app, t.db, {}, 'Noa');
    });
    const preview = (as: TestCook | null, url: string) =>
      t.app.inject({
        url: `/api/importphotopreview?url=${encodeURIComponent(url)}`,
        ...(as ? { headers: { cookie: as.cookie } } : {}),
      });

    it('shows the photo as the thumbnail the recipe would get, from our own address', async () => {
      const response = await preview(cook, site.url('/photo.jpg'));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.headers['cache-control']).toBe('private, max-age=600');
      const { format, width, height } = await sharp(response.rawPayload).metadata();
      expect({ format, width, height }).toEqual({ format: 'jpeg', width: 480, height: 360 });
    });

    it('says why a photo cannot be shown, as saving would, and never fetches from a private address', async () => {
      const cases = {
        '/drawing.svg': "The page's photo is not a JPEG, PNG, WebP or GIF image.",
        '/broken.jpg': "The page's photo was refused. That file is not a JPEG, PNG, WebP or GIF image.",
        '/missing.jpg': 'error 404',
      };
      for (const [path, reason] of Object.entries(cases)) {
        const response = await preview(cook, site.url(path));
        expect(response.statusCode, path).toBe(422);
        expect(response.json().message, path).toContain(reason);
      }
      for (const address of ['http://metadata.test/latest/meta-data/photo.jpg', 'http://169.254.169.254/photo.jpg']) {
        const privateAddress = await preview(cook, address);
        expect(privateAddress.statusCode, address).toBe(422);
        expect(privateAddress.json().message, address).toContain('That address is not a public web page.');
      }
    });

    it('refuses an address that is not a web address, an anonymous caller and an Expired cook', async () => {
      for (const url of ['', 'javascript:alert(1)', 'file:///etc/passwd']) {
        const response = await preview(cook, url);
        expect(response.statusCode, url).toBe(400);
        expect(response.json().message, url).toEqual(expect.any(String));
      }
      expect((await preview(null, site.url('/photo.jpg'))).statusCode).toBe(401);
      const expired = await signedInCook(t.app, t.db, EXPIRED, 'Old');
      expect((await preview(expired, site.url('/photo.jpg'))).statusCode).toBe(403);
    });
  },
  {},
  () => ({ fetchPageOptions: withMetadataName(site.fetchOptions) }),
);
