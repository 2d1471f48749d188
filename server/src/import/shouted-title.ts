/**
 * Some sites publish a recipe's name in capitals because their design shows it that way ("PURÊ DE BATATA COM
 * FRANGO"). In languages that write titles in sentence case the cook's own spelling can be recovered by lowering
 * all but the first letter. English (title case: which words are capitalised is a matter of style) and German
 * (every noun capitalised) cannot be recovered that way, so their capitals, and those of pages whose language is
 * unknown, are kept as published.
 */

const CAPITALS_KEPT = new Set(['en', 'de']);

export function unshoutTitle(title: string, language: string): string {
  const primary = language.toLowerCase().split('-')[0] ?? '';
  if (primary === '' || CAPITALS_KEPT.has(primary) || !isShouted(title)) return title;
  const lower = title.toLocaleLowerCase(language);
  const first = lower.search(/\p{L}/u);
  return lower.slice(0, first) + lower.charAt(first).toLocaleUpperCase(language) + lower.slice(first + 1);
}

/** Letters that have a case, all of them capitals (at least two, so "A" or "Pâte" are not shouting). */
function isShouted(text: string): boolean {
  const cased = [...text].filter((char) => char.toLowerCase() !== char.toUpperCase());
  return cased.length >= 2 && cased.every((char) => char === char.toUpperCase());
}
