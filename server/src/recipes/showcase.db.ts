import { eq, sql } from 'drizzle-orm';
import type { ShowcaseRecipe } from '@fiz/core/showcase';
import type { Db } from '../db/client.js';
import { recipes, users } from '../db/schema.js';
import { shuffledPhotoRecipes } from './photo-shuffle.js';

export const SHOWCASE_SIZE = 24;

/**
 * A random handful of shared recipes that have a photo, for the landing page. `from` is the point of the shuffle
 * to start at (random unless given).
 */
export async function showcaseRecipes(db: Db, from?: number): Promise<ShowcaseRecipe[]> {
  return db
    .select({
      recipe_id: recipes.recipe_id,
      recipe_name: recipes.recipe_name,
      recipe_note: recipes.recipe_note,
      recipe_image: recipes.recipe_imageurl,
      user_name: users.user_name,
    })
    .from(recipes)
    .innerJoin(users, eq(users.user_id, recipes.recipe_user_id))
    .innerJoin(
      sql`${shuffledPhotoRecipes([sql`${recipes.recipe_share} = 'Yes'`], SHOWCASE_SIZE, from)} as picked`,
      sql`picked.recipe_id = ${recipes.recipe_id}`,
    )
    .orderBy(sql`picked.place`);
}
