import { expect, it } from 'vitest';
import { ingredients, recipes } from '../db/schema.js';
import { signedInCook } from '../testing/cooks.js';
import { describeWithApp } from '../testing/test-app.js';

describeWithApp('dashboard counts', (t) => {
  const counts = (userId: number, cookie?: string) =>
    t.app.inject({ url: `/api/dashboardcounts/${userId}`, headers: cookie ? { cookie } : {} });

  it("counts the cook's own recipes by what each still needs", async () => {
    const cook = await signedInCook(t.app, t.db);
    const other = await signedInCook(t.app, t.db);
    const [complete] = await t.db
      .insert(recipes)
      .values([
        {
          recipe_user_id: cook.user_id,
          recipe_name: 'Pancakes',
          recipe_method: 'Mix.\nFry.',
          recipe_imageurl: '/images/p.webp',
          recipe_share: 'Yes',
          recipe_favourite: 'Yes',
        },
        { recipe_user_id: cook.user_id, recipe_name: 'Soup', recipe_method: '   ', recipe_favourite: 'Yes' },
        { recipe_user_id: other.user_id, recipe_name: 'Not mine', recipe_share: 'Yes' },
      ])
      .returning();
    await t.db.insert(ingredients).values({ recipe_id: complete!.recipe_id, position: 0, item: 'flour' });

    const response = await counts(cook.user_id, cook.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      myrecipes: 2,
      favourites: 2,
      shared: 1,
      nomethod: 1,
      noingredients: 1,
      nophoto: 1,
    });
  });

  it('counts a recipe with only section headings as one without ingredients, and lists it so', async () => {
    const cook = await signedInCook(t.app, t.db);
    const [headed, listed] = await t.db
      .insert(recipes)
      .values([
        { recipe_user_id: cook.user_id, recipe_name: 'Only headings' },
        { recipe_user_id: cook.user_id, recipe_name: 'Sectioned' },
      ])
      .returning();
    await t.db.insert(ingredients).values([
      { recipe_id: headed!.recipe_id, position: 0, item: 'For the dough:' },
      { recipe_id: headed!.recipe_id, position: 1, item: 'For the filling: ' },
      { recipe_id: listed!.recipe_id, position: 0, item: 'For the dough:' },
      { recipe_id: listed!.recipe_id, position: 1, item: 'flour', qty: '200', unit: 'g' },
    ]);
    expect((await counts(cook.user_id, cook.cookie)).json()).toMatchObject({ myrecipes: 2, noingredients: 1 });
    const list = await t.app.inject({
      url: `/api/getrecipestats/${cook.user_id}/noingredients`,
      headers: { cookie: cook.cookie },
    });
    expect(list.json().recipes.map((recipe: { recipe_name: string }) => recipe.recipe_name)).toEqual(['Only headings']);
  });

  it('answers zeros for a cook with no recipes', async () => {
    const cook = await signedInCook(t.app, t.db);
    expect((await counts(cook.user_id, cook.cookie)).json()).toEqual({
      myrecipes: 0,
      favourites: 0,
      shared: 0,
      nomethod: 0,
      noingredients: 0,
      nophoto: 0,
    });
  });

  it("refuses anonymous callers and another cook's counts", async () => {
    const cook = await signedInCook(t.app, t.db);
    const other = await signedInCook(t.app, t.db);
    expect((await counts(cook.user_id)).statusCode).toBe(401);
    expect((await counts(cook.user_id, other.cookie)).statusCode).toBe(403);
  });

  it('refuses an Expired cook, as the dashboard page does', async () => {
    const cook = await signedInCook(t.app, t.db, { user_access: 'Member', user_end_paid_date: '2021-03-01' });
    const response = await counts(cook.user_id, cook.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'Your free trial or membership has ended. Please upgrade to keep using this part of Fiz.',
    });
  });

  it('lets Life and Admin cooks through', async () => {
    const life = await signedInCook(t.app, t.db, { user_access: 'Life' });
    const admin = await signedInCook(t.app, t.db, { user_access: 'Admin' });
    expect((await counts(life.user_id, life.cookie)).statusCode).toBe(200);
    expect((await counts(life.user_id, admin.cookie)).statusCode).toBe(200);
  });
});
