import { FRACTION_GLYPHS, VULGAR_FRACTIONS } from './fractions.js';
import { OTHER_LANGUAGE_SPELLINGS } from './foreign-unit-spellings.js';
import { findUnit } from './units.js';
import { inCaseOf } from './word-case.js';

/**
 * Amounts as cooks write them ('2', '1.5', '1,5', '1 1/2', '½'), read into exact fractions and written back: the
 * shopping list adds them up and the recipe view scales them.
 */

/** An exact amount as a fraction, so 1/3 + 2/3 is exactly 1. */
export interface Amount {
  numerator: number;
  denominator: number;
  /** Written with a decimal point, so the sum is shown that way too. */
  decimal: boolean;
  /** The point was a comma, as much of Europe writes it ('1,5 kg'), so the result is written with one too. */
  comma?: boolean;
  /** Thousands were grouped with commas ('1,000 g'), so the result groups them too ('2,000 g'). */
  thousands?: boolean;
}

type Style = Omit<Amount, 'numerator' | 'denominator'>;

const VULGAR_GLYPH = new RegExp(`(\\d?)\\s*([${FRACTION_GLYPHS}])`, 'g');

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

/** In lowest terms; a zero denominator is no amount at all. */
function amount(numerator: number, denominator: number, { decimal, comma, thousands }: Style): Amount | undefined {
  if (denominator === 0) return undefined;
  const divisor = greatestCommonDivisor(numerator, denominator);
  return {
    numerator: numerator / divisor,
    denominator: denominator / divisor,
    decimal,
    ...(comma && { comma }),
    ...(thousands && { thousands }),
  };
}

/** The style of an amount made from two: decimal, comma or grouped if either was. */
const eitherStyle = (a: Amount, b: Amount): Style => ({
  decimal: a.decimal || b.decimal,
  comma: a.comma || b.comma,
  thousands: a.thousands || b.thousands,
});

/** '1,000' or '12,500.5': thousands grouped with commas, as English recipes write grams and millilitres. */
const GROUPED = /^([1-9]\d{0,2}(?:,\d{3})+)(?:\.(\d+))?$/;

/**
 * Reads '2', '1.5', '1,5', '1/2', '1 1/2', '½', '1½' or '1,000'; anything else ('a pinch', '2-3') is not a
 * number. A comma followed by one or two digits, or after a lone 0 ('0,375'), is a decimal comma; three digits
 * after a comma from 1 up ('1,000 g', '2,500 ml') group thousands, as recipes in English write them.
 */
export function parseQuantity(text: string): Amount | undefined {
  const written = text
    .replace(VULGAR_GLYPH, (_, whole: string, glyph: string) => `${whole} ${VULGAR_FRACTIONS[glyph]}`)
    .replace(/⁄/g, '/')
    .trim();
  const mixed = /^(\d+)\s+(\d+)\/(\d+)$/.exec(written);
  if (mixed) {
    const [whole, numerator, denominator] = mixed.slice(1).map(Number) as [number, number, number];
    return amount(whole * denominator + numerator, denominator, { decimal: false });
  }
  const fraction = /^(\d+)\/(\d+)$/.exec(written);
  if (fraction) return amount(Number(fraction[1]), Number(fraction[2]), { decimal: false });
  const grouped = GROUPED.exec(written);
  if (grouped) {
    const [, whole = '', fractionDigits = ''] = grouped;
    // Halving '1,001 g' gives '500.5 g': grams and millilitres read better as decimals than as '500 1/2'.
    const style = { decimal: true, thousands: true };
    return amount(Number(`${whole.replaceAll(',', '')}${fractionDigits}`), 10 ** fractionDigits.length, style);
  }
  const decimal = /^(\d*)(?:([.,])(\d+))?$/.exec(written);
  if (!decimal || written === '') return undefined;
  const [, whole = '', point, fractionDigits = ''] = decimal;
  if (point === ',' && fractionDigits.length > 2 && !/^0?$/.test(whole)) return undefined;
  const decimalPlaces = fractionDigits.length;
  return amount(Number(`${whole}${fractionDigits}`), 10 ** decimalPlaces, {
    decimal: decimalPlaces > 0,
    comma: point === ',',
  });
}

export function addAmounts(a: Amount, b: Amount): Amount {
  const numerator = a.numerator * b.denominator + b.numerator * a.denominator;
  // Both denominators are non-zero, so their product is too.
  return amount(numerator, a.denominator * b.denominator, eitherStyle(a, b))!;
}

/** Whole numbers plainly, decimals when one was written that way, otherwise a (mixed) fraction: '1 1/2'. */
export function formatAmount({ numerator, denominator, decimal, comma, thousands }: Amount): string {
  if (denominator === 1) return thousands ? groupThousands(String(numerator)) : String(numerator);
  if (decimal) {
    // Two places after a comma at most, so the amount reads back as a decimal and never as thousands ('1,125').
    const written = String(Number((numerator / denominator).toFixed(comma ? 2 : 3)));
    if (comma) return written.replace('.', ',');
    return thousands ? groupThousands(written) : written;
  }
  const whole = Math.floor(numerator / denominator);
  const fraction = `${numerator % denominator}/${denominator}`;
  return whole > 0 ? `${whole} ${fraction}` : fraction;
}

/** '12500.5' as '12,500.5'. */
const groupThousands = (written: string) => written.replace(/^\d+/, (whole) => whole.replace(/\B(?=(\d{3})+$)/g, ','));

/** Whether the amount is more than one, so what is counted is written for many: '1 1/2 cups'. */
export const isMoreThanOne = ({ numerator, denominator }: Amount) => numerator > denominator;

