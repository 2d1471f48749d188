import type { ReactNode } from 'react';
import { FormProvider, type UseFormReturn } from 'react-hook-form';
import { FlashAlert } from '../../../components/ui/FlashAlert';
import type { Flash } from '../../../components/ui/useFlash';
import { EditRecipeSections } from './EditRecipeSections';
import { RecipeNameFields } from './RecipeNameFields';
import './RecipeEditor.css';
import type { RecipeFormOutput, RecipeFormValues } from './recipeForm';

const OUT_OF_LAYOUT = { position: 'absolute' } as const;

interface WholeRecipeFieldsProps {
  form: UseFormReturn<RecipeFormValues, unknown, RecipeFormOutput>;
  /** The buttons under the name and note: Update Recipe for a saved recipe, Save Recipe for an import. */
  actions: ReactNode;
  flash: Flash | null;
  photo: ReactNode;
}

/** Spec 2.3: a whole recipe's fields, as the editor shows them for a saved recipe and for an imported draft. */
export function WholeRecipeFields({ form, actions, flash, photo }: WholeRecipeFieldsProps) {
  const { errors } = form.formState;
  return (
    <>
      <RecipeNameFields
        name={form.register('recipeName')}
        note={form.register('recipeNote')}
        control={form.control}
        nameError={errors.recipeName?.message}
        noteError={errors.recipeNote?.message}
      />
      {actions}
      {/*
        Sticks to the top of the window while the form is in view: a save started from the bottom of the editor
        (Enter in the website link) still shows how it went. Kept in the page while empty, out of the layout, so
        its status region is there before a message is, as screen readers need to announce it.
      */}
      <div className={flash ? 'fiz-editor-flash' : undefined} style={flash ? undefined : OUT_OF_LAYOUT}>
        <FlashAlert flash={flash} />
      </div>
      <FormProvider {...form}>
        <EditRecipeSections photo={photo} />
      </FormProvider>
    </>
  );
}
