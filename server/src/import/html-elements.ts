import { clean, decodeEntities } from './html-text.js';

/** Well-delimited pieces of markup read with regular expressions: attributes and list items. */

/** One pattern per attribute name, made once: a page may have hundreds of thousands of tags to look at. */
const ATTRIBUTE_PATTERNS = new Map<string, RegExp>();

export function attribute(attributes: string, name: string): string | undefined {
  let pattern = ATTRIBUTE_PATTERNS.get(name);
  if (!pattern) {
    pattern = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i');
    ATTRIBUTE_PATTERNS.set(name, pattern);
  }
  const match = pattern.exec(attributes);
  return match ? decodeEntities(match[1] ?? match[2] ?? match[3] ?? '') : undefined;
}

export function listItems(html: string): string[] {
  return [...html.matchAll(/<li\b[^<>]*>([\s\S]*?)(?=<li\b|<\/[ou]l>|$)/gi)]
    .map((match) => clean(match[1] ?? ''))
    .filter((item) => item !== '');
}
