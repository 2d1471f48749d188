import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The recipes the built-in chef knows without an AI provider, one JSON file per cuisine or course. The build does not
 * copy JSON, so the files are always read from the source tree: this module sits three folders below the server
 * package both as src/chef/builtin/bundled-recipes.ts and as dist/chef/builtin/bundled-recipes.js.
 */
const BUNDLED_RECIPES_DIR = fileURLToPath(new URL('../../../src/chef/builtin/recipes/', import.meta.url));

const text = z.string().trim();

const BundledIngredientSchema = z.strictObject({
  qty: text,
  unit: text,
  item: text.min(1),
  note: text,
});

export const BundledRecipeSchema = z.strictObject({
  name: text.min(1).max(50),
  intro: text.min(1),
  cuisine: text.min(1),
  ingredients: z.array(BundledIngredientSchema).min(5).max(14),
  method: z.array(text.min(1)).min(4).max(9),
});

export type BundledRecipe = z.infer<typeof BundledRecipeSchema>;

let loaded: BundledRecipe[] | undefined;

/** Every bundled recipe, read and checked on first use; a broken file fails loudly rather than shrinking the list. */
export function bundledRecipes(): BundledRecipe[] {
  loaded ??= loadRecipes(BUNDLED_RECIPES_DIR);
  return loaded;
}

function loadRecipes(dir: string): BundledRecipe[] {
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort();
  const recipes = files.flatMap((file) => readRecipeFile(join(dir, file)));
  assertUniqueNames(recipes);
  return recipes;
}

function readRecipeFile(path: string): BundledRecipe[] {
  const result = z.array(BundledRecipeSchema).safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!result.success) throw new Error(`Bundled recipes in ${path} are invalid: ${z.prettifyError(result.error)}`);
  return result.data;
}

function assertUniqueNames(recipes: BundledRecipe[]): void {
  const seen = new Set<string>();
  for (const { name } of recipes) {
    const key = name.toLowerCase();
    if (seen.has(key)) throw new Error(`Two bundled recipes are called "${name}"`);
    seen.add(key);
  }
}
