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
