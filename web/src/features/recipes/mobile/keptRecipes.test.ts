import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Recipe } from '@fiz/core/recipe';
import { savedRecipe } from '@fiz/core/testing/recipe-bodies';
import { forgetOtherCooks, forgetTheCook } from '../../../lib/forgetTheCook';
import { forgetRecipe, keepRecipe, keptRecipe, keptRecipes, KEPT_RECIPES_LIMIT, withRecipeKept } from './keptRecipes';

const recipe = (id: number, method = 'Stir.'): Recipe =>
  savedRecipe({
    recipe_id: id,
    recipe_name: `Recipe ${id}`,
    recipe_user_id: 1,
    user_name: 'Maria',
    recipe_method: method,
    ingredients: [{ qty: '2', unit: '', item: 'eggs', note: '' }],
  });

/** A browser's storage, with its quota: setItem throws once the stored text would pass it. */
class QuotaStorage {
  readonly items = new Map<string, string>();
  constructor(private readonly quota = Infinity) {}
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => {
    if (value.length > this.quota) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.items.set(key, value);
  };
  removeItem = (key: string) => void this.items.delete(key);
}

const ids = (cookId?: number) => keptRecipes(cookId).map(({ recipe }) => recipe.recipe_id);

describe('the recipes kept on the phone', () => {
  beforeEach(() => {
    Object.assign(globalThis, { localStorage: new QuotaStorage() });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'localStorage');
  });

  it('keeps the newest first, each recipe once as last opened, and at most the limit', () => {
    for (let id = 1; id <= KEPT_RECIPES_LIMIT + 2; id++) keepRecipe(7, recipe(id));
    keepRecipe(7, recipe(10, 'Stir well.'));
    expect(ids(7)).toHaveLength(KEPT_RECIPES_LIMIT);
    expect(ids(7).slice(0, 3)).toEqual([10, KEPT_RECIPES_LIMIT + 2, KEPT_RECIPES_LIMIT + 1]);
    expect(ids(7)).not.toContain(1);
    expect(keptRecipe(7, 10)?.recipe.recipe_method).toBe('Stir well.');
  });

  it("shows another cook none of them, and starts that cook's own list afresh", () => {
    keepRecipe(7, recipe(1));
    expect(ids(8)).toEqual([]);
    // Offline the cook is unknown: those kept last are shown, since logging out clears them.
    expect(ids(undefined)).toEqual([1]);
    keepRecipe(8, recipe(2));
    expect(ids(8)).toEqual([2]);
    expect(ids(7)).toEqual([]);
  });

  it('forgets them when another cook logs in, not when the same cook does', () => {
    keepRecipe(7, recipe(1));
    forgetOtherCooks(7);
    expect(ids(undefined)).toEqual([1]);
    forgetOtherCooks(8);
    expect(ids(undefined)).toEqual([]);
  });

  it('forgets a recipe that is gone, and everything at logout', () => {
    keepRecipe(7, recipe(1));
    keepRecipe(7, recipe(2));
    forgetRecipe(1);
    expect(ids(7)).toEqual([2]);
    forgetRecipe(2);
    expect(ids(7)).toEqual([]);
    keepRecipe(7, recipe(3));
    forgetTheCook();
    expect(ids(7)).toEqual([]);
  });

  it('keeps fewer of the newest when storage is nearly full, rather than none', () => {
    const long = 'Stir. '.repeat(500);
    Object.assign(globalThis, { localStorage: new QuotaStorage(JSON.stringify(recipe(0, long)).length * 5) });
    for (let id = 1; id <= 8; id++) keepRecipe(7, recipe(id, long));
    expect(ids(7)[0]).toBe(8);
    expect(ids(7).length).toBeGreaterThan(0);
    expect(ids(7).length).toBeLessThan(5);
  });

  it('reads damaged storage as nothing kept', () => {
    localStorage.setItem('fizkeptrecipes', '{"ownerId":7,"recipes":[{"keptAt":1}]}');
    expect(ids(7)).toEqual([]);
    localStorage.setItem('fizkeptrecipes', 'not json');
    expect(ids(7)).toEqual([]);
  });

  it('puts a recipe opened again first without a copy of it', () => {
    const kept = (id: number) => ({ keptAt: `2026-11-2${id}T10:00:00Z`, recipe: recipe(id) });
    expect(withRecipeKept([kept(1), kept(2)], kept(2)).map(({ recipe }) => recipe.recipe_id)).toEqual([2, 1]);
  });
});
