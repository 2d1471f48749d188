import { Button, Group, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import type { BaseSyntheticEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { Recipe } from '@fiz/core/recipe';
import { failureMessage } from '../../../lib/api';
import { useUpdateRecipe } from '../recipes.mutations';
import { ArrivalNotice } from './ArrivalNotice';
import { LeaveGuardModal } from './LeaveGuardModal';
import {
  addPendingIngredient,
  notSavedMessage,
  RecipeFormSchema,
  toFormValues,
  UPDATE_FAILED,
  type RecipeFormOutput,
  type RecipeFormValues,
} from './recipeForm';
import { RecipeToolbar } from './RecipeToolbar';
import { SavedRecipePhoto } from './SavedRecipePhoto';
import { ScrollArrows } from './ScrollArrows';
import { useFlash } from '../../../components/ui/useFlash';
import { useLeaveGuard } from './useLeaveGuard';
import { WholeRecipeFields } from './WholeRecipeFields';

/**
 * Spec 4.2: an existing recipe. The form is filled once from the loaded recipe and never again, so a
 * refetch (after an upload or an update) cannot overwrite what the cook has typed.
 */
export function EditRecipeForm({ recipe }: { recipe: Recipe }) {
  const recipeId = recipe.recipe_id;
  const navigate = useNavigate();
  const update = useUpdateRecipe();
  const { flash, show } = useFlash();
  const form = useForm<RecipeFormValues, unknown, RecipeFormOutput>({
    resolver: zodResolver(RecipeFormSchema),
    defaultValues: toFormValues(recipe),
  });
  const { isDirty } = form.formState;
  const youtubeCode = useWatch({ control: form.control, name: 'recipeYoutubeUrl' });
  const { blocker, allowLeave } = useLeaveGuard(isDirty);

  /** Saves everything; `then` runs only after a successful save. On failure the form keeps every change. */
  const save = (then?: () => void) => (event?: BaseSyntheticEvent) => {
    addPendingIngredient(form);
    const typed = form.getValues();
    return form.handleSubmit(
      (values) =>
        update.mutate(
          { recipeId, ...values },
          {
            onSuccess: () => {
              // What was saved becomes the baseline, keeping anything typed while the save was under way.
              form.reset(typed, { keepValues: true });
              show('success', 'Recipe updated!');
              then?.();
            },
            onError: (error) => show('error', failureMessage(UPDATE_FAILED, error)),
          },
        ),
      (invalid) => show('error', notSavedMessage(invalid)),
    )(event);
  };

  const saveThenNew = save(() => {
    allowLeave();
    navigate('/addeditrecipe');
  });

  const onDeleted = () => {
    allowLeave();
    navigate('/recipes');
  };

  return (
    <>
      <form onSubmit={save()} noValidate>
        <Stack gap="lg">
          <ArrivalNotice />
          <RecipeToolbar
            recipeId={recipeId}
            recipeName={recipe.recipe_name}
            youtubeCode={youtubeCode}
            unsaved={isDirty}
            onDeleted={onDeleted}
          />
          <WholeRecipeFields
            form={form}
            flash={flash}
            photo={<SavedRecipePhoto recipeId={recipeId} recipeName={recipe.recipe_name} />}
            actions={
              <Group>
                <Button type="submit" loading={update.isPending}>
                  Update Recipe
                </Button>
                <Button type="button" variant="default" onClick={saveThenNew} disabled={update.isPending}>
                  New Recipe
                </Button>
              </Group>
            }
          />
        </Stack>
      </form>
      <ScrollArrows />
      <LeaveGuardModal blocker={blocker} />
    </>
  );
}
