import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { recipes, users } from '../db/schema.js';
import { signedInCook, type TestCook } from '../testing/cooks.js';
import { createRecipe } from '../testing/recipes.js';
import { describeWithApp } from '../testing/test-app.js';
import { SLIDESHOW_SIZE } from './recipes.db.js';
import { updateRecipeBody } from '@fiz/core/testing/recipe-bodies';

describeWithApp('recipe lists', (t) => {
  const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });
  const names = (list: { recipe_name: string }[]) => list.map((recipe) => recipe.recipe_name);

  /** A cook with a small, varied library: what each list should show is known. */
  async function library(): Promise<TestCook> {
    const cook = await signedInCook(t.app, t.db);
    await createRecipe(t.app, cook, 'Apple pie', {
      recipeFavourite: 'Yes',
      recipeShare: 'Yes',
      recipeMethod: 'Bake.',
      ingredients: [{ item: 'apples' }],
      recipeYoutubeUrl: 'dQw4w9WgXcQ',
    });
    await createRecipe(t.app, cook, 'banana bread', { recipeMethod: 'Mash. Bake.' });
    await createRecipe(t.app, cook, 'Carrot soup', { recipeFavourite: 'Yes', ingredients: [{ item: 'carrots' }] });
    await createRecipe(t.app, cook, 'Dumplings');
    return cook;
  }

  it('gives each dashboard list its recipes, sorted by name, with the total', async () => {
    const cook = await library();
    const stats = async (listType: string) =>
      (await get(`/api/getrecipestats/${cook.user_id}/${listType}?limit=10&offset=0`, cook.cookie)).json();
    expect(await stats('myrecipes')).toMatchObject({ total: 4 });
    expect(names((await stats('myrecipes')).recipes)).toEqual([
      'Apple pie',
      'banana bread',
      'Carrot soup',
      'Dumplings',
    ]);
    expect(names((await stats('favourites')).recipes)).toEqual(['Apple pie', 'Carrot soup']);
    expect(names((await stats('shared')).recipes)).toEqual(['Apple pie']);
    expect(names((await stats('nomethod')).recipes)).toEqual(['Carrot soup', 'Dumplings']);
    expect(names((await stats('noingredients')).recipes)).toEqual(['banana bread', 'Dumplings']);
    expect((await stats('nophoto')).total).toBe(4);
  });

  it('orders names as a cook reads them: numbers by value, case and accents aside', async () => {
    const cook = await signedInCook(t.app, t.db);
    for (const name of ['Soup 10', 'soup 2', 'Éclairs', 'Soup 1', 'eggs benedict', 'Apple pie']) {
      await createRecipe(t.app, cook, name);
    }
    const list = (await get(`/api/recipelist/${cook.user_id}?limit=10&offset=0`, cook.cookie)).json();
    expect(names(list)).toEqual(['Apple pie', 'Éclairs', 'eggs benedict', 'Soup 1', 'soup 2', 'Soup 10']);
  });

  it('orders a list newest first, or last changed first, when asked', async () => {
    const cook = await signedInCook(t.app, t.db);
    const apple = await createRecipe(t.app, cook, 'Apple pie', { recipeFavourite: 'Yes' });
    await createRecipe(t.app, cook, 'Carrot soup', { recipeFavourite: 'Yes' });
    await createRecipe(t.app, cook, 'Banana bread', { recipeFavourite: 'Yes' });
    const list = async (path: string, order: string) =>
      names((await get(`/api/${path}/${cook.user_id}?limit=10&offset=0&order=${order}`, cook.cookie)).json());
    expect(await list('recipelist', 'newest')).toEqual(['Banana bread', 'Carrot soup', 'Apple pie']);
    expect(await list('recipefavourites', 'name')).toEqual(['Apple pie', 'Banana bread', 'Carrot soup']);
    const edit = await t.app.inject({
      method: 'POST',
      url: '/api/updaterecipe',
      headers: { cookie: cook.cookie },
      payload: updateRecipeBody(apple, 'Apple pie', { recipeNote: 'Less sugar', recipeFavourite: 'Yes' }),
    });
    expect(edit.statusCode).toBe(200);
    expect(await list('recipefavourites', 'changed')).toEqual(['Apple pie', 'Banana bread', 'Carrot soup']);
    const stats = await get(`/api/getrecipestats/${cook.user_id}/myrecipes?order=newest`, cook.cookie);
    expect(names(stats.json().recipes)).toEqual(['Banana bread', 'Carrot soup', 'Apple pie']);
    const unknown = await get(`/api/recipelist/${cook.user_id}?order=oldest`, cook.cookie);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('order must be one of name, newest, changed');
  });

  it('pages with offset and limit, never repeating or skipping a recipe', async () => {
    const cook = await signedInCook(t.app, t.db);
    for (const name of ['Same', 'Same', 'Same', 'Other', 'Same']) await createRecipe(t.app, cook, name);
    const pages = [];
    for (const offset of [0, 2, 4]) {
      pages.push(...(await get(`/api/recipelist/${cook.user_id}?limit=2&offset=${offset}`, cook.cookie)).json());
    }
    const ids = pages.map((recipe: { recipe_id: number }) => recipe.recipe_id);
    expect(new Set(ids).size).toBe(5);
    expect((await get(`/api/recipelistcount/${cook.user_id}`, cook.cookie)).json()).toEqual({ count: 5 });
  });

  it('lists favourites and videos with their counts', async () => {
    const cook = await library();
    expect(names((await get(`/api/recipefavourites/${cook.user_id}`, cook.cookie)).json())).toEqual([
      'Apple pie',
      'Carrot soup',
    ]);
    expect((await get(`/api/recipefavouritescount/${cook.user_id}`, cook.cookie)).json()).toEqual({ count: 2 });
    const videos = (await get(`/api/videoslist/${cook.user_id}`, cook.cookie)).json();
    expect(videos).toEqual([expect.objectContaining({ recipe_name: 'Apple pie', recipe_youtube_url: 'dQw4w9WgXcQ' })]);
    expect((await get(`/api/videoslistcount/${cook.user_id}`, cook.cookie)).json()).toEqual({ count: 1 });
  });

  it("refuses another cook's lists and anonymous callers, but lets an Admin read any cook's", async () => {
    const cook = await library();
    const other = await signedInCook(t.app, t.db);
    const admin = await signedInCook(t.app, t.db, { user_access: 'Admin' });
    for (const url of [
      `/api/getrecipestats/${cook.user_id}/myrecipes`,
      `/api/recipelist/${cook.user_id}`,
      `/api/recipelistcount/${cook.user_id}`,
      `/api/recipefavourites/${cook.user_id}`,
      `/api/recipefavouritescount/${cook.user_id}`,
      `/api/videoslist/${cook.user_id}`,
      `/api/videoslistcount/${cook.user_id}`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(401);
      expect((await get(url, other.cookie)).statusCode, url).toBe(403);
      expect((await get(url, admin.cookie)).statusCode, url).toBe(200);
    }
  });

  it("shows a shared recipe's Favourite mark to its owner only: it is the owner's own", async () => {
    const owner = await signedInCook(t.app, t.db);
    const other = await signedInCook(t.app, t.db);
    const name = `Loved shared stew ${owner.user_id}`;
    const id = await createRecipe(t.app, owner, name, { recipeShare: 'Yes', recipeFavourite: 'Yes' });
    const read = async (cook: TestCook) =>
      (await t.app.inject({ url: `/api/getrecipe/${id}`, headers: { cookie: cook.cookie } })).json().recipe_favourite;
    expect([await read(owner), await read(other)]).toEqual(['Yes', 'No']);
    const found = await t.app.inject({
      url: `/api/recipesearch/${other.user_id}/true/false?limit=5&offset=0&search=${encodeURIComponent(name)}`,
      headers: { cookie: other.cookie },
    });
    expect(found.json()).toEqual([expect.objectContaining({ recipe_id: id, recipe_favourite: 'No' })]);
  });

  it('refuses the desktop lists to an Expired cook', async () => {
    const cook = await library();
    await t.db.update(users).set({ user_free_expiry_date: '2020-01-01' }).where(eq(users.user_id, cook.user_id));
    expect((await get(`/api/recipelist/${cook.user_id}`, cook.cookie)).statusCode).toBe(403);
    expect((await get('/api/recipeslideshow', cook.cookie)).statusCode).toBe(403);
  });

  it('answers bad list types and paging with 400 and a message', async () => {
    const cook = await library();
    const badType = await get(`/api/getrecipestats/${cook.user_id}/everything`, cook.cookie);
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message).toMatch(/^The list type must be one of shared, favourites/);
    for (const query of ['limit=0', 'limit=101', 'offset=-1', 'limit=abc']) {
      const response = await get(`/api/recipelist/${cook.user_id}?${query}`, cook.cookie);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toMatch(/limit|offset/);
    }
  });

  it("shows the slideshow the cook's own and shared recipes that have a photo, never others' private ones", async () => {
    const cook = await signedInCook(t.app, t.db);
    const other = await signedInCook(t.app, t.db);
    const withPhoto = async (owner: TestCook, name: string, share: 'Yes' | 'No') => {
      const id = await createRecipe(t.app, owner, name, { recipeShare: share });
      await t.db
        .update(recipes)
        .set({ recipe_imageurl: `/images/recipes/${id}.jpg` })
        .where(eq(recipes.recipe_id, id));
    };
    await withPhoto(cook, 'Mine, private', 'No');
    await withPhoto(other, 'Theirs, shared', 'Yes');
    await withPhoto(other, 'Theirs, private', 'No');
    await createRecipe(t.app, cook, 'Mine, no photo');
    const slides = (await get('/api/recipeslideshow', cook.cookie)).json();
    expect(names(slides).sort()).toEqual(['Mine, private', 'Theirs, shared']);
    expect(slides[0].recipe_image).toMatch(/-thumb\.jpg$/);
  });

  it('shows a slideshow of at most 30 recipes, different ones on each visit', async () => {
    const cook = await signedInCook(t.app, t.db);
    const other = await signedInCook(t.app, t.db);
    const photo = (owner: TestCook, name: string, share: 'Yes' | 'No') => ({
      recipe_user_id: owner.user_id,
      recipe_name: name,
      recipe_imageurl: `/images/recipes/${name}.jpg`,
      recipe_share: share,
    });
    await t.db
      .insert(recipes)
      .values([
        ...Array.from({ length: 30 }, (_, i) => photo(other, `Theirs ${i}`, 'Yes')),
        ...Array.from({ length: 5 }, (_, i) => photo(cook, `Mine ${i}`, 'No')),
        photo(other, 'Theirs, private', 'No'),
      ]);
    const shown = new Set<string>();
    for (let visit = 0; visit < 20; visit++) {
      const slides = names((await get('/api/recipeslideshow', cook.cookie)).json());
      expect(slides).toHaveLength(SLIDESHOW_SIZE);
      expect(new Set(slides).size).toBe(SLIDESHOW_SIZE);
      for (const name of slides) shown.add(name);
    }
    for (let i = 0; i < 30; i++) expect(shown).toContain(`Theirs ${i}`);
    for (let i = 0; i < 5; i++) expect(shown).toContain(`Mine ${i}`);
    expect(shown).not.toContain('Theirs, private');
  });
});
