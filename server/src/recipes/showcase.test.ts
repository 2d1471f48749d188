import { expect, it } from 'vitest';
import { recipes } from '../db/schema.js';
import { signedInCook } from '../testing/cooks.js';
import { describeWithApp } from '../testing/test-app.js';

describeWithApp('showcase', (t) => {
  it('shows anyone the shared recipes that have a photo, with the cook name, and nothing private', async () => {
    const cook = await signedInCook(t.app, t.db, {}, 'Olu');
    await t.db.insert(recipes).values([
      {
        recipe_user_id: cook.user_id,
        recipe_name: 'Jollof',
        recipe_note: 'Smoky',
        recipe_imageurl: '/i/j.webp',
        recipe_share: 'Yes',
      },
      { recipe_user_id: cook.user_id, recipe_name: 'Secret stew', recipe_imageurl: '/i/s.webp', recipe_share: 'No' },
      { recipe_user_id: cook.user_id, recipe_name: 'No photo', recipe_share: 'Yes' },
    ]);
    const response = await t.app.inject({ url: '/api/getrecipesforshowcase' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({
        recipe_name: 'Jollof',
        recipe_note: 'Smoky',
        recipe_image: '/i/j.webp',
        user_name: 'Olu',
      }),
    ]);
  });
});
