import { VULGAR_FRACTIONS } from './fractions.js';
import { readUnit, type UnitChoice } from './units.js';

/**
 * A kitchen conversion asked in words ("how many ml in 2 cups", "350 f in celsius"), read into an amount and two
 * units for units.ts to convert. Chef Basil's built-in answers use it.
 */
export interface ConversionQuestion {
  value: number;
  from: UnitChoice;
  to: UnitChoice;
  /** What is measured, when the question says ("3/4 cup of butter", "100 g sugar"): weight and volume need it. */
  ingredient?: string;
}

const NUMBER_WORDS = new Map<string, number>([
  ['a', 1],
  ['an', 1],
  ['one', 1],
  ['two', 2],
  ['three', 3],
  ['four', 4],
  ['five', 5],
  ['six', 6],
  ['seven', 7],
  ['eight', 8],
  ['nine', 9],
  ['ten', 10],
  ['twelve', 12],
  ['half', 0.5],
  ['half a', 0.5],
  ['half an', 0.5],
  ['a half', 0.5],
  ['quarter', 0.25],
  ['a quarter', 0.25],
  ['a quarter of a', 0.25],
]);

/** Longest phrases first, so "half a" wins over "half" and "a". */
const AMOUNT_WORDS = [...NUMBER_WORDS.keys()].sort((a, b) => b.length - a.length).join('|');
const AMOUNT = `(?:-?\\d+\\s+\\d+/\\d+|-?\\d+/\\d+|-?\\d*\\.\\d+|-?\\d+|(?:${AMOUNT_WORDS})\\b)`;

/** "how many ml in 2 cups", "how many grams are in a pound", "how many tablespoons make a cup" */
const HOW_MANY = new RegExp(
  `^how (?:many|much)\\s+(?<to>.+?)\\s+(?:(?:are|is) there\\s+)?(?:(?:are|is)\\s+)?(?:in|make|makes|make up|equal|equals|to|per|is|are)\\s+(?:(?<amount>${AMOUNT})\\s*)?(?<from>.+)$`,
);

/** "2 cups to ml", "350 f in celsius", "1.5 lb = kg", "2 cups is how many ml" */
const AMOUNT_TO = new RegExp(
  `^(?<amount>${AMOUNT})\\s*(?<from>.+?)\\s*(?:\\s(?:to|in|into|as|is|are|equals?)(?: how many| how much)?\\s|=)\\s*(?<to>.+)$`,
);

const FILLER_PREFIX =
  /^(?:(?:please|can you|could you|would you|tell me|how do i|how do you|how to|how would i|what is|what's|whats|what are|how much is|how much are|convert|change|turn|work out)\s+)+/;
const FILLER_SUFFIX = /\s+(?:please|thanks|thank you|exactly|roughly|approximately)$/;

function normaliseQuestion(text: string): string {
  let normalised = text.toLowerCase().replace(/[’‘]/g, "'");
  for (const [glyph, fraction] of Object.entries(VULGAR_FRACTIONS)) {
    // "1½" is one and a half, so a digit before the glyph needs a space.
    normalised = normalised.replace(new RegExp(`(?:(\\d)\\s*)?${glyph}`, 'g'), (_, whole) =>
      whole ? `${whole} ${fraction}` : fraction,
    );
  }
  return normalised
    .replace(/⁄/g, '/')
    .replace(/(\d),(\d{3})\b/g, '$1$2')
    .replace(/[?!]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\.$/, '')
    .replace(FILLER_SUFFIX, '');
}

function parseAmount(text: string | undefined): number | undefined {
  if (text === undefined) return 1;
  const amount = text.trim();
  const word = NUMBER_WORDS.get(amount);
  if (word !== undefined) return word;
  const mixed = /^(-?)(\d+)\s+(\d+)\/(\d+)$/.exec(amount);
  if (mixed) {
    const [, sign, whole, numerator, denominator] = mixed;
    const magnitude = Number(whole) + Number(numerator) / Number(denominator);
    return sign ? -magnitude : magnitude;
  }
  const fraction = /^(-?\d+)\/(\d+)$/.exec(amount);
  if (fraction) return Number(fraction[1]) / Number(fraction[2]);
  const number = Number(amount);
  return Number.isFinite(number) ? number : undefined;
}

interface MeasuredChoice {
  choice: UnitChoice;
  ingredient?: string;
}

/**
 * A unit and, after it, what it measures: "a pound of butter" is still a pound, and "cup butter" a cup; the
 * ingredient only matters between volume and weight. The longest run of words that names a unit wins, so "fl oz"
 * is not an ounce of "fl".
 */
function readUnitAndIngredient(text: string): MeasuredChoice | undefined {
  const words = text.trim().split(' ');
  for (let count = words.length; count >= 1; count -= 1) {
    const choice = readUnit(words.slice(0, count).join(' '));
    if (!choice) continue;
    const ingredient = words
      .slice(count)
      .join(' ')
      .replace(/^of\s+/, '')
      .trim();
    return ingredient ? { choice, ingredient } : { choice };
  }
  return undefined;
}

const OTHER_SCALE: Record<string, string> = { celsius: 'fahrenheit', fahrenheit: 'celsius' };

/** Bare "degrees" means the scale other than the one asked for ("180 degrees in fahrenheit"). */
function readSourceUnit(text: string, target: UnitChoice): MeasuredChoice | undefined {
  const bareDegrees = /^(?:degrees?|deg|°)$/.test(text.trim());
  const otherScale = OTHER_SCALE[target.unit.id];
  const choice = bareDegrees && otherScale ? readUnit(otherScale) : undefined;
  return choice ? { choice } : readUnitAndIngredient(text);
}

function toQuestion(groups: Record<string, string | undefined>): ConversionQuestion | null {
  const value = parseAmount(groups.amount);
  const to = readUnitAndIngredient(groups.to ?? '');
  const from = to && readSourceUnit(groups.from ?? '', to.choice);
  if (value === undefined || !from) return null;
  const ingredient = from.ingredient ?? to.ingredient;
  return { value, from: from.choice, to: to.choice, ...(ingredient && { ingredient }) };
}

/**
 * Understands conversion questions such as "how many ml in 2 cups", "convert 350 F to C", "½ cup in ml"
 * or "how many tablespoons in a cup". Returns null when the text is not a conversion between known units.
 */
export function parseConversionQuestion(text: string): ConversionQuestion | null {
  const normalised = normaliseQuestion(text);
  const howMany = HOW_MANY.exec(normalised.replace(/^(?:please|can you tell me|tell me)\s+/, ''));
  if (howMany?.groups) {
    const question = toQuestion(howMany.groups);
    if (question) return question;
  }
  const amountTo = AMOUNT_TO.exec(normalised.replace(FILLER_PREFIX, ''));
  return amountTo?.groups ? toQuestion(amountTo.groups) : null;
}
