import { Controller, useController, useFormContext } from 'react-hook-form';
import { EditorSection } from './EditorSection';
import { ImageUpload } from './ImageUpload';
import { IngredientsEditor } from './IngredientsEditor';
import { MethodEditor } from './MethodEditor';
import type { RecipeFormValues } from './recipeForm';
import { Sundries } from './Sundries';

/** Spec 2.3: what only an existing recipe has: ingredients, method, photo and sundries. */
export function EditRecipeSections({ recipeId, recipeName }: { recipeId: number; recipeName: string }) {
  const { control, resetField } = useFormContext<RecipeFormValues>();
  // A registered field, which resetField needs: it leaves unregistered ones untouched.
  const image = useController({ control, name: 'recipeImageUrl' });
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
      <EditorSection title="Photo">
        <ImageUpload
          recipeId={recipeId}
          recipeName={recipeName}
          imageUrl={image.field.value}
          // The upload is already saved on the server, so it is the form's new baseline, not an unsaved change.
          onUploaded={(url) => resetField('recipeImageUrl', { defaultValue: url })}
          // Removal is saved with Update Recipe, which sends the empty value (spec 4.2).
          onRemove={() => image.field.onChange('')}
        />
      </EditorSection>
      <EditorSection title="Sundries">
        <Sundries />
      </EditorSection>
    </>
  );
}
