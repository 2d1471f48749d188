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

/** Typo tolerance works on names, for plain words long enough to have trigrams worth comparing. */
export function nameForTypos(text: string): string | null {
  if (OPERATORS.test(text)) return null;
  const folded = text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return folded.length >= 3 ? folded : null;
}
