import { Alert, Button, Group, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { SamePageRecipe } from '@fiz/core/import';
import { RECIPE_NAME_MAX } from '@fiz/core/recipe';
import { useFlash } from '../../../components/ui/useFlash';
import { failureMessage } from '../../../lib/api';
import { DiscardChangesModal, LeaveGuardModal } from '../editor/LeaveGuardModal';
import {
  addPendingIngredient,
  notSavedMessage,
  RecipeFormSchema,
  type RecipeFormOutput,
  type RecipeFormValues,
} from '../editor/recipeForm';
import { useLeaveGuard } from '../editor/useLeaveGuard';
import { WholeRecipeFields } from '../editor/WholeRecipeFields';
import type { ArrivalState } from '../editor/ArrivalNotice';
import { DraftNotice } from '../editor/DraftNotice';
import { dropDraft, keepDraft, type DraftKey } from '../editor/recipeDraft';
import { importedRecipeBody } from './draftForm';
import { ImportedPhoto } from './ImportedPhoto';
import { SamePageNotice } from './SamePageNotice';
import { useAddImportedRecipe } from './import.mutations';
import { BusyButton } from '../../../components/ui/BusyButton';

const SAVE_FAILED = 'Failed to save the recipe. Please try again.';

interface ImportReviewFormProps {
  initial: RecipeFormValues;
  /** The page's title was cut to fit a recipe name (the full title is in the note). */
  shortenedTitle: boolean;
  /** The cook's own recipes from the same page, named so the cook can open one instead. */
  ownRecipesFromPage: SamePageRecipe[];
  /** How many there are in all, named or not. */
  ownRecipesFromPageCount: number;
  /** When the review was kept in this browser, after a save that failed: it is being restored. */
  keptAt?: string;
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
  keptAt,
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
  const { blocker, allowLeave } = useLeaveGuard(!save.isSuccess);

  const validateAndSave = form.handleSubmit(
    (values) =>
      save.mutate(importedRecipeBody(values), {
        onSuccess: ({ recipeId, imageMessage }) => {
          allowLeave();
          dropDraft(draftKey);
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
          keepDraft(draftKey, form.getValues());
          show('error', failureMessage(SAVE_FAILED, error));
        },
      }),
    (invalid) => show('error', notSavedMessage(invalid)),
  );
  const submit = (event?: BaseSyntheticEvent) => {
    addPendingIngredient(form);
    void validateAndSave(event);
  };

  // Starting over drops the import and whatever the cook changed in it, so it asks first, as leaving does.
  const [confirmingStartOver, setConfirmingStartOver] = useState(false);
  const startOver = () => {
    allowLeave();
    dropDraft(draftKey);
    onStartOver();
  };

  return (
    <>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <SamePageNotice recipes={ownRecipesFromPage} count={ownRecipesFromPageCount} />
          {keptAt && <DraftNotice keptAt={keptAt} saveLabel="Save Recipe" onDiscard={startOver} />}
          {/* Guidance, there from the start: a note, not an alert that interrupts a screen reader. */}
          <Alert color="blue" title="Check the recipe, then save it" role="note">
            Nothing is saved until you press Save Recipe. Ingredients are split into their fields: correct any that came
            out wrong.
            {shortenedTitle &&
              ` The page's title is longer than a recipe name can be (${RECIPE_NAME_MAX} characters), so the name ` +
                'was shortened and the full title put in the note.'}
          </Alert>
          <WholeRecipeFields
            form={form}
            flash={flash}
            photo={<ImportedPhoto pagePhoto={initial.recipeImageUrl} />}
            actions={
              <Group>
                <BusyButton type="submit" busy={save.isPending}>
                  Save Recipe
                </BusyButton>
                <Button
                  type="button"
                  variant="default"
                  onClick={() => setConfirmingStartOver(true)}
                  disabled={save.isPending}
                >
                  Start over
                </Button>
              </Group>
            }
          />
        </Stack>
      </form>
      <LeaveGuardModal blocker={blocker} />
      <DiscardChangesModal
        opened={confirmingStartOver}
        question="Start over? The imported recipe and your changes to it will be lost."
        discardLabel="Start over"
        onStay={() => setConfirmingStartOver(false)}
        onDiscard={startOver}
      />
    </>
  );
}
