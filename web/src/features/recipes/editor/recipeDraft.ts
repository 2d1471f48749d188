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
  /** The recipe as the form had it from the server, and that version's revision: what the changes were made to. */
  base?: { values: RecipeFormValues; revision: number };
}

const PREFIX = 'fiz-recipe-draft-';
const keyOf = (recipeId: number) => `${PREFIX}${recipeId}`;

export function keepDraft(recipeId: number, values: RecipeFormValues, base: RecipeDraft['base']): void {
  const draft: RecipeDraft = { values, keptAt: new Date().toISOString(), base };
  try {
    localStorage.setItem(keyOf(recipeId), JSON.stringify(draft));
  } catch {
    // Storage full or refused (a private window): the form still holds the values while the page is open.
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The form a kept draft restores over the recipe as it is saved now. When the recipe was saved elsewhere since
 * the draft's changes were made (another window: the reason a save is refused with 409), only the fields the
 * cook changed come from the draft; the others keep what was saved since, so restoring and saving undoes no
 * one's work. A removed photo is removed only if it is still the photo the cook saw.
 */
export function draftOverSaved(draft: RecipeDraft, saved: RecipeFormValues, savedRevision: number): RecipeFormValues {
  const { base } = draft;
  if (!base || base.revision === savedRevision) return draft.values;
  const merged: Record<string, unknown> = { ...draft.values };
  for (const field of Object.keys(saved) as (keyof RecipeFormValues)[]) {
    const changedHere = !same(draft.values[field], base.values[field]);
    const stillAsSeen = field !== 'recipeImageUrl' || same(saved[field], base.values[field]);
    if (field !== 'pendingIngredient' && !(changedHere && stillAsSeen)) merged[field] = saved[field];
  }
  return merged as unknown as RecipeFormValues;
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
