import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useDeleteRecipe } from '../recipes.mutations';

/** Spec 4.5 and 9: an armed delete icon goes back to normal after 4 seconds. */
export const DELETE_ARM_MS = 4000;

/**
 * A second tap this soon after arming is one double tap (a wet finger, a bounce), not the cook confirming after
 * seeing the red icon and its tip: it deletes nothing.
 */
export const CONFIRM_AFTER_MS = 500;

/** The one recipe whose delete is armed: arming another disarms it, so one tip at a time covers the list. */
let armedRecipe: number | null = null;
let armedAt = 0;
const listeners = new Set<() => void>();

function arm(recipeId: number | null): void {
  armedRecipe = recipeId;
  armedAt = Date.now();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Spec 4.5: the first tap arms, the second deletes (once the cook has had a moment to see it armed). Once the
 * delete is sent the recipe is locked, so repeated taps send nothing more; a failure unlocks it for another try.
 */
export function useTwoTapDelete(recipeId: number) {
  const armed = useSyncExternalStore(
    subscribe,
    () => armedRecipe === recipeId,
    () => false,
  );
  // A ref rather than the mutation's state: it holds even for a second tap before React has re-rendered.
  const locked = useRef(false);
  const deleteRecipe = useDeleteRecipe();

  useEffect(() => {
    if (!armed) return;
    const timer = window.setTimeout(() => arm(null), DELETE_ARM_MS);
    return () => window.clearTimeout(timer);
  }, [armed]);

  // A row that leaves the screen armed (the cook opened a recipe) is not found armed on coming back.
  useEffect(
    () => () => {
      if (armedRecipe === recipeId) arm(null);
    },
    [recipeId],
  );

  const tap = () => {
    if (locked.current) return;
    if (!armed) {
      deleteRecipe.reset();
      arm(recipeId);
      return;
    }
    if (Date.now() - armedAt < CONFIRM_AFTER_MS) return;
    locked.current = true;
    arm(null);
    deleteRecipe.mutate(recipeId, {
      onError: () => {
        locked.current = false;
      },
    });
  };

  /** Escape takes an armed delete back, as the 4 seconds would. */
  const disarm = () => {
    if (armedRecipe === recipeId) arm(null);
  };

  return { armed, deleting: deleteRecipe.isPending, failed: deleteRecipe.isError, tap, disarm };
}
