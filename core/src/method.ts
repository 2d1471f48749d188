/**
 * Abbreviations a cook writes with a full stop in the middle of a step ("1 Tbsp. cornstarch", "approx. 5 min",
 * "e.g. butter", "1 c. sugar", "a 9 in. pan", "a 23 cm. tin", "at 5 p.m. with"), in lower case; a capital first
 * letter is accepted too.
 */
const ABBREVIATIONS = (
  'approx ca e.g i.e etc tbsp tbs tbl tsp tsps t c oz fl lb lbs min mins sec secs hr hrs pt pts qt qts gal pkg ' +
  'pkt doz lg med sm in no vs cm mm kg g ml deg a.m p.m'
).split(' ');
/** Titles, which a name always follows ("St. Louis", "Dr. Oetker"): a full stop after one never ends a step. */
const TITLES = 'dr mr mrs ms st mt'.split(' ');

const anyCase = (words: string[]) =>
  words.map((word) => `[${word[0]}${word[0]!.toUpperCase()}]${word.slice(1).replace('.', '\\.')}`).join('|');
const abbreviation = anyCase(ABBREVIATIONS);
const title = anyCase(TITLES);
/**
 * What a step goes on with after an abbreviation: a lower-case word, a bracket ("3 oz. (85 g) butter"), or a
 * number that is not a step's own "2.".
 */
const goesOn = '(?:\\p{Ll}|\\(|\\p{Nd}(?!\\p{Nd}*[.)](?:\\s|$)))';

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
  const steps = splitOutsideBrackets(text)
    .map((step) => step.trim())
    .filter((step) => step.length > 0 && !NUMBERING_ONLY.test(step));
  return withBracketsJoined(steps);
}

const BOUNDARIES = new RegExp(STEP_BOUNDARY.source, 'gu');

/** Where each bracket that closes in its own line (bars part lines too) opens and closes. */
function bracketSpans(text: string): [open: number, close: number][] {
  const spans: [number, number][] = [];
  let opens: number[] = [];
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (character === '\n' || character === '|') opens = [];
    else if (character === '(') opens.push(index);
    else if (character === ')' && opens.length > 0) spans.push([opens.pop()!, index]);
  }
  return spans;
}

/**
 * Split at every boundary but a full stop inside brackets: "Add the water (if it is cold, it curdles. That is
 * fine.) and beat" is one step. A bracket never closed on its line holds nothing together.
 */
function splitOutsideBrackets(text: string): string[] {
  const spans = bracketSpans(text);
  const steps: string[] = [];
  let from = 0;
  for (const boundary of text.matchAll(BOUNDARIES)) {
    const at = boundary.index;
    const insideBrackets = boundary[0].startsWith('.') && spans.some(([open, close]) => open < at && at < close);
    if (insideBrackets) continue;
    steps.push(text.slice(from, at));
    from = at + boundary[0].length;
  }
  steps.push(text.slice(from));
  return steps;
}

/** A step that is only a bracket ("(about 1 minute)") goes with the step before it, as the cook meant. */
function withBracketsJoined(steps: string[]): string[] {
  const joined: string[] = [];
  for (const step of steps) {
    const onlyABracket = /^\([^()]*\)$/u.test(step);
    if (onlyABracket && joined.length > 0) joined[joined.length - 1] += ` ${step}`;
    else joined.push(step);
  }
  return joined;
}

/** The stored form: one step per line. */
export function normalizeMethod(text: string): string {
  return splitMethod(text).join('\n');
}
