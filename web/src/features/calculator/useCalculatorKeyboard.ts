import { useEffect, type RefObject } from 'react';
import type { CalculatorKey } from '@fiz/core/calculator';
import { keyFromKeyboard } from './keyboard';

/** A field the cook types text into keeps its keys; radios and buttons do not count. */
function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) {
    return true;
  }
  return target instanceof HTMLInputElement && !['radio', 'checkbox', 'button'].includes(target.type);
}

/** Enter still follows a focused link or button elsewhere on the page, such as the navigation. */
function enterBelongsElsewhere(event: KeyboardEvent, calculator: HTMLElement | null): boolean {
  const target = event.target;
  if (event.key !== 'Enter' || target === document.body || !(target instanceof Node)) return false;
  return !calculator?.contains(target);
}

/** Lets the whole page type into the calculator: digits, . + - * /, Enter or =, Backspace and Escape. */
export function useCalculatorKeyboard(calculator: RefObject<HTMLElement | null>, onKey: (key: CalculatorKey) => void) {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTextEntry(event.target) || enterBelongsElsewhere(event, calculator.current)) return;
      const key = keyFromKeyboard(event.key);
      if (!key) return;
      // Enter on a focused calculator key means equals, not another press of that key.
      event.preventDefault();
      onKey(key);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [calculator, onKey]);
}
