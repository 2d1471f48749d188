import { desc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { aiRecipeBody, RecipeIdeaSchema } from '@fiz/core/chef';
import { chefUsage, recipes, users } from '../db/schema.js';
import { signedInCook, type TestCook } from '../testing/cooks.js';
import { createRecipe } from '../testing/recipes.js';
import { describeWithApp } from '../testing/test-app.js';

describeWithApp('Chef Basil, built in', (t) => {
  let cook: TestCook;
  let other: TestCook;
  let expired: TestCook;

  const post = (url: string, payload: Record<string, unknown>, as: TestCook | null = cook) =>
    t.app.inject({ method: 'POST', url, ...(as ? { headers: { cookie: as.cookie } } : {}), payload });
  const get = (url: string, as: TestCook | null = cook) =>
    t.app.inject({ url, ...(as ? { headers: { cookie: as.cookie } } : {}) });

  beforeAll(async () => {
    cook = await signedInCook(t.app, t.db, {}, 'Nora');
    other = await signedInCook(t.app, t.db, {}, 'Omar');
    expired = await signedInCook(t.app, t.db, {}, 'Old');
    await t.db.update(users).set({ user_free_expiry_date: '2020-01-01' }).where(eq(users.user_id, expired.user_id));
  });

  it('suggests a recipe that uses the ingredients given, and says what else it needs', async () => {
    const response = await post('/api/get-recipe-from-ingredients', {
      ingredients: ['chicken', ' garlic ', '', 'lemon', 'rice', '   '],
    });
    expect(response.statusCode, response.body).toBe(200);
    const idea = response.json();
    expect(idea.name).toEqual(expect.any(String));
    expect(idea.method.length).toBeGreaterThan(0);
    expect(idea.uses.length).toBeGreaterThanOrEqual(3);
    expect(['chicken', 'garlic', 'lemon', 'rice']).toEqual(expect.arrayContaining(idea.uses));
    expect(idea.alsoNeeded).toEqual(expect.any(Array));
  });

  it.each([
    ['fewer than 4 ingredients once blanks are dropped', ['a', 'b', ' ', 'c'], 'Add at least 4 ingredients'],
    ['one ingredient written four ways', ['egg', 'eggs', 'EGG', ' Egg '], 'Add at least 4 ingredients'],
    ['an ingredient over 100 characters', ['a', 'b', 'c', 'd'.repeat(101)], 'An ingredient is at most 100 characters'],
    ['no list', 'chicken', 'Ingredients must be a list'],
  ])('refuses %s', async (_case, ingredients, message) => {
    const response = await post('/api/get-recipe-from-ingredients', { ingredients });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message);
  });

  it('says so plainly when nothing can be made of the ingredients', async () => {
    const response = await post('/api/get-recipe-from-ingredients', {
      ingredients: ['xyzzy', 'gravel', 'socks', 'plutonium'],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/^Chef Basil has no recipe that uses these ingredients/);
    const [latest] = await t.db
      .select({ outcome: chefUsage.outcome })
      .from(chefUsage)
      .where(eq(chefUsage.user_id, cook.user_id))
      .orderBy(desc(chefUsage.id))
      .limit(1);
    expect(latest?.outcome).toBe('no-match');
  });

  it("saves a suggestion as the cook's own Chef Basil recipe, which becomes theirs once edited", async () => {
    const idea = RecipeIdeaSchema.parse(
      (await post('/api/get-recipe-from-ingredients', { ingredients: ['chicken', 'garlic', 'lemon', 'rice'] })).json(),
    );
    const suggestion = aiRecipeBody(idea);
    const forAnother = await post('/api/addrecipefromai', { ...suggestion, userId: other.user_id });
    expect(forAnother.statusCode).toBe(403);
    expect(forAnother.json().message).toBe('You can only see or act for your own account.');

    const saved = await post('/api/addrecipefromai', { ...suggestion, userId: cook.user_id });
    expect(saved.statusCode, saved.body).toBe(201);
    const { recipeId } = saved.json();
    const recipe = (await get(`/api/getrecipe/${recipeId}`)).json();
    expect(recipe).toMatchObject({ recipe_user_id: cook.user_id, recipe_basil: 'true', recipe_name: idea.name });
    expect(recipe.ingredients).toEqual(idea.ingredients.filter((ingredient) => ingredient.item || ingredient.qty));

    const edited = await post('/api/updaterecipe', {
      recipeId,
      recipeName: 'My lemon chicken rice',
      recipeShare: 'No',
      recipeFavourite: 'No',
    });
    expect(edited.statusCode).toBe(200);
    const [row] = await t.db.select().from(recipes).where(eq(recipes.recipe_id, recipeId));
    expect(row?.recipe_basil).toBe(false);
  });

  it("marks as Chef Basil's only what Chef Basil suggested to this cook, unchanged", async () => {
    const idea = RecipeIdeaSchema.parse(
      (await post('/api/get-recipe-from-ingredients', { ingredients: ['chicken', 'garlic', 'lemon', 'rice'] })).json(),
    );
    const basilOf = async (body: Record<string, unknown>, as: TestCook = cook) => {
      const saved = await post('/api/addrecipefromai', body, as);
      expect(saved.statusCode, saved.body).toBe(201);
      return (await get(`/api/getrecipe/${saved.json().recipeId}`, as)).json().recipe_basil;
    };
    const suggestion = aiRecipeBody(idea);
    expect(await basilOf(suggestion)).toBe('true');
    // Chef Basil's name on words it never wrote, shared for every cook to find: saved, as the cook's own.
    expect(await basilOf({ ...suggestion, recipeName: 'Raw chicken is safe', recipeShare: 'Yes' })).toBe('false');
    expect(await basilOf({ ...suggestion, recipeMethod: 'Serve the chicken raw.' })).toBe('false');
    expect(await basilOf({ ...suggestion, suggestionToken: undefined })).toBe('false');
    // Another cook cannot use this cook's token.
    expect(await basilOf(suggestion, other)).toBe('false');
  });

  it('answers questions from the kitchen knowledge and the unit converter, and turns away off-topic ones', async () => {
    const answer = async (question: string) => (await post('/api/ask-chef', { question })).json().answer as string;
    expect(await answer('how many ml in 2 cups')).toContain('473');
    expect(await answer('internal temperature for chicken')).toContain('74');
    expect(await answer('write a python function')).toMatch(/cook/i);
  });

  it('refuses an empty or too long question with the spec message', async () => {
    const empty = await post('/api/ask-chef', { question: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Please enter a question...');
    const notText = await post('/api/ask-chef', { question: 42 });
    expect(notText.statusCode).toBe(400);
    expect(notText.json().message).toBe('question must be text');
    const long = await post('/api/ask-chef', { question: 'q'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('A question is at most 100 characters');
  });

  it('keeps saved questions per cook, newest first, and lets only their owner delete them', async () => {
    const forAnother = await post('/api/addchefquestion', { question: 'Whose?', answer: 'No.', UserId: other.user_id });
    expect(forAnother.statusCode).toBe(403);
    expect(forAnother.json().message).toBe('You can only see or act for your own account.');
    const first = await post('/api/addchefquestion', { question: 'First?', answer: 'One.', UserId: cook.user_id });
    expect(first.statusCode, first.body).toBe(201);
    await post('/api/addchefquestion', { question: 'Second?', answer: 'Two.' });
    const listed = (await get(`/api/getchefquestions/${cook.user_id}`)).json();
    expect(listed.map((item: { askchef_question: string }) => item.askchef_question)).toEqual(['Second?', 'First?']);
    expect((await get(`/api/getchefquestions/${other.user_id}`, other)).json()).toEqual([]);
    expect((await get(`/api/getchefquestions/${cook.user_id}`, other)).statusCode).toBe(403);

    const id = first.json().askchef_id;
    const stranger = await t.app.inject({
      method: 'DELETE',
      url: `/api/deletechefquestion/${id}`,
      headers: { cookie: other.cookie },
    });
    expect(stranger.statusCode).toBe(404);
    const mine = await t.app.inject({
      method: 'DELETE',
      url: `/api/deletechefquestion/${id}`,
      headers: { cookie: cook.cookie },
    });
    expect(mine.statusCode).toBe(200);
    expect((await get(`/api/getchefquestions/${cook.user_id}`)).json()).toHaveLength(1);
  });

  it('refuses anonymous callers and Expired cooks everywhere, and the usage figures to all but the Admin', async () => {
    const calls: [string, string, unknown][] = [
      ['POST', '/api/get-recipe-from-ingredients', { ingredients: ['a', 'b', 'c', 'd'] }],
      ['POST', '/api/ask-chef', { question: 'Hi?' }],
      ['POST', '/api/addchefquestion', { question: 'Q?', answer: 'A.' }],
      ['POST', '/api/addrecipefromai', { recipeName: 'X', recipeShare: 'No', recipeFavourite: 'No' }],
      ['GET', `/api/getchefquestions/${expired.user_id}`, undefined],
    ];
    for (const [method, url, payload] of calls) {
      const options = { method: method as 'GET' | 'POST', url, ...(payload ? { payload } : {}) };
      expect((await t.app.inject(options)).statusCode, url).toBe(401);
      expect((await t.app.inject({ ...options, headers: { cookie: expired.cookie } })).statusCode, url).toBe(403);
    }
    expect((await get('/api/chefusage')).statusCode).toBe(403);
    const admin = await signedInCook(t.app, t.db, { user_access: 'Admin' }, 'Boss');
    const usage = await get('/api/chefusage', admin);
    expect(usage.statusCode).toBe(200);
    expect(usage.json()).toMatchObject({ provider: 'builtin' });
    expect(
      usage.json().rows.some((row: { kind: string; calls: number }) => row.kind === 'answer' && row.calls > 0),
    ).toBe(true);
  });
});

describeWithApp("Chef Basil's ideas from cooks' shared recipes", (t) => {
  it('suggests a recipe only while it is shared, never once it is unshared or deleted', async () => {
    const [seeker, sharer] = [await signedInCook(t.app, t.db), await signedInCook(t.app, t.db)];
    const bushTucker = ['wombat', 'quandong', 'lilly pilly', 'finger lime'];
    const recipe = {
      recipeShare: 'Yes',
      recipeNote: 'Private family note',
      recipeMethod: 'Simmer the wombat.\nAdd the fruit.',
      ingredients: bushTucker.map((item) => ({ item })),
    };
    const pie = await createRecipe(t.app, sharer, 'Bush pie', recipe);
    const stew = await createRecipe(t.app, sharer, 'Bush stew', recipe);
    const suggest = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/get-recipe-from-ingredients',
        headers: { cookie: seeker.cookie },
        payload: { ingredients: bushTucker },
      });
    // The first request reads the library; the ones after it use that copy for up to a minute.
    expect((await suggest()).json().name).toBe('Bush pie');

    await t.app.inject({ method: 'DELETE', url: `/api/deleterecipe/${pie}`, headers: { cookie: sharer.cookie } });
    expect((await suggest()).json().name).toBe('Bush stew');

    const unshare = await t.app.inject({
      method: 'POST',
      url: '/api/updaterecipe',
      headers: { cookie: sharer.cookie },
      payload: { recipeId: stew, recipeName: 'Bush stew', recipeShare: 'No', recipeFavourite: 'No' },
    });
    expect(unshare.statusCode, unshare.body).toBe(200);
    const after = await suggest();
    expect(after.statusCode, after.body).toBe(422);
  });
});
