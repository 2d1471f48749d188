import { useCallback, useEffect, useState } from 'react';

export interface Flash {
  kind: 'success' | 'error';
  text: string;
}

/** Spec 9: update and upload messages show for 5 s; other messages pass their own time. */
const FLASH_MS = 5000;

/** A message that clears itself; a newer message restarts the clock. */
export function useFlash(ms = FLASH_MS) {
  const [flash, setFlash] = useState<Flash | null>(null);
  useEffect(() => {
    if (!flash) return;
    const timer = window.setTimeout(() => setFlash(null), ms);
    return () => window.clearTimeout(timer);
  }, [flash, ms]);
  const show = useCallback((kind: Flash['kind'], text: string) => setFlash({ kind, text }), []);
  const clear = useCallback(() => setFlash(null), []);
  return { flash, show, clear };
}
