import { useCallback, useEffect, useState } from 'react';
import { FLASH_MS } from './recipeForm';

export interface Flash {
  kind: 'success' | 'error';
  text: string;
}

/** A message that clears itself; a newer message restarts the clock. */
export function useFlash(ms = FLASH_MS) {
  const [flash, setFlash] = useState<Flash | null>(null);
  useEffect(() => {
    if (!flash) return;
    const timer = window.setTimeout(() => setFlash(null), ms);
    return () => window.clearTimeout(timer);
  }, [flash, ms]);
  const show = useCallback((kind: Flash['kind'], text: string) => setFlash({ kind, text }), []);
  return { flash, show };
}
