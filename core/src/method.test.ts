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

  it('stores the steps as lines joined by a line break', () => {
    expect(normalizeMethod('Chop.Fry. Serve')).toBe('Chop.Fry\nServe');
    expect(normalizeMethod('One|Two\r\nThree.')).toBe('One\nTwo\nThree');
  });
});
