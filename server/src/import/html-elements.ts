import { clean, decodeEntities } from './html-text.js';

/** Well-delimited pieces of markup read with regular expressions: attributes and list items. */

export function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attributes);
  return match ? decodeEntities(match[1] ?? match[2] ?? match[3] ?? '') : undefined;
}

export function listItems(html: string): string[] {
  return [...html.matchAll(/<li\b[^<>]*>([\s\S]*?)(?=<li\b|<\/[ou]l>|$)/gi)]
    .map((match) => clean(match[1] ?? ''))
    .filter((item) => item !== '');
}
