import { Alert, Anchor, Group, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { failureMessage } from '../../../lib/api';
import { useAddRecipe } from '../recipes.mutations';
import { DraftNotice } from './DraftNotice';
import { LeaveGuardModal } from './LeaveGuardModal';
import { newRecipeDraft } from './recipeDraft';
import { useSession } from '../../../lib/session.queries';
import { RecipeNameFields } from './RecipeNameFields';
import { NewRecipeFormSchema, type NewRecipeFormValues } from './recipeForm';
import { useUnsavedWork } from './useUnsavedWork';
import { BusyButton } from '../../../components/ui/BusyButton';

/** Spec 4.2: Add creates the recipe from its name and note, then opens it for editing. */
export function NewRecipeForm() {
  const navigate = useNavigate();
  const addRecipe = useAddRecipe();
  const form = useForm<NewRecipeFormValues, unknown, z.output<typeof NewRecipeFormSchema>>({
    resolver: zodResolver(NewRecipeFormSchema),
    defaultValues: { recipeName: '', recipeNote: '' },
  });
  const { errors, isDirty } = form.formState;
  // What could not be added last time (no connection, a session that ran out) comes back as unsaved typing.
  const { user } = useSession();
  const work = useUnsavedWork({ form, draftKey: newRecipeDraft(user?.user_id ?? 0), unsaved: isDirty });

  const submit = form.handleSubmit((values) =>
    addRecipe.mutate(values, {
      onSuccess: ({ recipe_id }) => {
        work.allowLeave();
        work.saved();
        // Replaced, so Back does not return to an empty form for a recipe that now exists.
        void navigate(`/addeditrecipe/${recipe_id}`, { replace: true });
      },
      onError: () => work.keep(values),
    }),
  );

  return (
    <>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          {work.kept && <DraftNotice keptAt={work.kept.keptAt} saveLabel="Add" onDiscard={work.discard} />}
          <RecipeNameFields
            name={form.register('recipeName')}
            note={form.register('recipeNote')}
            control={form.control}
            nameError={errors.recipeName?.message}
            noteError={errors.recipeNote?.message}
          />
          {addRecipe.isError && (
            <Alert color="red" role="alert">
              {failureMessage('Failed to add recipe. Please try again.', addRecipe.error)}
            </Alert>
          )}
          <Group>
            <BusyButton type="submit" busy={addRecipe.isPending}>
              Add
            </BusyButton>
            <Anchor component={Link} to="/importrecipe">
              Or import a recipe from a web page
            </Anchor>
          </Group>
        </Stack>
      </form>
      <LeaveGuardModal blocker={work.blocker} />
    </>
  );
}
