import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { recipes, users } from '../db/schema.js';
import { signedInCook, type TestCook } from '../testing/cooks.js';
import { createRecipe } from '../testing/recipes.js';
import { describeWithApp } from '../testing/test-app.js';
import { updateRecipeBody } from '@fiz/core/testing/recipe-bodies';

describeWithApp('recipe search', (t) => {
  let ana: TestCook;
  let ben: TestCook;

  const search = async (
    cook: TestCook,
    text: string,
    { shared = true, basil = false, limit = 12, offset = 0 } = {},
  ) => {
    const query = `search=${encodeURIComponent(text)}`;
    const flags = `${cook.user_id}/${shared}/${basil}`;
    const [list, count] = await Promise.all([
      t.app.inject({
        url: `/api/recipesearch/${flags}?${query}&limit=${limit}&offset=${offset}`,
        headers: { cookie: cook.cookie },
      }),
      t.app.inject({ url: `/api/recipesearchcount/${flags}?${query}`, headers: { cookie: cook.cookie } }),
    ]);
    expect(list.statusCode, list.body).toBe(200);
    expect(count.statusCode, count.body).toBe(200);
    const results = list.json<{ recipe_name: string; recipe_id: number }[]>();
    return {
      names: results.map((recipe) => recipe.recipe_name),
      ids: results.map((r) => r.recipe_id),
      count: count.json().count as number,
      headers: list.headers,
    };
  };

  beforeAll(async () => {
    ana = await signedInCook(t.app, t.db, {}, 'Ana');
    ben = await signedInCook(t.app, t.db, {}, 'Ben');
    await createRecipe(t.app, ana, 'Chicken tikka masala', {
      ingredients: [{ qty: '500', unit: 'g', item: 'chicken thighs' }, { item: 'yoghurt' }],
      recipeMethod: 'Marinate overnight. Grill.',
    });
    await createRecipe(t.app, ana, 'Chocolate cake', { recipeNote: 'Rich and dark' });
    await createRecipe(t.app, ana, 'Crème brûlée', { recipeMethod: 'Torch the sugar.' });
    await createRecipe(t.app, ana, 'Lemon tart', { recipeMethod: 'Zest the lemons. Bake the pastry blind.' });
    const pesto = await createRecipe(t.app, ana, 'Basil pesto pasta');
    await t.db.update(recipes).set({ recipe_basil: true }).where(eq(recipes.recipe_id, pesto));
    await createRecipe(t.app, ben, 'Garlic chicken', { recipeShare: 'Yes' });
    await createRecipe(t.app, ben, 'Secret chicken stew', { recipeShare: 'No' });
    const benPesto = await createRecipe(t.app, ben, 'Private basil soup', { recipeShare: 'No' });
    await t.db.update(recipes).set({ recipe_basil: true }).where(eq(recipes.recipe_id, benPesto));
  });

  it("finds the cook's own recipes, and others' shared ones only when Shared is on, never others' private ones", async () => {
    expect((await search(ana, 'chicken', { shared: false })).names).toEqual(['Chicken tikka masala']);
    const shared = await search(ana, 'chicken');
    expect(shared.names.sort()).toEqual(['Chicken tikka masala', 'Garlic chicken']);
    expect(shared.count).toBe(2);
    for (const text of ['', 'secret', 'stew', 'private basil', 'basil']) {
      for (const basil of [false, true]) {
        const { names } = await search(ana, text, { basil });
        expect(names, `${text} ${basil}`).not.toContain('Secret chicken stew');
        expect(names, `${text} ${basil}`).not.toContain('Private basil soup');
      }
    }
  });

  it('answers each cook and each word of the same kind of search with its own results', async () => {
    // Statements are built once per shape of search: the cook and the words must be values, never kept in them.
    for (let round = 0; round < 2; round += 1) {
      expect((await search(ben, 'chicken', { shared: false })).names.sort()).toEqual([
        'Garlic chicken',
        'Secret chicken stew',
      ]);
      expect((await search(ana, 'chicken', { shared: false })).names).toEqual(['Chicken tikka masala']);
      expect((await search(ana, 'lemon', { shared: false })).names).toEqual(['Lemon tart']);
      expect((await search(ben, '', { shared: false })).count).toBe(3);
      expect((await search(ana, '', { shared: false })).names).not.toContain('Secret chicken stew');
    }
  });

  it('narrows to Chef Basil recipes when Chef Basil is on', async () => {
    expect((await search(ana, '', { basil: true })).names).toEqual(['Basil pesto pasta']);
    expect((await search(ana, 'cake', { basil: true })).count).toBe(0);
  });

  it('lists the visible set newest first when the search is empty, and says so in the count', async () => {
    const { names, count } = await search(ana, '', { shared: false });
    expect(names).toEqual([
      'Basil pesto pasta',
      'Lemon tart',
      'Crème brûlée',
      'Chocolate cake',
      'Chicken tikka masala',
    ]);
    expect(count).toBe(5);
  });

  it('counts the empty search as it lists it, for every combination of Shared and Chef Basil', async () => {
    const cleo = await signedInCook(t.app, t.db, {}, 'Cleo');
    await createRecipe(t.app, cleo, 'Shared onion soup', { recipeShare: 'Yes' });
    const basilDish = await createRecipe(t.app, cleo, 'Private basil salad', { recipeShare: 'No' });
    await t.db.update(recipes).set({ recipe_basil: true }).where(eq(recipes.recipe_id, basilDish));
    for (const shared of [false, true]) {
      for (const basil of [false, true]) {
        const { names, count } = await search(cleo, '', { shared, basil });
        expect(count, `shared ${shared}, Chef Basil ${basil}`).toBe(names.length);
      }
    }
    // Her own shared recipe is counted once, beside Ben's shared one.
    expect((await search(cleo, '')).names.sort()).toEqual([
      'Garlic chicken',
      'Private basil salad',
      'Shared onion soup',
    ]);
  });

  it.each([
    ['choc', 'Chocolate cake'],
    ['chiken', 'Chicken tikka masala'],
    ['chiken tika', 'Chicken tikka masala'],
    ['yogurt', 'Chicken tikka masala'],
    ['chocolat', 'Chocolate cake'],
    ['creme brulee', 'Crème brûlée'],
    ['yoghurt', 'Chicken tikka masala'],
    ['zest', 'Lemon tart'],
    ['lemons', 'Lemon tart'],
    ['dark', 'Chocolate cake'],
    ['"lemon tart"', 'Lemon tart'],
  ])('"%s" finds %s', async (text, expected) => {
    expect((await search(ana, text, { shared: false })).names).toContain(expected);
  });

  it('ranks a match in the name above one in the method', async () => {
    await createRecipe(t.app, ana, 'Grilled peaches', { recipeMethod: 'Serve with lemon cream.' });
    const { names } = await search(ana, 'lemon', { shared: false });
    expect(names.indexOf('Lemon tart')).toBeLessThan(names.indexOf('Grilled peaches'));
  });

  it('honours minus and or from web-search syntax', async () => {
    expect((await search(ana, 'chicken -tikka')).names).toEqual(['Garlic chicken']);
    expect((await search(ana, 'cake or tart', { shared: false })).names.sort()).toEqual([
      'Chocolate cake',
      'Lemon tart',
    ]);
  });

  it.each([
    '"unclosed quote',
    "o'brien's \\ back\\slash",
    '& | ! ( ) : * <-> :*',
    '-',
    '""',
    'x'.repeat(1000),
    '🍕🥗 pizza 🍕',
    '½ cup Æbleskiver ²',
    'the and of',
    "'); drop table recipes; --",
  ])('answers %j normally, with count and results in agreement', async (text) => {
    const { names, count } = await search(ana, text);
    expect(count).toBe(names.length);
  });

  it('pages without repeating or skipping a recipe, and the count matches', async () => {
    const cook = await signedInCook(t.app, t.db);
    for (let i = 0; i < 30; i += 1) await createRecipe(t.app, cook, i % 3 === 0 ? 'Pumpkin soup' : `Soup number ${i}`);
    const seen: number[] = [];
    for (const offset of [0, 12, 24]) seen.push(...(await search(cook, 'soup', { shared: false, offset })).ids);
    expect(new Set(seen).size).toBe(30);
    expect((await search(cook, 'soup', { shared: false })).count).toBe(30);
  });

  it('finds a recipe by its new words once edited, and not by its old ones', async () => {
    const cook = await signedInCook(t.app, t.db);
    const id = await createRecipe(t.app, cook, 'Plain omelette');
    await createRecipe(t.app, cook, 'Ignore me');
    await t.app.inject({
      method: 'POST',
      url: '/api/updaterecipe',
      headers: { cookie: cook.cookie },
      payload: updateRecipeBody(id, 'Spanish tortilla', { ingredients: [{ item: 'potatoes' }] }),
    });
    expect((await search(cook, 'potato', { shared: false })).names).toEqual(['Spanish tortilla']);
    expect((await search(cook, 'tortila', { shared: false })).names).toEqual(['Spanish tortilla']);
    expect((await search(cook, 'omelette', { shared: false })).count).toBe(0);
  });

  it('tells the browser not to cache results', async () => {
    expect((await search(ana, 'cake')).headers['cache-control']).toBe('no-store');
  });

  it("refuses anonymous callers, another cook's search and bad flags; an Expired cook still finds their own recipes", async () => {
    const url = (cook: TestCook, shared = 'true') => `/api/recipesearch/${cook.user_id}/${shared}/false?search=x`;
    expect((await t.app.inject({ url: url(ana) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: url(ana), headers: { cookie: ben.cookie } })).statusCode).toBe(403);
    const bad = await t.app.inject({ url: url(ana, 'yes'), headers: { cookie: ana.cookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The shared flag must be true or false');
    const expired = await signedInCook(t.app, t.db);
    await t.db.update(users).set({ user_free_expiry_date: '2020-01-01' }).where(eq(users.user_id, expired.user_id));
    // The mobile site (spec 2.1 /mrecipes) lets an Expired cook reach their recipes.
    expect((await t.app.inject({ url: url(expired), headers: { cookie: expired.cookie } })).statusCode).toBe(200);
  });
});
