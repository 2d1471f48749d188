import { and, asc, desc, eq, getTableColumns, ne, sql, type SQL } from 'drizzle-orm';
import type { ListType } from '@fiz/core/dashboard';
import {
  COPIED_COLUMNS,
  RecipeListItemSchema,
  RecipeSchema,
  thumbnailUrl,
  type Ingredient,
  type ListOrder,
  type Recipe,
  type RecipeColumn,
  type RecipeFieldColumns,
  type RecipeListItem,
} from '@fiz/core/recipe';
import type { Db } from '../db/client.js';
import { ingredients, recipes, searchWords, users } from '../db/schema.js';
import { shuffledPhotoRecipes } from './photo-shuffle.js';
import { onlyRow } from '../db/rows.js';
import { allOf } from '../db/conditions.js';

export type RecipeRow = Omit<typeof recipes.$inferSelect, 'search_document'> & { user_name: string };

/**
 * A row that heads a section ("For the sauce:"): only an item, ending in a colon. isIngredientHeading in
 * core/src/ingredient-heading.ts, as the database can ask it.
 */
const isHeadingRow = sql`(btrim(${ingredients.qty}) = '' and btrim(${ingredients.unit}) = ''
  and btrim(${ingredients.note}) = '' and btrim(${ingredients.item}) ~ '.[:：]$')`;

/** The recipe lists something to cook with: a section's heading alone is not an ingredient. */
export const hasIngredients = sql`exists (select 1 from ${ingredients}
  where ${ingredients.recipe_id} = ${recipes.recipe_id} and not ${isHeadingRow})`;

/** The recipes behind each dashboard list (spec 2.3). */
const LIST_FILTERS: Record<ListType, SQL> = {
  myrecipes: sql`true`,
  shared: sql`${recipes.recipe_share} = 'Yes'`,
  favourites: sql`${recipes.recipe_favourite} = 'Yes'`,
  noingredients: sql`not ${hasIngredients}`,
  nomethod: sql`btrim(${recipes.recipe_method}) = ''`,
  nophoto: sql`${recipes.recipe_imageurl} = ''`,
};

export const ownRecipes = (userId: number, listType: ListType = 'myrecipes') =>
  allOf(eq(recipes.recipe_user_id, userId), LIST_FILTERS[listType]);

export const ownVideos = (userId: number) =>
  allOf(eq(recipes.recipe_user_id, userId), ne(recipes.recipe_youtube_url, ''));

/** A row of a recipe list: what a card shows, with its cook's name. */
export type ListRow = Omit<RecipeRow, 'recipe_method'>;

/** What a row answers besides its own fields (RECIPE_FIELDS), as `viewerId` sees it. */
const answered = (row: ListRow, viewerId: number) => ({
  ...row,
  recipe_image: thumbnailUrl(row.recipe_imageurl),
  recipe_favourite: viewerId === row.recipe_user_id ? row.recipe_favourite : 'No',
  recipe_basil: row.recipe_basil ? 'true' : 'false',
});

/**
 * A recipe as a list shows it to `viewerId` (by default its owner, for the owner's own lists). Favourite is the
 * owner's own mark: another cook reading a shared recipe sees No, as on a copy of it. The schema keeps the
 * fields a list answers and leaves the rest of the row behind.
 */
export function toListItem(row: ListRow, viewerId = row.recipe_user_id): RecipeListItem {
  return RecipeListItemSchema.parse(answered(row, viewerId));
}

/** A whole recipe with its ingredients, as `viewerId` reads it (GET /api/getrecipe). */
export function toRecipe(row: RecipeRow, list: Ingredient[], viewerId: number): Recipe {
  return RecipeSchema.parse({ ...answered(row, viewerId), ingredients: list });
}

// The search document is for the database's eyes only: it never travels back to the app.
export const { search_document: searchDocument, ...recipeColumns } = getTableColumns(recipes);
const withCook = { ...recipeColumns, user_name: users.user_name };
// Lists never show the method, the longest text of a recipe, so it stays in the database.
const { recipe_method: listsLeaveOut, ...listColumns } = recipeColumns;
export const listWithCook = { ...listColumns, user_name: users.user_name };

/**
 * Each order ends with the id, so paging never repeats or skips a recipe. By name as a cook reads it: numbers by
 * value, "Soup 2" before "Soup 10" (the collation comes from migration 0015). Ids follow creation.
 */
const LIST_ORDER_BY: Record<ListOrder, SQL[]> = {
  name: [sql`${recipes.recipe_name} collate natural_order`, asc(recipes.recipe_id)],
  newest: [desc(recipes.recipe_id)],
  changed: [desc(recipes.updated_at), desc(recipes.recipe_id)],
};

/** A page of recipes in a stable order, by name unless asked otherwise. */
export async function listRecipes(db: Db, filter: SQL, page: { limit: number; offset: number; order?: ListOrder }) {
  const rows = await db
    .select(listWithCook)
    .from(recipes)
    .innerJoin(users, eq(users.user_id, recipes.recipe_user_id))
    .where(filter)
    .orderBy(...LIST_ORDER_BY[page.order ?? 'name'])
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(toListItem);
}

