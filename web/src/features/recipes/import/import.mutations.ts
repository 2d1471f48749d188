import { useMutation } from '@tanstack/react-query';
import {
  AddImportedRecipeResponseSchema,
  ImportRecipeResponseSchema,
  ParsedIngredientsSchema,
  type AddImportedRecipeBody,
  type ImportRecipeBody,
} from '@fiz/core/import';
import { api } from '../../../lib/api';
import { useInvalidateRecipes } from '../../../lib/useInvalidateRecipes';
import { useMutationOnce } from '../../../lib/useMutationOnce';

/** A draft from a page address, pasted HTML or text, and the cook's recipes from that page; nothing is saved. */
export function useImportRecipe() {
  return useMutation({
    mutationFn: (body: ImportRecipeBody) => api('/import-recipe', ImportRecipeResponseSchema, { method: 'POST', body }),
  });
}

export function useAddImportedRecipe() {
  const invalidate = useInvalidateRecipes();
  return useMutationOnce(
    {
      mutationFn: (body: AddImportedRecipeBody) =>
        api('/addimportedrecipe', AddImportedRecipeResponseSchema, { method: 'POST', body }),
      onSuccess: invalidate,
    },
    { keepSuccess: true },
  );
}

/** Free-text lines split into qty, unit, item and note by the server's ingredient parser. */
export function useParseIngredients() {
  return useMutation({
    mutationFn: (lines: string[]) =>
      api('/parse-ingredients', ParsedIngredientsSchema, { method: 'POST', body: { lines } }),
  });
}
