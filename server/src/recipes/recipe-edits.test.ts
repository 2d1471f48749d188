import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { fieldsAsColumns } from '@fiz/core/recipe';
import { newRecipeBody, updateRecipeBody, type RecipeFacts } from '@fiz/core/testing/recipe-bodies';
import { recipes } from '../db/schema.js';
import { signedInCook } from '../testing/cooks.js';
import { createRecipe } from '../testing/recipes.js';
import { describeWithApp } from '../testing/test-app.js';
import { findRecipe, recipeIngredients, updateRecipe } from './recipes.db.js';

const EXPIRED = { user_free_expiry_date: '2020-01-01' };

/** Pancakes as the editor saves them, every field filled in. */
const PANCAKES: RecipeFacts = {
  recipeNote: 'Sunday breakfast',
  recipeFavourite: 'Yes',
  recipeYoutubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  recipeWebsiteLink: 'https://example.com/pancakes',
  recipeMethod: 'Whisk the eggs. Add flour|Fry\n\nServe warm.',
  recipeImageUrl: '',
  ingredients: [
    { qty: '2', unit: '', item: 'eggs', note: '' },
    // A row with nothing in it is dropped rather than saved as an empty line.
    { qty: ' ', unit: '', item: '  ', note: '' },
    { qty: '1', unit: 'cup', item: 'flour', note: 'sifted' },
    {},
  ],
};

