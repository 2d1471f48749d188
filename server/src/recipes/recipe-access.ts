import type { SessionUser } from '@fiz/core/session';
import type { Db } from '../db/client.js';
import { HttpError } from '../http/errors.js';
import { findRecipe, type RecipeRow } from './recipes.db.js';

export const RECIPE_MESSAGES = {
  notFound: 'That recipe could not be found.',
  ownerOnly: 'Only the cook who owns this recipe can change it.',
  alreadyYours: 'This recipe is already yours.',
  updated: 'Recipe updated',
  changedElsewhere:
    'This recipe was saved from another window or device after you opened it, so your changes were not saved over it. Reload the page to see that version: your changes are kept in this browser and can be put back.',
  deleted: 'Recipe deleted',
} as const;

/**
 * A cook reads their own recipes and other cooks' shared ones; an Admin reads any.
 * A recipe the caller may not read answers as if it did not exist.
 */
export function canRead(recipe: Pick<RecipeRow, 'recipe_user_id' | 'recipe_share'>, cook: SessionUser): boolean {
  return recipe.recipe_user_id === cook.user_id || recipe.recipe_share === 'Yes' || cook.status === 'Admin';
}

export async function readableRecipe(db: Db, recipeId: number, cook: SessionUser): Promise<RecipeRow> {
  const recipe = await findRecipe(db, recipeId);
  if (!recipe || !canRead(recipe, cook)) throw new HttpError(404, RECIPE_MESSAGES.notFound);
  return recipe;
}

/** Only the owner changes, deletes or gives a photo to a recipe. */
export async function ownedRecipe(db: Db, recipeId: number, cook: SessionUser): Promise<RecipeRow> {
  const recipe = await readableRecipe(db, recipeId, cook);
  if (recipe.recipe_user_id !== cook.user_id) throw new HttpError(403, RECIPE_MESSAGES.ownerOnly);
  return recipe;
}
