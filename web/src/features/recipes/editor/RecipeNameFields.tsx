import { Textarea, TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { RECIPE_NAME_MAX, RECIPE_NOTE_MAX } from '@fiz/core/recipe';

interface RecipeNameFieldsProps {
  name: UseFormRegisterReturn;
  note: UseFormRegisterReturn;
  nameError?: string;
  noteError?: string;
}

/** Recipe Name and Recipe Note: all a new recipe needs, and the top of an existing one. */
export function RecipeNameFields({ name, note, nameError, noteError }: RecipeNameFieldsProps) {
  return (
    <>
      <TextInput
        label="Recipe Name"
        description={`Up to ${RECIPE_NAME_MAX} characters`}
        required
        maxLength={RECIPE_NAME_MAX}
        error={nameError}
        {...name}
      />
      <Textarea
        label="Recipe Note"
        autosize
        minRows={2}
        maxRows={8}
        maxLength={RECIPE_NOTE_MAX}
        error={noteError}
        {...note}
      />
    </>
  );
}
