import { describe, expect, it } from 'vitest';
import { RECIPE_METHOD_MAX } from '@fiz/core/recipe';
import { recipeFromFencedText, tidySuggestion, type ModelRecipe } from './tidy-suggestion.js';

const recipe = (changes: Partial<ModelRecipe> = {}): ModelRecipe => ({
  name: 'Lemon chicken',
  intro: 'Bright and quick.',
  ingredients: [{ qty: '4', unit: '', item: 'chicken thighs', note: '' }],
  method: ['Brown the chicken.', 'Add the lemon.'],
  ...changes,
});

describe('tidySuggestion', () => {
  it('keeps a recipe that is already right as it is', () => {
    expect(tidySuggestion(recipe())).toEqual(recipe());
  });

  it('cuts a long name at a word within 50 characters', () => {
    const name = 'Slow roasted lemon and garlic chicken with crispy potatoes';
    const tidy = tidySuggestion(recipe({ name }))!;
    expect(tidy.name).toBe('Slow roasted lemon and garlic chicken with crispy');
    expect(tidy.name.length).toBeLessThanOrEqual(50);
  });

  it('drops blank steps, step numbers and Markdown marks', () => {
    const tidy = tidySuggestion(recipe({ method: ['1. **Brown** the chicken.', '   ', 'Step 2: Add `lemon`.'] }))!;
    expect(tidy.method).toEqual(['Brown the chicken.', 'Add lemon.']);
  });

  it('splits an ingredient line written whole into the item', () => {
    const tidy = tidySuggestion(
      recipe({ ingredients: [{ qty: '', unit: '', item: '1 1/2 tbsp soy sauce', note: 'low sodium' }] }),
    )!;
    expect(tidy.ingredients).toEqual([{ qty: '1 1/2', unit: 'tbsp', item: 'soy sauce', note: 'low sodium' }]);
  });

  it('keeps the method within what a recipe may hold, in whole steps', () => {
    const method = Array.from({ length: 30 }, (_, index) => `Step ${'word '.repeat(197)}${index}.`);
    const tidy = tidySuggestion(recipe({ method }))!;
    expect(tidy.method.join('\n').length).toBeLessThanOrEqual(RECIPE_METHOD_MAX);
    expect(tidy.method.length).toBeGreaterThan(15);
    expect(tidy.method.every((step, index) => step === method[index])).toBe(true);
  });

  it('gives nothing when no name, ingredient or step is left', () => {
    expect(tidySuggestion(recipe({ name: '  ' }))).toBeNull();
    expect(tidySuggestion(recipe({ method: [' ', ''] }))).toBeNull();
    expect(tidySuggestion(recipe({ ingredients: [{ qty: '', unit: '', item: ' ', note: '' }] }))).toBeNull();
  });
});

describe('recipeFromFencedText', () => {
  it('reads JSON inside a Markdown code fence, and nothing else', () => {
    expect(recipeFromFencedText('Here you go:\n```json\n' + JSON.stringify(recipe()) + '\n```')).toEqual(recipe());
    expect(recipeFromFencedText('```json\n{"name": 1}\n```')).toBeNull();
    expect(recipeFromFencedText('not json')).toBeNull();
  });
});
