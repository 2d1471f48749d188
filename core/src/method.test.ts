import { describe, expect, it } from 'vitest';
import { normalizeMethod, splitMethod } from './method.js';

describe('method steps (spec 4.2)', () => {
  it('splits at full stops, bars and line breaks', () => {
    expect(splitMethod('Preheat the oven. Mix the flour|Add eggs\nBake for 20 minutes.')).toEqual([
      'Preheat the oven',
      'Mix the flour',
      'Add eggs',
      'Bake for 20 minutes',
    ]);
  });

  it('drops blank steps and trims each one', () => {
    expect(splitMethod('  Stir.  \n\n | \r\n  Serve hot  ')).toEqual(['Stir', 'Serve hot']);
    expect(splitMethod('   ')).toEqual([]);
  });

  it('keeps decimal numbers whole', () => {
    expect(splitMethod('Add 1.5 cups of stock. Simmer at 82.5°C')).toEqual([
      'Add 1.5 cups of stock',
      'Simmer at 82.5°C',
    ]);
  });

  it('keeps a step whole after an abbreviation it goes on from', () => {
    expect(splitMethod('Start with 1 Tbsp. cornstarch mixed with 1 tbsp. water. Stir')).toEqual([
      'Start with 1 Tbsp. cornstarch mixed with 1 tbsp. water',
      'Stir',
    ]);
    expect(splitMethod('Bake approx. 25 min. until golden. Approx. 8 slices')).toEqual([
      'Bake approx. 25 min. until golden',
      'Approx. 8 slices',
    ]);
    expect(splitMethod('Use a soft fat, e.g. butter')).toEqual(['Use a soft fat, e.g. butter']);
  });

  it('still splits after an abbreviation that ends a sentence, and after words that only end like one', () => {
    expect(splitMethod('Add 2 tsp. Stir well')).toEqual(['Add 2 tsp', 'Stir well']);
    expect(splitMethod('Simmer for 10 min.\nServe')).toEqual(['Simmer for 10 min', 'Serve']);
    expect(splitMethod('Add the cumin. then the lemon')).toEqual(['Add the cumin', 'then the lemon']);
    expect(splitMethod('Add the oregano. stir often')).toEqual(['Add the oregano', 'stir often']);
  });

  it('stores the steps as lines joined by a line break', () => {
    expect(normalizeMethod('Chop.Fry. Serve')).toBe('Chop.Fry\nServe');
    expect(normalizeMethod('One|Two\r\nThree.')).toBe('One\nTwo\nThree');
  });
});
