import { describe, expect, it } from 'vitest';
import { parseConversionQuestion } from './conversion-question.js';

describe('parseConversionQuestion', () => {
  const cases: [string, number, string, string][] = [
    ['how many ml in 2 cups', 2, 'cup', 'ml'],
    ['How many grams in a pound?', 1, 'lb', 'g'],
    ['convert 350 F to C', 350, 'fahrenheit', 'celsius'],
    ['350°F in celsius', 350, 'fahrenheit', 'celsius'],
    ['2 cups to ml', 2, 'cup', 'ml'],
    ['what is 1.5 lb in kg', 1.5, 'lb', 'kg'],
    ['how many tablespoons in a cup', 1, 'cup', 'tbsp'],
    ['how many teaspoons are in a tablespoon', 1, 'tbsp', 'tsp'],
    ['½ cup in ml', 0.5, 'cup', 'ml'],
    ['1/2 cup to ml', 0.5, 'cup', 'ml'],
    ['1 1/2 cups to ml', 1.5, 'cup', 'ml'],
    ['1½ cups in ml', 1.5, 'cup', 'ml'],
    ['half a cup in ml', 0.5, 'cup', 'ml'],
    ['-18 C to F', -18, 'celsius', 'fahrenheit'],
    ['what is 180 degrees in fahrenheit', 180, 'celsius', 'fahrenheit'],
    ['how many grams is a stick of butter', 1, 'stick', 'g'],
    ['how many grams in a pound of butter', 1, 'lb', 'g'],
  ];

  it.each(cases)('reads "%s"', (text, value, from, to) => {
    const question = parseConversionQuestion(text);
    expect(question?.value).toBe(value);
    expect(question?.from.unit.id).toBe(from);
    expect(question?.to.unit.id).toBe(to);
  });

  it('keeps what is measured, named after either unit, with or without "of"', () => {
    const ingredientOf = (text: string) => parseConversionQuestion(text)?.ingredient;
    expect(ingredientOf('3/4 cup butter in grams')).toBe('butter');
    expect(ingredientOf('convert 200 g of brown sugar to cups')).toBe('brown sugar');
    expect(ingredientOf('100g sugar in cups')).toBe('sugar');
    expect(ingredientOf('how many cups in a pound of flour')).toBe('flour');
    expect(ingredientOf('how many grams of butter in 3/4 cup')).toBe('butter');
    expect(ingredientOf('how many ml in 2 fl oz')).toBeUndefined();
    expect(parseConversionQuestion('2 fl oz to ml')?.from.unit.id).toBe('fl oz');
  });

  it('keeps a system named in the question', () => {
    const question = parseConversionQuestion('how many cups in an imperial pint');
    expect(question?.from).toMatchObject({ unit: { id: 'pint' }, system: 'Imperial' });
    expect(question?.to.system).toBeUndefined();
  });

  it('ignores questions that are not conversions', () => {
    expect(parseConversionQuestion('how much is a stick of butter')).toBeNull();
    expect(parseConversionQuestion('who won the world cup')).toBeNull();
    expect(parseConversionQuestion('how many calories in an egg')).toBeNull();
    expect(parseConversionQuestion('substitute for buttermilk')).toBeNull();
  });
});
