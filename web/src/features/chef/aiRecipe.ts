import type { AddRecipeFromAiBody, RecipeIdea } from '@fiz/core/chef';

/**
 * Spec 7 POST /addrecipefromai: a suggestion saved as a private Chef Basil recipe, its intro as the note and
 * one method step per line.
 */
export function aiRecipeBody(idea: RecipeIdea, userId: number): AddRecipeFromAiBody {
  return {
    recipeName: idea.name,
    recipeNote: idea.intro,
    recipeBasil: 'true',
    recipeShare: 'No',
    recipeFavourite: 'No',
    recipeYoutubeUrl: '',
    recipeWebsiteLink: '',
    recipeMethod: idea.method.join('\n'),
    recipeImageUrl: '',
    ingredients: idea.ingredients,
    userId,
  };
}
