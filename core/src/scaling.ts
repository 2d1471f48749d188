import { amountsIn, formatAmount, multiplyAmount, type Amount } from './amounts.js';
import { agreeingItem, agreeingUnitWord } from './plurals.js';
import { isIngredientHeading } from './ingredient-heading.js';
import { withRecipeNumberStyle } from './number-style.js';
import { canonicalUnit } from './ingredient-line.js';
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
  if (!amounts) return scaleAmountWithWords(qty, scale);
  // Grams and millilitres read as decimals: 12.5 ml, not 12 1/2 ml.
  const styled = (value: Amount) => (metric ? { ...value, decimal: true } : value);
  const ends = amounts.map((value) => formatAmount(multiplyAmount(styled(value), scale.numerator, scale.denominator)));
  // '2-3', but '2 to 2 1/2': a hyphen beside a mixed number reads as 2 - 2, then a half.
  return ends.join(ends.some((end) => end.includes(' ')) ? ' to ' : '-');
}

/**
 * What a quantity box may hold besides the amount: a unit ('400g', '2 tbsp'), a word that counts ('1 knob',
 * '2 cloves'), or a count of packs ('2 x 400g'). The amount is scaled; a unit stays, a counted word agrees
 * ('2 knobs'), and the pack size stays.
 */
const AMOUNT_THEN_UNIT = /^(.*\d)(\s*)(\D+)$/;
const PACKS = /^(\d+)(\s*[x×]\s*)(\d.*)$/iu;
const ONE_WORD = /^\p{L}+$/u;

/** The amount and the words after it, when the amount is one ('400g', '1 knob'); never a temperature ('180°C'). */
function amountAndWords(qty: string): { amount: string; gap: string; words: string } | undefined {
  const [, amount = '', gap = '', words = ''] = AMOUNT_THEN_UNIT.exec(qty.trim()) ?? [];
  return words && !isTemperature(words) && amountsIn(amount) ? { amount, gap, words } : undefined;
}

function scaleAmountWithWords(qty: string, scale: Scale): string {
  const packs = PACKS.exec(qty.trim());
  if (packs) return `${scaleQuantity(packs[1]!, scale)}${packs[2]}${packs[3]}`;
  const split = amountAndWords(qty);
  if (!split) return qty;
  const { amount, gap, words } = split;
  if (findUnit(words)) return `${scaleQuantity(amount, scale, { metric: isMetric(words) })}${gap}${words}`;
  if (!ONE_WORD.test(words)) return qty;
  const scaled = scaleQuantity(amount, scale);
  return `${scaled}${gap}${agreeingUnitWord(words, amount, scaled)}`;
}

/**
 * An oven's temperature stays as it is, however much is made: a unit or an item that starts with a degree sign
 * or says degrees, wherever the cook put it ('180', '°C oven'; '180 degrees'; 4, 'gas mark'). º is the look-alike
 * ordinal sign phone keyboards offer. A bare 'C' is not one: recipes write it for a cup.
 */
const TEMPERATURE = /^(?:[°º˚]|degrees?\b|deg\b|gas\s*mark\b|celsius\b|fahrenheit\b)/i;
const isTemperature = (text: string) => TEMPERATURE.test(text.trim());

/** An ingredient line that is an oven's temperature ('180 °C oven'): not scaled, and nothing to buy. */
export const isOvenTemperature = ({ unit, item }: { unit: string; item: string }) =>
  unit.trim() ? isTemperature(unit) : isTemperature(item);

/** A unit typed into the quantity box ('800g') moved to the unit, so the line adds up with others in grams. */
export function withUnitOutOfQuantity<T extends { qty: string; unit: string }>(ingredient: T): T {
  if (ingredient.unit.trim() || amountsIn(ingredient.qty)) return ingredient;
  const split = amountAndWords(ingredient.qty);
  return split && findUnit(split.words) ? { ...ingredient, qty: split.amount, unit: split.words } : ingredient;
}

const METRIC_UNITS = new Set(['mg', 'g', 'kg', 'ml', 'cl', 'dl', 'l', 'mm', 'cm']);
const isMetric = (unit: string) => METRIC_UNITS.has(canonicalUnit(unit));

