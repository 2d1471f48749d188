import { Button, Group, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState, type BaseSyntheticEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { Recipe } from '@fiz/core/recipe';
import { ApiError, failureMessage } from '../../../lib/api';
import { useUpdateRecipe } from '../recipes.mutations';
import { recipeQuery } from '../recipes.queries';
import { ArrivalNotice } from './ArrivalNotice';
import { DraftNotice } from './DraftNotice';
import { draftOverSaved, dropDraft, findDraft, keepDraft } from './recipeDraft';
import { LeaveGuardModal } from './LeaveGuardModal';
import {
  addPendingIngredient,
  isThisSave,
  notSavedMessage,
  RecipeFormSchema,
  toFormValues,
  RECIPE_GONE,
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
import { BusyButton } from '../../../components/ui/BusyButton';

/**
 * Spec 4.2: an existing recipe. The form is filled once from the loaded recipe and never again, so a
 * refetch (after an upload or an update) cannot overwrite what the cook has typed.
 */
export function EditRecipeForm({ recipe }: { recipe: Recipe }) {
  const recipeId = recipe.recipe_id;
  const navigate = useNavigate();
  const update = useUpdateRecipe();
  const { flash, show, clear } = useFlash();
  const form = useForm<RecipeFormValues, unknown, RecipeFormOutput>({
    resolver: zodResolver(RecipeFormSchema),
    defaultValues: toFormValues(recipe),
  });
  const { isDirty } = form.formState;
  // The version this form's changes build on: a save from another window since then is not overwritten.
  const [revision, setRevision] = useState(recipe.recipe_revision);
  // An upload is the next revision. It moves this form on only when it follows the form's own revision: after a
  // save from elsewhere, the next save here must still be refused rather than undo that save.
  const photoUploaded = (uploaded: number) => setRevision((current) => (uploaded === current + 1 ? uploaded : current));
  const [draft, setDraft] = useState(() => findDraft(recipeId));
  // Changes kept from a failed save come back as unsaved changes, so leaving still asks and Update saves them.
  useEffect(() => {
    if (draft)
      form.reset(draftOverSaved(draft, toFormValues(recipe), recipe.recipe_revision), { keepDefaultValues: true });
    // Once, when the form opens: a later draft is the one this form itself just kept.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const discardDraft = () => {
    dropDraft(recipeId);
    setDraft(undefined);
    form.reset(toFormValues(recipe));
  };
  const youtubeCode = useWatch({ control: form.control, name: 'recipeYoutubeUrl' });
  const { blocker, allowLeave } = useLeaveGuard(isDirty);
  const queryClient = useQueryClient();
  /** The recipe as saved now, when it is exactly this save of it. */
  const savedAlready = async (sent: RecipeFormOutput) => {
    const current = await queryClient.fetchQuery({ ...recipeQuery(recipeId), staleTime: 0 }).catch(() => undefined);
    return current && isThisSave(current, sent, revision) ? current : undefined;
  };

  /** Saves everything; `then` runs only after a successful save. On failure the form keeps every change. */
  const save = (then?: () => void) => (event?: BaseSyntheticEvent) => {
    addPendingIngredient(form);
    const typed = form.getValues();
    const afterSave = (savedRevision: number) => {
      setRevision(savedRevision);
      // What was saved becomes the baseline, keeping anything typed while the save was under way.
      form.reset(typed, { keepValues: true });
      dropDraft(recipeId);
      setDraft(undefined);
      show('success', 'Recipe updated!');
      then?.();
    };
    const afterFailure = async (error: Error, sent: RecipeFormOutput) => {
      if (error instanceof ApiError && error.status === 404) {
        // Deleted meanwhile (in another window): no later try can save to it, so nothing is kept for it.
        show('error', RECIPE_GONE);
        return;
      }
      const conflict = error instanceof ApiError && error.status === 409;
      // The first try's answer may have been lost after it was saved: the retry is then refused as if from
      // another window, though the recipe holds exactly what the cook saved.
      const landed = conflict && (await savedAlready(sent));
      if (landed) return afterSave(landed.recipe_revision);
      const base = form.formState.defaultValues as RecipeFormValues;
      keepDraft(recipeId, typed, { values: base, revision });
      // Saved elsewhere since: trying again cannot help, so the server's account of what to do stands alone.
      show('error', conflict ? error.message : failureMessage(UPDATE_FAILED, error));
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

  const saveThenNew = save(() => {
    allowLeave();
    void navigate('/addeditrecipe');
  });

  const onDeleted = () => {
    allowLeave();
    void navigate('/recipes');
  };

  return (
    <>
      <form onSubmit={save()} noValidate>
        <Stack gap="lg">
          <ArrivalNotice />
          {draft && (
            <DraftNotice
              keptAt={draft.keptAt}
              saveLabel="Update Recipe"
              savedSince={draft.base !== undefined && draft.base.revision !== recipe.recipe_revision}
              onDiscard={discardDraft}
            />
          )}
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
            photo={
              <SavedRecipePhoto
                recipeId={recipeId}
                recipeName={recipe.recipe_name}
                onRevision={photoUploaded}
                formMessage={{ flash, clear }}
              />
            }
            actions={
              <Group>
                <BusyButton type="submit" busy={update.isPending}>
                  Update Recipe
                </BusyButton>
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
