import type { UpdateRecipeBodySchema } from '@fiz/core/recipe';
import type { z } from 'zod';

type RecipeForm = Pick<
  z.output<typeof UpdateRecipeBodySchema>,
  | 'recipeName'
  | 'recipeNote'
  | 'recipeMethod'
  | 'recipeYoutubeUrl'
  | 'recipeWebsiteLink'
  | 'recipeShare'
  | 'recipeFavourite'
>;

/** The recipe form's camel-case fields (spec 3) as the recipe's columns. */
export function recipeColumns(form: RecipeForm) {
  return {
    recipe_name: form.recipeName,
    recipe_note: form.recipeNote,
    recipe_method: form.recipeMethod,
    recipe_youtube_url: form.recipeYoutubeUrl,
    recipe_website_link: form.recipeWebsiteLink,
    recipe_share: form.recipeShare,
    recipe_favourite: form.recipeFavourite,
  };
}
