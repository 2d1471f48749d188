import { splitMethod } from '@fiz/core/method';
import { AS_WRITTEN, scaleIngredient, type Scale } from '@fiz/core/scaling';
import type { Db } from '../db/client.js';
import { keyForImageUrl, type ImageStorage } from '../images/storage.js';
import { renderRecipePdf } from '../pdf/recipe-pdf.js';
import { recipeIngredients, type RecipeRow } from '../recipes/recipes.db.js';

export interface PdfFile {
  filename: string;
  content: Buffer;
}

/** "Chicken tikka masala!" → chicken-tikka-masala.pdf; a name of no letters still gets a file name. */
export function pdfFilename(recipeName: string): string {
  const slug = recipeName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'recipe'}.pdf`;
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
  const content = await renderRecipePdf({
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
