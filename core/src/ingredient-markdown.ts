/**
 * Ingredient lists pasted from notes apps, chats and web pages keep their Markdown: "**For the dough:**" is a bold
 * heading, "## Sauce" a heading line, "2 cups **packed** brown sugar" an emphasised word. A cook wants the words,
 * never the asterisks, so the parser reads the line without them.
 */
import { ingredientHeadingText } from './ingredient-heading.js';

/** "**bold**", "__bold__": markers that open before and close after a character that is no space. */
const STRONG = /(\*\*|__)(?=[^\s*_])(.+?)(?<=[^\s*_])\1/gu;
/** "*italic*", "_italic_", not the "*" of a bullet ("* 2 eggs") nor the "_" inside a word. */
const EMPHASIS = /(?<![\p{L}\p{N}*_])([*_])(?=[^\s*_])(.+?)(?<=[^\s*_])\1(?![\p{L}\p{N}*_])/gu;
/** A "**" or "__" left without its pair, as when a bold run was cut across lines. */
const STRAY_STRONG = /\*{2,}|(?<![\p{L}\p{N}])_{2,}|_{2,}(?![\p{L}\p{N}])/gu;
/** "# Sauce", "## For the dough ##": one to six hashes, a space, then the heading's words. */
const HEADING_LINE = /^#{1,6}\s+(.*?)(?:\s+#+)?$/u;
/** A whole line in bold, after any bullet: "**Dough**", "- __Sauce__". */
const WHOLE_LINE_STRONG = /^(?:[-–—•·▪◦‣>]\s*|\*\s+)?(\*\*|__)(?=[^\s*_])[^*_]+(?<=[^\s*_])\1$/u;

/**
 * The line's words without Markdown's emphasis markers: "2 cups **packed** sugar" → "2 cups packed sugar". A single
 * "*" without a pair stays: it points at a footnote ("flour*") the cook may need.
 */
export function withoutEmphasis(line: string): string {
  return line.replace(STRONG, '$2').replace(EMPHASIS, '$2').replace(STRAY_STRONG, '').replace(/\s+/gu, ' ').trim();
}

/** The section heading a Markdown heading line names ("## For the dough" → "For the dough:"); '' for any other. */
export function markdownHeading(line: string): string {
  const heading = HEADING_LINE.exec(line.trim());
  return heading ? ingredientHeadingText(withoutEmphasis(heading[1]!)) : '';
}

/** Whether the whole line is bold, as a heading written without a colon is ("**Dough**"). */
export const isWholeLineStrong = (line: string) => WHOLE_LINE_STRONG.test(line.trim());
