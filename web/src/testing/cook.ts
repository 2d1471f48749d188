import type { SessionResponseSchema } from '@fiz/core/session';
import type { Recipe } from '@fiz/core/recipe';
import { savedRecipe as savedRecipeAnswer } from '@fiz/core/testing/recipe-bodies';
import type { z } from 'zod';

/** The signed-in cook, as GET /api/session answers. */
export const signedIn: z.input<typeof SessionResponseSchema> = {
  user: { user_id: 1, user_name: 'Ann', user_email: 'ann@example.com', user_access: 'Member', status: 'Member' },
};

/** One of the cook's saved recipes, as GET /api/getrecipe answers. */
export function savedRecipe(changes: Partial<Recipe> = {}): Recipe {
  return savedRecipeAnswer({
    recipe_id: 7,
    recipe_name: 'Stew',
    recipe_note: 'Winter',
    user_name: 'Ann',
    // As the server stores a method: normalized (no closing full stop).
    recipe_method: 'Simmer',
    ingredients: [{ qty: '1', unit: 'kg', item: 'beef', note: '' }],
    recipe_revision: 3,
    ...changes,
  });
}
