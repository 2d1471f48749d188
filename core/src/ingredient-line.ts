/**
 * Reads a free-text ingredient line ("2 1/2 cups (300 g) plain flour, sifted") into the four recipe fields.
 *
 * The parser is a chain of small steps, each taking what it recognises off the front of the line: leading
 * words such as "about", the quantity, a pack size ("2 x 400g", "1 (15-ounce)"), the unit, a second amount
 * ("10g/½oz"), and finally the item with its notes. Whatever a step does not recognise is left for the item,
 * so an unusual line loses nothing: at worst more of it lands in the item.
 */
import { AND_A_HALF, NUMBER_WORDS, PREPARATION_ADVERBS, PREPARATION_WORDS, SIZE_WORDS } from './ingredient-words.js';
import { FRACTION_GLYPHS } from './fractions.js';
import { amountFirst } from './ingredient-amount-last.js';
import { ingredientHeadingText, isIngredientHeading } from './ingredient-heading.js';
import { isWholeLineStrong, markdownHeading, withoutEmphasis } from './ingredient-markdown.js';
import { NUMBER, RANGE_SEPARATOR } from './ingredient-patterns.js';
import { INGREDIENT_LIMITS } from './recipe.js';
import { convert, findUnit } from './units.js';
import { canonicalUnit, MODIFIER_PATTERN, UNIT_PATTERN, unitKind, unitName } from './unit-spellings.js';

export { canonicalUnit };

export interface ParsedIngredient {
  qty: string;
  unit: string;
  item: string;
  note: string;
}

const EMPTY: ParsedIngredient = { qty: '', unit: '', item: '', note: '' };

const QUANTITY = new RegExp(`^(${NUMBER}(?:${RANGE_SEPARATOR}${NUMBER})?)(?![\\d/])`, 'u');
const QUANTITY_WORD = new RegExp(`^(${Object.keys(NUMBER_WORDS).join('|')})(?![\\p{L}-])`, 'iu');
/** "1 e meia", "1 and a half" after a whole number. */
const HALF_MORE = new RegExp(`^(?:${AND_A_HALF.join('|')})(?![\\p{L}])`, 'iu');

/**
 * "7-Up", "24-karat gold leaf", "1st layer": a number joined to a word that is no unit, or an ordinal, is part of
 * the item's name.
 */
const NUMBER_IN_NAME = new RegExp(`^\\d+(?:-(?!${UNIT_PATTERN}(?![\\p{L}]))\\p{L}|(?:st|nd|rd|th)(?![\\p{L}]))`, 'iu');
/** A unit ends where the word does: "can" is a unit, "candied" is not. A trailing dot ("tbsp.") is part of it. */
const UNIT = new RegExp(`^(?:(${MODIFIER_PATTERN})\\s+)?(${UNIT_PATTERN})\\.?(?![\\p{L}\\d'’-])`, 'iu');
/** "110ml-150ml": a range whose ends both carry the unit is read as "110-150 ml". */
const RANGE_WITH_UNITS = new RegExp(
  `^(${NUMBER})\\s*(${UNIT_PATTERN})(\\s*[-–—]\\s*|\\s+to\\s+)(${NUMBER})\\s*\\2(?![\\p{L}])`,
  'iu',
);
/** An amount with its unit, as in a second amount ("/½oz") or a pack size ("400g", "15-ounce"). */
const MEASUREMENT = new RegExp(
  `^(${NUMBER}(?:\\s*[-–—]\\s*${NUMBER})?)\\s*-?\\s*(${UNIT_PATTERN})\\.?(?![\\p{L}\\d])`,
  'iu',
);

