import { amountsIn, formatAmount, multiplyAmount, type Amount } from './amounts.js';
import { agreeingItem, agreeingUnitWord } from './plurals.js';
import { findUnit } from './units.js';

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
export function scaleQuantity(qty: string, scale: Scale, { metric = false } = {}): string {
  if (scale.numerator === scale.denominator) return qty;
  const amounts = amountsIn(qty);
  if (!amounts) return scaleAmountBeforeUnit(qty, scale);
  // Grams and millilitres read as decimals: 12.5 ml, not 12 1/2 ml.
  const styled = (value: Amount) => (metric ? { ...value, decimal: true } : value);
  return amounts
    .map((value) => formatAmount(multiplyAmount(styled(value), scale.numerator, scale.denominator)))
    .join('-');
}

/** An amount and a unit typed together in the quantity box ('400g', '2 tbsp'), the amount scaled. */
const AMOUNT_THEN_UNIT = /^(.*\d)(\s*)(\D+)$/;

function scaleAmountBeforeUnit(qty: string, scale: Scale): string {
  const [, amount = '', gap = '', unit = ''] = AMOUNT_THEN_UNIT.exec(qty.trim()) ?? [];
  if (!unit || !isScalableUnit(unit) || !amountsIn(amount)) return qty;
  return `${scaleQuantity(amount, scale, { metric: isMetric(unit) })}${gap}${unit}`;
}

/** An oven's temperature stays as it is, however much is made. */
const isScalableUnit = (unit: string) => findUnit(unit) !== undefined && findUnit(unit)!.kind !== 'temperature';

const METRIC_UNITS = new Set(['ml', 'l', 'g', 'kg', 'mm', 'cm']);
const isMetric = (unit: string) => METRIC_UNITS.has(findUnit(unit)?.id ?? '');

/**
 * The ingredient with its quantity scaled, and a unit written out in full agreeing with it ('2 cups'), or, with
 * no unit, the item ('2 eggs').
 */
export function scaleIngredient<T extends { qty: string; unit: string; item: string }>(ingredient: T, scale: Scale): T {
  if (ingredient.unit.trim() && findUnit(ingredient.unit)?.kind === 'temperature') return ingredient;
  const qty = scaleQuantity(ingredient.qty, scale, { metric: isMetric(ingredient.unit) });
  if (qty === ingredient.qty) return ingredient;
  if (ingredient.unit.trim())
    return { ...ingredient, qty, unit: agreeingUnitWord(ingredient.unit, ingredient.qty, qty) };
  return { ...ingredient, qty, item: agreeingItem(ingredient.item, ingredient.qty, qty) };
}
