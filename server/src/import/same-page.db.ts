import { SAME_PAGE_RECIPES_MAX, type ImportRecipeResponse } from '@fiz/core/import';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { recipes, websitePageKey } from '../db/schema.js';
import { pageLookupKeys, samePageKey } from './same-page.js';

type OwnRecipesFromPage = Pick<ImportRecipeResponse, 'ownRecipesFromPage' | 'ownRecipesFromPageCount'>;

/**
 * The cook's own recipes whose website link is one of these addresses of a page (see samePageKey): the newest few
 * by name, and how many there are in all. Only the cook's recipes are read, through recipes_user_page_idx: another
 * cook's recipe from the page, shared or not, is none of this cook's business here.
 */
export async function ownRecipesFromPage(db: Db, userId: number, addresses: string[]): Promise<OwnRecipesFromPage> {
  const wanted = new Set(addresses.map(samePageKey).filter((key) => key !== null));
  const lookupKeys = [...new Set(addresses.flatMap(pageLookupKeys))];
  if (wanted.size === 0 || lookupKeys.length === 0) return { ownRecipesFromPage: [], ownRecipesFromPageCount: 0 };
  // Every candidate on the same host and path, not a first few: a cook may keep many recipes from one path that
  // differ only in a query parameter (recipe.php?id=…), and the matching one must not be cut off behind them.
  const candidates = await db
    .select({ recipeId: recipes.recipe_id, recipeName: recipes.recipe_name, link: recipes.recipe_website_link })
    .from(recipes)
    .where(
      and(
        eq(recipes.recipe_user_id, userId),
        // Written out, not a parameter, so the planner sees at once that recipes_user_page_idx covers the query.
        sql`${recipes.recipe_website_link} <> ''`,
        inArray(websitePageKey(recipes.recipe_website_link), lookupKeys),
      ),
    )
    .orderBy(desc(recipes.recipe_id));
  const fromPage = candidates.filter(({ link }) => {
    const key = samePageKey(link);
    return key !== null && wanted.has(key);
  });
  return {
    ownRecipesFromPage: fromPage
      .slice(0, SAME_PAGE_RECIPES_MAX)
      .map(({ recipeId, recipeName }) => ({ recipeId, recipeName })),
    ownRecipesFromPageCount: fromPage.length,
  };
}
