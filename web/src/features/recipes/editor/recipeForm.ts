import {
  AddRecipeNameBodySchema,
  fieldsAsForm,
  IngredientSchema,
  INGREDIENTS_MAX,
  UpdateRecipeBodySchema,
  type Ingredient,
  type Recipe,
  type RecipeFieldForm,
} from '@fiz/core/recipe';
import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';

/** Spec 2.3 and 9: the editor scrolls to the top 30 ms after it opens. */
export const EDITOR_SCROLL_DELAY_MS = 30;

export const UPDATE_FAILED = 'Failed to update recipe. Please try again.';
export const RECIPE_GONE =
  'This recipe has been deleted, so these changes cannot be saved to it. Copy anything you want to keep before leaving.';

/** A new recipe starts from its name and note only (spec 4.2 Add). */
// required(): the form always holds every field, so its input type matches the form values exactly.
export const NewRecipeFormSchema = AddRecipeNameBodySchema.pick({ recipeName: true, recipeNote: true }).required();
export type NewRecipeFormValues = Pick<RecipeFieldForm, 'recipeName' | 'recipeNote'>;

/** The same rules the server applies to /updaterecipe, so a bad field is caught before it is sent. */
export const RecipeFormSchema = UpdateRecipeBodySchema.omit({
  recipeId: true,
  recipeUserId: true,
  recipeRevision: true,
})
  .required()
  .extend({
    // required() does not reach inside the list, and every ingredient the form holds has all four fields.
    ingredients: z
      .array(IngredientSchema.required())
      .max(INGREDIENTS_MAX, { error: `A recipe has at most ${INGREDIENTS_MAX} ingredients` }),
    pendingIngredient: IngredientSchema.required(),
  })
  // The row being typed is added to the list before a save, and is not itself sent.
  .transform(({ pendingIngredient: _added, ...values }) => values);
export type RecipeFormOutput = z.output<typeof RecipeFormSchema>;

/** Spec 3: the recipe's fields by the form's names, and the ingredient row being typed (never sent as it is). */
export type RecipeFormValues = RecipeFieldForm & {
  recipeImageUrl: string;
  ingredients: Ingredient[];
  pendingIngredient: Ingredient;
};

export const EMPTY_INGREDIENT: Ingredient = { qty: '', unit: '', item: '', note: '' };

export const trimmedIngredient = ({ qty, unit, item, note }: Ingredient): Ingredient => ({
  qty: qty.trim(),
  unit: unit.trim(),
  item: item.trim(),
  note: note.trim(),
});

/** Spec 5: every field is optional, but an all-empty row is not an ingredient. */
export const isBlankIngredient = (ingredient: Ingredient) => Object.values(ingredient).every((value) => value === '');

/**
 * Adds the ingredient row being typed to the list, when it holds anything and the list has room; true if added.
 * A save does this first, as a cook who typed "3 tomatoes" and pressed Update means them to be saved.
 */
export function addPendingIngredient(form: Pick<UseFormReturn<RecipeFormValues>, 'getValues' | 'setValue'>): boolean {
  const pending = trimmedIngredient(form.getValues('pendingIngredient'));
  const ingredients = form.getValues('ingredients');
  if (isBlankIngredient(pending) || ingredients.length >= INGREDIENTS_MAX) return false;
  form.setValue('ingredients', [...ingredients, pending], { shouldDirty: true });
  form.setValue('pendingIngredient', EMPTY_INGREDIENT);
  return true;
}

export function toFormValues(recipe: Recipe): RecipeFormValues {
  return {
    ...fieldsAsForm(recipe),
    recipeImageUrl: recipe.recipe_imageurl,
    ingredients: recipe.ingredients,
    pendingIngredient: EMPTY_INGREDIENT,
  };
}

/**
 * Whether the recipe as saved now is this save of it, landed: the next revision after the one the form had, with
 * every field as sent. A save whose answer was lost on the way back is then refused as if from another window.
 */
export function isThisSave(current: Recipe, sent: RecipeFormOutput, revision: number): boolean {
  if (current.recipe_revision !== revision + 1) return false;
  const { pendingIngredient: _typing, recipeImageUrl: _photo, ...stored } = toFormValues(current);
  const { recipeImageUrl: _sentPhoto, ...fields } = sent as RecipeFormOutput & { recipeImageUrl?: string };
  const comparable = (values: Record<string, unknown>) =>
    JSON.stringify(
      Object.keys(values)
        .sort()
        .map((key) => [key, values[key]]),
    );
  return comparable(stored) === comparable(fields);
}

/** Why a save was not sent: the first field's reason (trying again without changing it would not help). */
export const notSavedMessage = (errors: unknown) =>
  `Not saved: ${(firstErrorMessage(errors) ?? 'check the fields below').replace(/[.!?]$/, '')}.`;

/** The first message in react-hook-form's nested errors (ingredients are a list of objects). */
export function firstErrorMessage(errors: unknown): string | undefined {
  if (!errors || typeof errors !== 'object') return undefined;
  if ('message' in errors && typeof errors.message === 'string' && errors.message) return errors.message;
  for (const [key, value] of Object.entries(errors)) {
    // A ref is a DOM element: walking it would never end.
    if (key === 'ref') continue;
    const message = firstErrorMessage(value);
    if (message) return message;
  }
  return undefined;
}