const LEADING_BULLETS = /^[\s\-–—*•·▪▢□◦‣>]+/u;
/** "can(s)", "clove(s)", "dish(es)": a word written for one or for many. */
const OPTIONAL_PLURAL = /(\p{L})\((e?s)\)(?![\p{L}])/gu;
const ONE_OF = new RegExp(`^(?:1|one|an?)\\s(?!\\s*[\\d/⁄${FRACTION_GLYPHS}])`, 'iu');
const LEADING_QUALIFIER = new RegExp(
  `^(about|approx\\.?|approximately|around|roughly|up to|at least|scant|generous|optional:|~)\\s*(?=[\\d${FRACTION_GLYPHS}]|one\\b|two\\b|half\\b)`,
  'iu',
);
/**
 * "juice of 1 lemon", "finely grated zest of 2 limes", "suco de 1 limão": the words before the amount say which
 * part of the item is used. The amount and the item are the lemon's; the part goes to the note.
 */
const LEADING_PART_OF = new RegExp(
  `^(?:the\\s+)?((?:[\\p{L}-]+\\s+){0,6}?)(?:of|from|de)\\s+(?=${NUMBER}|(?:${Object.keys(NUMBER_WORDS).join('|')})(?![\\p{L}-]))`,
  'iu',
);
const MULTIPLIER = /^\s*[x×]\s*(?=\d)/u;
const BRACKETED = /\s*[([]([^()[\]]*)[)\]]/u;
const TRAILING_PURPOSE =
  /\s+(to taste|a gosto|al gusto|to serve|to garnish|as needed|if needed|if desired|optional|(?:plus|and) (?:extra|more)\b.*|for\s.+)$/iu;
