import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONVERSIONS,
  convertWith,
  ERROR_DISPLAY,
  INITIAL_CALCULATOR,
  press,
  type CalculatorKey,
  type CalculatorState,
  type CalculatorSystem,
  type Conversion,
  type Digit,
  type Operation,
} from './calculator.js';

const OPERATION_CHARACTERS: Record<string, Operation> = { '+': 'add', '-': 'subtract', '*': 'multiply', '/': 'divide' };

/** A key per character: digits, '.', + - * /, '=' evaluates, 'C' clears and '<' deletes. */
function keysOf(sequence: string): CalculatorKey[] {
  return [...sequence].map((character): CalculatorKey => {
    if (/\d/.test(character)) return { kind: 'digit', digit: character as Digit };
    const operation = OPERATION_CHARACTERS[character];
    if (operation) return { kind: 'operation', operation };
    if (character === '.') return { kind: 'point' };
    if (character === '=') return { kind: 'evaluate' };
    if (character === 'C') return { kind: 'clear' };
    if (character === '<') return { kind: 'delete' };
    throw new Error(`no key for "${character}"`);
  });
}

function pressAll(keys: CalculatorKey[], from: CalculatorState = INITIAL_CALCULATOR): CalculatorState {
  return keys.reduce(press, from);
}

function type(sequence: string, from?: CalculatorState): CalculatorState {
  return pressAll(keysOf(sequence), from);
}

function convertKey(conversionId: string, system?: CalculatorSystem): CalculatorKey {
  return { kind: 'convert', conversionId, system };
}

describe('typing numbers (spec 5)', () => {
  it('starts at 0 with nothing pending', () => {
    expect(INITIAL_CALCULATOR.display).toBe('0');
    expect(type('').memo).toBe('');
  });

  it('allows one decimal point per number', () => {
    expect(type('1..5').display).toBe('1.5');
    expect(type('1.5.2').display).toBe('1.52');
    expect(type('.').display).toBe('0.');
    expect(type('.5').display).toBe('0.5');
    expect(type('1.5+2.2.5').display).toBe('2.25');
  });

  it('never repeats a leading zero', () => {
    expect(type('00').display).toBe('0');
    expect(type('007').display).toBe('7');
    expect(type('05').display).toBe('5');
    expect(type('0.05').display).toBe('0.05');
    expect(type('100').display).toBe('100');
  });

  it('stops at 12 digits and 4 decimals', () => {
    expect(type('1234567890123').display).toBe('123456789012');
    expect(type('1.23456').display).toBe('1.2345');
    expect(type('12345678901.234').display).toBe('12345678901.2');
  });

  it('deletes the last character, down to 0', () => {
    expect(type('123<').display).toBe('12');
    expect(type('1.5<').display).toBe('1.');
    expect(type('12<<<').display).toBe('0');
    expect(type('<').display).toBe('0');
  });

  it('clears everything, the pending operation too', () => {
    expect(type('12+3C')).toEqual(INITIAL_CALCULATOR);
    expect(type('12+3C4=').display).toBe('4');
  });
});