describeWithApp('changing recipes', (t) => {
  const post = (url: string, cookie: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers: { cookie }, payload: payload as object });
  const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });
  const full = (recipeId: number, changes: Record<string, unknown> = {}) => ({
    ...updateRecipeBody(recipeId, 'Pancakes', PANCAKES),
    ...changes,
  });

  it('adds a recipe from its name and note, then saves the whole recipe', async () => {
    const cook = await signedInCook(t.app, t.db, {}, 'Rosa');
    const added = await post('/api/addrecipename', cook.cookie, { recipeName: 'Pancakes', recipeNote: 'Sunday' });
    expect(added.statusCode).toBe(201);
    const recipeId = added.json().recipe_id;
    const updated = await post('/api/updaterecipe', cook.cookie, full(recipeId));
    expect(updated.json()).toEqual({ message: 'Recipe updated', recipe_revision: 1 });

    const recipe = (await get(`/api/getrecipe/${recipeId}`, cook.cookie)).json();
    expect(recipe).toMatchObject({
      recipe_id: recipeId,
      recipe_name: 'Pancakes',
      recipe_note: 'Sunday breakfast',
      recipe_method: 'Whisk the eggs\nAdd flour\nFry\nServe warm',
      recipe_youtube_url: 'dQw4w9WgXcQ',
      recipe_website_link: 'https://example.com/pancakes',
      recipe_share: 'No',
      recipe_favourite: 'Yes',
      recipe_basil: 'false',
      recipe_user_id: cook.user_id,
      user_name: 'Rosa',
      ingredients: [
        { qty: '2', unit: '', item: 'eggs', note: '' },
        { qty: '1', unit: 'cup', item: 'flour', note: 'sifted' },
      ],
    });
  });

  it('keeps a name to one line, whatever breaks a client sends in it', async () => {
    const cook = await signedInCook(t.app, t.db);
    const added = await post('/api/addrecipename', cook.cookie, { recipeName: 'Evil\r\nBcc:  x@example.com' });
    expect(added.statusCode, added.body).toBe(201);
    const recipeId = added.json().recipe_id;
    expect((await get(`/api/getrecipe/${recipeId}`, cook.cookie)).json().recipe_name).toBe('Evil Bcc: x@example.com');
    await post('/api/updaterecipe', cook.cookie, full(recipeId, { recipeName: 'Pan\ncakes\t for two' }));
    expect((await get(`/api/getrecipe/${recipeId}`, cook.cookie)).json().recipe_name).toBe('Pan cakes for two');
  });

  it('counts a name as it is saved: spaces collapsed, accents composed', async () => {
    const cook = await signedInCook(t.app, t.db);
    // 50 letters as saved, though 61 characters as sent.
    const spaced = await post('/api/addrecipename', cook.cookie, {
      recipeName: `${'a'.repeat(24)}${' '.repeat(12)}${'b'.repeat(25)}`,
    });
    expect(spaced.statusCode, spaced.body).toBe(201);
    // 30 letters e with a separate accent: 60 characters sent, 30 saved.
    const accented = 'e\u0301'.repeat(30);
    const added = await post('/api/addrecipename', cook.cookie, { recipeName: accented });
    expect(added.statusCode, added.body).toBe(201);
    const saved = (await get(`/api/getrecipe/${added.json().recipe_id}`, cook.cookie)).json().recipe_name;
    expect(saved).toBe('\u00e9'.repeat(30));
  });

  it.for([
    [{ recipeName: '' }, 'A recipe name is required'],
    [{ recipeName: null }, 'A recipe name is required'],
    // A value of the wrong type is not missing: the client is told what to send instead.
    [{ recipeName: 42 }, 'recipeName must be text'],
    [{ recipeName: 'x'.repeat(51) }, 'A recipe name is at most 50 characters'],
    [{ recipeShare: 'Maybe' }, 'Share must be Yes or No'],
    [{ recipeFavourite: 'yes' }, 'Favourite must be Yes or No'],
    [{ recipeYoutubeUrl: 'abc' }, 'A YouTube code is 11 letters, digits, dashes or underscores, like dQw4w9WgXcQ'],
    [
      { recipeYoutubeUrl: 'dQw4w9<XcQ>' },
      'A YouTube code is 11 letters, digits, dashes or underscores, like dQw4w9WgXcQ',
    ],
    [{ recipeWebsiteLink: 'javascript:alert(1)' }, 'Enter a full website address, starting with http:// or https://'],
    [{ recipeWebsiteLink: 'example' }, 'Enter a full website address, starting with http:// or https://'],
    [{ recipeWebsiteLink: 'https://example' }, 'Enter a full website address, like https://example.com/recipe'],
    [{ recipeId: 'abc' }, 'The recipe id must be a number'],
    [{ recipeNote: 'n'.repeat(2001) }, 'A recipe note is at most 2000 characters'],
    [{ ingredients: [{ item: 'i'.repeat(201) }] }, 'An ingredient item is at most 200 characters'],
    [{ ingredients: 'eggs' }, 'Ingredients must be a list'],
  ] as const)('refuses a bad update with $1 and leaves the recipe as it was', async ([changes, message]) => {
    const cook = await signedInCook(t.app, t.db);
    const recipeId = await createRecipe(t.app, cook, 'Pancakes', full(0));
    const before = (await get(`/api/getrecipe/${recipeId}`, cook.cookie)).json();
    const response = await post('/api/updaterecipe', cook.cookie, full(recipeId, changes));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await get(`/api/getrecipe/${recipeId}`, cook.cookie)).json()).toEqual(before);
  });

  it('refuses a save made from a copy opened before another save, and says why', async () => {
    const cook = await signedInCook(t.app, t.db);
    const recipeId = await createRecipe(t.app, cook, 'Stew');
    const opened = (await get(`/api/getrecipe/${recipeId}`, cook.cookie)).json().recipe_revision;
    // Two windows open the recipe at the same revision; the first to save wins.
    const first = await post('/api/updaterecipe', cook.cookie, full(recipeId, { recipeRevision: opened }));
    expect(first.json()).toMatchObject({ recipe_revision: opened + 1 });
    const second = await post(
      '/api/updaterecipe',
      cook.cookie,
      full(recipeId, { recipeName: 'Stale stew', recipeRevision: opened }),
    );
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/^This recipe was saved from another window or device after you opened it/);
    expect((await get(`/api/getrecipe/${recipeId}`, cook.cookie)).json()).toMatchObject({
      recipe_name: 'Pancakes',
      recipe_revision: opened + 1,
    });
    // The window that saved goes on saving from the revision it was given.
    const next = await post('/api/updaterecipe', cook.cookie, full(recipeId, { recipeRevision: opened + 1 }));
    expect(next.statusCode).toBe(200);
    // Without a revision (an API client that does not send one), the save applies as before.
    expect((await post('/api/updaterecipe', cook.cookie, full(recipeId))).statusCode).toBe(200);
  });

  it('keeps every field a save leaves out, photo included', async () => {
    const cook = await signedInCook(t.app, t.db);
    const recipeId = await createRecipe(t.app, cook, 'Pancakes');
    await post('/api/updaterecipe', cook.cookie, full(recipeId));
    const photo = '/images/recipes/kept.jpg';
    await t.db.update(recipes).set({ recipe_imageurl: photo }).where(eq(recipes.recipe_id, recipeId));
    const before = (await get(`/api/getrecipe/${recipeId}`, cook.cookie)).json();

    const favourite = updateRecipeBody(recipeId, 'Pancakes');
    expect((await post('/api/updaterecipe', cook.cookie, favourite)).statusCode).toBe(200);
    expect((await get(`/api/getrecipe/${recipeId}`, cook.cookie)).json()).toEqual({
      ...before,
      recipe_favourite: 'No',
      recipe_revision: before.recipe_revision + 1,
    });
    expect(before).toMatchObject({ recipe_imageurl: photo, recipe_note: 'Sunday breakfast' });
    expect(before.ingredients).toHaveLength(2);
  });

  it('refuses a name over 50 characters when adding', async () => {
    const cook = await signedInCook(t.app, t.db);
    const response = await post('/api/addrecipename', cook.cookie, { recipeName: 'y'.repeat(51) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('A recipe name is at most 50 characters');
  });

  it('changes nothing when the save fails part way through', async () => {
    const cook = await signedInCook(t.app, t.db);
    const recipeId = await createRecipe(t.app, cook, 'Soup', full(0, { recipeName: 'Soup' }));
    // An ingredient the database refuses, past the contract's checks, fails the second half of the save.
    const failing = updateRecipe(t.db, recipeId, {
      ...fieldsAsColumns(newRecipeBody('Changed', { recipeShare: 'Yes' })),
      ingredients: [{ qty: '1', unit: '', item: 'z'.repeat(500), note: '' }],
    });
    await expect(failing).rejects.toThrow();
    expect((await findRecipe(t.db, recipeId))?.recipe_name).toBe('Soup');
    expect(await recipeIngredients(t.db, recipeId)).toHaveLength(2);
  });

  it('makes a Chef Basil recipe the cook own once rewritten, not when it is only shared or a favourite', async () => {
    const cook = await signedInCook(t.app, t.db);
    const recipeId = await createRecipe(t.app, cook, 'Pancakes', full(0));
    await t.db.update(recipes).set({ recipe_basil: true }).where(eq(recipes.recipe_id, recipeId));
    const basil = async () => (await get(`/api/getrecipe/${recipeId}`, cook.cookie)).json().recipe_basil;
    await post('/api/updaterecipe', cook.cookie, full(recipeId, { recipeShare: 'Yes', recipeFavourite: 'No' }));
    expect(await basil()).toBe('true');
    const fewerEggs = [{ qty: '1', unit: '', item: 'egg', note: '' }];
    await post('/api/updaterecipe', cook.cookie, full(recipeId, { ingredients: fewerEggs }));
    expect(await basil()).toBe('false');
  });

  it("refuses reading, changing or deleting another cook's private recipe", async () => {
    const owner = await signedInCook(t.app, t.db);
    const other = await signedInCook(t.app, t.db);
    const recipeId = await createRecipe(t.app, owner, 'Secret stew');
    const read = await get(`/api/getrecipe/${recipeId}`, other.cookie);
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ message: 'That recipe could not be found.' });
    expect((await post('/api/updaterecipe', other.cookie, full(recipeId))).statusCode).toBe(404);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/deleterecipe/${recipeId}`,
      headers: { cookie: other.cookie },
    });
    expect(deleted.statusCode).toBe(404);
    expect((await findRecipe(t.db, recipeId))?.recipe_name).toBe('Secret stew');
  });

  it('lets another cook read a shared recipe but not change it', async () => {
    const owner = await signedInCook(t.app, t.db);
    const other = await signedInCook(t.app, t.db);
    const recipeId = await createRecipe(t.app, owner, 'Shared soup', { recipeShare: 'Yes' });
    expect((await get(`/api/getrecipe/${recipeId}`, other.cookie)).statusCode).toBe(200);
    const update = await post('/api/updaterecipe', other.cookie, full(recipeId));
    expect(update.statusCode).toBe(403);
    expect(update.json()).toEqual({ message: 'Only the cook who owns this recipe can change it.' });
  });

  it('refuses anonymous callers everywhere', async () => {
    const owner = await signedInCook(t.app, t.db);
    const recipeId = await createRecipe(t.app, owner, 'Stew', { recipeShare: 'Yes' });
    for (const [method, url] of [
      ['GET', `/api/getrecipe/${recipeId}`],
      ['POST', '/api/addrecipename'],
      ['POST', '/api/updaterecipe'],
      ['DELETE', `/api/deleterecipe/${recipeId}`],
      ['POST', '/api/copysharedrecipe'],
      ['POST', '/api/imageupload'],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('lets an Expired cook view and delete their recipes (mobile) but not add or change them', async () => {
    const cook = await signedInCook(t.app, t.db);
    const recipeId = await createRecipe(t.app, cook, 'Old favourite');
    const keep = await createRecipe(t.app, cook, 'Keep me');
    await t.db.update(recipes).set({ recipe_name: 'Old favourite' }).where(eq(recipes.recipe_id, keep));
    const { users } = await import('../db/schema.js');
    await t.db.update(users).set(EXPIRED).where(eq(users.user_id, cook.user_id));

    expect((await get(`/api/getrecipe/${recipeId}`, cook.cookie)).statusCode).toBe(200);
    expect((await post('/api/addrecipename', cook.cookie, { recipeName: 'New' })).statusCode).toBe(403);
    expect((await post('/api/updaterecipe', cook.cookie, full(keep))).statusCode).toBe(403);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/deleterecipe/${recipeId}`,
      headers: { cookie: cook.cookie },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await findRecipe(t.db, recipeId)).toBeUndefined();
  });

  it('answers bad recipe ids with 400 and unknown ones with 404', async () => {
    const cook = await signedInCook(t.app, t.db);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999', '0x1', '1e0', '0b1', '%201']) {
      expect((await get(`/api/getrecipe/${id}`, cook.cookie)).statusCode, id).toBe(400);
    }
    expect((await get('/api/getrecipe/987654', cook.cookie)).statusCode).toBe(404);
  });

  it('reads an id in a body only from a number or digits, so no other value names some recipe', async () => {
    const cook = await signedInCook(t.app, t.db);
    const recipeId = await createRecipe(t.app, cook, 'Kept', full(0));
    // true, [n] and '0xa' were read as 1, n and 10 by a lenient reader: a save meant for nothing emptied a recipe.
    for (const id of [true, [recipeId], `0x${recipeId.toString(16)}`, ` ${recipeId} `, '', null]) {
      const refused = await post('/api/updaterecipe', cook.cookie, full(0, { recipeId: id, ingredients: [] }));
      expect(refused.statusCode, JSON.stringify(id)).toBe(400);
      expect(refused.json().message).toBe('The recipe id must be a number');
    }
    expect((await post('/api/updaterecipe', cook.cookie, full(0, { recipeId: 1.5 }))).json().message).toBe(
      'The recipe id must be a whole number',
    );
    expect((await post('/api/updaterecipe', cook.cookie, full(0, { recipeId: String(recipeId) }))).statusCode).toBe(
      200,
    );
    expect((await get(`/api/getrecipe/${recipeId}`, cook.cookie)).json().ingredients).toHaveLength(2);
  });

  it("copies another cook's shared recipe as an independent private recipe with its ingredients", async () => {
    const owner = await signedInCook(t.app, t.db, {}, 'Owner');
    const other = await signedInCook(t.app, t.db, {}, 'Copier');
    const recipeId = await createRecipe(t.app, owner, 'Pancakes', full(0, { recipeShare: 'Yes' }));
    const copied = await post('/api/copysharedrecipe', other.cookie, { recipeId });
    expect(copied.statusCode).toBe(201);
    const { newRecipeId } = copied.json();
    const copy = (await get(`/api/getrecipe/${newRecipeId}`, other.cookie)).json();
    expect(copy).toMatchObject({
      recipe_name: 'Pancakes',
      recipe_user_id: other.user_id,
      user_name: 'Copier',
      recipe_share: 'No',
      recipe_favourite: 'No',
      recipe_method: 'Whisk the eggs\nAdd flour\nFry\nServe warm',
    });
    expect(copy.ingredients).toHaveLength(2);
    // Changing the original leaves the copy alone.
    await post('/api/updaterecipe', owner.cookie, full(recipeId, { recipeName: 'Crepes', ingredients: [] }));
    expect((await get(`/api/getrecipe/${newRecipeId}`, other.cookie)).json().ingredients).toHaveLength(2);
  });

  it("keeps another cook's private Chef Basil recipe private, and copies it once shared", async () => {
    const owner = await signedInCook(t.app, t.db);
    const other = await signedInCook(t.app, t.db);
    const recipeId = await createRecipe(t.app, owner, 'Basil risotto');
    await t.db.update(recipes).set({ recipe_basil: true }).where(eq(recipes.recipe_id, recipeId));
    expect((await get(`/api/getrecipe/${recipeId}`, other.cookie)).statusCode).toBe(404);
    expect((await post('/api/copysharedrecipe', other.cookie, { recipeId })).statusCode).toBe(404);
    await t.db.update(recipes).set({ recipe_share: 'Yes' }).where(eq(recipes.recipe_id, recipeId));
    const copied = await post('/api/copysharedrecipe', other.cookie, { recipeId });
    expect(copied.statusCode).toBe(201);
    const copy = (await get(`/api/getrecipe/${copied.json().newRecipeId}`, other.cookie)).json();
    expect(copy).toMatchObject({ recipe_basil: 'true', recipe_share: 'No' });
  });

  it('refuses copying a private recipe of another cook, or your own', async () => {
    const owner = await signedInCook(t.app, t.db);
    const other = await signedInCook(t.app, t.db);
    const privateId = await createRecipe(t.app, owner, 'Private');
    expect((await post('/api/copysharedrecipe', other.cookie, { recipeId: privateId })).statusCode).toBe(404);
    const own = await post('/api/copysharedrecipe', owner.cookie, { recipeId: privateId });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ message: 'This recipe is already yours.' });
  });
});
