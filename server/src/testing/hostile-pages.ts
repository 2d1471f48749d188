import { MAX_PAGE_BYTES } from '../net/safe-fetch.js';
import { page } from './recipe-pages.js';

/**
 * Pages made to cost whoever reads them the most, each of the largest size an import accepts: 2 MB of pasted HTML
 * (IMPORT_LIMITS.htmlChars) or 5 MB fetched by address (MAX_PAGE_BYTES). Before reading moved to worker threads,
 * each held the server's only thread for one to four seconds.
 */

const PASTED_MAX = 2 * 1024 * 1024;

/** Fills a page up to `size` characters with a piece repeated, around the page's own markup. */
function filledPage(size: number, piece: string, head = '', body = ''): string {
  const shell = page(head, body);
  return page(head, body + piece.repeat(Math.floor((size - shell.length) / piece.length)));
}

const jsonLdScript = (json: string) => `<script type="application/ld+json">${json}</script>`;

/** A page of 2 MB whose one JSON-LD block is what `fill` makes of the characters left for it. */
function jsonLdPage(fill: (chars: number) => string): string {
  const shell = page(jsonLdScript(''));
  return page(jsonLdScript(fill(PASTED_MAX - shell.length)));
}

const repeated = (piece: string) => (chars: number) => piece.repeat(Math.floor(chars / piece.length));

/** A recipe page whose JSON-LD is 2 MB of nested brackets. */
export const nestedBracketsPage = () => jsonLdPage(repeated('['));

/** Hostile pages by name, each a page a cook could paste or a site could serve. */
export const HOSTILE_PAGES: Record<string, () => string> = {
  'JSON-LD of 2 MB of nested brackets': nestedBracketsPage,
  'JSON-LD of 2 MB of nested recipes': () => jsonLdPage(repeated('{"@type":"Recipe","a":')),
  'JSON-LD of 2 MB of commas': () => jsonLdPage((chars) => `[${','.repeat(chars - 1)}`),
  'JSON-LD of 1 million empty objects': () => jsonLdPage(repeated('{}')),
  'JSON-LD in 50,000 blocks': () => filledPage(PASTED_MAX, jsonLdScript('[')),
  '5 MB of elements': () => filledPage(MAX_PAGE_BYTES, '<div>x</div>'),
  '5 MB of list items under Ingredients': () => filledPage(MAX_PAGE_BYTES, '<li>1 egg', '', '<h2>Ingredients</h2><ul>'),
  '5 MB of headings': () => filledPage(MAX_PAGE_BYTES, '<h3>Ingredients</h3><p>x</p>'),
  '5 MB of microdata ingredients': () =>
    filledPage(
      MAX_PAGE_BYTES,
      '<span itemprop="recipeIngredient">1 egg</span>',
      '',
      '<div itemscope itemtype="https://schema.org/Recipe">',
    ),
  "5 MB of '<'": () => filledPage(MAX_PAGE_BYTES, '<'),
  '5 MB of attributes of a tag never closed': () => filledPage(MAX_PAGE_BYTES, '<a '),
  '5 MB of meta tags': () => filledPage(MAX_PAGE_BYTES, '<meta property="x" content="y">'),
};

/** A 5 MB page fetched by address: the most elements an import accepts. */
export const hugePage = HOSTILE_PAGES['5 MB of elements']!;
