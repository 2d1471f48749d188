import { z } from 'zod';
import { RecipeSchema, type Recipe } from '@fiz/core/recipe';
import { KEPT_RECIPES_KEY as KEY } from '../../../lib/forgetTheCook';

/**
 * The recipes last opened on the phone, kept in this browser so they open in the kitchen with no signal. Like the
 * shopping list they stay in this browser only; logging out (or another cook signing in) forgets them.
 */
export const KEPT_RECIPES_LIMIT = 20;

const KeptRecipeSchema = z.object({ keptAt: z.string(), recipe: RecipeSchema });
const KeptSchema = z.object({ ownerId: z.number().int(), recipes: z.array(KeptRecipeSchema) });
export type KeptRecipe = z.infer<typeof KeptRecipeSchema>;

function read(): z.infer<typeof KeptSchema> | undefined {
  try {
    const kept = KeptSchema.safeParse(JSON.parse(localStorage.getItem(KEY) ?? 'null'));
    return kept.success ? kept.data : undefined;
  } catch {
    // Storage blocked, or not JSON: nothing kept.
    return undefined;
  }
}

/** Writes as many of the newest as storage holds: a full browser keeps fewer recipes rather than none. */
function write(ownerId: number, recipes: KeptRecipe[]): void {
  for (let count = recipes.length; ; count = Math.floor(count / 2)) {
    try {
      return localStorage.setItem(KEY, JSON.stringify({ ownerId, recipes: recipes.slice(0, count) }));
    } catch {
      // Over the quota: try again with fewer; blocked, or full even with none: nothing is kept.
      if (count === 0) return;
    }
  }
}

/** The list with this recipe first, as it was just now, without its older copy, at most `limit` long. */
export function withRecipeKept(recipes: readonly KeptRecipe[], kept: KeptRecipe, limit = KEPT_RECIPES_LIMIT) {
  const others = recipes.filter(({ recipe }) => recipe.recipe_id !== kept.recipe.recipe_id);
  return [kept, ...others].slice(0, limit);
}

/** The recipes kept for this cook; with the cook unknown (offline), those kept last, since logging out clears them. */
export function keptRecipes(cookId: number | undefined): KeptRecipe[] {
  const kept = read();
  if (!kept || (cookId !== undefined && kept.ownerId !== cookId)) return [];
  return kept.recipes;
}

export function keptRecipe(cookId: number | undefined, recipeId: number): KeptRecipe | undefined {
  return keptRecipes(cookId).find(({ recipe }) => recipe.recipe_id === recipeId);
}

export function keepRecipe(cookId: number, recipe: Recipe): void {
  write(cookId, withRecipeKept(keptRecipes(cookId), { keptAt: new Date().toISOString(), recipe }));
}

/** A recipe deleted, or no longer shared with this cook, is not kept either. */
export function forgetRecipe(recipeId: number): void {
  const kept = read();
  if (!kept) return;
  write(
    kept.ownerId,
    kept.recipes.filter(({ recipe }) => recipe.recipe_id !== recipeId),
  );
}
