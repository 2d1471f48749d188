/**
 * Fills a database with N synthetic recipes of 1,000 cooks for the search benchmark.
 *
 *   npx tsx --conditions=fiz-source bench/search/generate.ts 100000 --pglite bench/.data/pglite-100k
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/fizbench npx tsx --conditions=fiz-source bench/search/generate.ts 100000
 *
 * The database must be empty (or pass --reset to empty its users, sessions, recipes and ingredients).
 * Every cook is bench{n}@example.com with the password bench123.
 */
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { hash } from '@node-rs/argon2';
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, type Db } from '../../server/src/db/client.js';
import { migrateDatabase } from '../../server/src/db/migrate.js';
import { ingredients, recipes, searchWords, users } from '../../server/src/db/schema.js';
import { driverOf, insertRows, type Driver } from './driver.js';
import { describeTarget, parseArgs, targetFrom, type Target } from './options.js';
import { BENCH_PASSWORD, COOKS, RecipeGenerator, benchEmail } from './recipes-data.js';

const BATCH = 1000;
/** Ingredient rows per INSERT: 6 parameters each stays well under PostgreSQL's 65,535. */
const INGREDIENT_BATCH = 5000;
const USAGE = 'usage: generate.ts <recipes, e.g. 10000 or 100000> [--pglite DIR] [--reset] [--seed 1]';

