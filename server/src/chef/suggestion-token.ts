import { createHmac, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import { AddRecipeFromAiBodySchema, aiRecipeBody, type SuggestedRecipe } from '@fiz/core/chef';

/**
 * Proof that a recipe saved as Chef Basil's is one Chef Basil suggested to this cook, unchanged: otherwise any
 * cook could publish their own text under Chef Basil's name. The server signs each suggestion it gives; the
 * signature covers the cook and exactly what saving the suggestion stores.
 */

type SavedFields = Pick<
  z.output<typeof AddRecipeFromAiBodySchema>,
  'recipeName' | 'recipeNote' | 'recipeMethod' | 'ingredients'
>;

function signature(secret: string, userId: number, fields: SavedFields): string {
  const saved = [userId, fields.recipeName, fields.recipeNote, fields.recipeMethod, fields.ingredients];
  return createHmac('sha256', secret)
    .update(`chef-suggestion:${JSON.stringify(saved)}`)
    .digest('base64url');
}

/** The token sent with a suggestion: the fields as saving it would store them, signed for this cook. */
export function signSuggestion(secret: string, userId: number, suggestion: SuggestedRecipe): string {
  const saved = AddRecipeFromAiBodySchema.safeParse(aiRecipeBody(suggestion));
  // A suggestion that could not be saved as it is needs no token.
  return saved.success ? signature(secret, userId, saved.data) : '';
}

/** Whether what is being saved is a suggestion Chef Basil gave this cook, as it was given. */
export function isSignedSuggestion(
  secret: string,
  userId: number,
  body: SavedFields & { suggestionToken?: string | undefined },
): boolean {
  if (!body.suggestionToken) return false;
  const expected = Buffer.from(signature(secret, userId, body));
  const given = Buffer.from(body.suggestionToken);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
