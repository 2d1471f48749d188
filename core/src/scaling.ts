import { addAmounts, agreeingUnit, formatAmount, multiplyAmount, parseQuantity, type Amount } from './amounts.js';

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
}

export const SCALES: readonly Scale[] = [
  { numerator: 1, denominator: 2, label: '½×' },
  { numerator: 1, denominator: 1, label: '1×' },
  { numerator: 2, denominator: 1, label: '2×' },
  { numerator: 3, denominator: 1, label: '3×' },
];

export const AS_WRITTEN = SCALES[1]!;

/** Both ends of a range as written: '2-3', '2 – 3', '2 to 3'. */
const RANGE = /^(.+?)\s*(?:-|–|—|\bto\b)\s*(.+)$/;

const valueOf = ({ numerator, denominator }: Amount) => numerator / denominator;

/**
 * What a quantity that is not one plain number holds: a range ('2-3', '2 to 3') as its two ends, or, where the
 * second end is a fraction below the first, a mixed number written with a hyphen ('1-1/2' for one and a half).
 */
function readRange(written: string): Amount[] | undefined {
  const ends = RANGE.exec(written);
  const low = ends && parseQuantity(ends[1]!);
  const high = ends && parseQuantity(ends[2]!);
  if (!low || !high) return undefined;
  if (valueOf(high) > valueOf(low)) return [low, high];
  const mixedNumber = low.denominator === 1 && valueOf(high) < 1;
  return mixedNumber ? [addAmounts(low, high)] : undefined;
}

/**
 * The quantity times the scale: '1 1/2' doubled is '3', '2-3' doubled is '4-6'. A quantity that is not a
 * number ('a pinch', 'to taste') stays as written, as a cook would leave it.
 */
export function scaleQuantity(qty: string, scale: Scale): string {
  const written = qty.trim();
  if (scale.numerator === scale.denominator || !written) return qty;
  const single = parseQuantity(written);
  const amounts = single ? [single] : readRange(written);
  if (!amounts) return qty;
  return amounts.map((value) => formatAmount(multiplyAmount(value, scale.numerator, scale.denominator))).join('-');
}

/** The ingredient with its quantity scaled, and a unit written out in full agreeing with it ('2 cups'). */
export function scaleIngredient<T extends { qty: string; unit: string }>(ingredient: T, scale: Scale): T {
  const qty = scaleQuantity(ingredient.qty, scale);
  if (qty === ingredient.qty) return ingredient;
  return { ...ingredient, qty, unit: agreeingUnit(ingredient.unit, qty) };
}
