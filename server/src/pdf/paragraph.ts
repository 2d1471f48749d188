import bidiModule from 'bidi-js';
import { faceFor, prepareGlyphs, primaryAscent, PRIMARY_FACE, useFace, type Weight } from './fonts.js';
import type { Doc } from './layout.js';
import { required } from '../required.js';

export interface TextStyle {
  weight: Weight;
  size: number;
}

export interface ParagraphOptions extends TextStyle {
  width: number;
  /** A web address the text links to, underlined. */
  link?: string;
  /** At most this many lines, the last cut short with an ellipsis. */
  maxLines?: number;
  /** Goes on onto a new page when a line would reach the footer (body text does; the footer itself does not). */
  flow?: boolean;
}

// The package's types describe an ES module; Node loads its CommonJS build, whose export is the factory itself.
const bidi = (bidiModule as unknown as typeof bidiModule.default)();
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const words = new Intl.Segmenter(undefined, { granularity: 'word' });

/** What stands for a character no font has: a box DejaVu Sans has, of a width the layout knows. */
const UNPRINTABLE = '□';
/** Invisible on their own (joiners, variation selectors, marks): dropped when their font cannot draw them. */
const INVISIBLE = /^[\p{Cf}\p{Mn}\p{Me}]$/u;
/** Scripts written without spaces between words: a line may break between their words. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}]/u;
/** Never at the start of a line: closing punctuation, in any script. */
const NO_BREAK_BEFORE = /^[\p{Pe}\p{Pf}\p{Po}ー々ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ]/u;
/** Written right to left: fontkit shapes such a run in reading order and turns it around itself. */
const RIGHT_TO_LEFT_SCRIPT = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
/** Anything that makes a line right to left: such a script, or a right-to-left mark or embedding. */
const RIGHT_TO_LEFT = new RegExp(`${RIGHT_TO_LEFT_SCRIPT.source.slice(0, -1)}\u200F\u202B\u202E\u2067]`, 'u');

/** The text as the fonts can draw it, with the face of each UTF-16 unit. */
interface Shaped {
  text: string;
  faces: Uint8Array;
}

/** What joins characters into one grapheme; text without any is split by character, which is much faster. */
const JOINS_CHARACTERS =
  /\p{M}|\u200C|\u200D|\p{Variation_Selector}|\p{Regional_Indicator}|\p{Emoji_Modifier}|[\u{E0020}-\u{E007F}\u1100-\u11FF]/u;

/** Each grapheme's face, asked once per process: fonts never change. */
const faces = new Map<string, number | null>();
function cachedFaceFor(grapheme: string): number | null {
  let face = faces.get(grapheme);
  if (face === undefined) {
    face = faceFor(grapheme);
    // Single characters and short sequences only, so the cache stays small whatever is printed.
    if (grapheme.length <= 2) faces.set(grapheme, face);
  }
  return face;
}

function shape(written: string): Shaped {
  const normalized = written.normalize('NFC');
  const pieces = JOINS_CHARACTERS.test(normalized)
    ? Array.from(graphemes.segment(normalized), ({ segment }) => segment)
    : Array.from(normalized);
  const shown: string[] = [];
  const unitFaces: number[] = [];
  for (const piece of pieces) {
    const face = cachedFaceFor(piece);
    if (face === null && [...piece].every((char) => INVISIBLE.test(char))) continue;
    const drawn = face === null ? UNPRINTABLE : piece;
    shown.push(drawn);
    for (let unit = 0; unit < drawn.length; unit++) unitFaces.push(face ?? PRIMARY_FACE);
  }
  return { text: shown.join(''), faces: Uint8Array.from(unitFaces) };
}