/** "de" and its kin join a unit to its item in other languages ("2 colheres de manteiga", "200 g d'huile"). */
const FOREIGN_OF = /^(?:(?:de|del|da|do|di|du)\s+|d['’](?=\p{L}))/u;

/** What is left of the line, and the notes gathered from it so far, in the order they were written. */
interface LineReader {
  rest: string;
  notes: string[];
}

function take(reader: LineReader, pattern: RegExp): RegExpExecArray | null {
  const match = pattern.exec(reader.rest);
  if (match) reader.rest = reader.rest.slice(match[0].length).trimStart();
  return match;
}

function takeQuantity(reader: LineReader): string {
  if (NUMBER_IN_NAME.test(reader.rest)) return '';
  const rangeWithUnits = RANGE_WITH_UNITS.exec(reader.rest);
  if (rangeWithUnits) {
    const [whole, low, unit, separator, high] = rangeWithUnits;
    reader.rest = `${unit}${reader.rest.slice(whole.length)}`;
    return `${low}${separator!.replace(/\s+/gu, ' ')}${high}`;
  }
  const written = take(reader, QUANTITY);
  // Written as a word, it becomes digits so the quantity adds up on a shopping list.
  const word = written ? undefined : take(reader, QUANTITY_WORD);
  const qty = written ? written[1]!.replace(/\s+/gu, ' ') : word ? NUMBER_WORDS[word[1]!.toLowerCase()]! : '';
  return /^\d+$/u.test(qty) && take(reader, HALF_MORE) ? `${qty} 1/2` : qty;
}

/** An amount, its unit, and any second amount in other units ("10kg/22lb", "1lb 9oz"); undefined if none. */
function takeMeasurement(reader: LineReader): string | undefined {
  const start = reader.rest;
  if (!take(reader, MEASUREMENT)) return undefined;
  while (/^\s*\/\s*/u.test(reader.rest) || MEASUREMENT.test(reader.rest)) {
    const attempt = { rest: reader.rest.replace(/^\s*\/\s*/u, ''), notes: [] };
    if (!take(attempt, MEASUREMENT)) break;
    reader.rest = attempt.rest;
  }
  return start.slice(0, start.length - reader.rest.length).trim();
}

/**
 * The size of each pack the quantity counts: "2 x 400g tins", "1 (15-ounce) can", "One 15 oz (420g) can". It
 * goes to the note, so the unit that follows is the pack.
 */
function takePackSize(reader: LineReader): void {
  if (take(reader, MULTIPLIER)) {
    const size = takeMeasurement(reader);
    if (size) reader.notes.push(size);
    return;
  }
  const attempt: LineReader = { rest: reader.rest, notes: [] };
  const bracket = take(attempt, /^\(([^()]*)\)/u);
  const size = bracket ? bracket[1]!.trim() : takeMeasurement(attempt);
  if (!size) return;
  attempt.notes.push(size);
  const sizeInBrackets = take(attempt, /^\(([^()]*)\)/u);
  if (sizeInBrackets) attempt.notes.push(sizeInBrackets[1]!.trim());
  const pack = UNIT.exec(attempt.rest);
  if (!pack || unitKind(pack[2]!) !== 'count') return;
  reader.rest = attempt.rest;
  reader.notes.push(...attempt.notes);
}

/**
 * The unit, if one is written: after a quantity any unit, without one only the counted kind ("Pinch of salt",
 * "handful parsley"), never "Salt". A unit with nothing after it is the item ("4 cloves").
 */
function takeUnit(reader: LineReader, hasQuantity: boolean): string {
  // Without a quantity an article may stand in for one: "a handful of parsley".
  const text = hasQuantity ? reader.rest : reader.rest.replace(/^an?\s+/iu, '');
  const match = UNIT.exec(text);
  // A spelling whose case matters names no unit in another case: "El Paso" is not an "EL".
  if (!match || !unitName(match[2]!)) return '';
  const written = match[2]!;
  if (!hasQuantity && (written.length === 1 || unitKind(written) !== 'count')) return '';
  const after = text.slice(match[0].length).trim();
  if (!/[\p{L}\d]/u.test(after)) return '';
  reader.rest = after;
  return match[0].replace(/\s+/gu, ' ').trim();
}

const METRIC_UNITS = new Set(['g', 'kg', 'mg', 'ml', 'cl', 'dl', 'l']);

/**
 * Whether an amount in `next` straight after one in `unit` adds to it, as in "1 lb 4 oz" or "1 kg 200 g": a
 * smaller unit of the same kind and of the same system. "1 cup 240 ml" gives the amount again in other units.
 */
function continuesAmount(unit: string, next: string): boolean {
  const big = canonicalUnit(unit);
  const small = canonicalUnit(next);
  const bigUnit = findUnit(big);
  const smallUnit = findUnit(small);
  if (!bigUnit || !smallUnit || bigUnit.kind !== smallUnit.kind) return false;
  if (bigUnit.kind !== 'mass' && bigUnit.kind !== 'volume') return false;
  if (METRIC_UNITS.has(big) !== METRIC_UNITS.has(small)) return false;
  return convert(1, smallUnit, bigUnit) < 1;
}

/**
 * A second amount in other units ("10g/½oz", "1 cup/250ml") goes to the note as it is; an extra one, joined
 * ("plus 1 tbsp") or written straight after in a smaller unit ("1 lb 4 oz"), goes there as "plus 4 oz", so it
 * reads as more of the item and scales with the amount. Returns whether it took one.
 */
function takeAlternativeAmount(reader: LineReader, unit: string): boolean {
  const joiner = /^\s*(?:\/|plus\s|\+)\s*/iu.exec(reader.rest);
  if (!joiner) return takeAdjoiningAmount(reader, unit);
  const attempt: LineReader = { rest: reader.rest.slice(joiner[0].length), notes: [] };
  const amount = takeMeasurement(attempt);
  if (!amount) return false;
  reader.rest = attempt.rest;
  reader.notes.push(joiner[0].includes('/') ? amount : `${joiner[0].trim()} ${amount}`);
  return true;
}

function takeAdjoiningAmount(reader: LineReader, unit: string): boolean {
  const amount = MEASUREMENT.exec(reader.rest);
  if (!amount || !continuesAmount(unit, amount[2]!)) return false;
  reader.rest = reader.rest.slice(amount[0].length).trimStart();
  reader.notes.push(`plus ${amount[0].trim()}`);
  return true;
}

function takeBracketed(text: string, notes: string[]): string {
  let rest = text;
  for (let match = BRACKETED.exec(rest); match; match = BRACKETED.exec(rest)) {
    if (match[1]!.trim()) notes.push(match[1]!.trim());
    rest = `${rest.slice(0, match.index)} ${rest.slice(match.index + match[0].length)}`;
  }
  return rest.replace(/\s+/gu, ' ').replace(/\s+,/gu, ',').trim();
}

const startsWithPreparation = (text: string) =>
  PREPARATION_WORDS.has(firstWord(text)) || PREPARATION_ADVERBS.has(firstWord(text));
/** Count units that follow their item's name ("2 garlic cloves", "4 celery stalks"); leaves are the item. */
const UNITS_AFTER_ITEM = new Set(['clove', 'stalk', 'stick', 'bulb', 'sprig', 'spear', 'head', 'rasher']);

/** "garlic cloves" → unit "cloves", item "garlic", when a quantity came without a unit. */
function unitAfterItem(item: string): { unit: string; item: string } | undefined {
  const words = item.split(/\s+/u);
  const last = words.at(-1) ?? '';
  if (words.length < 2 || !UNITS_AFTER_ITEM.has(canonicalUnit(last))) return undefined;
  return { unit: last, item: words.slice(0, -1).join(' ') };
}

const firstWord = (text: string) => text.trim().split(/\s+/u)[0]?.toLowerCase() ?? '';

/**
 * The item ends at the first comma, except in a list of alternatives ("flank, flap, or skirt steak"): there it
 * runs to the part starting with "or"/"and", provided no part is a preparation ("peeled, and diced").
 */
function splitAtComma(text: string): { item: string; tail: string } {
  const parts = text.split(',');
  const lastAlternative = parts.findLastIndex(
    (part, index) => index > 0 && /^\s*(or|and)\s(?!more\b|less\b)/iu.test(part),
  );
  const isList =
    lastAlternative > 0 &&
    parts.slice(1, lastAlternative + 1).every((part) => !startsWithPreparation(part.replace(/^\s*(or|and)\s/iu, '')));
  const itemParts = isList ? lastAlternative + 1 : 1;
  return { item: parts.slice(0, itemParts).join(',').trim(), tail: parts.slice(itemParts).join(',').trim() };
}

/** Sizes and preparations in front of the item go to the note, as long as a word of the item is left. */
function takeDescriptors(item: string, notes: string[]): string {
  const words = item.split(/\s+/u);
  let count = 0;
  while (count < words.length - 1) {
    const word = words[count]!.toLowerCase();
    if (!SIZE_WORDS.has(word) && !PREPARATION_WORDS.has(word) && !PREPARATION_ADVERBS.has(word)) break;
    count += 1;
  }
  // An adverb alone ("very fine sugar") describes the item, not its preparation.
  while (count > 0 && PREPARATION_ADVERBS.has(words[count - 1]!.toLowerCase())) count -= 1;
  if (count > 0) notes.push(words.slice(0, count).join(' '));
  return words.slice(count).join(' ');
}

function describeItem(reader: LineReader, afterUnit: boolean): string {
  const joined = reader.rest.replace(/^(?:of|an?)\s+/iu, '');
  const text = (afterUnit ? joined.replace(FOREIGN_OF, '') : joined).replace(/^[\s,;:-]+/u, '');
  const unbracketed = takeBracketed(text, reader.notes);
  const { item, tail } = splitAtComma(unbracketed);
  const purpose = TRAILING_PURPOSE.exec(item);
  const withoutPurpose = purpose ? item.slice(0, purpose.index).trim() : item;
  const described = takeDescriptors(withoutPurpose, reader.notes);
  if (tail) reader.notes.push(tail);
  if (purpose) reader.notes.push(purpose[1]!);
  return described.replace(/[\s,;:.-]+$/u, '');
}

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max).trimEnd() : text);

