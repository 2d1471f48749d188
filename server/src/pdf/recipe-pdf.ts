import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { isIngredientHeading } from '@fiz/core/ingredient-heading';
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
  STYLES,
  subheading,
  writeText,
  type Doc,
} from './layout.js';
import { lineHeight, naturalWidth, paragraphHeight, writeParagraph } from './paragraph.js';

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
/** A photo is not made smaller than this (about 3 cm) to keep a recipe on one page. */
const IMAGE_MIN_HEIGHT = 85;
const IMAGE_GAP = 11;
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
  doc.fillColor(COLORS.text);
  writeText(doc, name, STYLES.title);
  if (note.trim()) {
    doc.y += lineHeight(doc, STYLES.title) * 0.3;
    doc.fillColor(COLORS.muted);
    writeText(doc, note, STYLES.note);
  }
  if (websiteLink.trim()) drawLink(doc, websiteLink.trim());
}

function drawLink(doc: Doc, link: string): void {
  doc.y += lineHeight(doc, STYLES.note) * 0.4;
  if (isWebAddress(link)) {
    doc.fillColor(COLORS.basil);
    writeText(doc, link, STYLES.link, link);
  } else {
    doc.fillColor(COLORS.muted);
    writeText(doc, link, STYLES.link);
  }
}

/** Right-aligned at `right`, so the text of step 9 and step 10 starts in the same place. */
function stepLabel(doc: Doc, stepNumber: number, right: number, y: number): void {
  const label = `${stepNumber}.`;
  const width = naturalWidth(doc, label, STYLES.stepNumber);
  doc.fillColor(COLORS.basil);
  doc.y = y;
  writeParagraph(doc, label, right - width, { ...STYLES.stepNumber, width: width + 1 });
}

/** One ticked-off line: a box, an optional step number, then text that wraps under itself rather than the box. */
function checklistItem(doc: Doc, item: string, stepNumber?: number): void {
  const text = breakable(item);
  const x = doc.page.margins.left;
  const textX = x + BOX_COLUMN + (stepNumber === undefined ? 0 : STEP_NUMBER_WIDTH);
  const options = { ...STYLES.body, width: contentWidth(doc) - (textX - x), flow: true };
  // Starts on a new page unless its first lines fit, so a box or step number is never left alone at the foot.
  ensureSpace(doc, Math.min(paragraphHeight(doc, text, options), lineHeight(doc, STYLES.body) * 4));
  const y = doc.y;
  checkBox(doc, x, y);
  if (stepNumber !== undefined) stepLabel(doc, stepNumber, textX - 6, y);
  doc.fillColor(COLORS.text);
  doc.y = y;
  writeParagraph(doc, text, textX, options);
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

interface Photo {
  data: Buffer;
  /** Its size as drawn upright, in pixels. */
  width: number;
  height: number;
}

async function photoOf(image: Buffer): Promise<Photo> {
  const { width = 1, height = 1, orientation = 1 } = await sharp(image).metadata();
  // pdfkit honours the EXIF orientation, so a photo turned on its side is drawn with its sides swapped.
  return orientation >= 5 ? { data: image, width: height, height: width } : { data: image, width, height };
}

/** Scaled to the content width and at most `maxHeight` high, keeping its shape, centred. */
function drawImage(doc: Doc, photo: Photo, maxHeight: number): void {
  const scale = Math.min(contentWidth(doc) / photo.width, maxHeight / photo.height, 1);
  doc.y += IMAGE_GAP;
  ensureSpace(doc, photo.height * scale);
  // With no y given, pdfkit draws the photo at doc.y and moves doc.y below it.
  doc.image(photo.data, doc.page.margins.left, undefined, {
    fit: [contentWidth(doc), photo.height * scale],
    align: 'center',
  });
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

interface Drawn {
  doc: Doc;
  pages: number;
  /** How much room is left under the last line of the last page. */
  roomLeft: number;
}

/** Spec 2.3's print page: the header, the recipe, the photo at most `photoHeight` high; no footers yet. */
function drawRecipe(input: RecipePdfInput, photo: Photo | null, photoHeight: number): Drawn {
  const doc = newDocument(input);
  drawHeader(doc);
  drawTitle(doc, input);
  ingredientChecklist(doc, input.ingredientsHeading ?? 'Ingredients', input.ingredients);
  if (photo) drawImage(doc, photo, photoHeight);
  methodChecklist(doc, input.methodSteps);
  const roomLeft = doc.page.height - doc.page.margins.bottom - doc.y;
  return { doc, pages: doc.bufferedPageRange().count, roomLeft };
}

/**
 * A recipe that would fit on one page with a smaller photo gets one. Its text alone is laid out to see how much
 * room the photo can have; the layout keeps headings with what follows them, so a photo that still tips the
 * recipe onto a second page is tried a little smaller, down to IMAGE_MIN_HEIGHT.
 */
function drawOnFewestPages(input: RecipePdfInput, photo: Photo | null): Doc {
  const full = drawRecipe(input, photo, IMAGE_MAX_HEIGHT);
  if (!photo || full.pages === 1) return full.doc;
  const textOnly = drawRecipe(input, null, 0);
  if (textOnly.pages > 1) return full.doc;
  let height = Math.min(IMAGE_MAX_HEIGHT, textOnly.roomLeft - IMAGE_GAP);
  for (let tries = 0; tries < 3 && height >= IMAGE_MIN_HEIGHT; tries++) {
    const smaller = drawRecipe(input, photo, height);
    if (smaller.pages === 1) return smaller.doc;
    height -= lineHeight(smaller.doc, STYLES.body) * 2;
  }
  return full.doc;
}

/** Spec 2.3's print page as an A4 PDF: the same content, with a footer on every page. */
export async function renderRecipePdf(input: RecipePdfInput): Promise<Buffer> {
  const photo = input.image ? await photoOf(input.image) : null;
  const doc = drawOnFewestPages(input, photo);
  const output = toBuffer(doc);
  drawFooters(doc, input);
  doc.end();
  return output;
}
