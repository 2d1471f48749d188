import type { ChildNode, Document, Element } from 'domhandler';
import { DomHandler, DomUtils, Parser } from 'htmlparser2';
import { clean } from './html-text.js';

/**
 * Text out of parsed HTML (htmlparser2's DOM), for the parts of a page that only its element structure delimits:
 * a section under a heading, a recipe card's ingredient rows. Lines break where the browser would break them.
 */

/** Elements that show no text a cook wrote: code, media, form controls. */
const HIDDEN = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'iframe',
  'img',
  'picture',
  'video',
  'audio',
  'button',
  'input',
  'select',
  'textarea',
]);

const BLOCK = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'form',
  'header',
  'li',
  'main',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
]);

/**
 * How deep elements may nest: recipe pages nest a few dozen deep, and browsers stop nesting at 512 (Chromium's
 * kMaximumHTMLParserDOMTreeDepth). Without a bound a page of nested `<div>`s would overflow the stack of every walk
 * below, and htmlparser2 spends time in proportion to the depth on every tag.
 */
export const MAX_DEPTH = 256;

/**
 * How many tags, attributes, texts and comments of a page are parsed: the busiest recipe page measured (950 KB of
 * HTML, bench/import) has 15,000, while 5 MB of `<div>x</div>` has 870,000, which took seconds to parse and walk.
 * The rest of such a page is left out.
 */
export const MAX_PARSE_EVENTS = 100_000;

class PageTooBig extends Error {}

/** Builds the DOM, and stops where an element would nest deeper than MAX_DEPTH or past MAX_PARSE_EVENTS. */
class BoundedHandler extends DomHandler {
  private eventsLeft = MAX_PARSE_EVENTS;

  override onopentag(name: string, attribs: Record<string, string>): void {
    if (this.tagStack.length > MAX_DEPTH) throw new PageTooBig();
    this.count();
    super.onopentag(name, attribs);
  }

  override ontext(data: string): void {
    this.count();
    super.ontext(data);
  }

  override oncomment(data: string): void {
    this.count();
    super.oncomment(data);
  }

  /** Not a DomHandler callback: the parser gathers a tag's attributes itself, however many a tag never ended has. */
  onattribute(): void {
    this.count();
  }

  private count(): void {
    this.eventsLeft -= 1;
    if (this.eventsLeft < 0) throw new PageTooBig();
  }
}

/** The page's DOM, up to where it would nest deeper than MAX_DEPTH or take more than MAX_PARSE_EVENTS to parse. */
export function parsePage(html: string): Document {
  const handler = new BoundedHandler();
  try {
    new Parser(handler).end(html);
  } catch (error) {
    if (!(error instanceof PageTooBig)) throw error;
  }
  return handler.root;
}

export const isElement = (node: ChildNode | null | undefined): node is Element =>
  node !== null && node !== undefined && DomUtils.isTag(node);

/** 1 to 6 for `<h1>` to `<h6>`, else undefined. */
export function headingLevel(element: Element): number | undefined {
  const match = /^h([1-6])$/.exec(element.name);
  return match ? Number(match[1]) : undefined;
}

export function hasClass(element: Element, name: string): boolean {
  return (element.attribs.class ?? '').split(/\s+/).includes(name);
}

/** All the element's visible text on one line. */
export function textOf(element: Element): string {
  return clean(rawText(element, Infinity) ?? '');
}

/**
 * The element's visible text when it is at most `max` characters long, else undefined. Cheap on large elements:
 * it gives up past `max * 4` characters or `max` nodes (a box of many elements holds more than a short text).
 */
export function shortText(element: Element, max: number): string | undefined {
  const raw = rawText(element, max * 4, max);
  if (raw === undefined) return undefined;
  const text = clean(raw);
  return text.length <= max ? text : undefined;
}

/** Concatenated text, with a space where a block or line break separates words; undefined past either limit. */
function rawText(element: Element, limit: number, nodeLimit = Infinity): string | undefined {
  let nodesLeft = nodeLimit;
  const walk = (from: Element): string | undefined => {
    if (HIDDEN.has(from.name)) return '';
    let text = '';
    for (const child of from.children) {
      if ((nodesLeft -= 1) < 0) return undefined;
      if (DomUtils.isText(child)) text += child.data;
      else if (isElement(child)) {
        const inner = walk(child);
        if (inner === undefined) return undefined;
        text += BLOCK.has(child.name) || child.name === 'br' || headingLevel(child) ? ` ${inner} ` : inner;
      }
      if (text.length > limit) return undefined;
    }
    return text;
  };
  return walk(element);
}

/**
 * Accumulates lines from a run of sibling nodes: inline content joins the current line, a `<br>` or a block ends
 * it, a list item is one line, a block holding blocks gives its own lines. Headings inside (a group's "For the
 * sauce") are not lines.
 */
export class LineCollector {
  readonly lines: string[] = [];
  private run = '';

  add(node: ChildNode): void {
    if (DomUtils.isText(node)) this.run += node.data;
    else if (!isElement(node) || HIDDEN.has(node.name)) return;
    else if (node.name === 'br') this.flush();
    else if (headingLevel(node) !== undefined) this.flush();
    else if (node.name === 'li') {
      this.flush();
      this.push(textOf(node));
    } else if (BLOCK.has(node.name)) {
      this.flush();
      for (const child of node.children) this.add(child);
      this.flush();
    } else this.run += rawText(node, Infinity) ?? '';
  }

  /** A line of its own, such as a group's heading, after what was collected so far. */
  addLine(text: string): void {
    this.flush();
    this.push(text);
  }

  flush(): void {
    this.push(clean(this.run));
    this.run = '';
  }

  private push(line: string): void {
    // List bullets and checkboxes drawn as characters are decoration, not part of the line.
    const text = line.replace(/^[-*•·▢□☐]\s*/u, '');
    if (text !== '') this.lines.push(text);
  }
}
