import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { EditorSection } from './EditorSection';
import { IngredientsEditor } from './IngredientsEditor';
import { MethodEditor } from './MethodEditor';
import type { RecipeFormValues } from './recipeForm';
import { Sundries } from './Sundries';

/**
 * Spec 2.3: what a whole recipe has beyond its name and note: ingredients, method, photo and sundries. The
 * photo block differs: a saved recipe uploads one, an imported draft offers the page's.
 */
export function EditRecipeSections({ photo }: { photo: ReactNode }) {
  const { control } = useFormContext<RecipeFormValues>();
  return (
    <>
      <EditorSection title="Ingredients">
        <Controller
          control={control}
          name="ingredients"
          render={({ field }) => <IngredientsEditor ingredients={field.value} onChange={field.onChange} />}
        />
      </EditorSection>
      <EditorSection title="Method">
        <Controller
          control={control}
          name="recipeMethod"
          render={({ field, fieldState }) => (
            <MethodEditor value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
      </EditorSection>
      <EditorSection title="Photo">{photo}</EditorSection>
      <EditorSection title="Sundries">
        <Sundries />
      </EditorSection>
    </>
  );
}