/**
 * The same amount in other units, as the note carries it ('400g/14oz beef mince' is 400 g of beef mince, note
 * '14oz'; '250g (9oz) butter, softened' has the note '9oz, softened'), or more of the item in a smaller unit
 * ('1 lb 4 oz beef' is 1 lb of beef, note 'plus 4 oz'): a part of the note that is only a measure.
 */
const NOTE_MEASURE =
  /^((?:about |approx\.? |roughly |plus |\+ ?)?)([\d½¼¾⅓⅔⅛.,/ -]*[\d½¼¾⅓⅔⅛])(\s*)([^\d,;()]*[^\d\s,;()])$/iu;
/** A comma or semicolon ends a part of the note, but not one inside a number ('1,5 kg'). */
const NOTE_PARTS = /([,;](?!\d)\s*)/u;

/**
 * The note's measures scaled with the amount, when the line's own unit is a measure too: '1 lb 2 oz (510 g)
 * pasta', note 'plus 2 oz, 510 g', doubled is 2 lb, 'plus 4 oz, 1020 g'. After a can or a pack ('1 can (14 oz)
 * tomatoes') the measure is the size of each, which stays; so does a length beside a weight or volume ('200 g
 * ginger, 5 cm'), which is a size, not an amount.
 */
function scaleNoteMeasure(note: string, unit: string, scale: Scale): string {
  const unitKind = measureKind(unit);
  if (!unitKind) return note;
  return note
    .split(NOTE_PARTS)
    .map((part, index) => (index % 2 === 1 ? part : scaleMeasurePart(part, unitKind, scale)))
    .join('');
}

function scaleMeasurePart(part: string, unitKind: MeasureKind, scale: Scale): string {
  const [, about = '', amount = '', gap = '', noteUnit = ''] = NOTE_MEASURE.exec(part.trim()) ?? [];
  const noteKind = measureKind(noteUnit);
  if (!amountsIn(amount) || !noteKind || (noteKind === 'length') !== (unitKind === 'length')) return part;
  const scaled = scaleQuantity(amount, scale, { metric: isMetric(noteUnit) });
  const [leading = '', trailing = ''] = /^(\s*)[\s\S]*?(\s*)$/u.exec(part)!.slice(1);
  return `${leading}${about}${scaled}${gap}${agreeingUnitWord(noteUnit, amount, scaled)}${trailing}`;
}

type MeasureKind = 'volume' | 'mass' | 'length';

/** What a unit measures, however the recipe spells it ('c' is a cup, 'colheres (sopa)' a tablespoon). */
const measureKind = (unit: string): MeasureKind | undefined => {
  const found = findUnit(canonicalUnit(unit)) ?? findUnit(unit);
  return found && found.kind !== 'temperature' ? found.kind : undefined;
};

/**
 * The ingredient with its quantity scaled, and a unit written out in full agreeing with it ('2 cups'), or, with
 * no unit, the item ('2 eggs'). An equivalent measure in the note is scaled too ('800 g beef mince (28oz)').
 */
export function scaleIngredient<T extends { qty: string; unit: string; item: string; note?: string }>(
  ingredient: T,
  scale: Scale,
): T {
  // A section's heading ("For 2 loaves:") names the part of the recipe, not an amount of anything.
  if (isOvenTemperature(ingredient) || isIngredientHeading(ingredient)) return ingredient;
  const qty = withRecipeNumberStyle([ingredient.qty], ingredient.unit, ([written = '']) =>
    scaleQuantity(written, scale, { metric: isMetric(ingredient.unit) }),
  );
  if (qty === ingredient.qty) return ingredient;
  const note = ingredient.note === undefined ? {} : { note: scaleNoteMeasure(ingredient.note, ingredient.unit, scale) };
  if (ingredient.unit.trim())
    return { ...ingredient, ...note, qty, unit: agreeingUnitWord(ingredient.unit, ingredient.qty, qty) };
  return { ...ingredient, ...note, qty, item: agreeingItem(ingredient.item, ingredient.qty, qty) };
}
