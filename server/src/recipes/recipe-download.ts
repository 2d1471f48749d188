import { and, asc, eq, gt } from 'drizzle-orm';
import { splitMethod } from '@fiz/core/method';
import { SCHEMA_ORG_PROPERTIES, type RecipeColumn } from '@fiz/core/recipe';
import { ingredientText } from '@fiz/core/shopping';
import type { Db } from '../db/client.js';
import { recipes } from '../db/schema.js';
import { keyForImageUrl, type ImageStorage } from '../images/storage.js';
import { recipeColumns, recipeIngredients, type RecipeRow } from './recipes.db.js';
import { required } from '../required.js';

/** Recipes are read a few at a time, so a large library streams out without being held in memory. */
const BATCH = 25;

/** The recipe's fields that schema.org names (name, description, isBasedOn…), those the cook filled. */
const schemaOrgFields = (recipe: Pick<RecipeRow, RecipeColumn>) =>
  Object.fromEntries(
    SCHEMA_ORG_PROPERTIES.flatMap(([column, property]) => (recipe[column] ? [[property, recipe[column]]] : [])),
  );

/** One recipe as a schema.org Recipe, the format other recipe apps import; its photo travels inside it. */
export function schemaOrgRecipe(
  recipe: Omit<RecipeRow, 'user_name'>,
  ingredients: Awaited<ReturnType<typeof recipeIngredients>>,
  author: string,
  photo: Buffer | null,
) {
  return {
    '@type': 'Recipe',
    identifier: `fiz:recipe:${recipe.recipe_id}`,
    ...schemaOrgFields(recipe),
    author: { '@type': 'Person', name: author },
    dateCreated: recipe.created_at.toISOString(),
    dateModified: recipe.updated_at.toISOString(),
    recipeIngredient: ingredients.map(ingredientText),
    recipeInstructions: splitMethod(recipe.recipe_method).map((text) => ({ '@type': 'HowToStep', text })),
    ...(photo ? { image: `data:image/jpeg;base64,${photo.toString('base64')}` } : {}),
    ...(recipe.recipe_youtube_url
      ? {
          video: {
            '@type': 'VideoObject',
            name: recipe.recipe_name,
            embedUrl: `https://www.youtube-nocookie.com/embed/${recipe.recipe_youtube_url}`,
            contentUrl: `https://www.youtube.com/watch?v=${recipe.recipe_youtube_url}`,
          },
        }
      : {}),
    ...(recipe.recipe_basil ? { keywords: 'Chef Basil' } : {}),
  };
}

async function photoOf(storage: ImageStorage, url: string): Promise<Buffer | null> {
  const key = keyForImageUrl(url);
  if (!key) return null;
  // A photo whose file is gone is left out rather than failing the whole download half way.
  return storage.get(key).catch(() => null);
}

/**
 * A cook's whole library as one JSON-LD document, written piece by piece: `{"@context": …, "@graph": [ … ]}`.
 * Yields text chunks in recipe order.
 */
export async function* recipeLibraryJson(db: Db, storage: ImageStorage, userId: number, author: string) {
  yield '{"@context":"https://schema.org","@graph":[';
  let after = 0;
  let first = true;
  for (;;) {
    const batch = await db
      .select(recipeColumns)
      .from(recipes)
      .where(and(eq(recipes.recipe_user_id, userId), gt(recipes.recipe_id, after)))
      .orderBy(asc(recipes.recipe_id))
      .limit(BATCH);
    for (const recipe of batch) {
      const [list, photo] = await Promise.all([
        recipeIngredients(db, recipe.recipe_id),
        photoOf(storage, recipe.recipe_imageurl),
      ]);
      yield `${first ? '' : ','}\n${JSON.stringify(schemaOrgRecipe(recipe, list, author, photo))}`;
      first = false;
    }
    if (batch.length < BATCH) break;
    after = required(batch.at(-1), 'the batch’s last recipe').recipe_id;
  }
  yield '\n]}\n';
}