/** Never longer than a recipe's fields allow, so a parsed line can be saved as it is. */
function fitted({ qty, unit, item, note }: ParsedIngredient): ParsedIngredient {
  return {
    qty: clip(qty, INGREDIENT_LIMITS.qty),
    unit: clip(unit, INGREDIENT_LIMITS.unit),
    item: clip(item, INGREDIENT_LIMITS.item),
    note: clip(note, INGREDIENT_LIMITS.note),
  };
}

/** "1 can(s)" reads "1 can", "2 can(s)" reads "2 cans", as a cook would have written it. */
function settlePlurals(text: string): string {
  const ending = ONE_OF.test(text) ? '' : undefined;
  return text.replace(OPTIONAL_PLURAL, (_written, letter: string, plural: string) => letter + (ending ?? plural));
}

/** The part of the item used, as it reads inside a note: "Juice" → "juice", "AJI" kept. */
const asNote = (words: string) => words.trim().replace(/^\p{Lu}(?=\p{Ll}*(?:\s|$))/u, (first) => first.toLowerCase());

/**
 * A line that names a section of the ingredients ("For the sauce:", "Sauce:", "**Sauce**" in bold) stays whole as
 * the item, colon and all, so the recipe shows it as a heading (ingredient-heading.ts); undefined for any other line.
 */