describe('evaluating (spec 5)', () => {
  it('works out a sum of two numbers', () => {
    expect(type('12.5+3=').display).toBe('15.5');
    expect(type('9-12=').display).toBe('-3');
    expect(type('6*7=').display).toBe('42');
    expect(type('1.5*2=').display).toBe('3');
  });

  it('rounds results to 4 decimals and trims trailing zeros', () => {
    expect(type('1/3=').display).toBe('0.3333');
    expect(type('2/3=').display).toBe('0.6667');
    expect(type('.1+.2=').display).toBe('0.3');
    expect(type('1.25*2=').display).toBe('2.5');
    expect(type('.0001/3=').display).toBe('0');
  });

  it('needs both operands and an operation, otherwise nothing happens', () => {
    expect(type('2=').display).toBe('2');
    expect(type('2.50=').display).toBe('2.5');
    expect(type('5+=')).toEqual(type('5+'));
    expect(type('5+=3=').display).toBe('8');
    expect(type('=').display).toBe('0');
  });

  it('does not repeat the last operation on a second =', () => {
    expect(type('2+3==').display).toBe('5');
  });

  it('shows what led to the display above it', () => {
    expect(type('12.5+').memo).toBe('12.5 +');
    expect(type('12.5+3').memo).toBe('12.5 +');
    expect(type('12.5+3=').memo).toBe('12.5 + 3 =');
    expect(type('1/3=').memo).toBe('1 ÷ 3 =');
    expect(type('1/3=4').memo).toBe('');
  });

  it('starts a new number with the digit after a result', () => {
    expect(type('9=4').display).toBe('4');
    expect(type('2+3=4').display).toBe('4');
    expect(type('2+3=.5').display).toBe('0.5');
    expect(type('2+3=4+1=').display).toBe('5');
  });

  it('only deletes from a number being typed, not from a result', () => {
    expect(type('12+3=<').display).toBe('15');
    expect(type('12+<').display).toBe('12');
  });

  it('waits for a second number again once the one typed is deleted', () => {
    expect(type('1+2<=')).toMatchObject({ display: '1', phase: 'awaitingOperand', memo: '1 +' });
    expect(type('1+2<4=').display).toBe('5');
    expect(type('1+25<<*').memo).toBe('1 ×');
  });

  it('continues from a result when an operation follows it', () => {
    expect(type('2+3=*4=').display).toBe('20');
    expect(type('2+3*').display).toBe('5');
    expect(type('2+3*4=').display).toBe('20');
    expect(type('2+3*').memo).toBe('5 ×');
  });

  it('keeps full precision behind a rounded result', () => {
    expect(type('1/3=').display).toBe('0.3333');
    expect(type('1/3=*3=').display).toBe('1');
    expect(type('1/3*3=').display).toBe('1');
  });

  it('lets a second operation replace the first before the next number', () => {
    expect(type('5+-2=').display).toBe('3');
    expect(type('5+-').memo).toBe('5 −');
  });

  it('shows Error on division by zero, and the next key clears it', () => {
    const error = type('5/0=');
    expect(error.display).toBe(ERROR_DISPLAY);
    expect(error.phase).toBe('error');
    expect(error.memo).toBe('5 ÷ 0 =');
    expect(type('7', error).display).toBe('7');
    expect(type('.', error).display).toBe('0.');
    expect(type('+', error)).toEqual(INITIAL_CALCULATOR);
    expect(type('=', error)).toEqual(INITIAL_CALCULATOR);
    expect(type('<', error)).toEqual(INITIAL_CALCULATOR);
    expect(press(error, convertKey('kg-lb'))).toEqual(INITIAL_CALCULATOR);
    expect(type('0/0=').display).toBe(ERROR_DISPLAY);
    expect(type('5/0+').display).toBe(ERROR_DISPLAY);
  });

  it('shows Error for a result too large for the display', () => {
    expect(type('999999999999*10=').display).toBe(ERROR_DISPLAY);
    expect(type('999999999*999999999=').display).toBe(ERROR_DISPLAY);
    expect(type('999999999999+0=').display).toBe('999999999999');
  });
});

