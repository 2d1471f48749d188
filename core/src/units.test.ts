import { describe, expect, it } from 'vitest';
import {
  UnitConversionError,
  convert,
  dependsOnSystem,
  effectiveSystem,
  findUnit,
  formatNumber,
  readUnit,
} from './units.js';

/** Relative closeness, the tolerance units.md gives for raw numbers. */
function expectRelativelyClose(actual: number, expected: number, tolerance = 1e-6) {
  expect(Math.abs(actual - expected) / Math.abs(expected)).toBeLessThan(tolerance);
}

describe('unit lookup', () => {
  it('finds units by their usual spellings', () => {
    expect(findUnit('mL')?.id).toBe('ml');
    expect(findUnit('millilitres')?.id).toBe('ml');
    expect(findUnit('Liter')?.id).toBe('l');
    expect(findUnit('tablespoons')?.id).toBe('tbsp');
    expect(findUnit('tsp')?.id).toBe('tsp');
    expect(findUnit('fl oz')?.id).toBe('fl oz');
    expect(findUnit('fluid ounces')?.id).toBe('fl oz');
    expect(findUnit('pounds')?.id).toBe('lb');
    expect(findUnit('°F')?.id).toBe('fahrenheit');
    expect(findUnit('degrees Celsius')?.id).toBe('celsius');
    expect(findUnit('℃')?.id).toBe('celsius');
    expect(findUnit('in')?.id).toBe('inch');
    expect(findUnit('sticks of butter')?.id).toBe('stick');
    expect(findUnit('pinch')?.id).toBe('pinch');
    expect(findUnit('handful')).toBeUndefined();
  });

  it('keeps "oz" as weight and "fl oz" as volume', () => {
    expect(findUnit('oz')?.kind).toBe('mass');
    expect(findUnit('ounces')?.kind).toBe('mass');
    expect(findUnit('fl oz')?.kind).toBe('volume');
  });

  it('reads a system named before the unit', () => {
    expect(readUnit('Imperial pints')).toMatchObject({ unit: { id: 'pint' }, system: 'Imperial' });
    expect(readUnit('metric cup')).toMatchObject({ unit: { id: 'cup' }, system: 'Metric' });
    expect(readUnit('cup')?.system).toBeUndefined();
  });

  it('knows which units change size with the system', () => {
    expect(dependsOnSystem(findUnit('cup')!)).toBe(true);
    expect(dependsOnSystem(findUnit('pint')!)).toBe(true);
    expect(dependsOnSystem(findUnit('ml')!)).toBe(false);
    expect(effectiveSystem(findUnit('tbsp')!, 'Imperial')).toBe('US');
  });
});

describe('spec constants (section 9)', () => {
  it('uses the cup sizes of each system', () => {
    expect(convert(1, 'cup', 'ml')).toBe(236.588);
    expect(convert(1, 'cup', 'ml', 'Metric')).toBe(250);
    expect(convert(1, 'cup', 'ml', 'Imperial')).toBe(284);
  });

  it('uses the tablespoon and pint sizes', () => {
    expect(convert(1, 'tbsp', 'ml')).toBe(14.7868);
    expect(convert(1, 'tbsp', 'ml', 'Metric')).toBe(20);
    expect(convert(1, 'pint', 'ml')).toBe(473.176);
    expect(convert(1, 'pint', 'ml', 'Imperial')).toBe(568.261);
  });

  it('uses the weight and length constants', () => {
    expectRelativelyClose(convert(1, 'kg', 'lb'), 2.20462262185, 1e-12);
    expect(convert(1, 'oz', 'g')).toBe(28.349523125);
    expect(convert(1, 'inch', 'cm')).toBe(2.54);
  });

  it('converts temperatures by the standard formula', () => {
    expect(convert(180, 'C', 'F')).toBe(356);
    expect(convert(0, 'celsius', 'fahrenheit')).toBe(32);
    expect(convert(212, '°F', '°C')).toBe(100);
    expect(convert(-40, 'F', 'C')).toBe(-40);
  });

  it('makes the small measures fractions of a teaspoon', () => {
    expect(convert(1, 'tsp', 'tad')).toBeCloseTo(4, 10);
    expect(convert(1, 'tsp', 'dash')).toBeCloseTo(8, 10);
    expect(convert(1, 'tsp', 'pinch')).toBeCloseTo(16, 10);
    expect(convert(1, 'tsp', 'smidge')).toBeCloseTo(32, 10);
    expect(convert(1, 'tsp', 'drop')).toBeCloseTo(60, 10);
  });
});

