import { withoutElements } from './html-scan.js';

/** Text out of HTML fragments, without a DOM: tags removed, character references decoded, whitespace collapsed. */

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  deg: '°',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  frac13: '⅓',
  frac23: '⅔',
  frac18: '⅛',
  frac38: '⅜',
  frac58: '⅝',
  frac78: '⅞',
  times: '×',
  copy: '©',
  reg: '®',
  trade: '™',
  eacute: 'é',
  egrave: 'è',
  ecirc: 'ê',
  euml: 'ë',
  aacute: 'á',
  agrave: 'à',
  acirc: 'â',
  auml: 'ä',
  aring: 'å',
  iacute: 'í',
  iuml: 'ï',
  icirc: 'î',
  oacute: 'ó',
  ocirc: 'ô',
  ouml: 'ö',
  uacute: 'ú',
  ugrave: 'ù',
  ucirc: 'û',
  uuml: 'ü',
  ntilde: 'ñ',
  ccedil: 'ç',
  szlig: 'ß',
  oslash: 'ø',
  aelig: 'æ',
  Eacute: 'É',
  Agrave: 'À',
  Ouml: 'Ö',
  Uuml: 'Ü',
  Auml: 'Ä',
  middot: '·',
  bull: '•',
  prime: '′',
  Prime: '″',
  shy: '',
  zwj: '',
  zwnj: '',
  thinsp: ' ',
  ensp: ' ',
  emsp: ' ',
};

/** Decodes named (common ones), decimal and hexadecimal character references; unknown ones stay as written. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(
    /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}));?/g,
    (whole, dec, hex, name) => {
      if (dec !== undefined || hex !== undefined) {
        const code = dec !== undefined ? Number(dec) : parseInt(hex as string, 16);
        if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '';
        return String.fromCodePoint(code);
      }
      const named = NAMED[name as string] ?? NAMED[(name as string).toLowerCase()];
      return named ?? whole;
    },
  );
}

/** Removes tags and comments; a tag between words leaves a space only where it breaks a line or block. */
export function stripTags(html: string): string {
  if (!html.includes('<')) return html;
  return withoutElements(html, ['script', 'style'], ' ')
    .replace(/<\/?(?:br|p|div|li|ul|ol|h[1-6]|tr|td|th|table|section|article)\b[^<>]*>/gi, ' ')
    .replace(/<\/?[A-Za-z][^<>]*>/g, '');
}

/**
 * Control characters other than whitespace: a page's JSON-LD may hold "\u0000" escapes or stray bytes. They
 * show as nothing, PostgreSQL text cannot hold NUL, and the API refuses text with it, so a draft keeping them
 * could not be saved and the cook could not see why.
 */
const INVISIBLE_CONTROLS = /[^\P{Cc}\t\n\v\f\r]/gu;

/** Markup stripped, entities decoded, invisible characters removed, whitespace collapsed. */
export function clean(text: string): string {
  return (
    stripTags(decodeEntities(stripTags(text)))
      .replace(INVISIBLE_CONTROLS, '')
      .replace(/[\u200b-\u200d\u2060\ufeff\u00ad]/g, '')
      .replace(/\s+/g, ' ')
      // Plugins wrap a note in parentheses even when it already has them: "((optional))", "((see notes) (2 cups))".
      .replace(/\((\([^()]*\)(?:\s*\([^()]*\))*)\)/g, '$1')
      .trim()
  );
}

/**
 * Splits a block of text or HTML into lines at line breaks, paragraphs and list items. For text, as structured
 * data holds, a newline breaks a line too; in a page's own markup it is only white space (htmlLines).
 */
export function linesOf(text: string): string[] {
  return decodeEntities(text)
    .replace(/<br\s*\/?>|<\/(?:p|li|div|h[1-6])>/gi, '\n')
    .split(/\n/)
    .map(clean)
    .filter((line) => line !== '');
}

/** The lines a browser shows for a piece of a page's HTML: a newline in the markup is a space, as it shows. */
export function htmlLines(html: string): string[] {
  return linesOf(html.replace(/\s+/g, ' '));
}
