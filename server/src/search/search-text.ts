import { sql, type SQL } from 'drizzle-orm';

/** A last word being typed: letters or digits after a space. */
const TRAILING_WORD = /(^|\s)([\p{L}\p{N}]+)$/u;
/** Quotes, a minus or an "or" ask for web-search syntax as written: no prefix guessing, no typo tolerance. */
const OPERATORS = /"|(^|\s)-|\bor\b/i;

/**
 * The full-text query for what a cook typed: web-search syntax (quotes, or, minus), or for plain words the
 * last one matched as a prefix while it is being typed ("choc" finds chocolate). No text can make it fail:
 * websearch_to_tsquery accepts anything, and the prefix word is letters and digits only.
 */
export function fullTextQuery(text: string): SQL {
  const trailing = OPERATORS.test(text) ? null : TRAILING_WORD.exec(text);
  if (!trailing) return sql`websearch_to_tsquery('english', fiz_unaccent(${text}))`;
  const rest = text.slice(0, trailing.index + trailing[1]!.length);
  const prefix = `${trailing[2]!.toLowerCase()}:*`;
  return sql`(websearch_to_tsquery('english', fiz_unaccent(${rest})) && to_tsquery('english', fiz_unaccent(${prefix})))`;
}

const MAX_TYPO_WORDS = 5;

/**
 * The words typo tolerance compares with recipe names: plain words of three letters or more (shorter ones
 * have too few trigrams to compare). Each must be like some word of the name, so one shared word is not
 * enough for a name to match a two-word search.
 */
export function wordsForTypos(text: string): string[] {
  if (OPERATORS.test(text)) return [];
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3)
    .slice(0, MAX_TYPO_WORDS);
}
