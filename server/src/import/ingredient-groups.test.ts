import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCook, type TestCook } from '../testing/cooks.js';
import { startLoopbackSite, type LoopbackSite } from '../testing/loopback-site.js';
import { jsonLd, page, PAGE } from '../testing/recipe-pages.js';
import { describeWithApp } from '../testing/test-app.js';
import { extractRecipe } from './extract-recipe.js';
import { newRecipeBody } from '@fiz/core/testing/recipe-bodies';

/** A cake whose page lists its ingredients flat in JSON-LD and in two named groups on its card. */
const CAKE_LINES = ['200 g plain flour', '2 eggs', '100 g icing sugar', '1 tbsp lemon juice'];
const cakeJsonLd = (recipeIngredient: string[] = CAKE_LINES) =>
  jsonLd({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Lemon Cake',
    recipeIngredient,
    recipeInstructions: [{ '@type': 'HowToStep', text: 'Bake the cake.' }],
  });

/** WP Recipe Maker's card: each group a div with its name (an h4, or a div) above a list of its rows. */
const wprmGroup = (name: string | undefined, rows: string[], nameTag = 'h4') =>
  '<div class="wprm-recipe-ingredient-group">' +
  (name === undefined ? '' : `<${nameTag} class="wprm-recipe-group-name">${name}</${nameTag}>`) +
  `<ul class="wprm-recipe-ingredients">${rows
    .map(
      (row) =>
        `<li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-name">${row}</span> ` +
        '<span class="wprm-recipe-ingredient-notes"></span></li>',
    )
    .join('')}</ul></div>`;
const wprmCard = (...groups: string[]) =>
  '<div class="wprm-recipe-container"><div class="wprm-recipe-ingredients-container">' +
  `<h3 class="wprm-recipe-header">Ingredients</h3>${groups.join('')}</div>` +
  '<div class="wprm-recipe-instructions-container">' +
  '<div class="wprm-recipe-instruction-group"><h4 class="wprm-recipe-group-name">To bake</h4></div></div></div>';

const TWO_GROUPS = wprmCard(
  wprmGroup('For the cake', CAKE_LINES.slice(0, 2)),
  wprmGroup('For the icing:', CAKE_LINES.slice(2)),
);

const linesOf = (html: string) => extractRecipe(html, PAGE)?.ingredients.map((ingredient) => ingredient.text);

describe('the groups of a recipe card', () => {
  it('head the lines of each named WP Recipe Maker group, as headings of the recipe', () => {
    const draft = extractRecipe(page(cakeJsonLd(), TWO_GROUPS), PAGE);
    expect(draft?.ingredients).toEqual([
      { text: 'For the cake:', qty: '', unit: '', item: 'For the cake:', note: '' },
      { text: '200 g plain flour', qty: '200', unit: 'g', item: 'plain flour', note: '' },
      { text: '2 eggs', qty: '2', unit: '', item: 'eggs', note: '' },
      { text: 'For the icing:', qty: '', unit: '', item: 'For the icing:', note: '' },
      { text: '100 g icing sugar', qty: '100', unit: 'g', item: 'icing sugar', note: '' },
      { text: '1 tbsp lemon juice', qty: '1', unit: 'tbsp', item: 'lemon juice', note: '' },
    ]);
  });

  it('leave the lines flat when the structured data lists them in another order than the card', () => {
    const reordered = [...CAKE_LINES.slice(2), ...CAKE_LINES.slice(0, 2)];
    expect(linesOf(page(cakeJsonLd(reordered), TWO_GROUPS))).toEqual(reordered);
  });

  it('give no heading to a group without a name, nor take one from the method’s groups', () => {
    const card = wprmCard(wprmGroup(undefined, CAKE_LINES.slice(0, 2)), wprmGroup('Icing', CAKE_LINES.slice(2), 'div'));
    expect(linesOf(page(cakeJsonLd(), card))).toEqual([...CAKE_LINES.slice(0, 2), 'Icing:', ...CAKE_LINES.slice(2)]);
  });

  it('are left out when the card’s rows do not match the lines one for one', () => {
    const card = wprmCard(wprmGroup('For the cake', CAKE_LINES.slice(0, 2)), wprmGroup('For the icing', ['sugar']));
    expect(linesOf(page(cakeJsonLd(), card))).toEqual(CAKE_LINES);
  });

  it('are taken from the card that matches, on a page with two recipe cards', () => {
    const other = wprmCard(wprmGroup('For the jam', ['1 kg plums']));
    expect(linesOf(page(cakeJsonLd(), other + TWO_GROUPS))).toContain('For the icing:');
  });

  it('turn a group name the structured data lists as a line into its heading', () => {
    const tasty =
      '<div class="tasty-recipes-ingredients-body"><ul><li>200 g plain flour</li><li>2 eggs</li></ul>' +
      '<h4>Icing</h4><ul><li>100 g icing sugar</li><li>1 tbsp lemon juice</li></ul></div>';
    const lines = [...CAKE_LINES.slice(0, 2), 'Icing', ...CAKE_LINES.slice(2)];
    expect(linesOf(page(cakeJsonLd(lines), tasty))).toEqual([
      ...CAKE_LINES.slice(0, 2),
      'Icing:',
      ...CAKE_LINES.slice(2),
    ]);
  });

  it('are read from Mediavine Create cards, below the card’s own Ingredients title', () => {
    const mediavine =
      '<div class="mv-create-ingredients"><h3 class="mv-create-ingredients-title">Ingredients</h3>' +
      '<h4>Cake</h4><ul><li>200 g plain flour</li><li>2 eggs</li></ul>' +
      '<h4>Icing</h4><ul><li>100 g icing sugar</li><li>1 tbsp lemon juice</li></ul></div>';
    expect(linesOf(page(cakeJsonLd(), mediavine))).toEqual([
      'Cake:',
      ...CAKE_LINES.slice(0, 2),
      'Icing:',
      ...CAKE_LINES.slice(2),
    ]);
  });
});

let site: LoopbackSite;
beforeAll(async () => {
  site = await startLoopbackSite('cakes.test', () => ({
    '/lemon-cake': ['text/html; charset=utf-8', page(cakeJsonLd(), TWO_GROUPS)],
  }));
});
afterAll(() => site.stop());

describeWithApp(
  'importing a page whose recipe card groups its ingredients',
  (t) => {
    let cook: TestCook;
    beforeAll(async () => {
      cook = await signedInCook(t.app, t.db, {}, 'Mia');
    });

    it('gives the draft its headings, which the saved recipe keeps as rows of their own', async () => {
      const imported = await t.app.inject({
        method: 'POST',
        url: '/api/import-recipe',
        headers: { cookie: cook.cookie },
        payload: { url: site.url('/lemon-cake') },
      });
      expect(imported.statusCode, imported.body).toBe(200);
      const draft = imported.json();
      const items = draft.ingredients.map((ingredient: { item: string }) => ingredient.item);
      expect(items).toEqual(['For the cake:', 'plain flour', 'eggs', 'For the icing:', 'icing sugar', 'lemon juice']);

      const ingredients = draft.ingredients.map(({ text: _text, ...fields }: { text: string }) => fields);
      const saved = await t.app.inject({
        method: 'POST',
        url: '/api/addimportedrecipe',
        headers: { cookie: cook.cookie },
        payload: newRecipeBody(draft.name, { ingredients }),
      });
      expect(saved.statusCode, saved.body).toBe(201);
      const recipe = await t.app.inject({
        method: 'GET',
        url: `/api/getrecipe/${saved.json().recipeId}`,
        headers: { cookie: cook.cookie },
      });
      expect(recipe.json().ingredients[3]).toEqual({ qty: '', unit: '', item: 'For the icing:', note: '' });
    });
  },
  {},
  () => ({ fetchPageOptions: site.fetchOptions }),
);
