import { and, gte, lt, sql, type SQL } from 'drizzle-orm';
import { recipes } from '../db/schema.js';

/**
 * Up to `limit` recipes with a photo, picked at random from one or more sides of a visible set (say, shared
 * recipes, and a cook's own unshared ones), as a subquery of recipe ids in the order to show them.
 *
 * Every recipe has a fixed random place in a shuffle (recipe_random_key). The pick is the recipes that follow a
 * random point of it, going round to its start when fewer follow: each recipe is as likely to be picked as any
 * other, yet each side reads only `limit` entries of its index (recipes_shared_photo_random_idx,
 * recipes_user_photo_random_idx) instead of sorting every recipe by random(), about 60 ms at 100,000 recipes.
 * The sides must not overlap.
 */
export function shuffledPhotoRecipes(sides: SQL[], limit: number, from = Math.random()): SQL {
  const part = (side: SQL, wrapped: boolean) => {
    const key = recipes.recipe_random_key;
    // '' as a literal, so the planner can match the partial indexes' predicate.
    const where = and(side, sql`${recipes.recipe_imageurl} <> ''`, wrapped ? lt(key, from) : gte(key, from));
    return sql`(select ${recipes.recipe_id} as recipe_id, ${key} as random_key, ${sql.raw(String(wrapped))} as wrapped
      from ${recipes} where ${where} order by ${key} limit ${limit})`;
  };
  const parts = sides.flatMap((side) => [part(side, false), part(side, true)]);
  return sql`(select picked.recipe_id, row_number() over (order by picked.wrapped, picked.random_key) as place
    from (${sql.join(parts, sql` union all `)}) as picked
    order by place limit ${limit})`;
}
