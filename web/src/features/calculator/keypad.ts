import { IconBackspace, type Icon } from '@tabler/icons-react';
import type { CalculatorKey, Digit } from '@fiz/core/calculator';

/** How a key looks: digits plain, operations tinted, Clear and Delete in red, Equals filled. */
export type KeyTone = 'digit' | 'operation' | 'control' | 'evaluate';

export interface KeypadKey {
  /** What the key shows: a symbol, or an icon. */
  face: string | Icon;
  /** The accessible name: '÷' is read as 'Divide'. */
  name: string;
  key: CalculatorKey;
  tone: KeyTone;
  /** Equals is two rows tall and 0 two columns wide, as on a desk calculator. */
  span?: 'twoRows' | 'twoColumns';
}

function digit(value: Digit, span?: KeypadKey['span']): KeypadKey {
  return { face: value, name: value, key: { kind: 'digit', digit: value }, tone: 'digit', span };
}

/** A 4 × 5 keypad, read row by row. */
export const KEYPAD: readonly KeypadKey[] = [
  { face: 'C', name: 'Clear', key: { kind: 'clear' }, tone: 'control' },
  { face: IconBackspace, name: 'Delete', key: { kind: 'delete' }, tone: 'control' },
  { face: '÷', name: 'Divide', key: { kind: 'operation', operation: 'divide' }, tone: 'operation' },
  { face: '×', name: 'Multiply', key: { kind: 'operation', operation: 'multiply' }, tone: 'operation' },
  digit('7'),
  digit('8'),
  digit('9'),
  { face: '−', name: 'Subtract', key: { kind: 'operation', operation: 'subtract' }, tone: 'operation' },
  digit('4'),
  digit('5'),
  digit('6'),
  { face: '+', name: 'Add', key: { kind: 'operation', operation: 'add' }, tone: 'operation' },
  digit('1'),
  digit('2'),
  digit('3'),
  { face: '=', name: 'Equals', key: { kind: 'evaluate' }, tone: 'evaluate', span: 'twoRows' },
  digit('0', 'twoColumns'),
  { face: '.', name: 'Decimal point', key: { kind: 'point' }, tone: 'digit' },
];
