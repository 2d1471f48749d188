import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useState, type FocusEvent } from 'react';

/**
 * Content that moves on by itself every `intervalMs` (a slideshow, the landing showcase), kept stoppable as WCAG
 * 2.2.2 asks: it holds while the pointer or the focus is on it (spread `holdWhileInUse` on its container), stays
 * put for cooks who ask for less motion, and can be paused. `next` picks the index that follows, from the current
 * one and the count; keep it a stable function.
 */
export function useRotation(count: number, intervalMs: number, next: (current: number, count: number) => number) {
  const [index, setIndex] = useState(0);
  const [held, setHeld] = useState(false);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useReducedMotion();
  const rotating = count > 1 && !held && !paused && !reducedMotion;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((current) => next(current, count)), intervalMs);
    return () => window.clearInterval(timer);
  }, [rotating, count, intervalMs, next]);

  const holdWhileInUse = {
    onMouseEnter: () => setHeld(true),
    onMouseLeave: () => setHeld(false),
    onFocus: () => setHeld(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
    },
  };
  const togglePaused = () => setPaused((current) => !current);
  return { index, setIndex, rotating, paused, togglePaused, reducedMotion, holdWhileInUse };
}
