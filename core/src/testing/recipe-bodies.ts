import type { RecipeDraft } from '../import.js';
import { BLANK_RECIPE_FIELDS, fieldsAsColumns, RECIPE_FIELDS, type Recipe, type UpdateRecipeBody } from '../recipe.js';

/** What a test says of a recipe: any of the fields POST /api/updaterecipe takes (RECIPE_FIELDS and the rest). */
export type RecipeFacts = Partial<Omit<UpdateRecipeBody, 'recipeId'>>;

/** A whole new recipe as a request body: every field blank (private, not a favourite) but those given. */
export function newRecipeBody(name: string, facts: RecipeFacts = {}) {
  return { ...BLANK_RECIPE_FIELDS, recipeName: name, ...facts };
}

const { recipeShare, recipeFavourite } = BLANK_RECIPE_FIELDS;

/**
 * A save of a recipe (POST /api/updaterecipe): the fields every save sends, private and not a favourite unless
 * given, and only the other fields given, so what it leaves out keeps its saved value.
 */
export function updateRecipeBody(recipeId: number, name: string, facts: RecipeFacts = {}) {
  return { recipeName: name, recipeShare, recipeFavourite, ...facts, recipeId };
}

/** An imported draft saved as the review page sends it when the cook changes nothing. */
export function reviewedDraftBody(draft: RecipeDraft) {
  const drafted = Object.fromEntries(
    Object.values(RECIPE_FIELDS).flatMap((field) => ('draft' in field ? [[field.form, draft[field.draft]]] : [])),
  ) as RecipeFacts;
  return newRecipeBody(draft.name, {
    ...drafted,
    recipeMethod: draft.method.join('\n'),
    ingredients: draft.ingredients.map(({ text: _text, ...fields }) => fields),
  });
}

/** A recipe as GET /api/getrecipe answers it: a cook's private recipe with every field blank but those given. */
export function savedRecipe(facts: Partial<Recipe> = {}): Recipe {
  return {
    ...fieldsAsColumns(BLANK_RECIPE_FIELDS),
    recipe_id: 1,
    recipe_imageurl: '',
    recipe_image: '',
    recipe_basil: 'false',
    recipe_user_id: 1,
    user_name: '',
    ingredients: [],
    recipe_revision: 0,
    ...facts,
  };
}
