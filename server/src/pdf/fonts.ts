import { openSync, type Font } from 'fontkit';
import { createRequire } from 'node:module';
import type { Doc } from './layout.js';

// Resolved through node_modules rather than a path relative to this file, so it works the same from src and dist.
const require = createRequire(import.meta.url);
const dejaVu = (file: string) => require.resolve(`dejavu-fonts-ttf/ttf/${file}`);

/** DejaVu Sans, because the built-in Helvetica has no glyphs for much of what cooks type (½, °, “ ”, ñ). */
export const FONTS = { regular: 'Fiz-Regular', bold: 'Fiz-Bold' } as const;

const FILES = { [FONTS.regular]: dejaVu('DejaVuSans.ttf'), [FONTS.bold]: dejaVu('DejaVuSans-Bold.ttf') };

export function registerFonts(doc: Doc): void {
  for (const [name, file] of Object.entries(FILES)) doc.registerFont(name, file);
}

/** Both faces, read once, to ask which characters they can draw. */
let faces: Font[] | undefined;
const loadedFaces = () => (faces ??= Object.values(FILES).map((file) => openSync(file) as Font));

/** What stands for a character the fonts cannot draw: a box the fonts have, of a width the layout knows. */
const UNPRINTABLE = '□';
const INVISIBLE = /^[\p{Cf}\p{Mn}\p{Me}]$/u;

/**
 * The text with each character DejaVu Sans cannot draw (Chinese, Japanese, Thai, emoji) as a box, and invisible
 * modifiers of those (emoji variation selectors and joiners) dropped. pdfkit measures a character the font lacks
 * as narrower than it draws it, so left in, a line of them ran past the margin and off the page.
 */
export function printable(text: string): string {
  const fonts = loadedFaces();
  let shown = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x80 || fonts.every((font) => font.hasGlyphForCodePoint(code))) shown += char;
    else if (!INVISIBLE.test(char)) shown += UNPRINTABLE;
  }
  return shown;
}
