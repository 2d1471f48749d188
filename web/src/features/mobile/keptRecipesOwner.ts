/**
 * Forgetting the recipes kept on the phone (keptRecipes.ts) when its cook leaves. Login and logout are in the
 * first pages' code, which builds no schema (docs/decisions/0008), so this part reads the owner without one.
 */
export const KEPT_RECIPES_KEY = 'fizkeptrecipes';

/** At logout: the next person on this browser must not find the last cook's recipes. */
export function dropKeptRecipes(): void {
  try {
    localStorage.removeItem(KEPT_RECIPES_KEY);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}

/** At login: a different cook from the one who kept them must not find them (offline, the cook is unknown). */
export function forgetOtherCooksRecipes(cookId: number): void {
  try {
    const kept = JSON.parse(localStorage.getItem(KEPT_RECIPES_KEY) ?? 'null') as { ownerId?: unknown } | null;
    if (kept && kept.ownerId !== cookId) dropKeptRecipes();
  } catch {
    // Not JSON: nothing usable is kept, and it goes.
    dropKeptRecipes();
  }
}
