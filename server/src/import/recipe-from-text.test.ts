import { describe, expect, it } from 'vitest';
import { extractRecipeFromText } from './extract-recipe.js';

describe('extracting a recipe from text', () => {
  it('takes the first line as the title, quantity lines as ingredients and the method as steps', () => {
    const draft = extractRecipeFromText(
      'Easy Flapjacks\nChewy oat bars.\n200 g oats\n100 g butter\n\nMethod:\n1. Melt the butter.\n2. Stir in the oats and bake.',
    );
    expect(draft).toMatchObject({
      title: 'Easy Flapjacks',
      name: 'Easy Flapjacks',
      note: 'Chewy oat bars.',
      method: ['Melt the butter.', 'Stir in the oats and bake.'],
      websiteLink: '',
    });
    expect(draft?.ingredients.map(({ text, qty, unit, item }) => ({ text, qty, unit, item }))).toEqual([
      { text: '200 g oats', qty: '200', unit: 'g', item: 'oats' },
      { text: '100 g butter', qty: '100', unit: 'g', item: 'butter' },
    ]);
  });

  it('takes every line under an Ingredients heading, quantity or not', () => {
    const draft = extractRecipeFromText('Salad\nIngredients\n- lettuce\n- salt to taste\nInstructions\nToss.');
    expect(draft?.ingredients.map((ingredient) => ingredient.text)).toEqual(['lettuce', 'salt to taste']);
    expect(draft?.method).toEqual(['Toss.']);
  });

  it('keeps a line naming a part of the ingredients as its heading', () => {
    const draft = extractRecipeFromText(
      'Tart\nIngredients\nFor the pastry:\n200 g flour\nFilling:\n3 lemons\nMethod\nBake.',
    );
    expect(draft?.ingredients.map(({ qty, unit, item }) => [qty, unit, item].join('|'))).toEqual([
      '||For the pastry:',
      '200|g|flour',
      '||Filling:',
      '3||lemons',
    ]);
  });

  it('keeps section headings with the ingredients when no Ingredients heading comes first', () => {
    const draft = extractRecipeFromText(
      'Lemon Tart\nA sharp one.\n\nFor the pastry:\n200 g flour\n100 g butter\n\nFor the filling:\n3 lemons\n\nMethod\nBake it.',
    );
    expect(draft?.ingredients.map(({ item }) => item)).toEqual([
      'For the pastry:',
      'flour',
      'butter',
      'For the filling:',
      'lemons',
    ]);
    expect(draft?.note).toBe('A sharp one.');
  });

  it('finds nothing in text without ingredients or steps', () => {
    expect(extractRecipeFromText('Just a title\nand some words')).toBeNull();
  });
});
