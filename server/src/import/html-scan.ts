import { required } from '../required.js';

/**
 * Finding elements in a page's HTML in time linear in its length, whatever the page holds.
 *
 * A pattern such as `<meta[^>]*>` or `<script…>([\s\S]*?)</script>` backtracks over the rest of the page from
 * every start tag that never closes, so a hostile page of a few kilobytes could hold the server's thread for
 * seconds. Here a start tag ends at the next `<` or `>`, and an element's end is searched for once: when an
 * element never closes, no later one of that name can close either.
 */

/** A start tag: its name, its attributes' text, where it starts and where its `>` ends. */
export interface StartTag {
  name: string;
  attributes: string;
  index: number;
  end: number;
}

/** The text of a start tag cannot run past the next tag: `[^<>]*` stops there, so no match backtracks far. */
const START_TAG = /<([a-z][a-z0-9-]*)\b([^<>]*)>/gi;

/** Every start tag of the page, in order (any name, or the one given). */
export function* startTags(html: string, name?: string): Generator<StartTag> {
  const pattern = name ? new RegExp(`<(${name})\\b([^<>]*)>`, 'gi') : new RegExp(START_TAG);
  for (const match of html.matchAll(pattern)) {
    yield {
      name: required(match[1], 'a tag name').toLowerCase(),
      attributes: required(match[2], 'the attributes'),
      index: match.index,
      end: match.index + match[0].length,
    };
  }
}

export interface Element extends StartTag {
  /** The HTML between the start tag and the first end tag of the same name after it. */
  inner: string;
}

/** Each element of this name with its content (elements of this name are not nested: script, title, h1). */
export function* elements(html: string, name: string): Generator<Element> {
  const endTag = new RegExp(`</${name}\\s*>`, 'gi');
  let from = 0;
  for (const tag of startTags(html, name)) {
    if (tag.index < from) continue;
    endTag.lastIndex = tag.end;
    const end = endTag.exec(html);
    if (!end) return;
    yield { ...tag, inner: html.slice(tag.end, end.index) };
    from = endTag.lastIndex;
  }
}

/**
 * The page without its comments and these elements (script, style…), each element replaced by `replacement`.
 * As in a browser, a comment or such an element that is never closed takes the rest of the page with it.
 */
export function withoutElements(html: string, names: readonly string[], replacement = ''): string {
  const start = new RegExp(`<!--|<(${names.join('|')})\\b`, 'gi');
  let kept = '';
  let from = 0;
  for (let match = start.exec(html); match; match = start.exec(html)) {
    kept += html.slice(from, match.index) + (match[1] ? replacement : '');
    const end = match[1] ? new RegExp(`</${match[1]}\\s*>`, 'gi') : /-->/g;
    end.lastIndex = start.lastIndex;
    if (!end.exec(html)) return kept;
    from = start.lastIndex = end.lastIndex;
  }
  return kept + html.slice(from);
}

/**
 * Where each element of this name ends, balancing nested ones: for each start tag's index, the index of the
 * end tag that closes it. One pass over the page, however many elements are looked up afterwards.
 */
function closingTags(html: string, name: string): Map<number, number> {
  const closes = new Map<number, number>();
  const open: number[] = [];
  for (const match of html.matchAll(new RegExp(`<(/?)${name}\\b[^<>]*>`, 'gi'))) {
    if (!match[1]) open.push(match.index);
    else {
      const opening = open.pop();
      if (opening !== undefined) closes.set(opening, match.index);
    }
  }
  return closes;
}

/**
 * The inner HTML of elements of one piece of HTML (undefined for one never closed), nested ones balanced. Each
 * tag name's ends are found in one pass when first asked for, however many elements are looked up.
 */
export function innerHtmlOf(html: string): (tag: StartTag) => string | undefined {
  const ends = new Map<string, Map<number, number>>();
  return (tag) => {
    const closes = ends.get(tag.name) ?? closingTags(html, tag.name);
    ends.set(tag.name, closes);
    const end = closes.get(tag.index);
    return end === undefined ? undefined : html.slice(tag.end, end);
  };
}
