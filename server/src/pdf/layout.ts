import type PDFDocument from 'pdfkit';
import { FONTS } from './fonts.js';

export type Doc = InstanceType<typeof PDFDocument>;

export const COLORS = { basil: '#2f7d4a', text: '#222222', muted: '#555555', footer: '#7a7a7a', rule: '#cfd8d2' };

/** Points; the bottom margin leaves room for the footer, which is drawn inside it. */
export const MARGINS = { top: 48, bottom: 72, left: 56, right: 56 };

const BOX_SIZE = 9;
const ITEM_GAP_AFTER_SUBHEADING = 3;

/** Words longer than this get an invisible place to break after every this many characters. */
const LONG_WORD = 100;
const LONG_WORD_RUN = new RegExp(`\\S{${LONG_WORD}}(?=\\S)`, 'gu');

/**
 * The text with a zero-width space (U+200B, drawn by DejaVu Sans with no width) after every LONG_WORD characters
 * of a longer word. pdfkit breaks a word wider than the line by measuring what is left of it again on every line,
 * so without these its time grows with the square of the word's length: 6 s for one word of 20,000 characters.
 */
export const breakable = (text: string) => text.replace(LONG_WORD_RUN, '$&\u200B');

export const contentWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

const bottomLimit = (doc: Doc) => doc.page.height - doc.page.margins.bottom;

/** Starts a new page unless `height` still fits above the footer, which nothing may be drawn over. */
export function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > bottomLimit(doc)) doc.addPage();
}

export function heading(doc: Doc, title: string): void {
  doc.y += 16;
  doc.font(FONTS.bold).fontSize(15);
  // Keep the heading with at least two lines of what follows it.
  ensureSpace(doc, doc.currentLineHeight(true) * 3.5);
  doc.fillColor(COLORS.basil).text(title, doc.page.margins.left, doc.y);
  doc.moveDown(0.3);
}

/** A section within a list ("For the glaze:"): bold, kept with at least two lines of what follows it. */
export function subheading(doc: Doc, title: string): void {
  doc.y += 6;
  doc.font(FONTS.bold).fontSize(12);
  ensureSpace(doc, doc.currentLineHeight(true) * 3.5);
  doc.fillColor(COLORS.text).text(breakable(title), doc.page.margins.left, doc.y, { width: contentWidth(doc) });
  doc.y += ITEM_GAP_AFTER_SUBHEADING;
}

export function bodyText(doc: Doc, text: string): void {
  doc.font(FONTS.regular).fontSize(11).fillColor(COLORS.text);
  doc.text(breakable(text), doc.page.margins.left, doc.y, { width: contentWidth(doc) });
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

/** An empty square for the cook to tick, centred on the first line of text that starts at `y`. */
export function checkBox(doc: Doc, x: number, y: number): void {
  const top = y + (doc.currentLineHeight() - BOX_SIZE) / 2;
  doc.save().lineWidth(0.8).strokeColor(COLORS.muted).rect(x, top, BOX_SIZE, BOX_SIZE).stroke().restore();
}
