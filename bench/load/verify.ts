/** Reads back every acknowledged write, from PostgreSQL or through the API, and counts missing and stale ones. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { Cook, RecipeState, TrackedRecipe } from './cooks.js';

export interface Stored {
  name: string;
  note: string;
  share: string;
  ingredients: number;
  imageUrl: string;
}

export interface Verdict {
  checked: number;
  missing: number;
  stale: number;
  photosMissing: number;
  examples: string[];
}

function judge(verdict: Verdict, recipe: TrackedRecipe, stored: Stored | undefined, imagesDir?: string): void {
  verdict.checked += 1;
  if (!stored) {
    verdict.missing += 1;
    if (verdict.examples.length < 5) verdict.examples.push(`recipe ${recipe.id} is missing`);
    return;
  }
  const same = (state: RecipeState) =>
    state.name === stored.name &&
    state.note === stored.note &&
    state.share === stored.share &&
    state.ingredients === stored.ingredients;
  const photoChecked = !recipe.photoUnsure && recipe.unsure.length === 0;
  const photoOk = !photoChecked || stored.imageUrl === recipe.acked.imageUrl;
  if (!(same(recipe.acked) || recipe.unsure.some(same)) || !photoOk) {
    verdict.stale += 1;
    if (verdict.examples.length < 5)
      verdict.examples.push(
        `recipe ${recipe.id} is stale: expected ${JSON.stringify(recipe.acked)}, found ${JSON.stringify(stored)}`,
      );
    return;
  }
  // The photo row is there: is the file it names there too?
  if (imagesDir && photoChecked && stored.imageUrl) {
    const file = join(imagesDir, stored.imageUrl.replace(/^\/images\//, ''));
    if (!existsSync(file)) {
      verdict.photosMissing += 1;
      if (verdict.examples.length < 5) verdict.examples.push(`recipe ${recipe.id}: photo file ${file} is missing`);
    }
  }
}

const emptyVerdict = (): Verdict => ({ checked: 0, missing: 0, stale: 0, photosMissing: 0, examples: [] });

export async function verifyInPostgres(databaseUrl: string, cooks: Cook[], imagesDir?: string): Promise<Verdict> {
  const recipes = cooks.flatMap((cook) => cook.recipes);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{
      recipe_id: number;
      recipe_name: string;
      recipe_note: string;
      recipe_share: string;
      recipe_imageurl: string;
      ingredients: number;
    }>(
      `select r.recipe_id, r.recipe_name, r.recipe_note, r.recipe_share, r.recipe_imageurl,
              (select count(*)::int from ingredients i where i.recipe_id = r.recipe_id) as ingredients
         from recipes r where r.recipe_id = any($1::int[])`,
      [recipes.map((recipe) => recipe.id)],
    );
    const byId = new Map(rows.map((row) => [row.recipe_id, row]));
    const verdict = emptyVerdict();
    for (const recipe of recipes) {
      const row = byId.get(recipe.id);
      const stored = row && {
        name: row.recipe_name,
        note: row.recipe_note,
        share: row.recipe_share,
        ingredients: row.ingredients,
        imageUrl: row.recipe_imageurl,
      };
      judge(verdict, recipe, stored, imagesDir);
    }
    return verdict;
  } finally {
    await client.end();
  }
}

/** Each recipe read by its owner through GET /api/getrecipe/{id}; a 404 counts as missing. */
export async function verifyThroughApi(cooks: Cook[]): Promise<Verdict> {
  const verdict = emptyVerdict();
  for (const cook of cooks) {
    for (const recipe of cook.recipes) {
      const result = await cook.call('GET', `/api/getrecipe/${recipe.id}`);
      if (!result.ok && result.status !== 404)
        throw new Error(`reading recipe ${recipe.id} back: ${result.status} ${result.text}`);
      const body = result.body as
        | {
            recipe_name: string;
            recipe_note: string;
            recipe_share: string;
            recipe_imageurl: string;
            ingredients: unknown[];
          }
        | undefined;
      const stored =
        result.ok && body
          ? {
              name: body.recipe_name,
              note: body.recipe_note,
              share: body.recipe_share,
              ingredients: body.ingredients.length,
              imageUrl: body.recipe_imageurl,
            }
          : undefined;
      judge(verdict, recipe, stored);
    }
  }
  return verdict;
}
