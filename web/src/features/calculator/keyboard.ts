import type { CalculatorKey, Digit } from '@fiz/core/calculator';

const NAMED_KEYS: Record<string, CalculatorKey> = {
  '.': { kind: 'point' },
  ',': { kind: 'point' },
  '+': { kind: 'operation', operation: 'add' },
  '-': { kind: 'operation', operation: 'subtract' },
  '*': { kind: 'operation', operation: 'multiply' },
  x: { kind: 'operation', operation: 'multiply' },
  X: { kind: 'operation', operation: 'multiply' },
  '/': { kind: 'operation', operation: 'divide' },
  '=': { kind: 'evaluate' },
  Enter: { kind: 'evaluate' },
  Backspace: { kind: 'delete' },
  Escape: { kind: 'clear' },
};

/** The calculator key for a keyboard key (KeyboardEvent.key), if it has one. */
export function keyFromKeyboard(key: string): CalculatorKey | undefined {
  if (/^\d$/.test(key)) return { kind: 'digit', digit: key as Digit };
  return NAMED_KEYS[key];
}
