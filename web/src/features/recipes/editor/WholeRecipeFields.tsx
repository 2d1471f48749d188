import type { ReactNode } from 'react';
import { FormProvider, type UseFormReturn } from 'react-hook-form';
import { FlashAlert } from '../../../components/ui/FlashAlert';
import type { Flash } from '../../../components/ui/useFlash';
import { EditRecipeSections } from './EditRecipeSections';
import { RecipeNameFields } from './RecipeNameFields';
import type { RecipeFormOutput, RecipeFormValues } from './recipeForm';

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
        nameError={errors.recipeName?.message}
        noteError={errors.recipeNote?.message}
      />
      {actions}
      <FlashAlert flash={flash} />
      <FormProvider {...form}>
        <EditRecipeSections photo={photo} />
      </FormProvider>
    </>
  );
}
