import { splitMethod } from '@fiz/core/method';
import { AS_WRITTEN, scaleIngredient, type Scale } from '@fiz/core/scaling';
import type { Db } from '../db/client.js';
import { keyForImageUrl, type ImageStorage } from '../images/storage.js';
import { renderRecipePdfOffThread } from '../pdf/render-off-thread.js';
import { recipeIngredients, type RecipeRow } from '../recipes/recipes.db.js';

export interface PdfFile {
  filename: string;
  content: Buffer;
}

/**
 * "Chicken tikka masala!" → chicken-tikka-masala.pdf, "Μουσακάς" → μουσακάς.pdf: the name's letters and digits in
 * any script, joined by hyphens; a name of none still gets a file name.
 */
export function pdfFilename(recipeName: string): string {
  const slug = recipeName
    .normalize('NFC')
    // Variation selectors and joiners belong to the emoji they follow, which go.
    .replace(/[\u{fe00}-\u{fe0f}\u{200d}]/gu, '')
    .toLowerCase()
    // 'İ' lower-cased without a Turkish locale is 'i' and a combining dot; Turkish writes it as 'i'.
    .replace(/i\u0307/g, 'i')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${slug || 'recipe'}.pdf`;
}

/** The same name in ASCII, for the few clients that read only a header's plain filename: accents dropped. */
function asciiFilename(filename: string): string {
  const ascii = filename
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9.-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^[-.]+/, '');
  return ascii === 'pdf' || ascii === '.pdf' || ascii === '' ? 'recipe.pdf' : ascii;
}

/** A Content-Disposition header that keeps a name in any script (RFC 6266), with an ASCII one beside it. */
export function contentDisposition(kind: 'inline' | 'attachment', filename: string): string {
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${asciiFilename(filename)}"; filename*=UTF-8''${encoded}`;
}

/** The photo for the PDF; a recipe whose photo went missing still prints, without it. */
async function recipePhoto(storage: ImageStorage, imageUrl: string): Promise<Buffer | null> {
  const key = keyForImageUrl(imageUrl);
  if (!key) return null;
  return storage.get(key).catch(() => null);
}

/** The recipe as the PDF of the print page (spec 2.3), printed for `printedBy` on `now`, its amounts scaled. */
export async function recipePdfFile(
  { db, storage, timeZone }: { db: Db; storage: ImageStorage; timeZone: string },
  recipe: RecipeRow,
  printedBy: string,
  { scale = AS_WRITTEN, now = new Date() }: { scale?: Scale; now?: Date } = {},
): Promise<PdfFile> {
  const [ingredients, image] = await Promise.all([
    recipeIngredients(db, recipe.recipe_id),
    recipePhoto(storage, recipe.recipe_imageurl),
  ]);
  const content = await renderRecipePdfOffThread({
    name: recipe.recipe_name,
    note: recipe.recipe_note,
    websiteLink: recipe.recipe_website_link,
    ingredients: ingredients.map((ingredient) => scaleIngredient(ingredient, scale)),
    ingredientsHeading: scale === AS_WRITTEN ? 'Ingredients' : `Ingredients (${scale.label})`,
    methodSteps: splitMethod(recipe.recipe_method),
    image,
    cookName: recipe.user_name,
    printedBy,
    printedOn: now,
    timeZone,
  });
  return { filename: pdfFilename(recipe.recipe_name), content };
}
