import { describe, expect, it } from 'vitest';
import { keyFromKeyboard } from './keyboard';

describe('keyFromKeyboard', () => {
  it('maps digits, the point and the operations', () => {
    expect(keyFromKeyboard('7')).toEqual({ kind: 'digit', digit: '7' });
    expect(keyFromKeyboard('.')).toEqual({ kind: 'point' });
    expect(keyFromKeyboard('*')).toEqual({ kind: 'operation', operation: 'multiply' });
    expect(keyFromKeyboard('x')).toEqual({ kind: 'operation', operation: 'multiply' });
    expect(keyFromKeyboard('/')).toEqual({ kind: 'operation', operation: 'divide' });
  });

  it('maps Enter and = to equals, Backspace to delete and Escape to clear', () => {
    expect(keyFromKeyboard('Enter')).toEqual({ kind: 'evaluate' });
    expect(keyFromKeyboard('=')).toEqual({ kind: 'evaluate' });
    expect(keyFromKeyboard('Backspace')).toEqual({ kind: 'delete' });
    expect(keyFromKeyboard('Escape')).toEqual({ kind: 'clear' });
  });

  it('leaves other keys alone', () => {
    expect(keyFromKeyboard('a')).toBeUndefined();
    expect(keyFromKeyboard('Tab')).toBeUndefined();
    expect(keyFromKeyboard('12')).toBeUndefined();
  });
});
