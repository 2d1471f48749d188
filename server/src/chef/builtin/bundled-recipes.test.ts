import { describe, expect, it } from 'vitest';
import { BundledRecipeSchema, bundledRecipes } from './bundled-recipes.js';

describe('bundled recipes', () => {
  const recipes = bundledRecipes();

  it('loads at least 150 recipes, each valid by the schema', () => {
    expect(recipes.length).toBeGreaterThanOrEqual(150);
    for (const recipe of recipes) expect(BundledRecipeSchema.safeParse(recipe).success, recipe.name).toBe(true);
  });

  it('gives every recipe a unique name', () => {
    const names = recipes.map((recipe) => recipe.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives every recipe ingredients, a named item on each, and method steps', () => {
    for (const recipe of recipes) {
      expect(recipe.ingredients.length, recipe.name).toBeGreaterThan(0);
      expect(
        recipe.ingredients.every((ingredient) => ingredient.item.length > 0),
        recipe.name,
      ).toBe(true);
      expect(recipe.method.length, recipe.name).toBeGreaterThan(0);
    }
  });

  it('covers at least 12 cuisines', () => {
    expect(new Set(recipes.map((recipe) => recipe.cuisine)).size).toBeGreaterThanOrEqual(12);
  });

  it('reads the files once and hands back the same recipes on later calls', () => {
    expect(bundledRecipes()).toBe(recipes);
  });
});
