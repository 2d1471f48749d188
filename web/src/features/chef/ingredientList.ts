import { CHEF_LIMITS, sameIngredient } from '@fiz/core/chef';

/**
 * Spec 5: an empty or whitespace-only entry is ignored. An ingredient already listed (in any letter case, for
 * one or for many: 'egg' and 'Eggs') is ignored too, as it would count twice towards the four a suggestion
 * needs; so is one past the most Chef Basil takes.
 */
export function addIngredient(ingredients: readonly string[], entry: string): string[] {
  const ingredient = entry.trim();
  const listed = ingredients.some((existing) => sameIngredient(existing, ingredient));
  if (!ingredient || listed || isFull(ingredients)) return [...ingredients];
  return [...ingredients, ingredient];
}

export const isFull = (ingredients: readonly string[]) => ingredients.length >= CHEF_LIMITS.maxIngredients;

/** Spec 4.4 and 5: Get a Recipe and Reset appear once more than 3 ingredients are listed. */
export const canSuggest = (ingredients: readonly string[]) => ingredients.length >= CHEF_LIMITS.minIngredients;

/** While the chef buttons are hidden, says how many more ingredients bring them. */
export function moreNeededHint(ingredients: readonly string[]): string {
  const needed = CHEF_LIMITS.minIngredients - ingredients.length;
  if (needed <= 0) return '';
  if (ingredients.length === 0) return `Add at least ${needed} ingredients for Chef Basil to suggest a recipe.`;
  return `Add ${needed} more ${needed === 1 ? 'ingredient' : 'ingredients'} for Chef Basil to suggest a recipe.`;
}
