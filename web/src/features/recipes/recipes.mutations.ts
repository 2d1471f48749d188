import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AddRecipeNameResponseSchema,
  CopySharedRecipeResponseSchema,
  ImageUploadResponseSchema,
  MessageResponseSchema,
  type AddRecipeNameBody,
  UpdateRecipeResponseSchema,
  type UpdateRecipeBody,
} from '@fiz/core/recipe';
import { api, ApiError } from '../../lib/api';
import { RECIPES_KEY } from '../../lib/queryKeys';
import { useInvalidateRecipes } from '../../lib/useInvalidateRecipes';
import { recipeQuery } from './recipes.queries';
import { useMutationOnce } from '../../lib/useMutationOnce';
import { withoutRecipe } from './withoutRecipe';

export function useAddRecipe() {
  const invalidate = useInvalidateRecipes();
  return useMutationOnce(
    {
      mutationFn: (body: AddRecipeNameBody) =>
        api('/addrecipename', AddRecipeNameResponseSchema, { method: 'POST', body }),
      onSuccess: invalidate,
    },
    { keepSuccess: true },
  );
}

export function useUpdateRecipe() {
  const invalidate = useInvalidateRecipes();
  return useMutation({
    mutationFn: (body: UpdateRecipeBody) => api('/updaterecipe', UpdateRecipeResponseSchema, { method: 'POST', body }),
    onSuccess: invalidate,
  });
}

export function useDeleteRecipe() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateRecipes();
  return useMutation({
    mutationFn: (recipeId: number) => api(`/deleterecipe/${recipeId}`, MessageResponseSchema, { method: 'DELETE' }),
    onSuccess: async (_message, recipeId) => {
      // Forgotten, not kept for Back to show as a form that could no longer be saved.
      queryClient.removeQueries({ queryKey: recipeQuery(recipeId).queryKey });
      // Gone from the lists at once: Back to a list does not draw the row again until the list is refetched.
      queryClient.setQueriesData({ queryKey: [RECIPES_KEY] }, (data) => withoutRecipe(data, recipeId));
      await invalidate();
    },
  });
}

/** The recipe was deleted or unshared since it was listed: the server no longer lets this cook read it. */
export const recipeGone = (error: unknown) => error instanceof ApiError && error.status === 404;

/** A copy refused because the recipe is gone or no longer shared cannot succeed on a retry, so it says why. */
export function copyFailure(error: unknown, fallback: string): string {
  return recipeGone(error) ? 'This recipe has been deleted or is no longer shared, so it cannot be copied.' : fallback;
}

export function useCopySharedRecipe() {
  const invalidate = useInvalidateRecipes();
  return useMutationOnce({
    mutationFn: (recipeId: number) =>
      api('/copysharedrecipe', CopySharedRecipeResponseSchema, { method: 'POST', body: { recipeId } }),
    onSuccess: invalidate,
  });
}

export function useUploadImage() {
  const invalidate = useInvalidateRecipes();
  return useMutation({
    mutationFn: ({ recipeId, file }: { recipeId: number; file: File }) => {
      const form = new FormData();
      form.append('recipeId', String(recipeId));
      form.append('file', file);
      return api('/imageupload', ImageUploadResponseSchema, { method: 'POST', body: form });
    },
    onSuccess: invalidate,
  });
}
