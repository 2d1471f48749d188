/**
 * What the app keeps of a cook in this browser, and forgetting it when the cook leaves: the recipes kept for
 * offline use (features/recipes/mobile/keptRecipes.ts), where the cook is in each recipe (useCookingProgress.ts
 * beside it) and Chef Basil's recipe ideas (features/chef/keptIdeas.ts). Login, logout and
 * the session check are in the first pages' code, which builds no schema (docs/decisions/0008), so this module
 * reads the owner without one.
 */
export const KEPT_RECIPES_KEY = 'fizkeptrecipes';
export const COOKING_PROGRESS_PREFIX = 'fizcooking-';
/** The ingredients and suggestion on Chef Basil's recipe ideas, kept for Back from Save (features/chef/keptIdeas.ts). */
export const KEPT_IDEAS_KEY = 'fizchefideas';

/** At logout, and whenever the server says nobody is signed in: the next person must find nothing of the cook's. */
export function forgetTheCook(): void {
  try {
    localStorage.removeItem(KEPT_RECIPES_KEY);
    sessionStorage.removeItem(KEPT_IDEAS_KEY);
    for (const key of Object.keys(sessionStorage)) {
      if (key.startsWith(COOKING_PROGRESS_PREFIX)) sessionStorage.removeItem(key);
    }
  } catch {
    // Storage unavailable: nothing was kept.
  }
}

/**
 * On every session check, login's included: a cook other than the one who kept the recipes must not find them
 * (offline, the cook is unknown).
 */
export function forgetOtherCooks(cookId: number): void {
  try {
    const kept = JSON.parse(localStorage.getItem(KEPT_RECIPES_KEY) ?? 'null') as { ownerId?: unknown } | null;
    if (kept && kept.ownerId !== cookId) forgetTheCook();
  } catch {
    // Not JSON: nothing usable is kept, and it goes.
    forgetTheCook();
  }
}
