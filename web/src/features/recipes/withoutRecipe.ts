/**
 * A recipe list as cached (an array of recipes, or `{ recipes, total }`), without one recipe: deleted, its row must
 * not be drawn again, nor take the focus, while the list is fetched anew. Anything else is given back unchanged.
 */
export function withoutRecipe(data: unknown, recipeId: number): unknown {
  const other = (item: unknown) => (item as { recipe_id?: unknown } | null)?.recipe_id !== recipeId;
  const without = (list: unknown[]) => (list.every(other) ? list : list.filter(other));
  if (Array.isArray(data)) return without(data);
  const { recipes } = (data ?? {}) as { recipes?: unknown };
  if (!Array.isArray(recipes)) return data;
  const kept = without(recipes);
  return kept === recipes ? data : { ...(data as object), recipes: kept };
}
