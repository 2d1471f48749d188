/**
 * Abbreviations a cook writes with a full stop in the middle of a step ("1 Tbsp. cornstarch", "approx. 5 min",
 * "e.g. butter", "1 c. sugar", "a 9 in. pan"), in lower case; a capital first letter is accepted too.
 */
const ABBREVIATIONS = (
  'approx ca e.g i.e etc tbsp tbs tbl tsp t c oz fl lb lbs min mins sec secs hr hrs pt pts qt qts gal pkg pkt ' +
  'doz lg med sm in no vs'
).split(' ');
/** Titles, which a name always follows ("St. Louis", "Dr. Oetker"): a full stop after one never ends a step. */
const TITLES = 'dr mr mrs ms st mt'.split(' ');

const anyCase = (words: string[]) =>
  words.map((word) => `[${word[0]}${word[0]!.toUpperCase()}]${word.slice(1).replace('.', '\\.')}`).join('|');
const abbreviation = anyCase(ABBREVIATIONS);
const title = anyCase(TITLES);
/** What a step goes on with after an abbreviation: a lower-case word, or a number that is not a step's own "2.". */
const goesOn = '(?:\\p{Ll}|\\p{Nd}(?!\\p{Nd}*[.)](?:\\s|$)))';

/**
 * Spec 4.2: method text is split into steps at full stops, bars and line breaks; blank steps, and steps that are
 * only the number a cook or a web page gave them, are dropped, and the steps are saved as lines. A full stop splits only where a sentence ends: before a space or the end, so
 * "1.5 cups" and "180.5°C" stay whole, and not after an abbreviation that the step goes on from in lower case or
 * with a number ("1 Tbsp. cornstarch", "approx. 5 min"); or between a word and a capital ("Chop.Fry"), where
 * the cook left out the space. A run of full stops ("until thick...") is one boundary, so that splitting what is
 * already split changes nothing and the saved method is what the preview showed.
 */
const STEP_BOUNDARY = new RegExp(
  [
    '\\r?\\n',
    '\\|',
    // The full stop of Chinese and Japanese, which needs no space after it.
    '。+',
    `\\.+(?=\\s|$)(?!(?<=(?:^|[^\\p{L}])(?:${abbreviation})\\.)\\s+${goesOn})(?<!(?:^|[^\\p{L}])(?:${title})\\.)`,
    '(?<=\\p{Ll})\\.(?=\\p{Lu})',
  ].join('|'),
  'u',
);

/** What is left of a step's own numbering once split at its full stop ("1. Preheat…" gives "1"), said nothing. */
const NUMBERING_ONLY = /^(?:step\s*)?\d{1,3}[):]?$/i;

export function splitMethod(text: string): string[] {
  return text
    .split(STEP_BOUNDARY)
    .map((step) => step.trim())
    .filter((step) => step.length > 0 && !NUMBERING_ONLY.test(step));
}

/** The stored form: one step per line. */
export function normalizeMethod(text: string): string {
  return splitMethod(text).join('\n');
}
