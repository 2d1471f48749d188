import { and, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { RecipeListItem } from '@fiz/core/recipe';
import type { Db } from '../db/client.js';
import { preparedPerDatabase } from '../db/prepared.js';
import { recipes, searchWords, users } from '../db/schema.js';
import { listWithCook, toListItem } from '../recipes/recipes.db.js';
import { plainWords, wordsToLookUp, type PlainWord } from './search-text.js';

export interface SearchParams {
  userId: number;
  shared: boolean;
  basil: boolean;
  text: string;
}

/**
 * A broad word ("chicken" in a quarter of all recipes) must not make search slow, so only the newest this
 * many matches are ranked, and the count says the same. Reading newest first, the database stops as soon as
 * it has them: the work is bounded however many recipes match (bench/search).
 */
export const MAX_CANDIDATES = 300;
/** How many known words may stand in for one the cook mistyped, or complete the one being typed. */
const MAX_CORRECTIONS = 3;
const MAX_COMPLETIONS = 5;

/**
 * Known words that may stand for what the cook typed, from the vocabulary of recipe words (search_words):
 * - the shortest words the one being typed begins ("chocolat" → chocolate, whose stem "chocol" a prefix
 *   of the typed text would miss);
 * - for a word the vocabulary does not know (nor, while it is typed, any word it begins), the most similar
 *   known words by trigrams ("chiken" → chicken).
 * The typed words come as arrays, so one prepared statement serves every search.
 */
const alternativesLookup = preparedPerDatabase((db) => {
  const typed = sql`(select typed.index, fiz_unaccent(lower(typed.text)) as word, typed.prefix
    from unnest(${sql.placeholder('indexes')}::int[], ${sql.placeholder('texts')}::text[],
      ${sql.placeholder('prefixes')}::boolean[]) as typed(index, text, prefix)) as typed`;
  return db
    .select({ index: sql<number>`typed.index`, word: sql<string>`alternative.word` })
    .from(
      sql`${typed} cross join lateral (
        (select word from ${searchWords} completion where typed.prefix
          and completion.word like typed.word || '%' and completion.word <> typed.word
          order by length(word), word limit ${sql.raw(String(MAX_COMPLETIONS))})
        union all
        (select word from ${searchWords} correction
          where correction.word % typed.word and correction.word <> typed.word
            and not exists (select 1 from ${searchWords} known
              where known.word = typed.word or (typed.prefix and known.word like typed.word || '%'))
          order by similarity(correction.word, typed.word) desc, correction.word
          limit ${sql.raw(String(MAX_CORRECTIONS))})
      ) as alternative`,
    )
    .prepare('fiz_search_alternatives');
});

async function knownAlternatives(db: Db, words: PlainWord[]): Promise<Map<number, string[]>> {
  const indexes = wordsToLookUp(words);
  const alternatives = new Map<number, string[]>();
  if (indexes.length === 0) return alternatives;
  const rows = await alternativesLookup(db).execute({
    indexes,
    texts: indexes.map((index) => words[index]!.text),
    prefixes: indexes.map((index) => words[index]!.prefix),
  });
  for (const { index, word } of rows) alternatives.set(index, [...(alternatives.get(index) ?? []), word]);
  return alternatives;
}

/** A typed word or any known alternative; the word being typed also as a prefix. */
function wordQuery(word: PlainWord, known: string[]): SQL {
  const typed = word.prefix
    ? sql`to_tsquery('english', fiz_unaccent(${word.text}) || ':*')`
    : sql`plainto_tsquery('english', fiz_unaccent(${word.text}))`;
  const alternatives = known.map((alternative) => sql`plainto_tsquery('english', ${alternative})`);
  return sql`(${sql.join([typed, ...alternatives], sql` || `)})`;
}

/**
 * The full-text query for what a cook typed: every plain word must match (or a known alternative), the last
 * one as a prefix while it is typed; web-search syntax (quotes, or, minus) is read as written.
 */
async function textQuery(db: Db, text: string): Promise<SQL> {
  const words = plainWords(text);
  if (!words) return sql`websearch_to_tsquery('english', fiz_unaccent(${text}))`;
  const alternatives = await knownAlternatives(db, words);
  return sql.join(
    words.map((word, index) => wordQuery(word, alternatives.get(index) ?? [])),
    sql` && `,
  );
}

/**
 * The visible set as sides that each read newest first: the cook's own recipes and, with Shared, other cooks'
 * shared ones; Chef Basil narrows both. Apart, each side walks its own index (recipes_user_idx,
 * recipes_shared_recent_idx) and a broad word is checked only against visible recipes, not against every recipe
 * in the table.
 */
function visibleSides({ userId, shared, basil }: SearchParams): SQL[] {
  const basilOnly = basil ? eq(recipes.recipe_basil, true) : undefined;
  const own = and(eq(recipes.recipe_user_id, userId), basilOnly)!;
  if (!shared) return [own];
  // 'Yes' as a literal, so the planner can match the partial indexes' predicate whatever plan it makes.
  const sharedByOthers = and(sql`${recipes.recipe_share} = 'Yes'`, ne(recipes.recipe_user_id, userId), basilOnly)!;
  return [own, sharedByOthers];
}

/** The whole visible set in one condition, for the empty search. */
function visible(params: SearchParams): SQL {
  return or(...visibleSides(params))!;
}

/** The newest MAX_CANDIDATES visible recipes matching the query, with their rank when asked. */
function candidates(params: SearchParams, query: SQL, ranked = false): SQL {
  const side = (where: SQL) => sql`(select ${recipes.recipe_id}, ${recipes.search_document} from ${recipes}
    where ${and(where, sql`${recipes.search_document} @@ (${query})`)}
    order by ${recipes.recipe_id} desc limit ${MAX_CANDIDATES})`;
  const columns = ranked
    ? sql`matches.recipe_id, ts_rank(matches.search_document, ${query}) as rank`
    : sql`matches.recipe_id`;
  return sql`select ${columns} from (${sql.join(visibleSides(params).map(side), sql` union all `)}) as matches
    order by matches.recipe_id desc limit ${MAX_CANDIDATES}`;
}

/**
 * How many recipes the cook can see, for the empty search: all shared recipes plus the cook's own unshared
 * ones, so each part is counted from one index (recipes_shared_recent_idx alone, recipes_user_idx) instead of
 * reading every visible row.
 */
async function countVisible(db: Db, { userId, shared, basil }: SearchParams): Promise<number> {
  const basilOnly = basil ? eq(recipes.recipe_basil, true) : undefined;
  const countOf = (where: SQL) => sql`(select count(*) from ${recipes} where ${where})`;
  const own = eq(recipes.recipe_user_id, userId);
  const parts = shared
    ? sql`${countOf(and(sql`${recipes.recipe_share} = 'Yes'`, basilOnly)!)}
        + ${countOf(and(own, sql`${recipes.recipe_share} <> 'Yes'`, basilOnly)!)}`
    : countOf(and(own, basilOnly)!);
  const [row] = await db.select({ count: sql<number>`(${parts})::int` }).from(sql`(values (0)) as visible`);
  return row?.count ?? 0;
}

export async function countSearch(db: Db, params: SearchParams): Promise<number> {
  if (!params.text) return countVisible(db, params);
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(sql`(${candidates(params, await textQuery(db, params.text))}) as found`);
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
  const base = db.select(listWithCook).from(recipes).innerJoin(users, eq(users.user_id, recipes.recipe_user_id));
  if (!params.text) {
    const rows = await base
      .where(visible(params))
      .orderBy(desc(recipes.recipe_id))
      .limit(page.limit)
      .offset(page.offset);
    return rows.map((row) => toListItem(row, params.userId));
  }
  const query = await textQuery(db, params.text);
  // Ranked where the candidates are read, so only the page's own rows are looked up again and joined.
  const pageIds = sql`select found.recipe_id from (${candidates(params, query, true)}) as found
    order by found.rank desc, found.recipe_id desc limit ${page.limit} offset ${page.offset}`;
  const rows = await base
    .where(sql`${recipes.recipe_id} in (${pageIds})`)
    .orderBy(sql`ts_rank(${recipes.search_document}, ${query}) desc`, desc(recipes.recipe_id));
  return rows.map((row) => toListItem(row, params.userId));
}
