import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { isIngredientHeading } from '@fiz/core/ingredient-heading';
import { FONTS, printable, registerFonts } from './fonts.js';
import { drawFooters, drawHeader } from './header-footer.js';
import {
  bodyText,
  breakable,
  checkBox,
  COLORS,
  contentWidth,
  ensureSpace,
  heading,
  MARGINS,
  subheading,
  type Doc,
} from './layout.js';

export interface RecipePdfInput {
  name: string;
  note: string;
  websiteLink: string;
  ingredients: { qty: string; unit: string; item: string; note: string }[];
  /** 'Ingredients', or with the scale the amounts were multiplied by: 'Ingredients (2×)'. */
  ingredientsHeading?: string;
  methodSteps: string[];
  /** JPEG bytes of the recipe photo. */
  image: Buffer | null;
  cookName: string;
  /** Who asked for the PDF, shown with the print date when given. */
  printedBy?: string;
  printedOn: Date;
  /** IANA zone the print date is shown in. */
  timeZone: string;
}

type Ingredient = RecipePdfInput['ingredients'][number];

const IMAGE_MAX_HEIGHT = 255; // about 9 cm
const ITEM_GAP = 5;
const BOX_COLUMN = 18;
const STEP_NUMBER_WIDTH = 26;

/** "qty unit item, note", leaving out the parts the cook left empty. */
function ingredientText({ qty, unit, item, note }: Ingredient): string {
  const main = [qty, unit, item]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  const extra = note.trim();
  if (!extra) return main;
  return main ? `${main}, ${extra}` : extra;
}

/** Only a web address becomes a link: an old record must never turn into a javascript: link. */
const isWebAddress = (link: string) => /^https?:\/\//i.test(link);

function drawTitle(doc: Doc, { name, note, websiteLink }: RecipePdfInput): void {
  const x = doc.page.margins.left;
  doc.font(FONTS.bold).fontSize(22).fillColor(COLORS.text);
  doc.text(breakable(name), x, doc.y, { width: contentWidth(doc) });
  if (note.trim()) {
    doc.moveDown(0.3);
    doc.font(FONTS.regular).fontSize(11.5).fillColor(COLORS.muted);
    doc.text(breakable(note), x, doc.y, { width: contentWidth(doc) });
  }
  if (websiteLink.trim()) drawLink(doc, websiteLink.trim());
}

function drawLink(doc: Doc, link: string): void {
  doc.moveDown(0.4);
  doc.font(FONTS.regular).fontSize(10);
  const options = { width: contentWidth(doc) };
  if (isWebAddress(link)) {
    doc
      .fillColor(COLORS.basil)
      .text(breakable(link), doc.page.margins.left, doc.y, { ...options, link, underline: true });
  } else {
    doc.fillColor(COLORS.muted).text(breakable(link), doc.page.margins.left, doc.y, options);
  }
}

/** Right-aligned at `right`, so the text of step 9 and step 10 starts in the same place. */
function stepLabel(doc: Doc, stepNumber: number, right: number, y: number): void {
  const label = `${stepNumber}.`;
  doc.font(FONTS.bold).fillColor(COLORS.basil);
  doc.text(label, right - doc.widthOfString(label), y, { lineBreak: false });
}

/** One ticked-off line: a box, an optional step number, then text that wraps under itself rather than the box. */
function checklistItem(doc: Doc, item: string, stepNumber?: number): void {
  const text = breakable(item);
  const x = doc.page.margins.left;
  const textX = x + BOX_COLUMN + (stepNumber === undefined ? 0 : STEP_NUMBER_WIDTH);
  const width = contentWidth(doc) - (textX - x);
  doc.font(FONTS.regular).fontSize(11).fillColor(COLORS.text);
  // Starts on a new page unless its first lines fit, so a box or step number is never left alone at the foot.
  ensureSpace(doc, Math.min(doc.heightOfString(text, { width }), doc.currentLineHeight(true) * 4));
  const y = doc.y;
  checkBox(doc, x, y);
  if (stepNumber !== undefined) stepLabel(doc, stepNumber, textX - 6, y);
  doc.font(FONTS.regular).fillColor(COLORS.text).text(text, textX, y, { width });
  doc.y += ITEM_GAP;
}

function methodChecklist(doc: Doc, steps: string[]): void {
  heading(doc, 'Method');
  const shown = steps.filter((step) => step.trim());
  if (shown.length === 0) return bodyText(doc, 'No method provided.');
  shown.forEach((step, index) => checklistItem(doc, step, index + 1));
}

/** The ingredients to tick off, a section's heading ("For the glaze:") printed as a heading with no box. */
function ingredientChecklist(doc: Doc, title: string, ingredients: Ingredient[]): void {
  heading(doc, title);
  const shown = ingredients.filter((ingredient) => ingredientText(ingredient));
  if (shown.length === 0) return bodyText(doc, 'No ingredients listed.');
  for (const ingredient of shown) {
    if (isIngredientHeading(ingredient)) subheading(doc, ingredient.item.trim());
    else checklistItem(doc, ingredientText(ingredient));
  }
}

/** Scaled to the content width and at most about 9 cm high, keeping its shape, centred. */
async function drawImage(doc: Doc, image: Buffer): Promise<void> {
  const { width = 1, height = 1, orientation = 1 } = await sharp(image).metadata();
  // pdfkit honours the EXIF orientation, so a photo turned on its side is drawn with its sides swapped.
  const [w, h] = orientation >= 5 ? [height, width] : [width, height];
  const scale = Math.min(contentWidth(doc) / w, IMAGE_MAX_HEIGHT / h, 1);
  doc.moveDown(1);
  ensureSpace(doc, h * scale);
  doc.image(image, doc.page.margins.left, undefined, { fit: [contentWidth(doc), h * scale], align: 'center' });
}

function newDocument(input: RecipePdfInput): Doc {
  return new PDFDocument({
    size: 'A4',
    margins: MARGINS,
    bufferPages: true,
    info: { Title: input.name, Author: input.cookName, Creator: 'Fiz', CreationDate: input.printedOn },
  });
}

function toBuffer(doc: Doc): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** What the cook wrote, as the PDF's fonts can draw it (fonts.ts printable). */
function printableInput(input: RecipePdfInput): RecipePdfInput {
  const ingredients = input.ingredients.map(({ qty, unit, item, note }) => ({
    qty: printable(qty),
    unit: printable(unit),
    item: printable(item),
    note: printable(note),
  }));
  return {
    ...input,
    name: printable(input.name),
    note: printable(input.note),
    websiteLink: printable(input.websiteLink),
    ingredients,
    methodSteps: input.methodSteps.map(printable),
    cookName: printable(input.cookName),
    printedBy: input.printedBy === undefined ? undefined : printable(input.printedBy),
  };
}

/** Spec 2.3's print page as an A4 PDF: the same content, with a footer on every page. */
export async function renderRecipePdf(written: RecipePdfInput): Promise<Buffer> {
  // The document's own title keeps the name as written: PDF readers show it in any script.
  const doc = newDocument(written);
  const input = printableInput(written);
  const output = toBuffer(doc);
  registerFonts(doc);
  drawHeader(doc);
  drawTitle(doc, input);
  const heading = input.ingredientsHeading ?? 'Ingredients';
  ingredientChecklist(doc, heading, input.ingredients);
  if (input.image) await drawImage(doc, input.image);
  methodChecklist(doc, input.methodSteps);
  drawFooters(doc, input);
  doc.end();
  return output;
}