/** Rows of a raw query; Db is typed for both drivers, whose results both carry `rows`. */
const rows = async (db: Db, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

/**
 * Refuses to fill a database that holds data, and with reset empties it only when every cook in it is a
 * benchmark cook: pointing DATABASE_URL at a real database must never wipe it.
 */
async function ensureEmpty(db: Db, reset: boolean): Promise<void> {
  const [existing] = await rows(
    db,
    sql`select (select count(*) from users)::int as cooks,
          (select count(*) from users where user_email not like 'bench%@example.com')::int as others`,
  );
  if (Number(existing?.cooks ?? 0) === 0) return;
  if (Number(existing?.others ?? 0) > 0) {
    throw new Error('this database has cooks that are not benchmark cooks; use an empty database for the benchmark');
  }
  if (!reset) throw new Error('the database already holds benchmark data; pass --reset to replace it');
  await db.execute(
    sql`truncate ${ingredients}, ${recipes}, ${searchWords}, sessions, ${users} restart identity cascade`,
  );
}

async function insertCooks(driver: Driver, generator: RecipeGenerator): Promise<void> {
  // One hash for everyone: argon2 is slow on purpose, and every cook may share the password.
  const passwordHash = await hash(BENCH_PASSWORD);
  const rows = Array.from({ length: COOKS }, (_, index) => [
    index + 1,
    generator.cookName(index),
    benchEmail(index + 1),
    passwordHash,
    // Life members never expire, so the benchmark's cook can search whenever it runs.
    'Life',
    '2024-01-01',
  ]);
  await insertRows(
    driver.query,
    'users',
    ['user_id', 'user_name', 'user_email', 'password_hash', 'user_access', 'user_joined_date'],
    rows,
  );
  await driver.query(`select setval(pg_get_serial_sequence('users', 'user_id'), ${COOKS})`);
}

interface Tally {
  recipes: number;
  ingredients: number;
  shared: number;
  basil: number;
  chicken: number;
}

const RECIPE_COLUMNS = [
  'recipe_id',
  'recipe_user_id',
  'recipe_name',
  'recipe_note',
  'recipe_method',
  'recipe_share',
  'recipe_favourite',
  'recipe_basil',
  'created_at',
  'updated_at',
];
const INGREDIENT_COLUMNS = ['recipe_id', 'position', 'qty', 'unit', 'item', 'note'];

/** Multi-row INSERTs through the driver (Drizzle's builder costs more than the database at this size). */
async function insertRecipes(driver: Driver, generator: RecipeGenerator, total: number, tally: Tally) {
  const span = 3 * 365 * 24 * 60 * 60_000;
  const start = Date.now() - span;
  const began = Date.now();
  for (let first = 1; first <= total; first += BATCH) {
    const last = Math.min(total, first + BATCH - 1);
    const recipeRows: unknown[][] = [];
    const ingredientRows: unknown[][] = [];
    for (let id = first; id <= last; id += 1) {
      const recipe = generator.recipe();
      // Ids follow creation time, as they do in the app, so "newest first" and "highest id first" agree.
      const created = new Date(start + Math.floor((span * id) / total)).toISOString();
      recipeRows.push([
        id,
        generator.integer(1, COOKS),
        recipe.name,
        recipe.note,
        recipe.method,
        recipe.share ? 'Yes' : 'No',
        recipe.favourite ? 'Yes' : 'No',
        recipe.basil,
        created,
        created,
      ]);
      recipe.ingredients.forEach(({ qty, unit, item, note }, position) =>
        ingredientRows.push([id, position, qty, unit, item, note]),
      );
      tally.recipes += 1;
      tally.ingredients += recipe.ingredients.length;
      if (recipe.share) tally.shared += 1;
      if (recipe.basil) tally.basil += 1;
      const text = [recipe.name, recipe.note, recipe.method, ...recipe.ingredients.map((i) => i.item)].join(' ');
      if (/chicken/i.test(text)) tally.chicken += 1;
    }
    await driver.transaction(async (query) => {
      await insertRows(query, 'recipes', RECIPE_COLUMNS, recipeRows);
      for (let from = 0; from < ingredientRows.length; from += INGREDIENT_BATCH) {
        await insertRows(query, 'ingredients', INGREDIENT_COLUMNS, ingredientRows.slice(from, from + INGREDIENT_BATCH));
      }
    });
    if (last % 10_000 === 0 || last === total) {
      const seconds = (Date.now() - began) / 1000;
      console.log(`  ${last.toLocaleString('en')} recipes (${seconds.toFixed(1)} s)`);
    }
  }
  await driver.query(`select setval(pg_get_serial_sequence('recipes', 'recipe_id'), ${total})`);
}

/**
 * The server keeps each recipe's search document and the vocabulary of recipe words with the SQL functions
 * fiz_recipe_document and fiz_recipe_words (migrations 0004 and 0005, called by recipes.db.ts after every
 * write); bulk inserts bypass the app, so fill both here with the same functions, in id ranges.
 */
async function refreshSearchData(db: Db, total: number): Promise<void> {
  const began = Date.now();
  const step = 10_000;
  for (let first = 1; first <= total; first += step) {
    const batch = sql`${recipes.recipe_id} between ${first} and ${first + step - 1}`;
    await db.execute(sql`update ${recipes} set search_document = fiz_recipe_document(${recipes}) where ${batch}`);
    await db.execute(
      sql`insert into ${searchWords} (word) select distinct fiz_recipe_words(${recipes}) from ${recipes}
          where ${batch} on conflict do nothing`,
    );
  }
  console.log(`  search documents and words refreshed (${((Date.now() - began) / 1000).toFixed(1)} s)`);
}

export interface GenerateOptions {
  /** Empty the database first when it holds data (only ever a benchmark database: see ensureEmpty). */
  reset?: boolean;
  seed?: number;
}

/** Creates `total` recipes of 1,000 cooks in the target database: schema first, search data and ANALYZE after. */
export async function generate(target: Target, total: number, options: GenerateOptions = {}): Promise<void> {
  const database = await openDatabase(
    target.kind === 'postgres'
      ? { databaseUrl: target.databaseUrl, dataDir: null }
      : { dataDir: join(target.dataDir, 'pglite') },
  );
  const { db } = database;
  try {
    console.log(`Generating ${total.toLocaleString('en')} recipes of ${COOKS} cooks in ${describeTarget(target)}`);
    const began = Date.now();
    await migrateDatabase(database);
    await ensureEmpty(db, options.reset ?? false);
    const generator = new RecipeGenerator(options.seed ?? 1);
    const driver = driverOf(database);
    await insertCooks(driver, generator);
    const tally: Tally = { recipes: 0, ingredients: 0, shared: 0, basil: 0, chicken: 0 };
    await insertRecipes(driver, generator, total, tally);
    await refreshSearchData(db, total);
    const vacuumStarted = Date.now();
    await db.execute(sql`vacuum analyze`);
    console.log(`  vacuum analyze (${((Date.now() - vacuumStarted) / 1000).toFixed(1)} s)`);
    const percent = (part: number) => `${((100 * part) / tally.recipes).toFixed(1)}%`;
    console.log(
      `Done in ${((Date.now() - began) / 1000).toFixed(1)} s: ${tally.recipes} recipes, ${tally.ingredients} ingredients, ` +
        `${percent(tally.shared)} shared, ${percent(tally.basil)} Chef Basil, "chicken" in ${percent(tally.chicken)}`,
    );
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const { positional, named } = parseArgs(process.argv.slice(2), ['reset']);
  const total = Number(positional[0]);
  if (!Number.isInteger(total) || total < 1) throw new Error(USAGE);
  await generate(targetFrom(named, process.env), total, {
    reset: named.has('reset'),
    seed: Number(named.get('seed') ?? 1),
  });
}

// Run as a command, not when run.ts imports generate() for --generate.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
