import { amountsIn, formatAmount, multiplyAmount } from './amounts.js';
import { agreeingItem, agreeingUnitWord } from './plurals.js';

/**
 * Scaling a recipe's ingredients (half, double, triple), for cooking more or fewer portions than it was written
 * for. Only the amounts change; the saved recipe never does.
 */

export interface Scale {
  /** The factor as a fraction, so halves of thirds stay exact: numerator over denominator. */
  numerator: number;
  denominator: number;
  /** As the cook picks it: '½×', '1×', '2×', '3×'. */
  label: string;
  /** As an address says it (the PDF's ?scale=): '0.5', '1', '2', '3'. */
  factor: ScaleFactor;
}

export const SCALE_FACTORS = ['0.5', '1', '2', '3'] as const;
export type ScaleFactor = (typeof SCALE_FACTORS)[number];

export const SCALES: readonly Scale[] = [
  { numerator: 1, denominator: 2, label: '½×', factor: '0.5' },
  { numerator: 1, denominator: 1, label: '1×', factor: '1' },
  { numerator: 2, denominator: 1, label: '2×', factor: '2' },
  { numerator: 3, denominator: 1, label: '3×', factor: '3' },
];

export const scaleOf = (factor: ScaleFactor): Scale => SCALES.find((scale) => scale.factor === factor)!;

export const AS_WRITTEN = SCALES[1]!;

/**
 * The quantity times the scale: '1 1/2' doubled is '3', '2-3' doubled is '4-6'. A quantity that is not a
 * number ('a pinch', 'to taste') stays as written, as a cook would leave it.
 */
export function scaleQuantity(qty: string, scale: Scale): string {
  if (scale.numerator === scale.denominator) return qty;
  const amounts = amountsIn(qty);
  if (!amounts) return qty;
  return amounts.map((value) => formatAmount(multiplyAmount(value, scale.numerator, scale.denominator))).join('-');
}

/**
 * The ingredient with its quantity scaled, and a unit written out in full agreeing with it ('2 cups'), or, with
 * no unit, the item ('2 eggs').
 */
export function scaleIngredient<T extends { qty: string; unit: string; item: string }>(ingredient: T, scale: Scale): T {
  const qty = scaleQuantity(ingredient.qty, scale);
  if (qty === ingredient.qty) return ingredient;
  if (ingredient.unit.trim())
    return { ...ingredient, qty, unit: agreeingUnitWord(ingredient.unit, ingredient.qty, qty) };
  return { ...ingredient, qty, item: agreeingItem(ingredient.item, ingredient.qty, qty) };
}
