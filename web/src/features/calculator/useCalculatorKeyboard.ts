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

/** A link, a button, a field or anything else Tab reaches; not the page, nor a region or heading focused by script. */
const NATIVE_CONTROL = 'a[href], button, input, select, textarea, summary, [contenteditable]';
const isControl = (element: Element) =>
  element.matches(NATIVE_CONTROL) || (element instanceof HTMLElement && element.tabIndex >= 0);

/**
 * The calculator takes the keys typed while the focus is in it, or on no control at all (the page itself, its
 * main region or its heading, which the app focuses on arrival and a click on the page's background leaves
 * focused), so a cook can type a sum straight away. With the focus on another control (the navigation, a link)
 * its keys are its own: single-key shortcuts act only where they are meant to (WCAG 2.1.4).
 */
function keysBelongToCalculator(target: EventTarget | null, calculator: HTMLElement | null): boolean {
  if (!(target instanceof Element) || !calculator) return false;
  return calculator.contains(target) || !isControl(target);
}

/** Enter on a focused button presses that button, as on any button; elsewhere in the calculator it means equals. */
const pressesFocusedButton = (event: KeyboardEvent) =>
  (event.key === 'Enter' || event.key === ' ') && event.target instanceof HTMLButtonElement;

/** Lets the calculator be typed into: digits, . + - * x /, Enter or =, Backspace and Escape. */
export function useCalculatorKeyboard(calculator: RefObject<HTMLElement | null>, onKey: (key: CalculatorKey) => void) {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTextEntry(event.target) || !keysBelongToCalculator(event.target, calculator.current)) return;
      if (pressesFocusedButton(event)) return;
      const key = keyFromKeyboard(event.key);
      if (!key) return;
      event.preventDefault();
      onKey(key);
    }
    // A key clicked or tapped keeps no focus, so the Enter typed next means equals, not that key again. A key
    // pressed from the keyboard (a click of detail 0) keeps it, for the next Tab.
    function onClick(event: MouseEvent) {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (event.detail > 0 && button && calculator.current?.contains(button)) button.blur();
    }
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('click', onClick);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('click', onClick);
    };
  }, [calculator, onKey]);
}
