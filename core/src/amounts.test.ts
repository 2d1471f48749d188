import { describe, expect, it } from 'vitest';
import { agreeingUnit, formatAmount, multiplyAmount, parseQuantity } from './amounts.js';

describe('quantities', () => {
  it('reads whole numbers, decimals, fractions, mixed numbers and fraction glyphs', () => {
    expect(parseQuantity('2')).toMatchObject({ numerator: 2, denominator: 1 });
    expect(parseQuantity('1.5')).toMatchObject({ numerator: 3, denominator: 2, decimal: true });
    expect(parseQuantity('1/2')).toMatchObject({ numerator: 1, denominator: 2 });
    expect(parseQuantity('1 1/2')).toMatchObject({ numerator: 3, denominator: 2 });
    expect(parseQuantity('½')).toMatchObject({ numerator: 1, denominator: 2 });
    expect(parseQuantity('1½')).toMatchObject({ numerator: 3, denominator: 2 });
    expect(parseQuantity('1,5')).toMatchObject({ numerator: 3, denominator: 2, decimal: true, comma: true });
  });

  it('does not read words, ranges or a zero denominator as numbers', () => {
    expect(parseQuantity('a pinch')).toBeUndefined();
    expect(parseQuantity('2-3')).toBeUndefined();
    expect(parseQuantity('1/0')).toBeUndefined();
    expect(parseQuantity('')).toBeUndefined();
  });
});

describe('multiplying', () => {
  const times = (text: string, numerator: number, denominator = 1) =>
    formatAmount(multiplyAmount(parseQuantity(text)!, numerator, denominator));

  it('keeps fractions as fractions and decimals as decimals', () => {
    expect(times('1/2', 3)).toBe('1 1/2');
    expect(times('1 1/2', 1, 2)).toBe('3/4');
    expect(times('⅓', 3)).toBe('1');
    expect(times('1.5', 2)).toBe('3');
    expect(times('0.75', 1, 2)).toBe('0.375');
    expect(times('250', 3)).toBe('750');
  });
});

describe('a unit agreeing with its amount', () => {
  it('keeps a German measure singular after any number, and tells it from the English word by its capital', () => {
    expect(agreeingUnit('Liter', '2')).toBe('Liter');
    expect(agreeingUnit('Milliliter', '250')).toBe('Milliliter');
    expect(agreeingUnit('Kilo', '3')).toBe('Kilo');
    expect(agreeingUnit('liter', '2')).toBe('liters');
    expect(agreeingUnit('Liters', '1')).toBe('Liter');
  });

  it('picks the ending of the language the word is written in', () => {
    expect(agreeingUnit('Tasse', '2')).toBe('Tassen');
    expect(agreeingUnit('tasse', '2')).toBe('tasses');
    expect(agreeingUnit('Zweig', '2')).toBe('Zweige');
    expect(agreeingUnit('Zweige', '1')).toBe('Zweig');
    expect(agreeingUnit('xícara (chá)', '2')).toBe('xícaras (chá)');
  });
});
