import { CHEF_LIMITS } from '@fiz/core/chef';
import { cutAtWord } from '../import/recipe-draft.js';

/** Markdown's bold, italic-underscore and code marks, which a page shows as stray symbols. */
export const MARKDOWN_MARKS = /\*\*|__|`/gu;

/**
 * A model's answer as the page shows it, as plain text: Markdown headings, bold and code marks and table rules
 * dropped (they would show as stray symbols), list dashes as bullets, and never longer than a saved answer may
 * be, so Save cannot fail on it.
 */
export function plainAnswer(text: string): string {
  const plain = text
    .split('\n')
    .map((line) =>
      line
        .replace(/^\s{0,3}#{1,6}\s+/u, '')
        .replace(/^(\s*)[-*+]\s+/u, '$1• ')
        .replace(MARKDOWN_MARKS, '')
        .trimEnd(),
    )
    .filter((line) => !/^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/u.test(line))
    .join('\n')
    .replace(/\n{3,}/gu, '\n\n')
    .trim();
  return cutAtWord(plain, CHEF_LIMITS.answerMax);
}
