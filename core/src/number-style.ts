import { canonicalUnit } from './ingredient-line.js';

/**
 * Recipes from much of Europe write numbers the other way round from English ones: a decimal comma ('1,5 kg') and
 * thousands grouped with points ('1.000 g'). '1,5' reads either way, but three digits after the mark do not:
 * '1.000' and '1,250' could each be a thousand and more, or one and a fraction. The unit settles it, since nobody
 * weighs grams to three places nor buys a thousand kilos: in grams and millilitres '1.000' is a thousand, in kilos
 * and litres '1,250' is one and a quarter.
 */
const POINT_GROUPED = /^[1-9]\d{0,2}(?:\.\d{3})+$/;
const COMMA_AND_THREE = /^\d{1,3},\d{3}$/;
const SMALL_METRIC = new Set(['g', 'mg', 'ml']);
const LARGE_METRIC = new Set(['kg', 'l']);

const swapMarks = (text: string) => text.replace(/[.,]/g, (mark) => (mark === '.' ? ',' : '.'));
const commaForPoint = (text: string) => text.replaceAll('.', ',');

/**
 * Works out a quantity from quantities in this unit, reading them in the recipe's style, and writes the answer
 * in that style too ('2.000 g', '0,625 kg'): `compute` only ever sees numbers written the English way.
 */
export function withRecipeNumberStyle(
  quantities: readonly string[],
  unit: string,
  compute: (quantities: string[]) => string,
): string {
  const name = canonicalUnit(unit);
  const written = quantities.map((quantity) => quantity.trim());
  if (SMALL_METRIC.has(name) && written.some((quantity) => POINT_GROUPED.test(quantity))) {
    return swapMarks(compute(quantities.map(swapMarks)));
  }
  if (LARGE_METRIC.has(name) && written.some((quantity) => COMMA_AND_THREE.test(quantity))) {
    const english = written.map((quantity) => (COMMA_AND_THREE.test(quantity) ? quantity.replace(',', '.') : quantity));
    return commaForPoint(compute(english));
  }
  return compute([...quantities]);
}