/** A unit written out in full follows the amount ('1 cup', '2-3 cups'); abbreviations ('tbsp') stay as written. */
export function agreeingUnit(written: string, quantity: string): string {
  const unit = findUnit(written);
  const amounts = amountsIn(quantity);
  if (!amounts) return written;
  const many = isMoreThanOne(amounts.at(-1)!);
  if (isGermanMeasureNoun(written)) return written;
  if (!unit) return agreeingForeignWord(written, many) ?? agreeingLastWord(written, quantity);
  const { label } = unit;
  if (![label.one, label.many].includes(written.toLowerCase())) return agreeingWord(written, unit.aliases, many);
  const agreeing = many ? label.many : label.one;
  // The cook's own capitals stay ('mL', 'L', 'Cups'): only a change between one and many is written anew.
  return agreeing === written.toLowerCase() ? written : inCaseOf(written, agreeing);
}

/**
 * German measures that are masculine or neuter stay singular after any number ('2 Liter', '500 Milliliter', '2 Kilo',
 * '6 Blatt Gelatine'). Those spelled as English ones are told apart by the capital German gives every noun: '2 liters'
 * is English, '2 Liter' German.
 */
const GERMAN_MEASURE_NOUNS = new Set(['liter', 'milliliter', 'zentiliter', 'deziliter', 'kilo', 'gramm', 'kilogramm']);
const isGermanMeasureNoun = (written: string) =>
  GERMAN_MEASURE_NOUNS.has(written.toLowerCase()) && /^\p{Lu}\p{Ll}+$/u.test(written);

const FOREIGN_SPELLINGS = Object.values(OTHER_LANGUAGE_SPELLINGS);
/** German endings ('Tassen', 'Zweige') come first for a word written with a capital, as German writes nouns. */
const GERMAN_ENDINGS = ['n', 'en', 'e'];
const PLURAL_ENDINGS = ['s', 'es', ...GERMAN_ENDINGS];

/**
 * A unit as another language writes it ('colheres (sopa)', 'xícara', 'Prise') agrees by its sibling spelling: the
 * same words but the first, which takes or drops an ending ('colher (sopa)', 'xícaras', 'Prisen'). Where two
 * languages share the word, the capital tells them apart: German 'Tasse' gives 'Tassen', French 'tasse' 'tasses'.
 * One with no such sibling ('cucchiaio', 'EL') is undefined.
 */
function agreeingForeignWord(written: string, many: boolean): string | undefined {
  const lower = written.toLowerCase();
  const spellings = FOREIGN_SPELLINGS.find((list) => list.includes(lower));
  const [first = '', ...rest] = lower.split(' ');
  const endingOf = (spelling: string) => {
    const [word = '', ...others] = spelling.split(' ');
    if (others.join(' ') !== rest.join(' ')) return undefined;
    return PLURAL_ENDINGS.find((ending) => (many ? word === first + ending : first === word + ending));
  };
  const siblings = (spellings ?? []).filter((spelling) => endingOf(spelling) !== undefined);
  const german = /^\p{Lu}/u.test(written) && written !== written.toUpperCase();
  const sibling = siblings.find((spelling) => GERMAN_ENDINGS.includes(endingOf(spelling)!) === german) ?? siblings[0];
  return sibling && inCaseOf(written, sibling);
}

/** A unit after a word that sizes it ('heaped tablespoon', 'large cans') agrees by its last word. */
function agreeingLastWord(written: string, quantity: string): string {
  const split = /^(.*\s)(\S+)$/u.exec(written);
  if (!split || !findUnit(split[2]!)) return written;
  return split[1]! + agreeingUnit(split[2]!, quantity);
}

/**
 * A unit spelled out as an English word its label abbreviates ('pound', 'ounces' for lb, oz) agrees by the
 * word's own pair: '1 pound', '2 pounds'. Abbreviations ('lbs', 'tbsp', 'tbsps') are left as written.
 */
function agreeingWord(written: string, aliases: readonly string[], many: boolean): string {
  const lower = written.toLowerCase();
  const one = lower.endsWith('s') && aliases.includes(lower.slice(0, -1)) ? lower.slice(0, -1) : lower;
  const aWord = one.length >= 4 && /[aeiou]/.test(one);
  if (!aWord || !aliases.includes(one) || !aliases.includes(`${one}s`)) return written;
  const agreeing = many ? `${one}s` : one;
  return agreeing === lower ? written : inCaseOf(written, agreeing);
}

/** The amount times a whole or simple fraction (numerator over denominator). */
export function multiplyAmount(value: Amount, numerator: number, denominator: number): Amount {
  // A denominator of zero is no factor at all; the amount stays as it is.
  return amount(value.numerator * numerator, value.denominator * denominator, value) ?? value;
}

/** Both ends of a range as written: '2-3', '2 – 3', '2 to 3', '10 to12', '4 or 5'. */
const RANGE = /^(.+?)\s*(?:-|–|—|\bto|\bor\b)\s*(.+)$/;

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

/** The amounts a quantity holds: one ('1 1/2'), or the two ends of a range ('2-3'); undefined for 'a pinch'. */
export function amountsIn(quantity: string): Amount[] | undefined {
  const written = quantity.trim();
  const single = parseQuantity(written);
  return single ? [single] : readRange(written);
}

/** Two quantities added up: '2' and '2-3' make '4-5'; undefined when either is not a number ('a pinch'). */
export function addQuantities(a: string, b: string): string | undefined {
  const first = amountsIn(a);
  const second = amountsIn(b);
  if (!first || !second) return undefined;
  const low = formatAmount(addAmounts(first[0]!, second[0]!));
  const high = formatAmount(addAmounts(first.at(-1)!, second.at(-1)!));
  return low === high ? low : `${low}-${high}`;
}
