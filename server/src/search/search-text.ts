/** Quotes, a minus or an "or" ask for web-search syntax as written: no prefix guessing, no typo tolerance. */
const OPERATORS = /"|(^|\s)-|\bor\b/i;
const WORD = /[\p{L}\p{Nd}]+/gu;
/** A last word still being typed: the text ends in it. */
const ENDS_IN_WORD = /[\p{L}\p{Nd}]$/u;

export interface PlainWord {
  text: string;
  /** The last word while it is being typed: "choc" finds chocolate. */
  prefix: boolean;
}

/**
 * The words of a plain search, or null when the cook wrote web-search syntax (or no word at all), which
 * websearch_to_tsquery then reads as written. Words are letters and digits only, so no text can make the
 * query fail.
 */
export function plainWords(text: string): PlainWord[] | null {
  if (OPERATORS.test(text)) return null;
  const words = text.match(WORD) ?? [];
  if (words.length === 0) return null;
  const typing = ENDS_IN_WORD.test(text);
  return words.map((word, index) => ({ text: word, prefix: typing && index === words.length - 1 }));
}

const MAX_LOOKUPS = 5;
const LOOKUP_WORD = /^\p{L}{3,40}$/u;

/**
 * The words that get known alternatives (corrections, completions): letters only, three to forty of them (shorter words have too few
 * trigrams to compare), at most five a search.
 */
export function wordsToLookUp(words: PlainWord[]): number[] {
  return words
    .map((word, index) => (LOOKUP_WORD.test(word.text) ? index : -1))
    .filter((index) => index >= 0)
    .slice(0, MAX_LOOKUPS);
}
