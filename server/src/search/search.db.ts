import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { RecipeListItem } from '@fiz/core/recipe';
import type { Db } from '../db/client.js';
import { preparedPerDatabase, preparedPerShape } from '../db/prepared.js';
import { recipes, searchWords, users } from '../db/schema.js';
import { listWithCook, toListItem } from '../recipes/recipes.db.js';
import { plainWords, wordsToLookUp, type PlainWord } from './search-text.js';
import { allOf, anyOf } from '../db/conditions.js';
import { required } from '../required.js';

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
    texts: indexes.map((index) => required(words[index], 'a word').text),
    prefixes: indexes.map((index) => required(words[index], 'a word').prefix),
  });
  for (const { index, word } of rows) alternatives.set(index, [...(alternatives.get(index) ?? []), word]);
  return alternatives;
}

/**
 * A search's words and their known alternatives as statement values: the statement names them by position
 * (w0, w0a1, …), so its text depends only on the shape of the search, never on what was typed.
 */
interface TextQuery {
  sql: SQL;
  /** What the statement's text depends on: the same shape always builds the same text. */
  shape: string;
  values: Record<string, string>;
}

/** A typed word or any known alternative; the word being typed also as a prefix. */
function wordQuery(index: number, word: PlainWord, known: string[], values: Record<string, string>): SQL {
  values[`w${index}`] = word.text;
  const typedWord = sql.placeholder(`w${index}`);
  const typed = word.prefix
    ? sql`to_tsquery('english', fiz_unaccent(${typedWord}) || ':*')`
    : sql`plainto_tsquery('english', fiz_unaccent(${typedWord}))`;
  const alternatives = known.map((alternative, n) => {
    values[`w${index}a${n}`] = alternative;
    return sql`plainto_tsquery('english', ${sql.placeholder(`w${index}a${n}`)})`;
  });
  return sql`(${sql.join([typed, ...alternatives], sql` || `)})`;
}

/**
 * The full-text query for what a cook typed: every plain word must match (or a known alternative), the last
 * one as a prefix while it is typed; web-search syntax (quotes, or, minus) is read as written.
 */
async function textQuery(db: Db, text: string): Promise<TextQuery> {
  const words = plainWords(text);
  if (!words) {
    return {
      sql: sql`websearch_to_tsquery('english', fiz_unaccent(${sql.placeholder('text')}))`,
      shape: 'websearch',
      values: { text },
    };
  }
  const alternatives = await knownAlternatives(db, words);
  const values: Record<string, string> = {};
  return {
    sql: sql.join(
      words.map((word, index) => wordQuery(index, word, alternatives.get(index) ?? [], values)),
      sql` && `,
    ),
    shape: words
      .map((word, index) => `${word.prefix ? 'prefix' : 'word'}+${(alternatives.get(index) ?? []).length}`)
      .join(' '),
    values,
  };
}

/** The flags of a search; the cook and the page are statement values (userId, limit, offset). */
type Visibility = Pick<SearchParams, 'shared' | 'basil'>;

const USER_ID = sql.placeholder('userId');

/**
 * The visible set as sides that each read newest first: the cook's own recipes and, with Shared, other cooks'
 * shared ones; Chef Basil narrows both. Apart, each side walks its own index (recipes_user_idx,
 * recipes_shared_recent_idx) and a broad word is checked only against visible recipes, not against every recipe
 * in the table.
 */
function visibleSides({ shared, basil }: Visibility): [SQL, ...SQL[]] {
  const basilOnly = basil ? eq(recipes.recipe_basil, true) : undefined;
  const own = allOf(sql`${recipes.recipe_user_id} = ${USER_ID}`, basilOnly);
  if (!shared) return [own];
  // 'Yes' as a literal, so the planner can match the partial indexes' predicate whatever plan it makes.
  const sharedByOthers = allOf(
    sql`${recipes.recipe_share} = 'Yes'`,
    sql`${recipes.recipe_user_id} <> ${USER_ID}`,
    basilOnly,
  );
  return [own, sharedByOthers];
}

/** The whole visible set in one condition, for the empty search. */
function visible(flags: Visibility): SQL {
  return anyOf(...visibleSides(flags));
}

