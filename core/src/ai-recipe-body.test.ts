import { describe, expect, it } from 'vitest';
import { AddRecipeFromAiBodySchema, aiRecipeBody, type RecipeIdea } from './chef.js';

const idea: RecipeIdea = {
  name: 'Lemon garlic chicken with rice',
  intro: 'A bright one-pan supper.',
  ingredients: [
    { qty: '4', unit: '', item: 'chicken thighs', note: '' },
    { qty: '2', unit: 'cloves', item: 'garlic', note: 'crushed' },
  ],
  method: ['Brown the chicken.', 'Add the garlic and rice.', 'Simmer for 20 minutes.'],
  uses: ['chicken', 'garlic'],
  alsoNeeded: ['stock'],
  suggestionToken: 'signed-by-the-server',
};

describe('aiRecipeBody', () => {
  it('fills every field the endpoint takes, as a private Chef Basil recipe of the cook', () => {
    expect(aiRecipeBody(idea, 7)).toEqual({
      recipeName: 'Lemon garlic chicken with rice',
      recipeNote: 'A bright one-pan supper.',
      recipeBasil: 'true',
      recipeShare: 'No',
      recipeFavourite: 'No',
      recipeYoutubeUrl: '',
      recipeWebsiteLink: '',
      recipeMethod: 'Brown the chicken.\nAdd the garlic and rice.\nSimmer for 20 minutes.',
      recipeImageUrl: '',
      ingredients: idea.ingredients,
      userId: 7,
      suggestionToken: 'signed-by-the-server',
    });
  });

  it('passes the check the server makes', () => {
    expect(AddRecipeFromAiBodySchema.safeParse(aiRecipeBody(idea, 7)).success).toBe(true);
  });
});