describe('converting', () => {
  it('converts the number on the display, and the next digit overwrites the result', () => {
    const converted = pressAll([...keysOf('2'), convertKey('kg-lb')]);
    expect(converted.display).toBe('4.4092');
    expect(converted.memo).toBe('2 kg → lb');
    expect(type('4', converted).display).toBe('4');
    expect(type('<', converted).display).toBe('4.4092');
  });

  it('continues a sum from a conversion', () => {
    const converted = pressAll([...keysOf('1'), convertKey('kg-lb')]);
    expect(type('*2=', converted).display).toBe('4.4092');
  });

  it('works out a sum under way before converting its result', () => {
    const converted = pressAll([...keysOf('2+3'), convertKey('kg-lb')]);
    expect(converted).toMatchObject({ display: '11.0231', memo: '5 kg → lb', pending: null });
    expect(type('=', converted).display).toBe('11.0231');
    expect(pressAll([...keysOf('0-40'), convertKey('c-f')]).display).toBe('-40');
    expect(pressAll([...keysOf('5/0'), convertKey('kg-lb')]).display).toBe(ERROR_DISPLAY);
  });

  it('converts the first number when the operation waits for its second, and the operation still waits', () => {
    const converted = pressAll([...keysOf('5+'), convertKey('kg-lb')]);
    expect(converted).toMatchObject({ display: '11.0231', phase: 'awaitingOperand', memo: '(5 kg → lb) +' });
    expect(type('2=', converted).display).toBe('13.0231');
    // Nothing typed yet: = still needs the second number.
    expect(type('=', converted).display).toBe('11.0231');
  });

  it('names the cup and tablespoon sizes used, the unit agreeing with the number', () => {
    expect(pressAll([...keysOf('1'), convertKey('cup-ml', 'Metric')]).memo).toBe('1 cup → ml (Metric)');
    expect(pressAll([...keysOf('2'), convertKey('cup-ml', 'Metric')]).memo).toBe('2 cups → ml (Metric)');
    expect(pressAll([...keysOf('1'), convertKey('tbsp-ml')]).memo).toBe('1 tbsp → ml (US)');
    expect(pressAll([...keysOf('1'), convertKey('imp-pint-ml', 'Metric')]).memo).toBe('1 Imp pint → ml');
    expect(pressAll([...keysOf('1.5'), convertKey('us-pint-ml')]).memo).toBe('1.5 US pints → ml');
  });

  it('ignores an unknown conversion', () => {
    expect(pressAll([...keysOf('3'), convertKey('cubits-ml')])).toEqual(type('3'));
  });

  it('shows Error when the conversion is too large for the display', () => {
    expect(pressAll([...keysOf('999999999999'), convertKey('kg-lb')]).display).toBe(ERROR_DISPLAY);
  });
});

describe('properties', () => {
  const systems = fc.constantFrom<CalculatorSystem>('US', 'Metric');

  // From a pinch of salt to a sack of flour; much nearer 0, °C → °F → °C loses digits to the 32 °F offset.
  it('converts there and back to the input, for every conversion', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CONVERSIONS),
        fc.double({ min: 0.001, max: 1e6, noNaN: true }),
        systems,
        (there, value, system) => {
          const back: Conversion = { ...there, from: there.to, to: there.from };
          const roundTrip = convertWith(back, convertWith(there, value, system), system);
          expect(Math.abs(roundTrip - value) / value).toBeLessThan(1e-9);
        },
      ),
    );
  });

  const key: fc.Arbitrary<CalculatorKey> = fc.oneof(
    fc
      .constantFrom<Digit>('0', '1', '2', '3', '4', '5', '6', '7', '8', '9')
      .map((digit): CalculatorKey => ({ kind: 'digit', digit })),
    fc
      .constantFrom<Operation>('add', 'subtract', 'multiply', 'divide')
      .map((operation): CalculatorKey => ({ kind: 'operation', operation })),
    fc.constantFrom<CalculatorKey>({ kind: 'point' }, { kind: 'clear' }, { kind: 'delete' }, { kind: 'evaluate' }),
    fc
      .tuple(fc.constantFrom(...CONVERSIONS), systems)
      .map(([chosen, system]): CalculatorKey => ({ kind: 'convert', conversionId: chosen.id, system })),
  );

  it('never shows more than 4 decimals or 12 digits, whatever the keys', () => {
    fc.assert(
      fc.property(fc.array(key, { maxLength: 40 }), (keys) => {
        let state = INITIAL_CALCULATOR;
        for (const pressed of keys) {
          state = press(state, pressed);
          expect(state.display).toMatch(/^(?:Error|-?\d{1,12}(?:\.\d{0,4})?)$/);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