export async function countRecipes(db: Db, filter: SQL): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(recipes)
    .where(filter);
  return row?.count ?? 0;
}

export async function findRecipe(db: Db, recipeId: number): Promise<RecipeRow | undefined> {
  const [row] = await db
    .select(withCook)
    .from(recipes)
    .innerJoin(users, eq(users.user_id, recipes.recipe_user_id))
    .where(eq(recipes.recipe_id, recipeId));
  return row;
}

export async function recipeIngredients(db: Db, recipeId: number): Promise<Ingredient[]> {
  return db
    .select({ qty: ingredients.qty, unit: ingredients.unit, item: ingredients.item, note: ingredients.note })
    .from(ingredients)
    .where(eq(ingredients.recipe_id, recipeId))
    .orderBy(asc(ingredients.position));
}

export const SLIDESHOW_SIZE = 30;

/**
 * The slideshow (spec 2.3, 5): recipes with a photo that are the cook's own or shared, at random. `from` is the
 * point of the shuffle to start at (random unless given).
 */
export async function slideshowRecipes(db: Db, userId: number, from?: number) {
  const sides = [
    sql`${recipes.recipe_share} = 'Yes'`,
    allOf(eq(recipes.recipe_user_id, userId), sql`${recipes.recipe_share} <> 'Yes'`),
  ];
  const rows = await db
    .select(listWithCook)
    .from(recipes)
    .innerJoin(users, eq(users.user_id, recipes.recipe_user_id))
    .innerJoin(
      sql`${shuffledPhotoRecipes(sides, SLIDESHOW_SIZE, from)} as picked`,
      sql`picked.recipe_id = ${recipes.recipe_id}`,
    )
    .orderBy(sql`picked.place`);
  return rows.map((row) => {
    const { recipe_id, recipe_name, recipe_note, recipe_imageurl, recipe_image, user_name } = toListItem(row);
    return { recipe_id, recipe_name, recipe_note, recipe_imageurl, recipe_image, user_name };
  });
}

/**
 * Recomputes what search matches in a recipe (the SQL function fiz_recipe_document) and adds its words to the
 * typo-tolerance vocabulary (fiz_recipe_words); after every write.
 */
async function refreshSearchDocument(db: Pick<Db, 'execute'>, recipeId: number): Promise<void> {
  await db.execute(
    sql`update ${recipes} set search_document = fiz_recipe_document(${recipes}) where ${recipes.recipe_id} = ${recipeId}`,
  );
  // In word order, so two cooks saving at once never wait on each other's words in opposite orders.
  await db.execute(
    sql`insert into ${searchWords} (word) select distinct fiz_recipe_words(${recipes}) from ${recipes}
      where ${recipes.recipe_id} = ${recipeId} order by 1 on conflict do nothing`,
  );
}

/** The ingredients in the order given; position keeps that order. */
async function insertIngredients(db: Pick<Db, 'insert'>, recipeId: number, list: Ingredient[]): Promise<void> {
  if (list.length === 0) return;
  await db
    .insert(ingredients)
    .values(list.map((ingredient, position) => ({ ...ingredient, recipe_id: recipeId, position })));
}

export async function insertRecipe(
  db: Db,
  values: typeof recipes.$inferInsert,
  list: Ingredient[] = [],
): Promise<number> {
  return db.transaction(async (tx) => {
    const { recipe_id: recipeId } = onlyRow(
      await tx.insert(recipes).values(values).returning({ recipe_id: recipes.recipe_id }),
    );
    await insertIngredients(tx, recipeId, list);
    await refreshSearchDocument(tx, recipeId);
    return recipeId;
  });
}

type RequiredColumn = 'recipe_name' | 'recipe_share' | 'recipe_favourite';

/** A recipe's new values; a field left undefined keeps its value. */
export type RecipeChanges = Pick<RecipeFieldColumns, RequiredColumn> &
  Partial<Omit<RecipeFieldColumns, RequiredColumn>> & {
    /** Set only to remove the photo. */
    recipe_imageurl?: '';
    ingredients?: Ingredient[];
  };

/**
 * The recipe's photo URL, its row locked until the transaction ends, so no upload can replace the photo between
 * this read and the caller's write; undefined when there is no such recipe.
 */
async function lockedImageUrl(tx: Pick<Db, 'select'>, recipeId: number): Promise<string | undefined> {
  const [row] = await tx
    .select({ imageUrl: recipes.recipe_imageurl })
    .from(recipes)
    .where(eq(recipes.recipe_id, recipeId))
    .for('update');
  return row?.imageUrl;
}

function sameIngredients(a: Ingredient[], b: Ingredient[]): boolean {
  const fields = ['qty', 'unit', 'item', 'note'] as const;
  return a.length === b.length && a.every((one, i) => fields.every((field) => one[field] === b[i]?.[field]));
}

/**
 * Changes a recipe and replaces its ingredients in one transaction: a failure part way changes nothing.
 * Answers the photo URL the change removed ('' for none), read under the row's lock so that a photo uploaded
 * meanwhile is the one reported, not the one it replaced, and the recipe's new revision; or 'changedElsewhere'
 * when an expected revision is given and the recipe was saved since.
 */
