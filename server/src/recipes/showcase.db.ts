import { and, eq, ne, sql } from 'drizzle-orm';
import type { ShowcaseRecipe } from '@fiz/core/showcase';
import type { Db } from '../db/client.js';
import { recipes, users } from '../db/schema.js';

export const SHOWCASE_SIZE = 24;

/** A random handful of shared recipes that have a photo, for the landing page. */
export async function showcaseRecipes(db: Db): Promise<ShowcaseRecipe[]> {
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
    .where(and(eq(recipes.recipe_share, 'Yes'), ne(recipes.recipe_imageurl, '')))
    .orderBy(sql`random()`)
    .limit(SHOWCASE_SIZE);
}
