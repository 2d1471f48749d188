import type { RecipeFormValues } from './recipeForm';

/**
 * What the cook typed into a recipe that could not be saved (no connection, a server fault, a trial that ended
 * mid-edit and sent them to /upgrade), kept in this browser until the recipe is saved or the draft discarded:
 * nothing typed is lost on a failed save, even when the page is left.
 */
export interface RecipeDraft {
  values: RecipeFormValues;
  /** When it was kept, as an ISO timestamp. */
  keptAt: string;
}

const PREFIX = 'fiz-recipe-draft-';
const keyOf = (recipeId: number) => `${PREFIX}${recipeId}`;

export function keepDraft(recipeId: number, values: RecipeFormValues): void {
  const draft: RecipeDraft = { values, keptAt: new Date().toISOString() };
  try {
    localStorage.setItem(keyOf(recipeId), JSON.stringify(draft));
  } catch {
    // Storage full or refused (a private window): the form still holds the values while the page is open.
  }
}

/** The draft kept for the recipe, if any and readable. */
export function findDraft(recipeId: number): RecipeDraft | undefined {
  try {
    const draft = JSON.parse(localStorage.getItem(keyOf(recipeId)) ?? 'null') as RecipeDraft | null;
    return draft && typeof draft.values?.recipeName === 'string' ? draft : undefined;
  } catch {
    return undefined;
  }
}

export function dropDraft(recipeId: number): void {
  try {
    localStorage.removeItem(keyOf(recipeId));
  } catch {
    // Nothing kept to remove.
  }
}

/** Every kept draft, at logout: the next person on this browser must not find them. */
export function dropAllDrafts(): void {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX)) localStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}