export async function updateRecipe(
  db: Db,
  recipeId: number,
  changes: RecipeChanges,
  expectedRevision?: number,
): Promise<{ removedImageUrl: string; revision: number } | 'changedElsewhere'> {
  const { ingredients: list, ...fields } = changes;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        imageUrl: recipes.recipe_imageurl,
        revision: recipes.recipe_revision,
        recipe_name: recipes.recipe_name,
        recipe_note: recipes.recipe_note,
        recipe_method: recipes.recipe_method,
      })
      .from(recipes)
      .where(eq(recipes.recipe_id, recipeId))
      .for('update');
    if (expectedRevision !== undefined && current?.revision !== expectedRevision) return 'changedElsewhere';
    const removedImageUrl = fields.recipe_imageurl === '' ? (current?.imageUrl ?? '') : '';
    const revision = (current?.revision ?? 0) + 1;
    // Rewriting a Chef Basil recipe makes it the cook's own (spec 4.2); marking it a favourite or sharing it
    // does not.
    const rewritten =
      !current ||
      (['recipe_name', 'recipe_note', 'recipe_method'] as const).some(
        (field) => fields[field] !== undefined && fields[field] !== current[field],
      ) ||
      (list !== undefined && !sameIngredients(list, await recipeIngredients(tx, recipeId)));
    await tx
      .update(recipes)
      .set({ ...fields, ...(rewritten && { recipe_basil: false }), recipe_revision: revision, updated_at: new Date() })
      .where(eq(recipes.recipe_id, recipeId));
    if (list !== undefined) {
      await tx.delete(ingredients).where(eq(ingredients.recipe_id, recipeId));
      await insertIngredients(tx, recipeId, list);
    }
    await refreshSearchDocument(tx, recipeId);
    return { removedImageUrl, revision };
  });
}

/**
 * Gives a recipe a new photo and answers the URL it replaced ('' for none) and the recipe's new revision, or null
 * when the recipe is gone. The row stays locked from reading the old URL to writing the new one, so of uploads
 * sent together each learns exactly the photo it displaced and no file is left behind unreferenced. A new photo
 * is a new revision: an editor opened before it cannot save over it (a Remove photo meant for the old one).
 */
export async function replaceRecipeImage(
  db: Db,
  recipeId: number,
  imageUrl: string,
): Promise<{ replaced: string; revision: number } | null> {
  return db.transaction(async (tx) => {
    const current = await lockedImageUrl(tx, recipeId);
    if (current === undefined) return null;
    const updated = onlyRow(
      await tx
        .update(recipes)
        .set({
          recipe_imageurl: imageUrl,
          recipe_revision: sql`${recipes.recipe_revision} + 1`,
          updated_at: new Date(),
        })
        .where(eq(recipes.recipe_id, recipeId))
        .returning({ revision: recipes.recipe_revision }),
    );
    return { replaced: current, revision: updated.revision };
  });
}

/** Answers the photo URL the deleted row held, not one read earlier: an upload may have replaced it since. */
export async function deleteRecipe(db: Db, recipeId: number): Promise<string> {
  const [deleted] = await db
    .delete(recipes)
    .where(eq(recipes.recipe_id, recipeId))
    .returning({ imageUrl: recipes.recipe_imageurl });
  return deleted?.imageUrl ?? '';
}

/** The fields a copy takes over: all but the owner's own marks (Share and Favourite). */
const copiedFields = (source: Pick<RecipeRow, RecipeColumn>) =>
  Object.fromEntries(COPIED_COLUMNS.map((column) => [column, source[column]])) as Pick<
    RecipeRow,
    (typeof COPIED_COLUMNS)[number]
  >;

/**
 * An independent copy of a shared recipe for another cook: fields and ingredients, private, with its own photo
 * files. Undefined when the recipe is no longer there to copy (deleted or unshared meanwhile). The source row
 * is locked while it is read, so a delete or an edit waits for the copy, which is of one version of the recipe.
 */
export async function copyRecipe(
  db: Db,
  sourceId: number,
  userId: number,
  imageUrl: string,
): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const [source] = await tx
      .select()
      .from(recipes)
      .where(and(eq(recipes.recipe_id, sourceId), eq(recipes.recipe_share, 'Yes')))
      .for('share');
    if (!source) return undefined;
    const copied = await tx
      .insert(recipes)
      .values({
        ...copiedFields(source),
        recipe_user_id: userId,
        recipe_imageurl: imageUrl,
        recipe_basil: source.recipe_basil,
      })
      .returning({ recipe_id: recipes.recipe_id });
    const copy = onlyRow(copied);
    await tx.execute(sql`
      insert into ${ingredients} (recipe_id, position, qty, unit, item, note)
      select ${copy.recipe_id}, position, qty, unit, item, note from ${ingredients}
      where recipe_id = ${source.recipe_id}`);
    await refreshSearchDocument(tx, copy.recipe_id);
    return copy.recipe_id;
  });
}
