import sharp from 'sharp';
import { expect, it } from 'vitest';
import { extractRecipe } from '../import/extract-recipe.js';
import { signedInCook } from '../testing/cooks.js';
import { multipart } from '../testing/multipart.js';
import { createRecipe } from '../testing/recipes.js';
import { describeWithApp } from '../testing/test-app.js';

const EXPIRED = { user_free_expiry_date: '2020-01-01' };

describeWithApp('downloading all my recipes', (t) => {
  const download = (userId: number, cookie?: string) =>
    t.app.inject({ method: 'GET', url: `/api/downloadrecipes/${userId}`, headers: cookie ? { cookie } : {} });

  it('gives every recipe of the cook as schema.org Recipe objects, photo included, and nobody else’s', async () => {
    const cook = await signedInCook(t.app, t.db, {}, 'Nora');
    const other = await signedInCook(t.app, t.db, {}, 'Olaf');
    const soup = await createRecipe(t.app, cook, 'Pumpkin soup', {
      recipeNote: 'Autumn warmer',
      recipeMethod: 'Roast the pumpkin.\nBlend with stock',
      recipeWebsiteLink: 'https://example.com/soup',
      recipeYoutubeUrl: 'dQw4w9WgXcQ',
      ingredients: [
        { qty: '1', unit: 'kg', item: 'pumpkin', note: 'peeled' },
        { qty: '', unit: '', item: 'salt', note: '' },
      ],
    });
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#e80' } })
      .jpeg()
      .toBuffer();
    const body = multipart({ recipeId: String(soup) }, { name: 'soup.jpg', type: 'image/jpeg', data: photo });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/imageupload',
      payload: body.payload,
      headers: { ...body.headers, cookie: cook.cookie },
    });
    expect(uploaded.statusCode).toBe(200);
    await createRecipe(t.app, cook, 'Plain toast');
    await createRecipe(t.app, other, 'Olaf’s secret stew');

    const response = await download(cook.user_id, cook.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="fiz-recipes-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const library = response.json();
    expect(library['@context']).toBe('https://schema.org');
    expect(library['@graph'].map((recipe: { name: string }) => recipe.name)).toEqual(['Pumpkin soup', 'Plain toast']);
    const [saved, toast] = library['@graph'];
    expect(saved).toMatchObject({
      '@type': 'Recipe',
      name: 'Pumpkin soup',
      description: 'Autumn warmer',
      author: { '@type': 'Person', name: 'Nora' },
      recipeIngredient: ['1 kg pumpkin (peeled)', 'salt'],
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Roast the pumpkin' },
        { '@type': 'HowToStep', text: 'Blend with stock' },
      ],
      isBasedOn: 'https://example.com/soup',
      video: { '@type': 'VideoObject', contentUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    });
    const image = Buffer.from(saved.image.replace(/^data:image\/jpeg;base64,/, ''), 'base64');
    expect((await sharp(image).metadata()).format).toBe('jpeg');
    expect(toast).not.toHaveProperty('image');
    expect(toast.recipeIngredient).toEqual([]);
  });

  it('keeps a section heading as a line of its own, which reads back as a heading when imported', async () => {
    const cook = await signedInCook(t.app, t.db);
    await createRecipe(t.app, cook, 'Noodles', {
      ingredients: [
        { qty: '200', unit: 'g', item: 'noodles', note: '' },
        { qty: '', unit: '', item: 'For the sauce:', note: '' },
        { qty: '2', unit: 'tbsp', item: 'soy sauce', note: '' },
      ],
    });
    const [noodles] = (await download(cook.user_id, cook.cookie)).json()['@graph'];
    expect(noodles.recipeIngredient).toEqual(['200 g noodles', 'For the sauce:', '2 tbsp soy sauce']);
    const html = `<script type="application/ld+json">${JSON.stringify({ ...noodles, recipeInstructions: ['Boil.'] })}</script>`;
    expect(extractRecipe(html, '')?.ingredients[1]).toMatchObject({
      qty: '',
      unit: '',
      item: 'For the sauce:',
      note: '',
    });
  });

  it('gives an empty library to a cook with no recipes', async () => {
    const cook = await signedInCook(t.app, t.db);
    const response = await download(cook.user_id, cook.cookie);
    expect(response.json()).toEqual({ '@context': 'https://schema.org', '@graph': [] });
  });

  it('lets an Expired cook take their recipes, but never another cook’s, and not anonymously', async () => {
    const expired = await signedInCook(t.app, t.db, EXPIRED);
    const other = await signedInCook(t.app, t.db);
    expect((await download(expired.user_id, expired.cookie)).statusCode).toBe(200);
    const refused = await download(other.user_id, expired.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You can only see or act for your own account.');
    expect((await download(other.user_id)).statusCode).toBe(401);
  });

  it('lets an Admin download a cook’s library, and says when the cook does not exist', async () => {
    const admin = await signedInCook(t.app, t.db, { user_access: 'Admin' });
    const cook = await signedInCook(t.app, t.db);
    await createRecipe(t.app, cook, 'Flatbread');
    expect((await download(cook.user_id, admin.cookie)).json()['@graph']).toHaveLength(1);
    const missing = await download(999_999, admin.cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('That cook does not exist.');
  });
});
