import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { RecipeListItem } from '@fiz/core/recipe';
import type { Db } from '../db/client.js';
import { recipes, users } from '../db/schema.js';
import { toListItem, withCook } from '../recipes/recipes.db.js';
import { fullTextQuery, wordsForTypos } from './search-text.js';

export interface SearchParams {
  userId: number;
  shared: boolean;
  basil: boolean;
  text: string;
}

/**
 * Ranking every match of a broad word ("chicken" in a quarter of all recipes) is what makes search slow,
 * so at most this many matches, the newest, are ranked, and the count says the same.
 */
export const MAX_CANDIDATES = 1000;

/** The cook's own recipes, plus other cooks' shared ones when asked; Chef Basil narrows it. */
function visible({ userId, shared, basil }: SearchParams): SQL {
  const whose = shared
    ? or(eq(recipes.recipe_user_id, userId), eq(recipes.recipe_share, 'Yes'))!
    : eq(recipes.recipe_user_id, userId);
  return basil ? and(whose, eq(recipes.recipe_basil, true))! : whose;
}

function matches(text: string): { filter: SQL; rank: SQL } {
  const query = fullTextQuery(text);
  const words = wordsForTypos(text);
  const name = sql`fiz_unaccent(lower(${recipes.recipe_name}))`;
  const typo = words.length === 0 ? sql`false` : and(...words.map((word) => sql`${name} %>> fiz_unaccent(${word})`))!;
  const nameSimilarity =
    words.length === 0 ? sql`0` : sql`strict_word_similarity(fiz_unaccent(${words.join(' ')}), ${name})`;
  return {
    filter: sql`(${recipes.search_document} @@ ${query} or ${typo})`,
    rank: sql`(ts_rank(${recipes.search_document}, ${query}) + ${nameSimilarity})`,
  };
}

/**
 * The newest matching recipes, at most MAX_CANDIDATES of them. OFFSET 0 keeps the planner from walking the
 * primary key newest-first and testing every row (the benchmark saw 27,000 rows read for "chicken"): the
 * matches come from the GIN indexes first and only they are sorted.
 */
function inCandidates(params: SearchParams): SQL {
  const { filter } = matches(params.text);
  return sql`${recipes.recipe_id} in (select id from (select ${recipes.recipe_id} as id from ${recipes}
    where ${and(visible(params), filter)} offset 0) as matched order by id desc limit ${MAX_CANDIDATES})`;
}

export async function countSearch(db: Db, params: SearchParams): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(recipes)
    .where(params.text ? inCandidates(params) : visible(params));
  return row?.count ?? 0;
}

/**
 * A page of results: best match first, ties broken by newest so paging never repeats or skips a recipe.
 * An empty search lists the visible set newest first.
 */
export async function searchRecipes(
  db: Db,
  params: SearchParams,
  page: { limit: number; offset: number },
): Promise<RecipeListItem[]> {
  const base = db.select(withCook).from(recipes).innerJoin(users, eq(users.user_id, recipes.recipe_user_id));
  if (!params.text) {
    const rows = await base
      .where(visible(params))
      .orderBy(desc(recipes.recipe_id))
      .limit(page.limit)
      .offset(page.offset);
    return rows.map(toListItem);
  }
  const { rank } = matches(params.text);
  const rows = await base
    .where(inCandidates(params))
    .orderBy(sql`${rank} desc`, desc(recipes.recipe_id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(toListItem);
}
