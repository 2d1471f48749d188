import { canonicalUnit } from './ingredient-line.js';

/** '1.000', '12.500': thousands grouped with points, as German, Spanish or Portuguese recipes write them. */
const POINT_GROUPED = /^[1-9]\d{0,2}(?:\.\d{3})+$/;
/** Units nobody weighs or measures to three places: '1.000 g' is a thousand grams, where '1.500 kg' is 1.5 kg. */
const SMALL_METRIC = new Set(['g', 'mg', 'ml']);

const swapPoints = (text: string) => text.replace(/[.,]/g, (mark) => (mark === '.' ? ',' : '.'));

/**
 * Works out a quantity from quantities in this unit, reading '1.000 g' as a thousand grams when the recipe groups
 * thousands with points: the points and commas are swapped on the way in (so '1.000' reads as '1,000') and back
 * on the way out, so the answer is written as the recipe writes ('2.000 g', '500,5 g'). Otherwise as written.
 */
export function withPointGroupedThousands(
  quantities: readonly string[],
  unit: string,
  compute: (quantities: string[]) => string,
): string {
  const grouped =
    SMALL_METRIC.has(canonicalUnit(unit)) && quantities.some((quantity) => POINT_GROUPED.test(quantity.trim()));
  if (!grouped) return compute([...quantities]);
  return swapPoints(compute(quantities.map(swapPoints)));
}
