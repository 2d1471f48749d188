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

/** The ingredient already listed that the entry names again ('Eggs' for ' egg'), if any. */
export function listedAlready(ingredients: readonly string[], entry: string): string | undefined {
  const ingredient = entry.trim();
  return ingredient ? ingredients.find((existing) => sameIngredient(existing, ingredient)) : undefined;
}

/** Why an entry was not added again: it is listed already, under the name it was listed by when that differs. */
export function alreadyListedMessage(entry: string, listed: string): string {
  const typed = entry.trim();
  return typed.toLowerCase() === listed.toLowerCase()
    ? `${listed} is already in your ingredients.`
    : `${typed} is already in your ingredients, as ${listed}.`;
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
