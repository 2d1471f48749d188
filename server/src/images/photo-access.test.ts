import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { signedInCook, type TestCook } from '../testing/cooks.js';
import { createRecipe } from '../testing/recipes.js';
import { photoTestKit } from '../testing/photos.js';
import { describeWithApp } from '../testing/test-app.js';
import { PHOTO_CACHE_CONTROL } from './photo.routes.js';
import { updateRecipeBody } from '@fiz/core/testing/recipe-bodies';

describeWithApp('who sees a recipe photo', (t) => {
  const { upload, jpeg } = photoTestKit(t);

  const view = (url: string, cook: TestCook | null, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { ...headers, ...(cook ? { cookie: cook.cookie } : {}) } });

  const setShared = async (cook: TestCook, recipeId: number, recipeShare: 'Yes' | 'No') => {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/updaterecipe',
      headers: { cookie: cook.cookie },
      payload: updateRecipeBody(recipeId, 'Plum cake', { recipeShare }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };

  /** Both the photo and its thumbnail, as a card or the recipe shows them. */
  const photoAndThumbnail = (url: string) => [url, url.replace(/\.jpg$/, '-thumb.jpg')];

  async function cooksAndPhoto(share: 'Yes' | 'No') {
    const owner = await signedInCook(t.app, t.db, {}, 'Olive');
    const other = await signedInCook(t.app, t.db, {}, 'Otto');
    const admin = await signedInCook(t.app, t.db, { user_access: 'Admin' }, 'Ada');
    const recipeId = await createRecipe(t.app, owner, 'Plum cake', { recipeShare: share });
    const uploaded = await upload(owner, { recipeId: String(recipeId) }, await jpeg());
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    return { owner, other, admin, recipeId, url: uploaded.json<{ imageUrl: string }>().imageUrl };
  }

  function expectServedPrivately(response: LightMyRequestResponse) {
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe(PHOTO_CACHE_CONTROL.restricted);
    expect(response.headers['cache-control']).toMatch(/^private\b/);
    expect(response.headers.vary).toMatch(/\bCookie\b/);
  }

  function expectNotFound(response: LightMyRequestResponse) {
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'That photo could not be found.' });
    // The owner asking next through the same cache must not be given this answer.
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(0, 2)).not.toEqual(Buffer.from([0xff, 0xd8]));
  }

  it("shows a private recipe's photo to its owner and the Admin only", async () => {
    const { owner, other, admin, url } = await cooksAndPhoto('No');
    for (const address of photoAndThumbnail(url)) {
      expectServedPrivately(await view(address, owner));
      expectServedPrivately(await view(address, admin));
      expectNotFound(await view(address, other));
      expectNotFound(await view(address, null));
    }
  });

  it("shows an expired cook their own private photos, as the phone's recipes still open for them", async () => {
    const expired = await signedInCook(t.app, t.db, {}, 'Eve');
    const recipeId = await createRecipe(t.app, expired, 'Old favourite');
    const url = (await upload(expired, { recipeId: String(recipeId) }, await jpeg())).json<{ imageUrl: string }>()
      .imageUrl;
    await t.db.update(users).set({ user_free_expiry_date: '2000-01-01' }).where(eq(users.user_id, expired.user_id));
    expectServedPrivately(await view(url, expired));
  });

  it("shows a shared recipe's photo to everyone, signed in or not, and lets caches keep it only briefly", async () => {
    const { owner, other, admin, url } = await cooksAndPhoto('Yes');
    for (const address of photoAndThumbnail(url)) {
      for (const cook of [owner, other, admin, null]) {
        const response = await view(address, cook);
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe(PHOTO_CACHE_CONTROL.everyone);
        // A shared cache must ask again each time, so it learns at once when the recipe stops being shared.
        expect(response.headers['cache-control']).toMatch(/\bs-maxage=0\b/);
      }
    }
  });

  it('stops showing a photo to others as soon as its recipe stops being shared, and shows it once shared again', async () => {
    const { owner, other, recipeId, url } = await cooksAndPhoto('Yes');
    expect((await view(url, other)).statusCode).toBe(200);
    await setShared(owner, recipeId, 'No');
    for (const address of photoAndThumbnail(url)) {
      expectNotFound(await view(address, other));
      expectNotFound(await view(address, null));
      expectServedPrivately(await view(address, owner));
    }
    await setShared(owner, recipeId, 'Yes');
    expect((await view(url, null)).statusCode).toBe(200);
  });

  it('answers a copy the caller already holds with 304, after checking they may still see it', async () => {
    const { owner, other, recipeId, url } = await cooksAndPhoto('Yes');
    const first = await view(url, other);
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^"[0-9a-f-]{36}"$/);
    const again = await view(url, other, { 'if-none-match': tag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    const thumbnail = await view(url.replace(/\.jpg$/, '-thumb.jpg'), other, { 'if-none-match': tag });
    expect(thumbnail.statusCode, 'a thumbnail is another file, with a tag of its own').toBe(200);

    await setShared(owner, recipeId, 'No');
    expectNotFound(await view(url, other, { 'if-none-match': tag }));
    expect((await view(url, owner, { 'if-none-match': `W/${tag}, "other"` })).statusCode).toBe(304);
  });

  it('serves no photo once its recipe is deleted or the photo replaced, even to the owner', async () => {
    const { owner, recipeId, url } = await cooksAndPhoto('No');
    const replaced = await upload(owner, { recipeId: String(recipeId) }, await jpeg());
    expectNotFound(await view(url, owner));
    const current = replaced.json<{ imageUrl: string }>().imageUrl;
    await t.app.inject({ method: 'DELETE', url: `/api/deleterecipe/${recipeId}`, headers: { cookie: owner.cookie } });
    expectNotFound(await view(current, owner));
  });
});