/** Where a line may start: after spaces and U+200B, and between the words of scripts written without spaces. */
function breakOpportunities(text: string): number[] {
  const starts: number[] = [];
  if (!UNSPACED.test(text)) {
    for (const match of text.matchAll(/[\s\u200B]+(?=\S)/gu)) {
      const start = match.index + match[0].length;
      // "Bon appétit !": punctuation set off by a space stays with its word.
      if (start > 0 && !/[!?:;»)\]}%]/u.test(text.charAt(start))) starts.push(start);
    }
    return starts;
  }
  for (const { index, segment } of words.segment(text)) {
    if (index === 0) continue;
    const previous = text.charAt(index - 1);
    const afterSpace = /[\s\u200B]/u.test(previous) && !/\s/u.test(segment.charAt(0));
    const betweenUnspaced = UNSPACED.test(segment) || UNSPACED.test(previous);
    if ((afterSpace || (betweenUnspaced && !/\s/u.test(segment.charAt(0)))) && !NO_BREAK_BEFORE.test(segment)) {
      starts.push(index);
    }
  }
  return starts;
}

interface Run {
  text: string;
  face: number;
  /** Right-to-left text, shaped and turned around by fontkit as one piece (see layoutOptions). */
  rightToLeft?: boolean;
}

/**
 * pdfkit lays text out a word at a time unless it is given OpenType features, and fontkit turns right-to-left
 * text around within what it is given: word by word, the words of a Hebrew or Arabic run would stay in the order
 * they are read, each one turned. Asking for kerning (on anyway) makes pdfkit lay out the run whole.
 */
const layoutOptions = (run: Run) => (run.rightToLeft ? { features: ['kern' as const] } : {});

/** Consecutive units drawn with the same face, in reading order. */
function runsOf(shaped: Shaped, start: number, end: number): Run[] {
  const runs: Run[] = [];
  let runStart = start;
  for (let unit = start + 1; unit <= end; unit++) {
    if (unit < end && shaped.faces[unit] === shaped.faces[runStart]) continue;
    runs.push({ text: shaped.text.slice(runStart, unit), face: required(shaped.faces[runStart], 'a face') });
    runStart = unit;
  }
  return runs;
}

/** Every run is measured before it is drawn, so its glyphs are prepared here. */
function runWidth(doc: Doc, run: Run, style: TextStyle): number {
  prepareGlyphs(run.face, style.weight, run.text);
  useFace(doc, run.face, style.weight);
  return doc.fontSize(style.size).widthOfString(run.text, layoutOptions(run));
}

const widthOf = (doc: Doc, shaped: Shaped, start: number, end: number, style: TextStyle) =>
  runsOf(shaped, start, end).reduce((sum, run) => sum + runWidth(doc, run, style), 0);

/** A line's units: from `start` to `end`, trailing spaces left out. */
interface Line {
  start: number;
  end: number;
}

const trimEnd = (text: string, start: number, end: number) => {
  while (end > start && /[\s\u200B]/u.test(text.charAt(end - 1))) end--;
  return end;
};

/** Splits a piece wider than a line between its graphemes. */
function splitWide(doc: Doc, shaped: Shaped, start: number, end: number, options: ParagraphOptions): number[] {
  const cuts: number[] = [];
  let lineStart = start;
  let lineWidth = 0;
  for (const { index, segment } of graphemes.segment(shaped.text.slice(start, end))) {
    const at = start + index;
    const width = widthOf(doc, shaped, at, at + segment.length, options);
    if (lineWidth + width > options.width && at > lineStart) {
      cuts.push(at);
      lineStart = at;
      lineWidth = 0;
    }
    lineWidth += width;
  }
  return cuts;
}

