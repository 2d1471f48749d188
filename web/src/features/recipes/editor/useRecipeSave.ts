import { useQueryClient } from '@tanstack/react-query';
import { useState, type BaseSyntheticEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { Recipe } from '@fiz/core/recipe';
import type { Flash } from '../../../components/ui/useFlash';
import { ApiError, failureMessage } from '../../../lib/api';
import { useUpdateRecipe } from '../recipes.mutations';
import { recipeQuery } from '../recipes.queries';
import {
  addPendingIngredient,
  isThisSave,
  notSavedMessage,
  RECIPE_GONE,
  UPDATE_FAILED,
  type RecipeFormOutput,
  type RecipeFormValues,
} from './recipeForm';
import type { UnsavedWork } from './useUnsavedWork';

const refusedWith = (error: Error, status: number) => error instanceof ApiError && error.status === status;

/** What the cook is told when an update fails. */
function failedSaveMessage(error: Error): string {
  if (refusedWith(error, 404)) return RECIPE_GONE;
  // Saved elsewhere since: trying again cannot help, so the server's account of what to do stands alone.
  return refusedWith(error, 409) ? error.message : failureMessage(UPDATE_FAILED, error);
}

/** The recipe as saved now, when it is exactly this save of it. */
function useSavedAlready(recipeId: number) {
  const queryClient = useQueryClient();
  return async (sent: RecipeFormOutput, revision: number) => {
    const current = await queryClient.fetchQuery({ ...recipeQuery(recipeId), staleTime: 0 }).catch(() => undefined);
    return current && isThisSave(current, sent, revision) ? current : undefined;
  };
}

interface RecipeSaveOptions {
  recipe: Recipe;
  form: UseFormReturn<RecipeFormValues, unknown, RecipeFormOutput>;
  work: UnsavedWork<RecipeFormValues>;
  show: (kind: Flash['kind'], text: string) => void;
}

/** Updates a saved recipe from its form, refusing to overwrite a save made in another window since it opened. */
export function useRecipeSave({ recipe, form, work, show }: RecipeSaveOptions) {
  const recipeId = recipe.recipe_id;
  const update = useUpdateRecipe();
  const savedAlready = useSavedAlready(recipeId);
  // The version this form's changes build on: a save from another window since then is not overwritten.
  const [revision, setRevision] = useState(recipe.recipe_revision);
  // An upload is the next revision. It moves this form on only when it follows the form's own revision: after a
  // save from elsewhere, the next save here must still be refused rather than undo that save.
  const photoUploaded = (uploaded: number) => setRevision((current) => (uploaded === current + 1 ? uploaded : current));

  /** Saves everything; `then` runs only after a successful save. On failure the form keeps every change. */
  const save = (then?: () => void) => (event?: BaseSyntheticEvent) => {
    addPendingIngredient(form);
    const typed = form.getValues();
    const afterSave = (savedRevision: number) => {
      setRevision(savedRevision);
      // What was saved becomes the baseline, keeping anything typed while the save was under way.
      form.reset(typed, { keepValues: true });
      work.saved();
      show('success', 'Recipe updated!');
      then?.();
    };
    const afterFailure = async (error: Error, sent: RecipeFormOutput) => {
      // The first try's answer may have been lost after it was saved: the retry is then refused as if from
      // another window, though the recipe holds exactly what the cook saved.
      const landed = refusedWith(error, 409) && (await savedAlready(sent, revision));
      if (landed) return afterSave(landed.recipe_revision);
      // Deleted meanwhile (in another window): no later try can save to it, so nothing is kept for it.
      if (!refusedWith(error, 404))
        work.keep(typed, { values: form.formState.defaultValues as RecipeFormValues, revision });
      show('error', failedSaveMessage(error));
    };
    void form.handleSubmit(
      (values) =>
        update.mutate(
          { recipeId, ...values, recipeRevision: revision },
          {
            onSuccess: (saved) => afterSave(saved.recipe_revision),
            onError: (error) => void afterFailure(error, values),
          },
        ),
      (invalid) => show('error', notSavedMessage(invalid)),
    )(event);
  };
  return { save, photoUploaded, saving: update.isPending };
}
