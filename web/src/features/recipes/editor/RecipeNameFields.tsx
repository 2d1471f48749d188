import { Textarea, TextInput } from '@mantine/core';
import { useWatch, type Control, type FieldPath, type FieldValues, type UseFormRegisterReturn } from 'react-hook-form';
import { RECIPE_NAME_MAX, RECIPE_NOTE_MAX } from '@fiz/core/recipe';
import { charactersIn, lengthHint } from './lengthHint';
import type { NewRecipeFormValues } from './recipeForm';
import { DIRECTION_FROM_TEXT } from '../../../components/ui/textDirection';

interface RecipeNameFieldsProps<Values extends NewRecipeFormValues, Output extends FieldValues> {
  name: UseFormRegisterReturn;
  note: UseFormRegisterReturn;
  /** The form's control, to count the note as it is typed without redrawing the whole form on every key. */
  control: Control<Values, unknown, Output>;
  nameError?: string;
  noteError?: string;
}

/** Recipe Name and Recipe Note: all a new recipe needs, and the top of an existing one. */
export function RecipeNameFields<Values extends NewRecipeFormValues, Output extends FieldValues>({
  name,
  note,
  control,
  nameError,
  noteError,
}: RecipeNameFieldsProps<Values, Output>) {
  // Every form with these fields has a recipeNote string; TypeScript cannot see that through the generic.
  const noteText = useWatch({ control, name: 'recipeNote' as FieldPath<Values> }) as string;
  // The server trims the note before it counts it.
  const noteLength = charactersIn(noteText.trim());
  return (
    <>
      <TextInput
        label="Recipe Name"
        description={`Up to ${RECIPE_NAME_MAX} characters`}
        required
        maxLength={RECIPE_NAME_MAX}
        // A name or note in Hebrew or Arabic runs from the right.
        attributes={DIRECTION_FROM_TEXT}
        error={nameError}
        {...name}
      />
      <Textarea
        label="Recipe Note"
        autosize
        minRows={2}
        maxRows={8}
        attributes={DIRECTION_FROM_TEXT}
        description={lengthHint(noteLength, RECIPE_NOTE_MAX)}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        error={noteError}
        {...note}
      />
    </>
  );
}
