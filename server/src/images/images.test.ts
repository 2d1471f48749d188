import sharp from 'sharp';
import { expect, it } from 'vitest';
import { signedInCook } from '../testing/cooks.js';
import { multipart } from '../testing/multipart.js';
import { createRecipe } from '../testing/recipes.js';
import { photoTestKit, phonePhoto } from '../testing/photos.js';
import { describeWithApp } from '../testing/test-app.js';

describeWithApp('recipe photos', (t) => {
  const { upload, jpeg } = photoTestKit(t);

  it('re-encodes an upload without its metadata, resized, with a thumbnail, kept by the browser only', async () => {
    const cook = await signedInCook(t.app, t.db);
    const recipeId = await createRecipe(t.app, cook, 'Pumpkin soup');
    const response = await upload(cook, { recipeId: String(recipeId) }, await jpeg());
    expect(response.statusCode).toBe(200);
    const { imageUrl } = response.json();
    expect(imageUrl).toMatch(/^\/images\/recipes\/[0-9a-f-]{36}\.jpg$/);

    const served = await t.app.inject({ url: imageUrl, headers: { cookie: cook.cookie } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width!, meta.height!)).toBe(1600);
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('FizPhone'))).toBe(false);

    const thumb = await t.app.inject({ url: imageUrl.replace('.jpg', '-thumb.jpg'), headers: { cookie: cook.cookie } });
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

  it('says in words what is wrong with a form of two files, too many fields, or no boundary', async () => {
    const cook = await signedInCook(t.app, t.db);
    const recipeId = await createRecipe(t.app, cook, 'Form');
    const photo = await jpeg(await phonePhoto(100, 100));
    const send = (form: { payload: Buffer; headers: Record<string, string> }) =>
      t.app.inject({
        method: 'POST',
        url: '/api/imageupload',
        payload: form.payload,
        headers: { ...form.headers, cookie: cook.cookie },
      });
    const recipe = { recipeId: String(recipeId) };
    const twoFiles = await send(multipart(recipe, [photo, { ...photo, field: 'other' }]));
    expect(twoFiles.statusCode).toBe(400);
    expect(twoFiles.json()).toEqual({ message: 'Send one photo at a time.' });
    const fields = { ...recipe, a: '1', b: '2', c: '3', d: '4', e: '5', f: '6' };
    const manyFields = await send(multipart(fields, photo));
    expect(manyFields.statusCode).toBe(413);
    expect(manyFields.json()).toEqual({ message: 'Too many form fields in the upload.' });
    const form = multipart(recipe, photo);
    const noBoundary = await send({ ...form, headers: { 'content-type': 'multipart/form-data' } });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json()).toEqual({
      message: 'The upload could not be read. Please choose the photo again and retry.',
    });
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
});
