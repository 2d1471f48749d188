import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  AddRecipeFromAiResponseSchema,
  ChefAnswerSchema,
  RecipeIdeaSchema,
  SavedChefQuestionSchema,
  type AddChefQuestionBodySchema,
  type AddRecipeFromAiBody,
  type RecipeIdeaBody,
} from '@fiz/core/chef';
import { MessageBodySchema } from '@fiz/core/errors';
import { api } from '../../lib/api';
import { useInvalidateRecipes } from '../../lib/useInvalidateRecipes';
import { CHEF_QUESTIONS_KEY } from './chef.queries';
import { useMutationOnce } from '../../lib/useMutationOnce';

/** Spec 4.4: a recipe idea from the listed ingredients; another idea names the ones already suggested. */
export const useRecipeIdea = () =>
  useMutationOnce({
    mutationFn: (body: RecipeIdeaBody) =>
      api('/get-recipe-from-ingredients', RecipeIdeaSchema, { method: 'POST', body }),
  });

/** The saved suggestion is one more of the cook's recipes, so every recipe list and count is fetched again. */
export function useSaveRecipeIdea() {
  const invalidate = useInvalidateRecipes();
  return useMutationOnce({
    mutationFn: (body: AddRecipeFromAiBody) =>
      api('/addrecipefromai', AddRecipeFromAiResponseSchema, { method: 'POST', body }),
    onSuccess: invalidate,
  });
}

/**
 * Spec 4.4: Chef Basil's answer to one question. Asked with no network, the question waits and goes as soon as
 * the phone is back online (the page says so): nothing is lost by waiting, unlike a save.
 */
export const useAskChef = () =>
  useMutationOnce({
    mutationFn: async (question: string) =>
      (await api('/ask-chef', ChefAnswerSchema, { method: 'POST', body: { question } })).answer,
    networkMode: 'online',
  });

/** Saving or deleting a question reloads the previous questions (spec 4.4) before the change counts as done. */
function useReloadQuestions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [CHEF_QUESTIONS_KEY] });
}

export const useSaveChefQuestion = () =>
  useMutationOnce({
    mutationFn: (body: z.input<typeof AddChefQuestionBodySchema>) =>
      api('/addchefquestion', SavedChefQuestionSchema, { method: 'POST', body }),
    onSuccess: useReloadQuestions(),
  });

export const useDeleteChefQuestion = () =>
  useMutation({
    mutationFn: (questionId: number) =>
      api(`/deletechefquestion/${questionId}`, MessageBodySchema, { method: 'DELETE' }),
    onSuccess: useReloadQuestions(),
  });
