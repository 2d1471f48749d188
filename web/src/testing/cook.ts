import type { SessionResponseSchema } from '@fiz/core/session';
import type { Recipe } from '@fiz/core/recipe';
import type { z } from 'zod';

/** The signed-in cook, as GET /api/session answers. */
export const signedIn: z.input<typeof SessionResponseSchema> = {
  user: { user_id: 1, user_name: 'Ann', user_email: 'ann@example.com', user_access: 'Member', status: 'Member' },
};

/** One of the cook's saved recipes, as GET /api/getrecipe answers. */
export function savedRecipe(changes: Partial<Recipe> = {}): Recipe {
  return {
    recipe_id: 7,
    recipe_name: 'Stew',
    recipe_note: 'Winter',
    recipe_imageurl: '',
    recipe_image: '',
    recipe_youtube_url: '',
    recipe_share: 'No',
    recipe_favourite: 'No',
    recipe_basil: 'false',
    recipe_user_id: 1,
    user_name: 'Ann',
    // As the server stores a method: normalized (no closing full stop).
    recipe_method: 'Simmer',
    recipe_website_link: '',
    ingredients: [{ qty: '1', unit: 'kg', item: 'beef', note: '' }],
    recipe_revision: 3,
    ...changes,
  };
}
