import { desc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { aiRecipeBody, RecipeIdeaSchema } from '@fiz/core/chef';
import { chefUsage, recipes, users } from '../db/schema.js';
import { signedInCook, type TestCook } from '../testing/cooks.js';
import { createRecipe } from '../testing/recipes.js';
import { describeWithApp } from '../testing/test-app.js';
import { newRecipeBody, updateRecipeBody, type RecipeFacts } from '@fiz/core/testing/recipe-bodies';

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

    const edited = await post('/api/updaterecipe', updateRecipeBody(recipeId, 'My lemon chicken rice'));
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

  it('keeps the same question with the same answer once, however often or however fast it is saved', async () => {
    const saver = await signedInCook(t.app, t.db, {}, 'Sam');
    const body = { question: 'How long do I rest a steak?', answer: 'Five to ten minutes, loosely covered.' };
    const first = await post('/api/addchefquestion', body, saver);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ askchef_question: body.question, alreadySaved: false });
    // Save pressed again, with the answer written as it came (spaces around it).
    const again = await post('/api/addchefquestion', { ...body, answer: ` ${body.answer}\n` }, saver);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ ...first.json(), alreadySaved: true });
    // A double click: both requests at once.
    const twice = { question: 'Can I freeze cream?', answer: 'Yes, whipped first.' };
    const clicks = await Promise.all([1, 2].map(() => post('/api/addchefquestion', twice, saver)));
    expect(clicks.map((click) => click.statusCode).sort()).toEqual([200, 201]);
    // Another answer to the same question is another thing worth keeping, and so is another cook's same answer.
    expect((await post('/api/addchefquestion', { ...body, answer: 'Half the cooking time.' }, saver)).statusCode).toBe(
      201,
    );
    expect((await post('/api/addchefquestion', body, other)).statusCode).toBe(201);
    const listed = (await get(`/api/getchefquestions/${saver.user_id}`, saver)).json() as {
      askchef_question: string;
      askchef_answer: string;
    }[];
    expect(listed.map((item) => [item.askchef_question, item.askchef_answer])).toEqual([
      [body.question, 'Half the cooking time.'],
      [twice.question, twice.answer],
      [body.question, body.answer],
    ]);
  });

  it('refuses anonymous callers and Expired cooks everywhere, and the usage figures to all but the Admin', async () => {
    const calls: [string, string, unknown][] = [
      ['POST', '/api/get-recipe-from-ingredients', { ingredients: ['a', 'b', 'c', 'd'] }],
      ['POST', '/api/ask-chef', { question: 'Hi?' }],
      ['POST', '/api/addchefquestion', { question: 'Q?', answer: 'A.' }],
      ['POST', '/api/addrecipefromai', newRecipeBody('X')],
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

describeWithApp('Another idea from Chef Basil', (t) => {
  const bush = ['wombat', 'quandong', 'lilly pilly', 'finger lime'];
  const share = (cook: TestCook, name: string, items: string[]) =>
    createRecipe(t.app, cook, name, {
      recipeShare: 'Yes',
      recipeMethod: 'Simmer everything.\nServe hot.',
      ingredients: items.map((item) => ({ item })),
    });

  it('offers another idea for the same ingredients: the next best, then the one after, then says it has no more', async () => {
    const [seeker, sharer] = [await signedInCook(t.app, t.db), await signedInCook(t.app, t.db)];
    // Using all four, three and two of the cook's ingredients: the best, the next best and the one after.
    await share(sharer, 'Bush salad', ['quandong', 'finger lime', 'lettuce']);
    await share(sharer, 'Bush pie', bush);
    await share(sharer, 'Bush stew', ['wombat', 'quandong', 'lilly pilly', 'onion']);
    const idea = (alreadySuggested?: string[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/get-recipe-from-ingredients',
        headers: { cookie: seeker.cookie },
        payload: { ingredients: bush, ...(alreadySuggested ? { alreadySuggested } : {}) },
      });
    const named = async (alreadySuggested?: string[]) => {
      const response = await idea(alreadySuggested);
      expect(response.statusCode, response.body).toBe(200);
      return RecipeIdeaSchema.parse(response.json());
    };

    const best = await named();
    expect([best.name, best.uses]).toEqual(['Bush pie', bush]);
    const next = await named(['Bush pie']);
    expect([next.name, next.uses]).toEqual(['Bush stew', ['wombat', 'quandong', 'lilly pilly']]);
    // However the names come back spelled, they are passed over.
    const after = await named(['  bush PIE', 'Bush  stew']);
    expect([after.name, after.uses]).toEqual(['Bush salad', ['quandong', 'finger lime']]);
    // Another idea is signed like the first: saved unchanged, it is a Chef Basil recipe.
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/addrecipefromai',
      headers: { cookie: seeker.cookie },
      payload: aiRecipeBody(after),
    });
    const recipe = await t.app.inject({
      url: `/api/getrecipe/${saved.json().recipeId}`,
      headers: { cookie: seeker.cookie },
    });
    expect(recipe.json().recipe_basil).toBe('true');

    const none = await idea(['Bush pie', 'Bush stew', 'Bush salad']);
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe(
      'Chef Basil has no other recipe for these ingredients. Change or add an ingredient for new ideas.',
    );
    // Each idea asked for counts as one of the day's Chef Basil requests, the last one too.
    const calls = await t.db.select().from(chefUsage).where(eq(chefUsage.user_id, seeker.user_id));
    expect(calls.map((call) => call.outcome)).toEqual(['ok', 'ok', 'ok', 'no-match']);
  });

  it('offers at most 20 ideas for one list, and refuses a list of names that is not one', async () => {
    const seeker = await signedInCook(t.app, t.db);
    const ask = (alreadySuggested: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/get-recipe-from-ingredients',
        headers: { cookie: seeker.cookie },
        payload: { ingredients: bush, alreadySuggested },
      });
    const twenty = Array.from({ length: 20 }, (_, index) => `Idea ${index + 1}`);
    const enough = await ask(twenty);
    expect(enough.statusCode).toBe(422);
    expect(enough.json().message).toBe(
      'That makes 20 ideas for these ingredients, the most Chef Basil offers for one list. Change or add an ingredient for new ideas.',
    );
    // Said without asking the chef, so it is not one of the day's requests.
    expect(await t.db.select().from(chefUsage).where(eq(chefUsage.user_id, seeker.user_id))).toEqual([]);
    const tooMany = await ask([...twenty, 'Idea 21']);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain('Chef Basil offers at most 20 ideas for one list of ingredients');
    expect((await ask('Bush pie')).json().message).toContain('The recipes already suggested must be a list of names');
    expect((await ask(['x'.repeat(51)])).json().message).toContain("A recipe's name is at most 50 characters");
  });
});

describeWithApp("Chef Basil's ideas from cooks' shared recipes", (t) => {
  it('suggests a recipe only while it is shared, never once it is unshared or deleted', async () => {
    const [seeker, sharer] = [await signedInCook(t.app, t.db), await signedInCook(t.app, t.db)];
    const bushTucker = ['wombat', 'quandong', 'lilly pilly', 'finger lime'];
    const recipe: RecipeFacts = {
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
      payload: updateRecipeBody(stew, 'Bush stew'),
    });
    expect(unshare.statusCode, unshare.body).toBe(200);
    const after = await suggest();
    expect(after.statusCode, after.body).toBe(422);
  });
});
