import { describe, expect, it } from 'vitest';
import { BLANK_RECIPE_FIELDS } from '@fiz/core/recipe';
import { draftOverSaved, type RecipeDraft } from './recipeDraft';
import { EMPTY_INGREDIENT, type RecipeFormValues } from './recipeForm';

const opened: RecipeFormValues = {
  ...BLANK_RECIPE_FIELDS,
  recipeName: 'Stew',
  recipeNote: 'Winter',
  recipeMethod: 'Simmer.',
  recipeImageUrl: '/images/first.jpg',
  ingredients: [{ qty: '1', unit: 'kg', item: 'beef', note: '' }],
  pendingIngredient: EMPTY_INGREDIENT,
};
const draftOf = (changes: Partial<RecipeFormValues>): RecipeDraft => ({
  values: { ...opened, ...changes },
  keptAt: '2026-11-25T08:00:00Z',
  base: { values: opened, revision: 3 },
});

describe('a kept draft restored over the recipe as saved now', () => {
  it('is the draft itself when nothing was saved since it was made', () => {
    const draft = draftOf({ recipeMethod: 'Simmer for two hours.' });
    expect(draftOverSaved(draft, opened, 3)).toEqual(draft.values);
  });

  it("keeps another window's later save where the cook changed nothing, and the cook's changes where they did", () => {
    const draft = draftOf({
      recipeMethod: 'Simmer for two hours.',
      pendingIngredient: { ...EMPTY_INGREDIENT, item: 'salt' },
    });
    const savedSince = {
      ...opened,
      recipeName: 'Beef stew',
      recipeMethod: 'Simmer gently.',
      ingredients: [...opened.ingredients, { qty: '2', unit: '', item: 'carrots', note: '' }],
    };
    expect(draftOverSaved(draft, savedSince, 4)).toEqual({
      ...savedSince,
      // The same line changed both ways is there both ways.
      recipeMethod: 'Simmer for two hours.\nSimmer gently.',
      pendingIngredient: { ...EMPTY_INGREDIENT, item: 'salt' },
    });
  });

  it('merges the ingredients and the method line by line, keeping what each window added or removed', () => {
    const salt = { qty: '', unit: '', item: 'salt', note: '' };
    const carrots = { qty: '2', unit: '', item: 'carrots', note: '' };
    const onion = { qty: '1', unit: '', item: 'onion', note: '' };
    const withOnion = { ...opened, ingredients: [...opened.ingredients, onion], recipeMethod: 'Brown.\nSimmer.' };
    const draft: RecipeDraft = {
      values: { ...withOnion, ingredients: [opened.ingredients[0]!, salt], recipeMethod: 'Brown.\nSimmer.\nRest.' },
      keptAt: '2026-11-25T08:00:00Z',
      base: { values: withOnion, revision: 3 },
    };
    const savedSince = {
      ...withOnion,
      ingredients: [...withOnion.ingredients, carrots],
      recipeMethod: 'Sear.\nBrown.\nSimmer.',
    };
    expect(draftOverSaved(draft, savedSince, 4)).toMatchObject({
      ingredients: [opened.ingredients[0], salt, carrots],
      recipeMethod: 'Sear.\nBrown.\nSimmer.\nRest.',
    });
  });

  it('removes the photo only if it is still the one the cook removed', () => {
    const removal = draftOf({ recipeImageUrl: '' });
    expect(draftOverSaved(removal, { ...opened, recipeNote: 'Cold days' }, 4).recipeImageUrl).toBe('');
    const uploadedSince = { ...opened, recipeImageUrl: '/images/second.jpg' };
    expect(draftOverSaved(removal, uploadedSince, 4).recipeImageUrl).toBe('/images/second.jpg');
  });

  it('restores a draft kept before drafts knew their base as it was', () => {
    const { base: _base, ...old } = draftOf({ recipeName: 'Old draft' });
    expect(draftOverSaved(old, { ...opened, recipeNote: 'Newer' }, 9)).toEqual(old.values);
  });
});
