import { useEffect, useRef, useState } from 'react';
import { useDeleteRecipe } from '../recipes/recipes.mutations';

/** Spec 4.5 and 9: an armed delete icon goes back to normal after 4 seconds. */
export const DELETE_ARM_MS = 4000;

/**
 * Spec 4.5: the first tap arms, the second deletes. Once the delete is sent the recipe is locked, so repeated
 * taps send nothing more; a failure unlocks it for another try.
 */
export function useTwoTapDelete(recipeId: number) {
  const [armed, setArmed] = useState(false);
  // A ref rather than the mutation's state: it holds even for a second tap before React has re-rendered.
  const locked = useRef(false);
  const deleteRecipe = useDeleteRecipe();

  useEffect(() => {
    if (!armed) return;
    const timer = window.setTimeout(() => setArmed(false), DELETE_ARM_MS);
    return () => window.clearTimeout(timer);
  }, [armed]);

  const tap = () => {
    if (locked.current) return;
    if (!armed) {
      deleteRecipe.reset();
      setArmed(true);
      return;
    }
    locked.current = true;
    setArmed(false);
    deleteRecipe.mutate(recipeId, {
      onError: () => {
        locked.current = false;
      },
    });
  };

  return { armed, deleting: deleteRecipe.isPending, failed: deleteRecipe.isError, tap };
}