describe('legal definitions (units.md worked cases)', () => {
  it('derives teaspoon, fluid ounce, quart and gallon from the US gallon of 231 in³', () => {
    expectRelativelyClose(convert(1, 'tsp', 'ml'), 4.92892159375);
    expectRelativelyClose(convert(1, 'fl oz', 'ml'), 29.5735295625);
    expectRelativelyClose(convert(1, 'quart', 'l'), 0.946352946);
    expectRelativelyClose(convert(1, 'gallon', 'l'), 3.785411784);
  });

  it('uses the Imperial fluid ounce of 1/160 Imperial gallon', () => {
    expectRelativelyClose(convert(1, 'fl oz', 'ml', 'Imperial'), 28.4130625);
    expectRelativelyClose(convert(1, 'gallon', 'ml', 'Imperial'), 4546.09);
  });

  it('converts weights', () => {
    expectRelativelyClose(convert(1, 'lb', 'g'), 453.59237);
    expectRelativelyClose(convert(8, 'oz', 'lb'), 0.5);
    expectRelativelyClose(convert(100, 'g', 'oz'), 3.527396195);
  });

  it('matches the rounded cases within the displayed ±0.01', () => {
    // The spec rounds the US cup, tablespoon and pint, so these agree with the exact values to 2 decimals.
    expect(convert(1, 'cup', 'ml')).toBeCloseTo(236.5882365, 2);
    expect(convert(1, 'tbsp', 'ml')).toBeCloseTo(14.78676478125, 2);
    expect(convert(1, 'l', 'cup')).toBeCloseTo(4.2267528377, 2);
    expect(convert(1, 'imperial pint', 'us pint')).toBeCloseTo(1.2009499255, 2);
    expect(formatNumber(convert(350, 'F', 'C'))).toBe('176.6667');
  });

  it('writes a number too large for decimals as it is, never NaN', () => {
    expect(formatNumber(999999998000000000)).toBe('999999998000000000');
    expect(formatNumber(-1e21)).toBe('-1e+21');
  });

  it('keeps the household relations whole once rounded', () => {
    expect(formatNumber(convert(3, 'tsp', 'tbsp'))).toBe('1');
    expect(formatNumber(convert(2, 'cup', 'pint'))).toBe('1');
    expect(formatNumber(convert(16, 'tbsp', 'cup'))).toBe('1');
    expect(formatNumber(convert(1, 'stick', 'tbsp'))).toBe('8');
  });
});

describe('incompatible and unknown units', () => {
  it('refuses volume to weight without a density', () => {
    expect(() => convert(1, 'cup', 'g')).toThrow(UnitConversionError);
    expect(() => convert(1, 'cup', 'g')).toThrow(/volume .* weight/);
  });

  it('refuses temperatures to anything else', () => {
    expect(() => convert(1, 'C', 'ml')).toThrow(UnitConversionError);
  });

  it('refuses unknown units', () => {
    expect(() => convert(1, 'handful', 'g')).toThrow(/Unknown unit/);
  });

  it('lets a stick of butter be weighed or measured', () => {
    expect(formatNumber(convert(1, 'stick', 'g'), 2)).toBe('113.4');
  });
});

describe('formatNumber', () => {
  it('rounds to 4 decimals and trims trailing zeros', () => {
    expect(formatNumber(176.66666666)).toBe('176.6667');
    expect(formatNumber(2.5)).toBe('2.5');
    expect(formatNumber(356.00000001)).toBe('356');
    expect(formatNumber(-0.00001)).toBe('0');
  });

  it('takes fewer decimals when asked', () => {
    expect(formatNumber(473.176, 2)).toBe('473.18');
  });

  it('rounds a half as written away from zero, though the float stored is a little under it', () => {
    expect(formatNumber(16.0005 / 2)).toBe('8.0003');
    expect(formatNumber(1.0001 * 1.5)).toBe('1.5002');
    expect(formatNumber(-16.0005 / 2)).toBe('-8.0003');
    expect(formatNumber(1.005, 2)).toBe('1.01');
    expect(formatNumber(1e21)).toBe('1e+21');
    expect(formatNumber(1e-7)).toBe('0');
  });
});