function sectionHeading(line: string, bold: boolean): ParsedIngredient | undefined {
  const named = bold ? ingredientHeadingText(line) : line;
  const heading = { ...EMPTY, item: named.replace(/\s+(?=[:：]$)/u, '') };
  return heading.item.length <= INGREDIENT_LIMITS.item && isIngredientHeading(heading) ? heading : undefined;
}

/** "Molho de tomate 200 gramas" read as "200 gramas Molho de tomate"; undefined unless that finds both. */
function amountLast(text: string): ParsedIngredient | undefined {
  const reordered = amountFirst(text);
  const parsed = reordered === undefined ? undefined : parseIngredientLine(reordered);
  return parsed?.qty && parsed.unit ? parsed : undefined;
}

/** Splits one ingredient line into qty, unit, item and note. Never throws; a blank line gives all four empty. */
export function parseIngredientLine(line: string): ParsedIngredient {
  if (typeof line !== 'string') return { ...EMPTY };
  const spaced = line.replace(/\s+/gu, ' ').trim();
  const markdown = markdownHeading(spaced);
  if (markdown && markdown.length <= INGREDIENT_LIMITS.item) return { ...EMPTY, item: markdown };
  const written = withoutEmphasis(spaced).replace(LEADING_BULLETS, '').trim();
  const text = settlePlurals(written);
  if (!text) return { ...EMPTY };
  const reader: LineReader = { rest: text, notes: [] };
  const qualifier = take(reader, LEADING_QUALIFIER);
  const partOf = qualifier ? undefined : take(reader, LEADING_PART_OF);
  const leading = qualifier?.[1] ?? (partOf ? asNote(partOf[1]!) : '');
  if (leading) reader.notes.push(leading);
  const counted = takeQuantity(reader);
  if (counted) takePackSize(reader);
  const unit = takeUnit(reader, counted !== '');
  // "uma xícara e meia", "one cup and a half": the half comes after the unit.
  const qty = unit && /^\d+$/u.test(counted) && take(reader, HALF_MORE) ? `${counted} 1/2` : counted;
  // "1 lb 4 oz/565 g": an extra amount, then that amount in other units.
  for (let extra = 0; unit && extra < 3 && takeAlternativeAmount(reader, unit); extra += 1);
  const item = describeItem(reader, unit !== '');
  const note = reader.notes.join(', ');
  const trailingUnit = qty && !unit ? unitAfterItem(item) : undefined;
  // Only a line the reading found no amount in may be a heading ("2 cups flour:" is flour), or give its amount last.
  if (!qty && !unit) {
    const reread = sectionHeading(written, !note && isWholeLineStrong(spaced)) ?? amountLast(text);
    if (reread) return reread;
  }
  return fitted({ qty, unit: trailingUnit?.unit ?? unit, item: trailingUnit?.item ?? item, note });
}

/** Each line in order; blank lines give empty results, for the caller to drop. */
export function parseIngredientLines(lines: readonly string[]): ParsedIngredient[] {
  return lines.map(parseIngredientLine);
}
