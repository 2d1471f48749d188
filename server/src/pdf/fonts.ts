import { openSync, type Font } from 'fontkit';
import { createRequire } from 'node:module';
import type { Doc } from './layout.js';
import { required } from '../required.js';

// Resolved through node_modules rather than a path relative to this file, so it works the same from src and dist.
const require = createRequire(import.meta.url);

export type Weight = 'regular' | 'bold';

interface Face {
  name: string;
  files: Record<Weight, string>;
  /** The characters worth opening this face for: a face is read from disk only when text needs it. */
  serves: RegExp;
}

const dejaVu = (file: string) => require.resolve(`dejavu-fonts-ttf/ttf/${file}`);
/** A Noto family as Google Fonts ships it (TrueType outlines, which pdfkit subsets in milliseconds). */
const noto = (pkg: string, family: string): Record<Weight, string> => ({
  regular: require.resolve(`@expo-google-fonts/${pkg}/400Regular/${family}_400Regular.ttf`),
  bold: require.resolve(`@expo-google-fonts/${pkg}/700Bold/${family}_700Bold.ttf`),
});

/**
 * In the order they are asked. DejaVu Sans draws what most recipes hold: Latin, Greek, Cyrillic, Hebrew, Arabic
 * (with its joining forms), Armenian, Georgian, fractions, degrees and quotes. The others fill in the scripts it
 * lacks. Noto Emoji is monochrome: pdfkit cannot draw colour emoji bitmaps.
 */
const FACES: Face[] = [
  { name: 'DejaVu', files: { regular: dejaVu('DejaVuSans.ttf'), bold: dejaVu('DejaVuSans-Bold.ttf') }, serves: /./su },
  {
    name: 'Devanagari',
    files: noto('noto-sans-devanagari', 'NotoSansDevanagari'),
    serves: /\p{Script_Extensions=Devanagari}/u,
  },
  { name: 'Thai', files: noto('noto-sans-thai', 'NotoSansThai'), serves: /\p{Script_Extensions=Thai}/u },
  { name: 'Korean', files: noto('noto-sans-kr', 'NotoSansKR'), serves: /\p{Script_Extensions=Hangul}/u },
  {
    // Simplified Chinese, and the kana and most kanji Japanese is written in.
    name: 'CJK',
    files: noto('noto-sans-sc', 'NotoSansSC'),
    serves:
      /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}\u3000-\u303F\u3200-\u33FF\uFF00-\uFFEF]/u,
  },
  {
    name: 'Emoji',
    files: noto('noto-emoji', 'NotoEmoji'),
    serves: /[\p{Extended_Pictographic}\p{Regional_Indicator}\u20E3\uFE0F]/u,
  },
];

const PRIMARY = 0;
const EMOJI = FACES.findIndex((face) => face.name === 'Emoji');
/** Drawn as an emoji when it can be: a character shown as emoji by default, or one asked to be (U+FE0F). */
const EMOJI_PRESENTATION = /\p{Emoji_Presentation}|\uFE0F|\u20E3|\p{Regional_Indicator}/u;

/** Each font file read and parsed once per process, the first time a character needs it. */
const opened = new Map<string, Font>();
function fontAt(face: number, weight: Weight): Font {
  const file = required(FACES[face], 'a font face').files[weight];
  let font = opened.get(file);
  if (!font) {
    font = openSync(file) as Font;
    opened.set(file, font);
  }
  return font;
}

/** The faces to ask for a character, emoji first for what is meant as an emoji. */
const ORDER = FACES.map((_, index) => index);
const EMOJI_ORDER = [EMOJI, ...ORDER.filter((index) => index !== EMOJI)];

/**
 * The face that draws a grapheme (a character with its marks, or an emoji sequence) by its first character, or
 * null when none of them has it.
 */
export function faceFor(grapheme: string): number | null {
  const code = required(grapheme.codePointAt(0), 'a code point');
  if (code < 0x80 && grapheme.length === 1) return PRIMARY;
  for (const face of EMOJI_PRESENTATION.test(grapheme) ? EMOJI_ORDER : ORDER) {
    if (
      required(FACES[face], 'a font face').serves.test(grapheme) &&
      fontAt(face, 'regular').hasGlyphForCodePoint(code)
    )
      return face;
  }
  return null;
}

export const PRIMARY_FACE = PRIMARY;

/** The characters each parsed font has made glyphs for, by the characters themselves. */
const prepared = new WeakMap<Font, Set<number>>();

/**
 * Makes the glyphs of `text`, and of the letters its accented letters are made of, from their own characters
 * before pdfkit lays the text out. fontkit keeps one glyph per id and labels it with the characters it was first
 * made for; a glyph first made while decomposing "û" into "u" and a circumflex is labelled wrongly, and pdfkit
 * copies the label into the PDF: "soup" printed after "Brûlée" would read, copied or searched, as "so?p".
 */
export function prepareGlyphs(face: number, weight: Weight, text: string): void {
  const font = fontAt(face, weight);
  let done = prepared.get(font);
  if (!done) prepared.set(font, (done = new Set()));
  for (const char of text) {
    const code = required(char.codePointAt(0), 'a code point');
    if (done.has(code)) continue;
    done.add(code);
    for (const part of new Set([char, ...char.normalize('NFD')]))
      font.glyphForCodePoint(required(part.codePointAt(0), 'a code point'));
  }
}

/** How far above the baseline the primary font reaches: where pdfkit puts the first baseline of its own text. */
export function primaryAscent({ weight, size }: { weight: Weight; size: number }): number {
  const font = fontAt(PRIMARY, weight);
  return (font.ascent / font.unitsPerEm) * size;
}

/** The fonts each document has been given, by the name it knows them by. */
const registered = new WeakMap<Doc, Set<string>>();

/** Makes `face` the document's current font, giving it the parsed font the first time. */
export function useFace(doc: Doc, face: number, weight: Weight): void {
  const name = `Fiz-${required(FACES[face], 'a font face').name}-${weight}`;
  let names = registered.get(doc);
  if (!names) registered.set(doc, (names = new Set()));
  if (!names.has(name)) {
    // pdfkit takes a parsed fontkit font as it is, so each document does not read and parse the file again.
    doc.registerFont(name, fontAt(face, weight) as unknown as string);
    names.add(name);
  }
  doc.font(name);
}
