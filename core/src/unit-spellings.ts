/**
 * The names recipes give units, in English and other languages ("Tablespoons", "T", "colheres (sopa)", "EL"), and
 * the canonical name each stands for ("tbsp"): what the ingredient-line parser looks for, and how units compare.
 */
import { OTHER_LANGUAGE_SPELLINGS } from './foreign-unit-spellings.js';
import { CASED_SPELLINGS, UNIT_MODIFIERS, UNITS, type UnitKind } from './ingredient-words.js';

/**
 * A space in a spelling is any run of spaces, and none is needed before a bracket: "colheres(sopa)". Turkish has
 * two i's, each with its own capital (i İ, ı I), which matching without case does not pair: "KAŞIĞI" is "kaşığı".
 */
const escapeForRegExp = (text: string) =>
  text
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/ (?=\\\()/g, '\\s*')
    .replace(/ /g, '\\s+')
    .replace(/i/g, '[iİ]')
    .replace(/ı/g, '[ıI]');
/** The spelling to look a written unit up by: lower case, Turkish's dotless and dotted i as the plain one. */
const lookupForm = (text: string) => text.toLowerCase().replace(/ı|i\u0307/gu, 'i');
const byLengthDescending = (a: string, b: string) => b.length - a.length;

const SPELLING_TO_UNIT = new Map(
  [
    ...Object.entries(UNITS).map(([name, { spellings }]) => [name, spellings] as const),
    ...Object.entries(OTHER_LANGUAGE_SPELLINGS),
  ].flatMap(([name, spellings]) => spellings.map((spelling) => [lookupForm(spelling), name] as const)),
);
const ALL_SPELLINGS = [
  ...Object.values(UNITS).flatMap(({ spellings }) => spellings),
  ...Object.values(OTHER_LANGUAGE_SPELLINGS).flat(),
  ...Object.keys(CASED_SPELLINGS),
];
export const UNIT_PATTERN = `(?:${[...new Set(ALL_SPELLINGS.map((spelling) => spelling.toLowerCase()))]
  .sort(byLengthDescending)
  .map(escapeForRegExp)
  .join('|')})`;
export const MODIFIER_PATTERN = `(?:${[...UNIT_MODIFIERS].sort(byLengthDescending).map(escapeForRegExp).join('|')})`;

/** A unit as written, spaced as its spellings are: "colheres(sopa)" → "colheres (sopa)", "tbsp." → "tbsp". */
const spacedUnit = (written: string) =>
  written
    .trim()
    .replace(/\s+/gu, ' ')
    .replace(/\s*\(\s*/gu, ' (')
    .replace(/\s*\)/gu, ')')
    .replace(/\.$/u, '');

/** The canonical name of a unit written without modifiers ("Tbsp" → "tbsp", "EL" → "tbsp"); undefined if none. */
export function unitName(written: string): string | undefined {
  const spaced = spacedUnit(written);
  return CASED_SPELLINGS[spaced] ?? SPELLING_TO_UNIT.get(lookupForm(spaced));
}

/**
 * The unit's canonical name ("Tablespoons" → "tbsp", "large cloves" → "large clove", "colheres (sopa)" → "tbsp"),
 * for comparing units.
 */
export function canonicalUnit(unit: string): string {
  const whole = unitName(unit);
  if (whole) return whole;
  const words = unit.trim().split(/\s+/u);
  const last = words.pop() ?? '';
  const bare = last.replace(/\.$/u, '');
  const name = CASED_SPELLINGS[bare] ?? SPELLING_TO_UNIT.get(lookupForm(bare)) ?? bare.toLowerCase();
  const modifiers = words.map(
    (word) => ({ lg: 'large', sm: 'small', med: 'medium' })[word.toLowerCase()] ?? word.toLowerCase(),
  );
  return [...modifiers, name].join(' ');
}

export function unitKind(written: string): UnitKind | undefined {
  const name = unitName(written);
  return name ? UNITS[name]?.kind : undefined;
}
