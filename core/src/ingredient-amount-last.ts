/**
 * Lines that name the item before its amount, as Brazilian and Turkish recipes often write them ("Molho de tomate
 * 200 gramas", "Óleo de soja 2 colheres (sopa)"). Only an amount with a known unit at the very end counts, so
 * "Size 2 eggs", "Serves 4" or "Eggs 2" stay as written: without a unit an amount at the end may be anything.
 */
import { FRACTION_GLYPHS } from './fractions.js';
import { NUMBER, RANGE_SEPARATOR } from './ingredient-patterns.js';
import { MODIFIER_PATTERN, UNIT_PATTERN } from './unit-spellings.js';

/**
 * The amount, its unit and any bracket after the unit ("2 xícaras (240 g)") ending the line, after a separator.
 * Matched against the line's last TAIL_CHARS only: an amount and unit are a few words, and so the work per line
 * stays the same however long the item before them is.
 */
const AMOUNT_AT_END = new RegExp(
  `(?:^|[\\s,:;–—-])(${NUMBER}(?:${RANGE_SEPARATOR}${NUMBER})?\\s*(?:${MODIFIER_PATTERN}\\s+)?${UNIT_PATTERN}\\.?)$`,
  'iu',
);
const TAIL_CHARS = 60;
/** A bracket closing the line ("(sopa)", "(240 g)"), kept with the unit it follows. */
const CLOSING_BRACKET = /\s*\([^()]*\)$/u;
/** Most lines without a leading amount have none at all ("Salt to taste"): they need no closer look. */
const HAS_NUMBER = new RegExp(`[\\d${FRACTION_GLYPHS}]`, 'u');
/** Lines about the recipe or a part of it rather than an item: "Makes 2 cups", "Yield: 1 kg", "For 2 loaves". */
const NOT_AN_ITEM =
  /^(?:makes?|yields?|serves|servings?|enough|for|rende|rendimento|porções|para|für|pour|per)(?![\p{L}])/iu;
/**
 * A last word that ties the amount into a phrase, so the words before are no item's name: "Water to cover by 2
 * inches", "Pasta cooked in 4 quarts", "Farinha, cerca de 500 g".
 */
const LEADS_INTO_AMOUNT =
  /(?:^|\s)(?:to|by|of|into|in|at|about|around|approximately|up|per|each|from|than|over|under|with|and|or|plus|de|do|da|com|e|ou|em)$/iu;

/** The amount and unit that end `text`, and the words before them; undefined if none ends it. */
function splitAtAmount(text: string): { words: string; amount: string } | undefined {
  const cut = text.length > TAIL_CHARS;
  const tail = AMOUNT_AT_END.exec(text.slice(-TAIL_CHARS));
  // At the start of a cut tail the amount may be the end of a longer number, not one of its own.
  if (!tail || (cut && tail[0] === tail[1])) return undefined;
  const amount = tail[1]!;
  const words = text.slice(0, text.length - amount.length).replace(/[\s,:;–—-]+$/u, '');
  return /\p{L}/u.test(words) ? { words, amount } : undefined;
}

/** The line with its amount and unit moved to the front ("200 gramas Molho de tomate"); undefined if none ends it. */
export function amountFirst(line: string): string | undefined {
  const trimmed = line.trim();
  if (!HAS_NUMBER.test(trimmed)) return undefined;
  // Some units carry their bracket ("colher (sopa)"); otherwise a bracket after the unit stays with it.
  const bracket = CLOSING_BRACKET.exec(trimmed)?.[0] ?? '';
  const withUnitBracket = splitAtAmount(trimmed);
  const split = withUnitBracket ?? (bracket ? splitAtAmount(trimmed.slice(0, -bracket.length)) : undefined);
  if (!split || NOT_AN_ITEM.test(split.words) || LEADS_INTO_AMOUNT.test(split.words)) return undefined;
  return withUnitBracket ? `${split.amount} ${split.words}` : `${split.amount}${bracket} ${split.words}`;
}