/** Greedy line breaking at the break opportunities, each piece measured in the fonts that draw it. */
function breakLines(doc: Doc, shaped: Shaped, options: ParagraphOptions): Line[] {
  const { text } = shaped;
  const lines: Line[] = [];
  for (const [paragraphStart, paragraphEnd] of hardLines(text)) {
    const starts = [
      paragraphStart,
      ...breakOpportunities(text.slice(paragraphStart, paragraphEnd)).map((index) => paragraphStart + index),
    ];
    let lineStart = paragraphStart;
    let lineWidth = 0;
    starts.forEach((pieceStart, piece) => {
      const pieceEnd = starts[piece + 1] ?? paragraphEnd;
      const shownEnd = trimEnd(text, pieceStart, pieceEnd);
      const shownWidth = widthOf(doc, shaped, pieceStart, shownEnd, options);
      if (lineWidth + shownWidth > options.width && pieceStart > lineStart) {
        lines.push({ start: lineStart, end: trimEnd(text, lineStart, pieceStart) });
        lineStart = pieceStart;
        lineWidth = 0;
      }
      if (shownWidth > options.width) {
        for (const cut of splitWide(doc, shaped, pieceStart, shownEnd, options)) {
          lines.push({ start: lineStart, end: cut });
          lineStart = cut;
        }
        lineWidth = widthOf(doc, shaped, lineStart, pieceEnd, options);
        return;
      }
      lineWidth += widthOf(doc, shaped, pieceStart, pieceEnd, options);
    });
    lines.push({ start: lineStart, end: trimEnd(text, lineStart, paragraphEnd) });
  }
  return lines;
}

/** The text's lines as written (split at line breaks), as [start, end) ranges. */
function hardLines(text: string): [number, number][] {
  const ranges: [number, number][] = [];
  let start = 0;
  for (const match of text.matchAll(/\r\n|[\n\r\u2028\u2029]/gu)) {
    ranges.push([start, match.index]);
    start = match.index + match[0].length;
  }
  ranges.push([start, text.length]);
  return ranges;
}

/** A piece of a line as it is drawn. */
interface Drawn extends Run {
  width: number;
}

/** A line as it is drawn: its runs left to right, and whether it reads right to left (set flush right). */
export interface DrawnLine {
  runs: Drawn[];
  rightToLeft: boolean;
}

/**
 * A line's runs in the order they are seen (Unicode bidirectional algorithm, the line's direction being its
 * paragraph's). A right-to-left run keeps its reading order when its script is one fontkit turns around while
 * shaping (Arabic letters join by reading order); anything else in it (numbers, brackets) is turned around here,
 * brackets mirrored. Each line is reordered on its own, so a long text costs time in proportion to its length.
 */
function visualLine(doc: Doc, shaped: Shaped, line: Line, rightToLeft: boolean, style: TextStyle): DrawnLine {
  const text = shaped.text.slice(line.start, line.end);
  const faces = shaped.faces.subarray(line.start, line.end);
  if (!rightToLeft && !RIGHT_TO_LEFT.test(text)) {
    const runs = runsOf(shaped, line.start, line.end).map((run) => ({ ...run, width: runWidth(doc, run, style) }));
    return { runs, rightToLeft };
  }
  const levels = bidi.getEmbeddingLevels(text, rightToLeft ? 'rtl' : 'ltr');
  const mirrored = bidi.getMirroredCharactersMap(text, levels.levels);
  const groups: { units: number[]; rtl: boolean; face: number }[] = [];
  for (const unit of bidi.getReorderedIndices(text, levels)) {
    const rtl = required(levels.levels[unit], 'a bidi level') % 2 === 1;
    const face = required(faces[unit], 'a face');
    const last = groups.at(-1);
    if (
      last &&
      last.rtl === rtl &&
      last.face === face &&
      required(last.units.at(-1), 'a unit') + (rtl ? -1 : 1) === unit
    ) {
      last.units.push(unit);
    } else {
      groups.push({ units: [unit], rtl, face });
    }
  }
  const runs = groups.map(({ units, rtl, face }) => {
    const reading = (rtl ? [...units].reverse() : units).map((unit) => mirrored.get(unit) ?? text[unit]).join('');
    const shapedWhole = rtl && RIGHT_TO_LEFT_SCRIPT.test(reading);
    const drawn = rtl && !shapedWhole ? [...reading].reverse().join('') : reading;
    const run = { text: drawn, face, rightToLeft: shapedWhole };
    return { ...run, width: runWidth(doc, run, style) };
  });
  return { runs, rightToLeft };
}

