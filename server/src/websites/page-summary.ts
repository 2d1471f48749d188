import { elements } from '../import/html-scan.js';
import { fetchPage, type FetchPageOptions } from '../net/safe-fetch.js';

/** A bookmark's title and description as the page itself states them. */
export interface PageSummary {
  title: string;
  description: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity.startsWith('#')) {
      const code =
        entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

const clean = (text: string | undefined) =>
  text === undefined
    ? ''
    : decodeEntities(text.replace(/<[^<>]*>/g, ' '))
        .replace(/\s+/g, ' ')
        .trim();

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

function metaContent(metas: string[], key: string): string {
  for (const tag of metas) {
    const name = attribute(tag, 'name') ?? attribute(tag, 'property');
    if (name?.toLowerCase() === key) {
      const content = clean(attribute(tag, 'content'));
      if (content) return content;
    }
  }
  return '';
}

/** Reads og:title or <title>, and description or og:description, from a page's HTML. */
export function summarisePage(html: string): PageSummary {
  const head = html.slice(0, 512 * 1024);
  const metas = head.match(/<meta\b[^<>]*>/gi) ?? [];
  const title = metaContent(metas, 'og:title') || clean(elements(head, 'title').next().value?.inner);
  const description = metaContent(metas, 'description') || metaContent(metas, 'og:description');
  return { title, description };
}

/** The page's summary, or empty fields when it cannot be fetched safely and quickly. */
export async function fetchPageSummary(url: string, options: FetchPageOptions = {}): Promise<PageSummary> {
  try {
    const page = await fetchPage(url, { timeoutMs: 5000, ...options });
    return summarisePage(page.body.toString('utf8'));
  } catch {
    return { title: '', description: '' };
  }
}
