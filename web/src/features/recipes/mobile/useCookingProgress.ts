import { useEffect, useState } from 'react';
import { SCALE_FACTORS, scaleOf, type Scale, type ScaleFactor } from '@fiz/core/scaling';
import { COOKING_PROGRESS_PREFIX } from '../../../lib/forgetTheCook';

/**
 * Where the cook is in a recipe on the phone: the amounts chosen and the ingredients ticked off. Kept for this
 * browser tab (sessionStorage), so a trip to the calculator or the shopping list, or a reload, loses neither;
 * closing the tab ends it. A newer revision of the recipe starts afresh, since its ingredients may have moved.
 */
interface CookingProgress {
  revision: number;
  scale: ScaleFactor;
  /** The indexes of the ingredients ticked off. */
  ticked: number[];
}

const keyOf = (recipeId: number) => `${COOKING_PROGRESS_PREFIX}${recipeId}`;

function isProgress(value: unknown, revision: number): value is CookingProgress {
  const progress = value as Partial<CookingProgress> | null;
  return (
    progress?.revision === revision &&
    (SCALE_FACTORS as readonly unknown[]).includes(progress.scale) &&
    Array.isArray(progress.ticked) &&
    progress.ticked.every(Number.isInteger)
  );
}

function read(recipeId: number, revision: number): CookingProgress {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(keyOf(recipeId)) ?? 'null');
    if (isProgress(stored, revision)) return stored;
  } catch {
    // Storage blocked, or not JSON: start afresh.
  }
  return { revision, scale: '1', ticked: [] };
}

export function useCookingProgress(recipeId: number, revision: number) {
  const [progress, setProgress] = useState(() => read(recipeId, revision));
  useEffect(() => {
    try {
      sessionStorage.setItem(keyOf(recipeId), JSON.stringify(progress));
    } catch {
      // Storage full or blocked: the progress lasts as long as the page.
    }
  }, [recipeId, progress]);
  return {
    scale: scaleOf(progress.scale),
    setScale: (scale: Scale) => setProgress((current) => ({ ...current, scale: scale.factor })),
    ticked: new Set(progress.ticked),
    toggle: (index: number) =>
      setProgress((current) => ({
        ...current,
        ticked: current.ticked.includes(index)
          ? current.ticked.filter((other) => other !== index)
          : [...current.ticked, index],
      })),
  };
}