/** The line cut short to fit `width` with an ellipsis after it. */
function withEllipsis(doc: Doc, shaped: Shaped, line: Line, options: ParagraphOptions): Shaped {
  const ellipsis = '…';
  let end = line.end;
  const fits = () =>
    widthOf(doc, shaped, line.start, end, options) + runWidth(doc, { text: ellipsis, face: PRIMARY_FACE }, options) <=
    options.width;
  while (end > line.start && !fits()) end = trimEnd(shaped.text, line.start, end - 1);
  const text = `${shaped.text.slice(0, end)}${ellipsis}`;
  return { text, faces: Uint8Array.from([...shaped.faces.subarray(0, end), PRIMARY_FACE]) };
}

/** The lines a text takes at a width, with their directions, ready to draw. */
export function layOut(doc: Doc, written: string, options: ParagraphOptions): DrawnLine[] {
  let shaped = shape(written);
  let lines = breakLines(doc, shaped, options);
  if (options.maxLines !== undefined && lines.length > options.maxLines) {
    const last = required(lines[options.maxLines - 1], 'the last line kept');
    shaped = withEllipsis(doc, shaped, last, options);
    lines = [...lines.slice(0, options.maxLines - 1), { start: last.start, end: shaped.text.length }];
  }
  // Each paragraph (a line as written) reads in the direction of its first letter.
  const { paragraphs } = RIGHT_TO_LEFT.test(shaped.text)
    ? bidi.getEmbeddingLevels(shaped.text, 'auto')
    : { paragraphs: [] };
  const readsRightToLeft = (line: Line) =>
    paragraphs.some(({ start, end, level }) => level === 1 && line.start >= start && line.start <= end);
  return lines.map((line) => visualLine(doc, shaped, line, readsRightToLeft(line), options));
}

/** The height of a line of text in this style, as pdfkit spaces its own lines. */
export function lineHeight(doc: Doc, style: TextStyle): number {
  useFace(doc, PRIMARY_FACE, style.weight);
  return doc.fontSize(style.size).currentLineHeight(true);
}

/** The width of the text on one line, however long. */
export function naturalWidth(doc: Doc, text: string, style: TextStyle): number {
  const [line] = layOut(doc, text, { ...style, width: Number.POSITIVE_INFINITY });
  return line ? lineWidthOf(line) : 0;
}

export function paragraphHeight(doc: Doc, text: string, options: ParagraphOptions): number {
  return layOut(doc, text, options).length * lineHeight(doc, options);
}

const lineWidthOf = (line: DrawnLine) => line.runs.reduce((sum, run) => sum + run.width, 0);

/**
 * Writes `text` at (x, doc.y) within `options.width`, each character in a font that has it, right-to-left text
 * in the order it is read and set flush right, and leaves doc.y below it.
 */
export function writeParagraph(doc: Doc, text: string, x: number, options: ParagraphOptions): void {
  const lines = layOut(doc, text, options);
  const height = lineHeight(doc, options);
  // Every run sits on the primary font's baseline, whatever its own font's ascent, so the runs of a line line up.
  const baseline = primaryAscent(options);
  let top = doc.y;
  for (const line of lines) {
    if (options.flow && top + height > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      top = doc.page.margins.top;
    }
    let left = line.rightToLeft ? x + options.width - lineWidthOf(line) : x;
    for (const run of line.runs) {
      useFace(doc, run.face, options.weight);
      doc.fontSize(options.size).text(run.text, left, top + baseline, {
        lineBreak: false,
        baseline: 'alphabetic',
        ...layoutOptions(run),
        ...(options.link ? { link: options.link, underline: true } : {}),
      });
      left += run.width;
    }
    top += height;
  }
  doc.x = x;
  doc.y = top;
}
