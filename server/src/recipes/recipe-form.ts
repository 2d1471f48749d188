import type { NewRecipeBodySchema } from '@fiz/core/recipe';
import type { z } from 'zod';

type RecipeForm = Pick<
  z.output<typeof NewRecipeBodySchema>,
  | 'recipeName'
  | 'recipeNote'
  | 'recipeMethod'
  | 'recipeYoutubeUrl'
  | 'recipeWebsiteLink'
  | 'recipeShare'
  | 'recipeFavourite'
>;

interface RecipeColumns<Form extends Partial<RecipeForm>> {
  recipe_name: Form['recipeName'];
  recipe_note: Form['recipeNote'];
  recipe_method: Form['recipeMethod'];
  recipe_youtube_url: Form['recipeYoutubeUrl'];
  recipe_website_link: Form['recipeWebsiteLink'];
  recipe_share: Form['recipeShare'];
  recipe_favourite: Form['recipeFavourite'];
}

/** The recipe form's camel-case fields (spec 3) as the recipe's columns; a field left out stays undefined. */
export function recipeColumns<Form extends Partial<RecipeForm>>(form: Form): RecipeColumns<Form> {
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

/** What the API description says of sections of ingredients (core ingredient-heading.ts). */
export const INGREDIENT_SECTIONS =
  'An ingredient with no qty, unit or note whose item ends in a colon ("For the sauce:") heads the section of ' +
  'ingredients after it: it is stored as any ingredient, shown as a heading, and never scaled or put on the ' +
  'shopping list.';
