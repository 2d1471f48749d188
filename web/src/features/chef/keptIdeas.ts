import { useRef, useState } from 'react';
import { RecipeIdeaSchema, type RecipeIdea } from '@fiz/core/chef';
import { KEPT_IDEAS_KEY } from '../../lib/forgetTheCook';

/**
 * The recipe ideas page as the cook left it: the ingredients listed, Chef Basil's suggestion and whether it was
 * saved. Kept for this browser tab (sessionStorage), so going Back from the print page that Save opens (spec 4.4)
 * finds them again; closing the tab ends it. One cook's at a time, and only that cook's.
 */
export interface KeptIdeas {
  ingredients: string[];
  idea?: RecipeIdea;
  /** The suggestion is already among the cook's recipes: saving it again would make a second copy. */
  saved: boolean;
  /**
   * The names of the ideas Chef Basil gave for the ingredients as they are now, the shown one last: Another idea
   * passes over them. Empty once the ingredients change, as the next idea is then the best for the new list.
   */
  suggested: string[];
}

const NOTHING_KEPT: KeptIdeas = { ingredients: [], saved: false, suggested: [] };

const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string');

export function keptIdeas(cookId: number): KeptIdeas {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEPT_IDEAS_KEY) ?? 'null') as Record<string, unknown> | null;
    const { ingredients, idea, saved, suggested } = stored ?? {};
    if (stored?.cookId !== cookId || !isTextList(ingredients)) return NOTHING_KEPT;
    const parsed = RecipeIdeaSchema.safeParse(idea);
    if (!parsed.success) return { ingredients, saved: false, suggested: [] };
    return { ingredients, idea: parsed.data, saved: saved === true, suggested: isTextList(suggested) ? suggested : [] };
  } catch {
    // Storage blocked, or not JSON: start afresh.
    return NOTHING_KEPT;
  }
}

export function keepIdeas(cookId: number, kept: KeptIdeas): void {
  try {
    if (kept.ingredients.length === 0 && !kept.idea) sessionStorage.removeItem(KEPT_IDEAS_KEY);
    else sessionStorage.setItem(KEPT_IDEAS_KEY, JSON.stringify({ cookId, ...kept }));
  } catch {
    // Storage full or blocked: the page still holds them while it is open.
  }
}

/**
 * Written as it changes, not after the render: Save leaves the page at once, and what it changed must be kept
 * before the page goes. Changes build on the latest, as a suggestion can arrive after more ingredients were added.
 */
export function useKeptIdeas(cookId: number) {
  const [kept, setKept] = useState(() => keptIdeas(cookId));
  const latest = useRef(kept);
  const change = (next: Partial<KeptIdeas>) => {
    const changed = { ...latest.current, ...next };
    latest.current = changed;
    keepIdeas(cookId, changed);
    setKept(changed);
  };
  return [kept, change] as const;
}
