import fc from 'fast-check';
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

  it('drops the numbers steps were written with, which the split leaves on their own', () => {
    expect(splitMethod('1. Preheat the oven. 2. Add the flour. 3. Serve')).toEqual([
      'Preheat the oven',
      'Add the flour',
      'Serve',
    ]);
    expect(splitMethod('Step 1. Chop\nStep 2: Fry')).toEqual(['Chop', 'Step 2: Fry']);
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
    expect(splitMethod('Stir in 1 c. sugar and beat well. Use a 9 in. square pan')).toEqual([
      'Stir in 1 c. sugar and beat well',
      'Use a 9 in. square pan',
    ]);
    expect(splitMethod('Melt 1 T. butter with 2 fl. oz. milk, salt, etc. and rest 30 sec. more')).toEqual([
      'Melt 1 T. butter with 2 fl. oz. milk, salt, etc. and rest 30 sec. more',
    ]);
  });

  it('keeps a step whole after units, times and a bracket it goes on with', () => {
    expect(splitMethod('Serve at 5 p.m. with cream. Add 3 oz. (85 g) butter. Pour into a 23 cm. tin')).toEqual([
      'Serve at 5 p.m. with cream',
      'Add 3 oz. (85 g) butter',
      'Pour into a 23 cm. tin',
    ]);
    expect(splitMethod('Bake at 350 deg. until golden')).toEqual(['Bake at 350 deg. until golden']);
  });

  it('keeps sentences inside brackets in their step, and a bracket on its own with the step before', () => {
    expect(splitMethod('Add the water (if it is cold, it curdles. That is fine.) and beat. Rest')).toEqual([
      'Add the water (if it is cold, it curdles. That is fine.) and beat',
      'Rest',
    ]);
    expect(splitMethod('Whisk until frothy. (about 1 minute). Fold in the flour')).toEqual([
      'Whisk until frothy (about 1 minute)',
      'Fold in the flour',
    ]);
    // A bracket never closed on its line holds nothing together.
    expect(splitMethod('Chop (finely. Fry. Stir.\nSeason) well')).toEqual([
      'Chop (finely',
      'Fry',
      'Stir',
      'Season) well',
    ]);
  });

  it('ends a step after an abbreviation when the next one starts with its number', () => {
    expect(splitMethod('1. Cream the butter, about 2 min. 2. Beat in the eggs.')).toEqual([
      'Cream the butter, about 2 min',
      'Beat in the eggs',
    ]);
    expect(splitMethod('Simmer 10 min. 3) Serve')).toEqual(['Simmer 10 min', '3) Serve']);
  });

  it('never ends a step after a title, which a name follows', () => {
    expect(splitMethod('Season like they do in St. Louis. Add Dr. Oetker gelatine')).toEqual([
      'Season like they do in St. Louis',
      'Add Dr. Oetker gelatine',
    ]);
  });

  it('splits at the full stop of Chinese and Japanese', () => {
    expect(splitMethod('焼く。冷やす。')).toEqual(['焼く', '冷やす']);
  });

  it('still splits after an abbreviation that ends a sentence, and after words that only end like one', () => {
    expect(splitMethod('Add 2 tsp. Stir well')).toEqual(['Add 2 tsp', 'Stir well']);
    expect(splitMethod('Simmer for 10 min.\nServe')).toEqual(['Simmer for 10 min', 'Serve']);
    expect(splitMethod('Add the cumin. then the lemon')).toEqual(['Add the cumin', 'then the lemon']);
    expect(splitMethod('Add the oregano. stir often')).toEqual(['Add the oregano', 'stir often']);
  });

  it('splits where the space after a full stop was left out, and takes a run of full stops as one', () => {
    expect(splitMethod('Step one.Step two.Step three')).toEqual(['Step one', 'Step two', 'Step three']);
    expect(splitMethod('Simmer until thick... Serve with rice.')).toEqual(['Simmer until thick', 'Serve with rice']);
    expect(splitMethod('See example.com for 1.5 cups')).toEqual(['See example.com for 1.5 cups']);
  });

  it('changes nothing when the stored method is split again, as the server does after the editor', () => {
    const sentence = fc.array(
      fc.constantFrom('Add', 'tsp', 'approx', '1.5', 'cups', 'e.g', 'Stir', 'x', '(about', 'it)', '(1 min)'),
      {
        minLength: 1,
        maxLength: 6,
      },
    );
    const method = fc
      .array(fc.tuple(sentence, fc.constantFrom('. ', '.', '... ', '|', '\n', '.\n', ' ')), { maxLength: 8 })
      .map((parts) => parts.map(([words, end]) => words.join(' ') + end).join(''));
    fc.assert(
      fc.property(method, (text) => {
        const stored = normalizeMethod(text);
        expect(normalizeMethod(stored)).toBe(stored);
      }),
    );
  });

  it('stores the steps as lines joined by a line break', () => {
    expect(normalizeMethod('Chop.Fry. Serve')).toBe('Chop\nFry\nServe');
    expect(normalizeMethod('One|Two\r\nThree.')).toBe('One\nTwo\nThree');
  });
});
