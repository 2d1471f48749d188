import { describe, expect, it } from 'vitest';
import {
  CALCULATOR_VARIANTS,
  CONVERSIONS,
  convertWith,
  INITIAL_CALCULATOR,
  press,
  type CalculatorSystem,
  type Conversion,
} from './calculator.js';

function conversion(id: string): Conversion {
  const found = CONVERSIONS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no conversion ${id}`);
  return found;
}

function expectRelativelyClose(actual: number, expected: number, tolerance = 1e-12) {
  expect(Math.abs(actual - expected) / Math.max(Math.abs(expected), 1e-300)).toBeLessThan(tolerance);
}

describe('conversions with the constants of spec 9', () => {
  const cases: [id: string, system: CalculatorSystem, input: number, expected: number][] = [
    ['kg-lb', 'US', 1, 2.20462262185],
    ['lb-kg', 'US', 2.20462262185, 1],
    ['oz-g', 'US', 1, 28.349523125],
    ['g-oz', 'US', 28.349523125, 1],
    ['in-cm', 'US', 1, 2.54],
    ['cm-in', 'US', 2.54, 1],
    ['c-f', 'US', 100, 212],
    ['c-f', 'US', 0, 32],
    ['c-f', 'US', -40, -40],
    ['f-c', 'US', 212, 100],
    ['f-c', 'US', 350, 176.66666666666666],
    ['cup-ml', 'US', 1, 236.588],
    ['cup-ml', 'Metric', 1, 250],
    ['ml-cup', 'Metric', 250, 1],
    ['imp-cup-ml', 'US', 1, 284],
    ['imp-cup-ml', 'Metric', 1, 284],
    ['ml-imp-cup', 'US', 284, 1],
    ['tbsp-ml', 'US', 1, 14.7868],
    ['tbsp-ml', 'Metric', 1, 20],
    ['ml-tbsp', 'Metric', 20, 1],
    ['us-pint-ml', 'Metric', 1, 473.176],
    ['imp-pint-ml', 'US', 1, 568.261],
    ['ml-us-pint', 'US', 473.176, 1],
    ['ml-imp-pint', 'US', 568.261, 1],
    ['tsp-ml', 'Metric', 3, 14.78676478125],
    ['tad-tsp', 'Metric', 1, 1 / 4],
    ['dash-tsp', 'US', 1, 1 / 8],
    ['pinch-tsp', 'US', 1, 1 / 16],
    ['smidge-tsp', 'US', 1, 1 / 32],
    ['drop-tsp', 'US', 1, 1 / 60],
    ['pinch-ml', 'Metric', 16, 4.92892159375],
  ];

  it.each(cases)('%s (%s) of %d is %d', (id, system, input, expected) => {
    expectRelativelyClose(convertWith(conversion(id), input, system), expected);
  });

  it('shows conversions rounded on the display', () => {
    const one = press(INITIAL_CALCULATOR, { kind: 'digit', digit: '1' });
    const show = (id: string, system?: CalculatorSystem) =>
      press(one, { kind: 'convert', conversionId: id, system }).display;
    expect(show('kg-lb')).toBe('2.2046');
    expect(show('oz-g')).toBe('28.3495');
    expect(show('cup-ml')).toBe('236.588');
    expect(show('cup-ml', 'Metric')).toBe('250');
    expect(show('tbsp-ml')).toBe('14.7868');
    expect(show('tbsp-ml', 'Metric')).toBe('20');
    expect(show('drop-ml')).toBe('0.0821');
  });
});

describe('calculator variants', () => {
  const extras = ['tad', 'dash', 'pinch', 'smidge', 'drop'];

  it('gives the desktop every conversion and the US/Metric toggle', () => {
    expect(CALCULATOR_VARIANTS.desktop.conversions).toEqual(CONVERSIONS);
    expect(CALCULATOR_VARIANTS.desktop.systems).toEqual(['US', 'Metric']);
    expect(CONVERSIONS.filter((candidate) => extras.includes(candidate.from.id))).toHaveLength(10);
  });

  it('gives the phone the same keys minus the kitchen extras, with US sizes only', () => {
    const mobile = CALCULATOR_VARIANTS.mobile.conversions;
    expect(mobile.some((candidate) => extras.includes(candidate.from.id))).toBe(false);
    expect(mobile.length).toBe(CONVERSIONS.length - 10);
    expect(CALCULATOR_VARIANTS.mobile.systems).toEqual(['US']);
  });

  it('has unique conversion ids', () => {
    expect(new Set(CONVERSIONS.map((candidate) => candidate.id)).size).toBe(CONVERSIONS.length);
  });
});
