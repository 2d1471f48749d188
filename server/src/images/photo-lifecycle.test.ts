import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { recipes } from '../db/schema.js';
import { signedInCook } from '../testing/cooks.js';
import { createRecipe } from '../testing/recipes.js';
import { photoTestKit, phonePhoto } from '../testing/photos.js';
import { describeWithApp } from '../testing/test-app.js';
import { processRecipeImage } from './recipe-image.js';
import { storeRecipeImage } from './recipe-images.js';
import { storageFromConfig } from './storage-from-config.js';
import { updateRecipeBody } from '@fiz/core/testing/recipe-bodies';

describeWithApp('recipe photos replaced, removed and copied', (t) => {
  const { upload, storedPhotos, difference, waitForQueryWaitingOnLock, jpeg } = photoTestKit(t);

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
    const copiedPhoto = await t.app.inject({ url: copied.recipe_imageurl, headers: { cookie: other.cookie } });
    expect(copiedPhoto.statusCode).toBe(200);
  });

  it('copies a recipe deleted while it is being copied whole or not at all, keeping no photo for a refused copy', async () => {
    const cook = await signedInCook(t.app, t.db);
    const other = await signedInCook(t.app, t.db);
    const ingredients = Array.from({ length: 30 }, (_, i) => ({ qty: '1', unit: 'cup', item: `item ${i}`, note: '' }));
    for (let round = 0; round < 4; round += 1) {
      const recipeId = await createRecipe(t.app, cook, 'Trifle', { recipeShare: 'Yes', ingredients });
      await upload(cook, { recipeId: String(recipeId) }, await jpeg());
      const before = await storedPhotos();
      const [copy, deleted] = await Promise.all([
        t.app.inject({
          method: 'POST',
          url: '/api/copysharedrecipe',
          headers: { cookie: other.cookie },
          payload: { recipeId },
        }),
        t.app.inject({ method: 'DELETE', url: `/api/deleterecipe/${recipeId}`, headers: { cookie: cook.cookie } }),
      ]);
      expect(deleted.statusCode).toBe(200);
      if (copy.statusCode === 404) {
        // The original's two files went with it, and the copy's were not kept.
        expect(difference(before, await storedPhotos())).toHaveLength(2);
        expect(difference(await storedPhotos(), before)).toEqual([]);
        continue;
      }
      expect(copy.statusCode, copy.body).toBe(201);
      const copied = await t.app.inject({
        url: `/api/getrecipe/${copy.json().newRecipeId}`,
        headers: { cookie: other.cookie },
      });
      expect(copied.json().ingredients).toHaveLength(30);
    }
  });

  it('copies a shared recipe whose photo files are gone, without the photo', async () => {
    const cook = await signedInCook(t.app, t.db);
    const other = await signedInCook(t.app, t.db);
    const recipeId = await createRecipe(t.app, cook, 'Tart', { recipeShare: 'Yes' });
    const photo = (await upload(cook, { recipeId: String(recipeId) }, await jpeg())).json().imageUrl as string;
    await rm(join(t.config.dataDir, 'images', photo.replace('/images/', '')));

    const copy = await t.app.inject({
      method: 'POST',
      url: '/api/copysharedrecipe',
      headers: { cookie: other.cookie },
      payload: { recipeId },
    });
    expect(copy.statusCode, copy.body).toBe(201);
    const copied = await t.app.inject({
      url: `/api/getrecipe/${copy.json().newRecipeId}`,
      headers: { cookie: other.cookie },
    });
    expect(copied.json()).toMatchObject({ recipe_name: 'Tart', recipe_imageurl: '' });
  });

  it('keeps only the winning photo of uploads sent together, and none for a recipe deleted meanwhile', async () => {
    const cook = await signedInCook(t.app, t.db);
    const recipeId = await createRecipe(t.app, cook, 'Crumble');
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c84' } })
      .png()
      .toBuffer();
    const sendTogether = (count: number) =>
      Array.from({ length: count }, () =>
        upload(cook, { recipeId: String(recipeId) }, { name: 'p.png', type: 'image/png', data: png }),
      );

    const before = await storedPhotos();
    const responses = await Promise.all(sendTogether(20));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const recipe = (await t.app.inject({ url: `/api/getrecipe/${recipeId}`, headers: { cookie: cook.cookie } })).json();
    const kept = recipe.recipe_imageurl.replace('/images/', '');
    expect(difference(await storedPhotos(), before)).toEqual([kept, kept.replace('.jpg', '-thumb.jpg')].sort());

    const uploads = sendTogether(10);
    await t.app.inject({ method: 'DELETE', url: `/api/deleterecipe/${recipeId}`, headers: { cookie: cook.cookie } });
    for (const response of await Promise.all(uploads)) expect([200, 404]).toContain(response.statusCode);
    expect(difference(await storedPhotos(), before)).toEqual([]);
  });

  // Only PostgreSQL serves requests side by side (PGlite runs one query at a time, so nothing can wait on a row
  // lock there): the case exists in the PostgreSQL run alone.
  if (t.kind === 'postgres')
    it('removes the photo a recipe holds when its delete or photo removal waited on an upload', async () => {
      const cook = await signedInCook(t.app, t.db);
      const storage = storageFromConfig(t.config);
      const fileOf = (url: string) => join(t.config.dataDir, 'images', url.replace('/images/', ''));
      const removals = [
        (recipeId: number) =>
          t.app.inject({ method: 'DELETE', url: `/api/deleterecipe/${recipeId}`, headers: { cookie: cook.cookie } }),
        (recipeId: number) =>
          t.app.inject({
            method: 'POST',
            url: '/api/updaterecipe',
            headers: { cookie: cook.cookie },
            payload: updateRecipeBody(recipeId, 'Pie', { recipeImageUrl: '' }),
          }),
      ];
      for (const remove of removals) {
        const recipeId = await createRecipe(t.app, cook, 'Pie');
        await upload(cook, { recipeId: String(recipeId) }, await jpeg(await phonePhoto(100, 100)));
        // An upload that commits its new photo while the removal has read the recipe and waits on its row.
        const uploaded = await storeRecipeImage(storage, await processRecipeImage(await phonePhoto(100, 100)));
        let removal: ReturnType<typeof remove> | undefined;
        await t.db.transaction(async (tx) => {
          await tx.select().from(recipes).where(eq(recipes.recipe_id, recipeId)).for('update');
          await tx.update(recipes).set({ recipe_imageurl: uploaded }).where(eq(recipes.recipe_id, recipeId));
          removal = remove(recipeId);
          await waitForQueryWaitingOnLock();
        });
        expect((await removal!).statusCode).toBe(200);
        expect(existsSync(fileOf(uploaded))).toBe(false);
        expect(existsSync(fileOf(uploaded.replace('.jpg', '-thumb.jpg')))).toBe(false);
      }
    });

  it('removes the photo when an update clears it', async () => {
    const cook = await signedInCook(t.app, t.db);
    const recipeId = await createRecipe(t.app, cook, 'Flan');
    const url = (await upload(cook, { recipeId: String(recipeId) }, await jpeg())).json().imageUrl;
    await t.app.inject({
      method: 'POST',
      url: '/api/updaterecipe',
      headers: { cookie: cook.cookie },
      payload: updateRecipeBody(recipeId, 'Flan', { recipeImageUrl: '' }),
    });
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    // Any other value is ignored: a photo changes only through an upload.
    await t.app.inject({
      method: 'POST',
      url: '/api/updaterecipe',
      headers: { cookie: cook.cookie },
      payload: updateRecipeBody(recipeId, 'Flan', { recipeImageUrl: 'https://evil.example/x.jpg' }),
    });
    const recipe = (await t.app.inject({ url: `/api/getrecipe/${recipeId}`, headers: { cookie: cook.cookie } })).json();
    expect(recipe.recipe_imageurl).toBe('');
  });

  it('refuses to remove a photo uploaded after the editor asking to remove one was opened', async () => {
    const cook = await signedInCook(t.app, t.db);
    const recipeId = await createRecipe(t.app, cook, 'Tart');
    const first = (await upload(cook, { recipeId: String(recipeId) }, await jpeg())).json();
    // One window opens the recipe with the first photo; another uploads a new one.
    const opened = (await t.app.inject({ url: `/api/getrecipe/${recipeId}`, headers: { cookie: cook.cookie } })).json();
    expect(opened.recipe_revision).toBe(first.recipe_revision);
    const second = (await upload(cook, { recipeId: String(recipeId) }, await jpeg())).json();
    expect(second.recipe_revision).toBe(first.recipe_revision + 1);
    // The first window's Remove photo was meant for the first photo: the new one stays.
    const removal = await t.app.inject({
      method: 'POST',
      url: '/api/updaterecipe',
      headers: { cookie: cook.cookie },
      payload: updateRecipeBody(recipeId, 'Tart', { recipeImageUrl: '', recipeRevision: opened.recipe_revision }),
    });
    expect(removal.statusCode).toBe(409);
    expect((await t.app.inject({ url: second.imageUrl, headers: { cookie: cook.cookie } })).statusCode).toBe(200);
  });
});
