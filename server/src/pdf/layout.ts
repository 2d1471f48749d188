import type PDFDocument from 'pdfkit';
import { lineHeight, writeParagraph, type TextStyle } from './paragraph.js';

export type Doc = InstanceType<typeof PDFDocument>;

export const COLORS = { basil: '#2f7d4a', text: '#222222', muted: '#555555', footer: '#7a7a7a', rule: '#cfd8d2' };

/** Points; the bottom margin leaves room for the footer, which is drawn inside it. */
export const MARGINS = { top: 48, bottom: 72, left: 56, right: 56 };

/** The styles text is set in. */
export const STYLES = {
  title: { weight: 'bold', size: 22 },
  note: { weight: 'regular', size: 11.5 },
  link: { weight: 'regular', size: 10 },
  heading: { weight: 'bold', size: 15 },
  subheading: { weight: 'bold', size: 12 },
  body: { weight: 'regular', size: 11 },
  stepNumber: { weight: 'bold', size: 11 },
  tagline: { weight: 'bold', size: 14 },
  footer: { weight: 'regular', size: 8.5 },
} as const satisfies Record<string, TextStyle>;

const BOX_SIZE = 9;
const ITEM_GAP_AFTER_SUBHEADING = 3;

/** Words longer than this get an invisible place to break after every this many characters. */
const LONG_WORD = 100;
const LONG_WORD_RUN = new RegExp(`\\S{${LONG_WORD}}(?=\\S)`, 'gu');

/**
 * The text with a zero-width space (U+200B, drawn by DejaVu Sans with no width) after every LONG_WORD characters
 * of a longer word: a place to break it, so a word wider than the line is measured in pieces, not again whole for
 * every line it takes (6 s for one word of 20,000 characters).
 */
export const breakable = (text: string) => text.replace(LONG_WORD_RUN, '$&\u200B');

export const contentWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

const bottomLimit = (doc: Doc) => doc.page.height - doc.page.margins.bottom;

/** Starts a new page unless `height` still fits above the footer, which nothing may be drawn over. */
export function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > bottomLimit(doc)) doc.addPage();
}

/** Text across the content width, from the left margin at doc.y. */
export function writeText(doc: Doc, text: string, style: TextStyle, link?: string): void {
  writeParagraph(doc, breakable(text), doc.page.margins.left, { ...style, width: contentWidth(doc), link, flow: true });
}

export function heading(doc: Doc, title: string): void {
  doc.y += 16;
  // Keep the heading with at least two lines of what follows it.
  ensureSpace(doc, lineHeight(doc, STYLES.heading) * 3.5);
  doc.fillColor(COLORS.basil);
  writeText(doc, title, STYLES.heading);
  doc.y += lineHeight(doc, STYLES.heading) * 0.3;
}

/** A section within a list ("For the glaze:"): bold, kept with at least two lines of what follows it. */
export function subheading(doc: Doc, title: string): void {
  doc.y += 6;
  ensureSpace(doc, lineHeight(doc, STYLES.subheading) * 3.5);
  doc.fillColor(COLORS.text);
  writeText(doc, title, STYLES.subheading);
  doc.y += ITEM_GAP_AFTER_SUBHEADING;
}

export function bodyText(doc: Doc, text: string): void {
  doc.fillColor(COLORS.text);
  writeText(doc, text, STYLES.body);
}

/** A light line across the content width, as under the header and above the footer. */
export function rule(doc: Doc, y: number, lineWidth: number): void {
  const x = doc.page.margins.left;
  doc
    .save()
    .moveTo(x, y)
    .lineTo(x + contentWidth(doc), y)
    .lineWidth(lineWidth)
    .strokeColor(COLORS.rule)
    .stroke()
    .restore();
}

/** An empty square for the cook to tick, centred on the first line of body text that starts at `y`. */
export function checkBox(doc: Doc, x: number, y: number): void {
  const top = y + (lineHeight(doc, STYLES.body) - BOX_SIZE) / 2;
  doc.save().lineWidth(0.8).strokeColor(COLORS.muted).rect(x, top, BOX_SIZE, BOX_SIZE).stroke().restore();
}
