import { useController, useFormContext } from 'react-hook-form';
import type { Flash } from '../../../components/ui/useFlash';
import { ImageUpload } from './ImageUpload';
import type { RecipeFormValues } from './recipeForm';

interface SavedRecipePhotoProps {
  recipeId: number;
  recipeName: string;
  /** An upload is a new revision of the recipe, which the form's next save builds on. */
  onRevision: (revision: number) => void;
  /** The form's message, and a way to clear it: the editor shows one message at a time. */
  formMessage: { flash: Flash | null; clear: () => void };
}

/** A saved recipe's photo: uploaded at once, removed with Update Recipe (spec 4.2). */
export function SavedRecipePhoto({ recipeId, recipeName, onRevision, formMessage }: SavedRecipePhotoProps) {
  const { control, resetField } = useFormContext<RecipeFormValues>();
  // A registered field, which resetField needs: it leaves unregistered ones untouched.
  const image = useController({ control, name: 'recipeImageUrl' });
  return (
    <ImageUpload
      recipeId={recipeId}
      recipeName={recipeName}
      imageUrl={image.field.value}
      // The upload is already saved on the server, so it is the form's new baseline, not an unsaved change.
      onUploaded={(url, revision) => {
        resetField('recipeImageUrl', { defaultValue: url });
        onRevision(revision);
      }}
      // Removal is saved with Update Recipe, which sends the empty value (spec 4.2).
      onRemove={() => image.field.onChange('')}
      laterMessage={formMessage.flash}
      onMessage={formMessage.clear}
    />
  );
}