/** The newest MAX_CANDIDATES visible recipes matching the query, with their rank when asked. */
function candidates(flags: Visibility, query: SQL, ranked = false): SQL {
  const side = (where: SQL) => sql`(select ${recipes.recipe_id}, ${recipes.search_document} from ${recipes}
    where ${and(where, sql`${recipes.search_document} @@ (${query})`)}
    order by ${recipes.recipe_id} desc limit ${sql.raw(String(MAX_CANDIDATES))})`;
  const columns = ranked
    ? sql`matches.recipe_id, ts_rank(matches.search_document, ${query}) as rank`
    : sql`matches.recipe_id`;
  return sql`select ${columns} from (${sql.join(visibleSides(flags).map(side), sql` union all `)}) as matches
    order by matches.recipe_id desc limit ${sql.raw(String(MAX_CANDIDATES))}`;
}

/**
 * Search statements are built once for each shape of search (flags, and the words' kinds and numbers of
 * alternatives; preparedPerShape): building the SQL took a fifth of the app's own time for a search
 * (bench/search). Each still runs unnamed, so PostgreSQL plans it for the words it is given: a broad word and a
 * rare one need different plans.
 */
const shapeOf = ({ shared, basil }: Visibility, statement: string, words = '') =>
  `${statement} shared=${shared} basil=${basil} ${words}`;

/**
 * How many recipes the cook can see, for the empty search: all shared recipes plus the cook's own unshared
 * ones, so each part is counted from one index (recipes_shared_recent_idx alone, recipes_user_idx) instead of
 * reading every visible row.
 */
async function countVisible(db: Db, params: SearchParams): Promise<number> {
  const statement = preparedPerShape(db, shapeOf(params, 'count visible'), () => {
    const basilOnly = params.basil ? eq(recipes.recipe_basil, true) : undefined;
    const countOf = (where: SQL) => sql`(select count(*) from ${recipes} where ${where})`;
    const own = sql`${recipes.recipe_user_id} = ${USER_ID}`;
    const parts = params.shared
      ? sql`${countOf(allOf(sql`${recipes.recipe_share} = 'Yes'`, basilOnly))}
        + ${countOf(allOf(own, sql`${recipes.recipe_share} <> 'Yes'`, basilOnly))}`
      : countOf(allOf(own, basilOnly));
    return db
      .select({ count: sql<number>`(${parts})::int` })
      .from(sql`(values (0)) as visible`)
      .prepare('');
  });
  const [row] = await statement.execute({ userId: params.userId });
  return row?.count ?? 0;
}

export async function countSearch(db: Db, params: SearchParams): Promise<number> {
  if (!params.text) return countVisible(db, params);
  const query = await textQuery(db, params.text);
  const statement = preparedPerShape(db, shapeOf(params, 'count', query.shape), () =>
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(sql`(${candidates(params, query.sql)}) as found`)
      .prepare(''),
  );
  const [row] = await statement.execute({ ...query.values, userId: params.userId });
  return row?.count ?? 0;
}

const pageWithCook = (db: Db) =>
  db.select(listWithCook).from(recipes).innerJoin(users, eq(users.user_id, recipes.recipe_user_id));

/**
 * A page of results: best match first, ties broken by newest so paging never repeats or skips a recipe.
 * An empty search lists the visible set newest first.
 */
export async function searchRecipes(
  db: Db,
  params: SearchParams,
  page: { limit: number; offset: number },
): Promise<RecipeListItem[]> {
  const pageValues = { userId: params.userId, limit: page.limit, offset: page.offset };
  if (!params.text) {
    const statement = preparedPerShape(db, shapeOf(params, 'list visible'), () =>
      pageWithCook(db)
        .where(visible(params))
        .orderBy(desc(recipes.recipe_id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(''),
    );
    const rows = await statement.execute(pageValues);
    return rows.map((row) => toListItem(row, params.userId));
  }
  const query = await textQuery(db, params.text);
  const statement = preparedPerShape(db, shapeOf(params, 'search', query.shape), () => {
    // Ranked where the candidates are read, so only the page's own rows are looked up again and joined.
    const pageIds = sql`select found.recipe_id from (${candidates(params, query.sql, true)}) as found
      order by found.rank desc, found.recipe_id desc
      limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}`;
    return pageWithCook(db)
      .where(sql`${recipes.recipe_id} in (${pageIds})`)
      .orderBy(sql`ts_rank(${recipes.search_document}, ${query.sql}) desc`, desc(recipes.recipe_id))
      .prepare('');
  });
  const rows = await statement.execute({ ...query.values, ...pageValues });
  return rows.map((row) => toListItem(row, params.userId));
}
