import { eq, sql } from 'drizzle-orm';
import type { DashboardCounts } from '@fiz/core/dashboard';
import type { Db } from '../db/client.js';
import { recipes } from '../db/schema.js';
import { hasIngredients } from '../recipes/recipes.db.js';

const countWhere = (condition: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${condition})::int`;

/** The six dashboard figures in one pass over the cook's recipes. */
export async function dashboardCounts(db: Db, userId: number): Promise<DashboardCounts> {
  const [row] = await db
    .select({
      myrecipes: sql<number>`count(*)::int`,
      favourites: countWhere(sql`${recipes.recipe_favourite} = 'Yes'`),
      shared: countWhere(sql`${recipes.recipe_share} = 'Yes'`),
      nomethod: countWhere(sql`btrim(${recipes.recipe_method}) = ''`),
      noingredients: countWhere(sql`not ${hasIngredients}`),
      nophoto: countWhere(sql`${recipes.recipe_imageurl} = ''`),
    })
    .from(recipes)
    .where(eq(recipes.recipe_user_id, userId));
  return row ?? { myrecipes: 0, favourites: 0, shared: 0, nomethod: 0, noingredients: 0, nophoto: 0 };
}
