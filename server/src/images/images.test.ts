import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { signedInCook, type TestCook } from '../testing/cooks.js';
import { multipart } from '../testing/multipart.js';
import { createRecipe } from '../testing/recipes.js';
import { describeWithApp } from '../testing/test-app.js';

/** A real photo as a phone makes it: JPEG with camera and GPS metadata. */
async function phonePhoto(width = 2400, height = 1800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'FizPhone', Model: 'Test' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 52/1 0/1' },
    })
    .toBuffer();
}

describeWithApp('recipe photos', (t) => {
  const upload = (cook: TestCook | null, fields: Record<string, string>, file?: Parameters<typeof multipart>[1]) => {
    const body = multipart(fields, file);
    return t.app.inject({
      method: 'POST',
      url: '/api/imageupload',
      payload: body.payload,
      headers: { ...body.headers, ...(cook ? { cookie: cook.cookie } : {}) },
    });
  };
  const jpeg = async (data?: Buffer) => ({ name: 'photo.jpg', type: 'image/jpeg', data: data ?? (await phonePhoto()) });

  it('re-encodes an upload without its metadata, resized, with a thumbnail, served with long caching', async () => {
    const cook = await signedInCook(t.app, t.db);
    const recipeId = await createRecipe(t.app, cook, 'Pumpkin soup');
    const response = await upload(cook, { recipeId: String(recipeId) }, await jpeg());
    expect(response.statusCode).toBe(200);
    const { imageUrl } = response.json();
    expect(imageUrl).toMatch(/^\/images\/recipes\/[0-9a-f-]{36}\.jpg$/);

    const served = await t.app.inject({ url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width!, meta.height!)).toBe(1600);
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('FizPhone'))).toBe(false);

    const thumb = await t.app.inject({ url: imageUrl.replace('.jpg', '-thumb.jpg') });
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(480);

    const recipe = (await t.app.inject({ url: `/api/getrecipe/${recipeId}`, headers: { cookie: cook.cookie } })).json();
    expect(recipe.recipe_imageurl).toBe(imageUrl);
  });

  it('accepts PNG, WebP and GIF by their content', async () => {
    const cook = await signedInCook(t.app, t.db);
    const recipeId = await createRecipe(t.app, cook, 'Tart');
    const base = sharp({ create: { width: 64, height: 64, channels: 4, background: '#3a7' } });
    for (const [format, data] of [
      ['png', await base.clone().png().toBuffer()],
      ['webp', await base.clone().webp().toBuffer()],
      ['gif', await base.clone().gif().toBuffer()],
    ] as const) {
      const response = await upload(
        cook,
        { recipeId: String(recipeId) },
        { name: `x.${format}`, type: 'image/x', data },
      );
      expect(response.statusCode, format).toBe(200);
    }
  });

  it.each([
    ['an HTML page named .jpg', Buffer.from('<html><script>alert(1)</script></html>')],
    ['an SVG named .jpg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['a text file', Buffer.from('just words')],
  ])('refuses %s with a clear message', async (_label, data) => {
    const cook = await signedInCook(t.app, t.db);
    const recipeId = await createRecipe(t.app, cook, 'Cake');
    const response = await upload(
      cook,
      { recipeId: String(recipeId) },
      { name: 'photo.jpg', type: 'image/jpeg', data },
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'That file is not a JPEG, PNG, WebP or GIF image.' });
  });

  it('refuses a truncated photo', async () => {
    const cook = await signedInCook(t.app, t.db);
    const recipeId = await createRecipe(t.app, cook, 'Cake');
    const whole = await phonePhoto(800, 600);
    const response = await upload(
      cook,
      { recipeId: String(recipeId) },
      await jpeg(whole.subarray(0, whole.length / 2)),
    );
    expect(response.statusCode).toBe(415);
  });

  it('refuses a decompression bomb: a small file of too many pixels', async () => {
    const cook = await signedInCook(t.app, t.db);
    const recipeId = await createRecipe(t.app, cook, 'Bomb');
    const bomb = await sharp({ create: { width: 9000, height: 6000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const response = await upload(
      cook,
      { recipeId: String(recipeId) },
      { name: 'b.png', type: 'image/png', data: bomb },
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      message: 'That image has too many pixels. Please choose one under 40 megapixels.',
    });
  });

  it('refuses a file over 10 MB', async () => {
    const cook = await signedInCook(t.app, t.db);
    const recipeId = await createRecipe(t.app, cook, 'Big');
    const big = Buffer.concat([await phonePhoto(100, 100), Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const response = await upload(cook, { recipeId: String(recipeId) }, await jpeg(big));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'That image is larger than 10 MB.' });
  });

  it('asks for a file when none was chosen', async () => {
    const cook = await signedInCook(t.app, t.db);
    const recipeId = await createRecipe(t.app, cook, 'Empty');
    const response = await upload(cook, { recipeId: String(recipeId) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'No file selected. Please choose a file.' });
  });

  it("refuses a photo for another cook's recipe, and for a shared one", async () => {
    const owner = await signedInCook(t.app, t.db);
    const other = await signedInCook(t.app, t.db);
    const privateId = await createRecipe(t.app, owner, 'Private');
    const sharedId = await createRecipe(t.app, owner, 'Shared', { recipeShare: 'Yes' });
    expect((await upload(other, { recipeId: String(privateId) }, await jpeg())).statusCode).toBe(404);
    expect((await upload(other, { recipeId: String(sharedId) }, await jpeg())).statusCode).toBe(403);
    expect((await upload(null, { recipeId: String(privateId) }, await jpeg())).statusCode).toBe(401);
  });

  it('removes the old files when a photo is replaced or its recipe deleted, and copies get their own', async () => {
    const cook = await signedInCook(t.app, t.db);
    const other = await signedInCook(t.app, t.db);
    const recipeId = await createRecipe(t.app, cook, 'Gratin', { recipeShare: 'Yes' });
    const fileOf = (url: string) => join(t.config.dataDir, 'images', url.replace('/images/', ''));
    const first = (await upload(cook, { recipeId: String(recipeId) }, await jpeg())).json().imageUrl;
    const second = (await upload(cook, { recipeId: String(recipeId) }, await jpeg())).json().imageUrl;
    expect(existsSync(fileOf(first))).toBe(false);
    expect(existsSync(fileOf(first.replace('.jpg', '-thumb.jpg')))).toBe(false);
    expect(existsSync(fileOf(second))).toBe(true);

    const copy = await t.app.inject({
      method: 'POST',
      url: '/api/copysharedrecipe',
      headers: { cookie: other.cookie },
      payload: { recipeId },
    });
    const copyId = copy.json().newRecipeId;
    await t.app.inject({ method: 'DELETE', url: `/api/deleterecipe/${recipeId}`, headers: { cookie: cook.cookie } });
    expect(existsSync(fileOf(second))).toBe(false);
    const copied = (await t.app.inject({ url: `/api/getrecipe/${copyId}`, headers: { cookie: other.cookie } })).json();
    expect(copied.recipe_imageurl).not.toBe(second);
    expect((await t.app.inject({ url: copied.recipe_imageurl })).statusCode).toBe(200);
  });

  it('removes the photo when an update clears it', async () => {
    const cook = await signedInCook(t.app, t.db);
    const recipeId = await createRecipe(t.app, cook, 'Flan');
    const url = (await upload(cook, { recipeId: String(recipeId) }, await jpeg())).json().imageUrl;
    await t.app.inject({
      method: 'POST',
      url: '/api/updaterecipe',
      headers: { cookie: cook.cookie },
      payload: { recipeId, recipeName: 'Flan', recipeShare: 'No', recipeFavourite: 'No', recipeImageUrl: '' },
    });
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    // Any other value is ignored: a photo changes only through an upload.
    await t.app.inject({
      method: 'POST',
      url: '/api/updaterecipe',
      headers: { cookie: cook.cookie },
      payload: {
        recipeId,
        recipeName: 'Flan',
        recipeShare: 'No',
        recipeFavourite: 'No',
        recipeImageUrl: 'https://evil.example/x.jpg',
      },
    });
    const recipe = (await t.app.inject({ url: `/api/getrecipe/${recipeId}`, headers: { cookie: cook.cookie } })).json();
    expect(recipe.recipe_imageurl).toBe('');
  });
});
