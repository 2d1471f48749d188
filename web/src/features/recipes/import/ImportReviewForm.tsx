import { Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import type { BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { SamePageRecipe } from '@fiz/core/import';
import { useFlash } from '../../../components/ui/useFlash';
import { failureMessage } from '../../../lib/api';
import { LeaveGuardModal } from '../editor/LeaveGuardModal';
import {
  addPendingIngredient,
  notSavedMessage,
  RecipeFormSchema,
  type RecipeFormOutput,
  type RecipeFormValues,
} from '../editor/recipeForm';
import { useUnsavedWork } from '../editor/useUnsavedWork';
import { WholeRecipeFields } from '../editor/WholeRecipeFields';
import type { ArrivalState } from '../editor/ArrivalNotice';
import { DraftNotice } from '../editor/DraftNotice';
import type { DraftKey } from '../editor/recipeDraft';
import { importedRecipeBody } from './draftForm';
import { ImportedPhoto } from './ImportedPhoto';
import { SamePageNotice } from './SamePageNotice';
import { useAddImportedRecipe } from './import.mutations';
import { ImportReviewActions } from './ImportReviewActions';
import { ReviewGuidance } from './ReviewGuidance';

const SAVE_FAILED = 'Failed to save the recipe. Please try again.';

interface ImportReviewFormProps {
  initial: RecipeFormValues;
  /** The page's title was cut to fit a recipe name (the full title is in the note). */
  shortenedTitle: boolean;
  /** The cook's own recipes from the same page, named so the cook can open one instead. */
  ownRecipesFromPage: SamePageRecipe[];
  /** How many there are in all, named or not. */
  ownRecipesFromPageCount: number;
  /** Where it is kept if a save fails (importDraft of the cook). */
  draftKey: DraftKey;
  onStartOver: () => void;
}

/** The imported recipe in the editor's fields: nothing is saved until the cook has read it and pressed Save. */
export function ImportReviewForm({
  initial,
  shortenedTitle,
  ownRecipesFromPage,
  ownRecipesFromPageCount,
  draftKey,
  onStartOver,
}: ImportReviewFormProps) {
  const navigate = useNavigate();
  const save = useAddImportedRecipe();
  const { flash, show } = useFlash();
  const form = useForm<RecipeFormValues, unknown, RecipeFormOutput>({
    resolver: zodResolver(RecipeFormSchema),
    defaultValues: initial,
  });
  // An unsaved import is work to lose whether or not the cook changed anything.
  const work = useUnsavedWork({ form, draftKey, unsaved: !save.isSuccess });

  const validateAndSave = form.handleSubmit(
    (values) =>
      save.mutate(importedRecipeBody(values), {
        onSuccess: ({ recipeId, imageMessage }) => {
          work.allowLeave();
          work.saved();
          const state: ArrivalState = {
            notice: imageMessage
              ? { kind: 'error', text: imageMessage }
              : { kind: 'success', text: 'Recipe imported and saved!' },
          };
          // Replaced, so Back does not return to a draft that is now a saved recipe.
          void navigate(`/addeditrecipe/${recipeId}`, { replace: true, state });
        },
        onError: (error) => {
          // Kept in this browser, and restored when Import is next opened: after a lost connection or a session
          // that ran out (which leaves for the login page), nothing reviewed or typed is lost.
          work.keep(form.getValues());
          show('error', failureMessage(SAVE_FAILED, error));
        },
      }),
    (invalid) => show('error', notSavedMessage(invalid)),
  );
  const submit = (event?: BaseSyntheticEvent) => {
    addPendingIngredient(form);
    void validateAndSave(event);
  };

  const startOver = () => {
    work.allowLeave();
    work.discard();
    onStartOver();
  };

  return (
    <>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <SamePageNotice recipes={ownRecipesFromPage} count={ownRecipesFromPageCount} />
          {work.kept && <DraftNotice keptAt={work.kept.keptAt} saveLabel="Save Recipe" onDiscard={startOver} />}
          <ReviewGuidance shortenedTitle={shortenedTitle} />
          <WholeRecipeFields
            form={form}
            flash={flash}
            photo={<ImportedPhoto pagePhoto={initial.recipeImageUrl} />}
            actions={<ImportReviewActions saving={save.isPending} onStartOver={startOver} />}
          />
        </Stack>
      </form>
      <LeaveGuardModal blocker={work.blocker} />
    </>
  );
}
