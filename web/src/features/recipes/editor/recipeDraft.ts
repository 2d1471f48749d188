import { mergeLines } from './mergeLines';
import type { RecipeFormValues } from './recipeForm';

/**
 * What the cook typed into a recipe that could not be saved (no connection, a server fault, a session that ran
 * out, a trial that ended mid-edit and sent them to /upgrade), kept in this browser until the recipe is saved or
 * the draft discarded: nothing typed is lost on a failed save, even when the page is left.
 */
export interface RecipeDraft<Values = RecipeFormValues> {
  values: Values;
  /** When it was kept, as an ISO timestamp. */
  keptAt: string;
  /** The recipe as the form had it from the server, and that version's revision: what the changes were made to. */
  base?: { values: RecipeFormValues; revision: number };
}

/**
 * A saved recipe's draft is kept under its id; a new recipe's and an import's under the cook's own, so that another
 * cook who signs in on this browser after a session ran out never finds them.
 */
export type DraftKey = number | `new-${number}` | `import-${number}`;
export const newRecipeDraft = (cookId: number): DraftKey => `new-${cookId}`;
export const importDraft = (cookId: number): DraftKey => `import-${cookId}`;

const PREFIX = 'fiz-recipe-draft-';
const keyOf = (recipeId: DraftKey) => `${PREFIX}${recipeId}`;

export function keepDraft<Values extends { recipeName: string }>(
  recipeId: DraftKey,
  values: Values,
  base?: RecipeDraft['base'],
): void {
  const draft: RecipeDraft<Values> = { values, keptAt: new Date().toISOString(), base };
  try {
    localStorage.setItem(keyOf(recipeId), JSON.stringify(draft));
  } catch {
    // Storage full or refused (a private window): the form still holds the values while the page is open.
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const methodLines = (method: string) => method.split('\n');
const sameLine = (line: string) => line;

/** The lists, merged line by line: each side's added, removed and changed ingredients and method lines stay. */
function mergedList(
  field: 'ingredients' | 'recipeMethod',
  base: RecipeFormValues,
  mine: RecipeFormValues,
  saved: RecipeFormValues,
) {
  if (field === 'ingredients') return mergeLines(base.ingredients, mine.ingredients, saved.ingredients, JSON.stringify);
  const lines = mergeLines(
    methodLines(base.recipeMethod),
    methodLines(mine.recipeMethod),
    methodLines(saved.recipeMethod),
    sameLine,
  );
  return lines.join('\n');
}

/**
 * The form a kept draft restores over the recipe as it is saved now. When the recipe was saved elsewhere since
 * the draft's changes were made (another window: the reason a save is refused with 409), only the cook's own
 * changes come from the draft: a field the cook left keeps what was saved since, and the ingredients and the
 * method merge line by line. Restoring and saving undoes no one's work. A removed photo is removed only if it is
 * still the photo the cook saw.
 */
export function draftOverSaved(draft: RecipeDraft, saved: RecipeFormValues, savedRevision: number): RecipeFormValues {
  const { base } = draft;
  if (!base || base.revision === savedRevision) return draft.values;
  const merged: Record<string, unknown> = { ...draft.values };
  for (const field of Object.keys(saved) as (keyof RecipeFormValues)[]) {
    const changedHere = !same(draft.values[field], base.values[field]);
    const stillAsSeen = field !== 'recipeImageUrl' || same(saved[field], base.values[field]);
    if (field === 'pendingIngredient') continue;
    if (!(changedHere && stillAsSeen)) merged[field] = saved[field];
    else if (field === 'ingredients' || field === 'recipeMethod')
      merged[field] = mergedList(field, base.values, draft.values, saved);
  }
  return merged as unknown as RecipeFormValues;
}

/** The draft kept for the recipe, if any and readable. */
export function findDraft<Values = RecipeFormValues>(recipeId: DraftKey): RecipeDraft<Values> | undefined {
  try {
    const draft = JSON.parse(localStorage.getItem(keyOf(recipeId)) ?? 'null') as RecipeDraft<Values> | null;
    const name = (draft?.values as { recipeName?: unknown } | undefined)?.recipeName;
    return draft && typeof name === 'string' ? draft : undefined;
  } catch {
    return undefined;
  }
}

export function dropDraft(recipeId: DraftKey): void {
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
