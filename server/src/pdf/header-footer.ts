import { todayIn } from '@fiz/core/calendar';
import { COLORS, contentWidth, rule, STYLES, type Doc } from './layout.js';
import { lineHeight, naturalWidth, writeParagraph } from './paragraph.js';

const LOGO_SIZE = 40;
/** web/public/logo.svg, drawn on its own 64×64 grid. */
const LOGO_BOX = 64;
const LOGO_F = 'M22 18h22v7H30v6h12v7H30v12h-8z';
const FOOTER_GAP = 16;

const TAGLINE = "The Cook's Companion";

function drawLogo(doc: Doc, x: number, y: number): void {
  doc
    .save()
    .translate(x, y)
    .scale(LOGO_SIZE / LOGO_BOX);
  doc.circle(32, 32, 30).fill('#2f7d4a');
  doc.path(LOGO_F).fill('#ffffff');
  doc.circle(47, 47, 5).fill('#f2b134');
  doc.restore();
}

/** Logo and tagline above a light rule; leaves the cursor below it. */
export function drawHeader(doc: Doc): void {
  const { left, top } = doc.page.margins;
  drawLogo(doc, left, top);
  doc.fillColor(COLORS.basil);
  doc.y = top + (LOGO_SIZE - lineHeight(doc, STYLES.tagline)) / 2;
  const taglineX = left + LOGO_SIZE + 12;
  writeParagraph(doc, TAGLINE, taglineX, { ...STYLES.tagline, width: contentWidth(doc) - taglineX });
  const ruleY = top + LOGO_SIZE + 12;
  rule(doc, ruleY, 0.8);
  doc.x = left;
  doc.y = ruleY + 16;
}

export interface FooterText {
  cookName: string;
  printedBy?: string;
  printedOn: Date;
  timeZone: string;
}

/** "d/m/yyyy" and the year, as the calendar reads in the cook's time zone rather than the server's. */
function printDate(printedOn: Date, timeZone: string): { year: string; date: string } {
  const [year = '', month = '', day = ''] = todayIn(timeZone, printedOn).split('-');
  return { year, date: `${Number(day)}/${Number(month)}/${year}` };
}

/**
 * Writes the footer on every buffered page once the page count is known. Each piece is one line, cut short with
 * an ellipsis when it is too long.
 */
export function drawFooters(doc: Doc, { cookName, printedBy, printedOn, timeZone }: FooterText): void {
  const { year, date } = printDate(printedOn, timeZone);
  const printed = printedBy?.trim() ? `Printed ${date} by ${printedBy.trim()}` : `Printed ${date}`;
  const { start, count } = doc.bufferedPageRange();
  for (let page = 1; page <= count; page++) {
    doc.switchToPage(start + page - 1);
    drawFooter(doc, [`© ${year}   ·   Cook: ${cookName}`, printed, `Page ${page} of ${count}`]);
  }
}

/** The page number always shows in full; long names give way, the cook's first as it has the most room. */
function drawFooter(doc: Doc, [owner, printed, pageLabel]: [string, string, string]): void {
  const x = doc.page.margins.left;
  const width = contentWidth(doc);
  const ruleY = doc.page.height - doc.page.margins.bottom + 28;
  const y = ruleY + 7;
  rule(doc, ruleY, 0.5);
  doc.fillColor(COLORS.footer);
  const style = STYLES.footer;
  const pageWidth = naturalWidth(doc, pageLabel, style) + 1;
  const printedWidth = Math.min(naturalWidth(doc, printed, style) + 1, width * 0.4);
  const printedX = x + width - pageWidth - FOOTER_GAP - printedWidth;
  const write = (text: string, left: number, pieceWidth: number) => {
    doc.y = y;
    writeParagraph(doc, text, left, { ...style, width: pieceWidth, maxLines: 1 });
  };
  write(pageLabel, x + width - pageWidth, pageWidth);
  write(printed, printedX, printedWidth);
  write(owner, x, printedX - FOOTER_GAP - x);
}
