import { clean, decodeEntities } from './html-text.js';

/** Well-delimited pieces of markup read with regular expressions: attributes, an element's inner HTML, list items. */

export function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attributes);
  return match ? decodeEntities(match[1] ?? match[2] ?? match[3] ?? '') : undefined;
}

/** The inner HTML of the element whose start tag begins at `start`, balancing nested tags of the same name. */
export function elementInner(html: string, start: number, tag: string): string | undefined {
  const openEnd = html.indexOf('>', start);
  if (openEnd < 0) return undefined;
  const pattern = new RegExp(`<(/?)${tag}\\b[^<>]*>`, 'gi');
  pattern.lastIndex = openEnd + 1;
  let depth = 1;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return html.slice(openEnd + 1, match.index);
  }
  return undefined;
}

export function listItems(html: string): string[] {
  return [...html.matchAll(/<li\b[^<>]*>([\s\S]*?)(?=<li\b|<\/[ou]l>|$)/gi)]
    .map((match) => clean(match[1] ?? ''))
    .filter((item) => item !== '');
}
