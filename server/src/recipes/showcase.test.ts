import { expect, it } from 'vitest';
import { recipes } from '../db/schema.js';
import { signedInCook } from '../testing/cooks.js';
import { describeWithApp } from '../testing/test-app.js';
import { SHOWCASE_SIZE, showcaseRecipes } from './showcase.db.js';

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

  it('picks different shared recipes with a photo at random, a full set from any point of the shuffle', async () => {
    const cook = await signedInCook(t.app, t.db, {}, 'Ada');
    const many = SHOWCASE_SIZE + 6;
    await t.db.insert(recipes).values([
      ...Array.from({ length: many }, (_, i) => ({
        recipe_user_id: cook.user_id,
        recipe_name: `Shared ${i}`,
        recipe_imageurl: `/i/${i}.webp`,
        recipe_share: 'Yes',
      })),
      { recipe_user_id: cook.user_id, recipe_name: 'Private', recipe_imageurl: '/i/p.webp', recipe_share: 'No' },
      { recipe_user_id: cook.user_id, recipe_name: 'No photo', recipe_share: 'Yes' },
    ]);
    const names = (picked: { recipe_name: string }[]) => picked.map((recipe) => recipe.recipe_name);
    for (const from of [0, 0.5, 0.999999]) {
      const picked = names(await showcaseRecipes(t.db, from));
      expect(picked, `from ${from}`).toHaveLength(SHOWCASE_SIZE);
      expect(new Set(picked).size, `from ${from}`).toBe(SHOWCASE_SIZE);
      expect(picked, `from ${from}`).not.toContain('Private');
      expect(picked, `from ${from}`).not.toContain('No photo');
    }
    // Each visit shows about 24 of the 30 (and of any shared before); a few visits show every one of them.
    const shown = new Set<string>();
    for (let visit = 0; visit < 20; visit++) {
      const response = await t.app.inject({ url: '/api/getrecipesforshowcase' });
      for (const name of names(response.json())) shown.add(name);
    }
    for (let i = 0; i < many; i++) expect(shown).toContain(`Shared ${i}`);
  });
});
