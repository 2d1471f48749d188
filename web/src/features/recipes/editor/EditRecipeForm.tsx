import { Button, Group, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { Recipe } from '@fiz/core/recipe';
import { ArrivalNotice } from './ArrivalNotice';
import { DraftNotice } from './DraftNotice';
import { draftOverSaved } from './recipeDraft';
import { LeaveGuardModal } from './LeaveGuardModal';
import { RecipeFormSchema, toFormValues, type RecipeFormOutput, type RecipeFormValues } from './recipeForm';
import { RecipeToolbar } from './RecipeToolbar';
import { SavedRecipePhoto } from './SavedRecipePhoto';
import { ScrollArrows } from './ScrollArrows';
import { useFlash } from '../../../components/ui/useFlash';
import { useRecipeSave } from './useRecipeSave';
import { useUnsavedWork } from './useUnsavedWork';
import { WholeRecipeFields } from './WholeRecipeFields';
import { BusyButton } from '../../../components/ui/BusyButton';

/**
 * Spec 4.2: an existing recipe. The form is filled once from the loaded recipe and never again, so a
 * refetch (after an upload or an update) cannot overwrite what the cook has typed.
 */
export function EditRecipeForm({ recipe }: { recipe: Recipe }) {
  const recipeId = recipe.recipe_id;
  const navigate = useNavigate();
  const { flash, show, clear } = useFlash();
  const form = useForm<RecipeFormValues, unknown, RecipeFormOutput>({
    resolver: zodResolver(RecipeFormSchema),
    defaultValues: toFormValues(recipe),
  });
  const { isDirty } = form.formState;
  // Changes kept from a failed save come back over the recipe as it is saved now.
  const work = useUnsavedWork({
    form,
    draftKey: recipeId,
    unsaved: isDirty,
    restore: (draft) => draftOverSaved(draft, toFormValues(recipe), recipe.recipe_revision),
    discardTo: () => toFormValues(recipe),
  });
  const { save, photoUploaded, saving } = useRecipeSave({ recipe, form, work, show });
  const youtubeCode = useWatch({ control: form.control, name: 'recipeYoutubeUrl' });
  const leaveFor = (path: string) => {
    work.allowLeave();
    void navigate(path);
  };

  return (
    <>
      <form onSubmit={save()} noValidate>
        <Stack gap="lg">
          <ArrivalNotice />
          {work.kept && (
            <DraftNotice
              keptAt={work.kept.keptAt}
              saveLabel="Update Recipe"
              savedSince={work.kept.base !== undefined && work.kept.base.revision !== recipe.recipe_revision}
              onDiscard={work.discard}
            />
          )}
          <RecipeToolbar
            recipeId={recipeId}
            recipeName={recipe.recipe_name}
            youtubeCode={youtubeCode}
            unsaved={isDirty}
            onDeleted={() => leaveFor('/recipes')}
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
            actions={<EditRecipeActions saving={saving} onNew={save(() => leaveFor('/addeditrecipe'))} />}
          />
        </Stack>
      </form>
      <ScrollArrows />
      <LeaveGuardModal blocker={work.blocker} />
    </>
  );
}

/** Update saves and stays; New Recipe saves, then opens an empty form only when the save landed. */
function EditRecipeActions({ saving, onNew }: { saving: boolean; onNew: () => void }) {
  return (
    <Group>
      <BusyButton type="submit" busy={saving}>
        Update Recipe
      </BusyButton>
      <Button type="button" variant="default" onClick={onNew} disabled={saving}>
        New Recipe
      </Button>
    </Group>
  );
}
