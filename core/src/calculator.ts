/**
 * The kitchen calculator of spec 4.6 and 5: a pure state machine, (state, key) → state, shared by the desktop
 * converter and the mobile Calc tab. Conversions use the sizes of units.ts, which holds the constants of spec 9.
 */
import { convert, dependsOnSystem, formatNumber, UNITS, type Unit, type UnitSystem } from './units.js';

/** The sizes the US/Metric toggle chooses between for cups and tablespoons. */
export type CalculatorSystem = Extract<UnitSystem, 'US' | 'Metric'>;

export type ConversionGroup = 'Weight' | 'Length' | 'Temperature' | 'Volume' | 'Kitchen extras';

/** One side of a conversion key. */
export interface ConversionEnd {
  id: string;
  /** As written on the key: 'kg', 'cups', 'Imp pints'. */
  label: string;
  /** For exactly one, where it differs: '1 cup'. */
  one?: string;
  unit: Unit;
  /** A size fixed by the key itself (the Imperial pint); without one, the calculator's US/Metric choice decides. */
  system?: UnitSystem;
}

export interface Conversion {
  id: string;
  group: ConversionGroup;
  from: ConversionEnd;
  to: ConversionEnd;
}

function unitById(id: string): Unit {
  const unit = UNITS.find((candidate) => candidate.id === id);
  if (!unit) throw new Error(`units.ts has no unit "${id}"`);
  return unit;
}

function end(id: string, label: string, unitId: string, system?: UnitSystem, one?: string): ConversionEnd {
  return { id, label, unit: unitById(unitId), system, one };
}

const KG = end('kg', 'kg', 'kg');
const LB = end('lb', 'lb', 'lb');
const OZ = end('oz', 'oz', 'oz');
const G = end('g', 'g', 'g');
const INCH = end('in', 'in', 'inch');
const CM = end('cm', 'cm', 'cm');
const CELSIUS = end('c', '°C', 'celsius');
const FAHRENHEIT = end('f', '°F', 'fahrenheit');
const ML = end('ml', 'ml', 'ml');
/** Spec 9: only the cup and the tablespoon follow the US/Metric toggle. */
const CUP = end('cup', 'cups', 'cup', undefined, 'cup');
const TBSP = end('tbsp', 'tbsp', 'tbsp');
const IMPERIAL_CUP = end('imp-cup', 'Imp cups', 'cup', 'Imperial', 'Imp cup');
/** The US teaspoon, of which the kitchen extras are fractions; units.ts would otherwise switch it to 5 ml. */
const TSP = end('tsp', 'tsp', 'tsp', 'US');
const US_PINT = end('us-pint', 'US pints', 'pint', 'US', 'US pint');
const IMPERIAL_PINT = end('imp-pint', 'Imp pints', 'pint', 'Imperial', 'Imp pint');

function conversion(group: ConversionGroup, from: ConversionEnd, to: ConversionEnd): Conversion {
  return { id: `${from.id}-${to.id}`, group, from, to };
}

function bothWays(group: ConversionGroup, one: ConversionEnd, other: ConversionEnd): Conversion[] {
  return [conversion(group, one, other), conversion(group, other, one)];
}

/** Tad, dash, pinch, smidge and drop, each to teaspoons and to ml (spec 9 gives them as fractions of a tsp). */
function kitchenExtra(unitId: string): Conversion[] {
  const extra = end(unitId, unitId, unitId);
  return [conversion('Kitchen extras', extra, TSP), conversion('Kitchen extras', extra, ML)];
}

export const CONVERSIONS: readonly Conversion[] = [
  ...bothWays('Weight', KG, LB),
  ...bothWays('Weight', OZ, G),
  ...bothWays('Length', INCH, CM),
  ...bothWays('Temperature', CELSIUS, FAHRENHEIT),
  ...bothWays('Volume', CUP, ML),
  ...bothWays('Volume', IMPERIAL_CUP, ML),
  ...bothWays('Volume', TBSP, ML),
  ...bothWays('Volume', TSP, ML),
  ...bothWays('Volume', US_PINT, ML),
  ...bothWays('Volume', IMPERIAL_PINT, ML),
  ...['tad', 'dash', 'pinch', 'smidge', 'drop'].flatMap(kitchenExtra),
];

export type CalculatorVariant = 'desktop' | 'mobile';

export interface CalculatorVariantRules {
  conversions: readonly Conversion[];
  /** The toggle's choices; a single one means the sizes are fixed and no toggle is shown. */
  systems: readonly CalculatorSystem[];
}

/** Spec 9: the mobile calculator has the desktop keys minus the kitchen extras, with fixed US cup and tablespoon. */
export const CALCULATOR_VARIANTS: Record<CalculatorVariant, CalculatorVariantRules> = {
  desktop: { conversions: CONVERSIONS, systems: ['US', 'Metric'] },
  mobile: {
    conversions: CONVERSIONS.filter((candidate) => candidate.group !== 'Kitchen extras'),
    systems: ['US'],
  },
};

export function convertWith(conversion: Conversion, value: number, system: CalculatorSystem = 'US'): number {
  // Each end is a UnitChoice: its own system, where it has one, wins over the toggle's.
  return convert(value, conversion.from, conversion.to, system);
}

export type Digit = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9';
export type Operation = 'add' | 'subtract' | 'multiply' | 'divide';

export type CalculatorKey =
  | { kind: 'digit'; digit: Digit }
  | { kind: 'point' }
  | { kind: 'operation'; operation: Operation }
  | { kind: 'clear' }
  | { kind: 'delete' }
  | { kind: 'evaluate' }
  | { kind: 'convert'; conversionId: string; system?: CalculatorSystem };

const OPERATION_SYMBOLS: Record<Operation, string> = { add: '+', subtract: '−', multiply: '×', divide: '÷' };

const OPERATIONS: Record<Operation, (left: number, right: number) => number> = {
  add: (left, right) => left + right,
  subtract: (left, right) => left - right,
  multiply: (left, right) => left * right,
  divide: (left, right) => left / right,
};

/**
 * typing: a number is being typed; awaitingOperand: an operation was chosen and its second number not yet begun;
 * result: the display holds a result or a conversion, which the next digit overwrites; error: 'Error' is shown.
 */
export type CalculatorPhase = 'typing' | 'awaitingOperand' | 'result' | 'error';

export interface CalculatorState {
  display: string;
  /** The unrounded number behind the display, so a chained result keeps its precision (1 ÷ 3 × 3 = 1). */
  value: number;
  pending: { operand: number; operation: Operation } | null;
  phase: CalculatorPhase;
  /** What led to the display, shown small above it: '12.5 +', '12.5 + 3 =', '2 kg → lb'. */
  memo: string;
}

export const INITIAL_CALCULATOR: CalculatorState = { display: '0', value: 0, pending: null, phase: 'typing', memo: '' };

/** The display's capacity: 12 digits, and 4 decimals as results are rounded to (spec 5). */
const MAX_DIGITS = 12;
const MAX_DECIMALS = 4;
export const ERROR_DISPLAY = 'Error';

export function press(state: CalculatorState, key: CalculatorKey): CalculatorState {
  if (state.phase === 'error') return recoverFromError(key);
  switch (key.kind) {
    case 'digit':
      return typeDigit(state, key.digit);
    case 'point':
      return typePoint(state);
    case 'operation':
      return chooseOperation(state, key.operation);
    case 'clear':
      return INITIAL_CALCULATOR;
    case 'delete':
      return deleteLast(state);
    case 'evaluate':
      return evaluate(state);
    case 'convert':
      return convertDisplay(state, key.conversionId, key.system);
  }
}

/** Any key clears the error; a digit or point also starts the new number, as it would after Clear. */
function recoverFromError(key: CalculatorKey): CalculatorState {
  return key.kind === 'digit' || key.kind === 'point' ? press(INITIAL_CALCULATOR, key) : INITIAL_CALCULATOR;
}

function describePending(pending: CalculatorState['pending']): string {
  return pending ? `${formatNumber(pending.operand)} ${OPERATION_SYMBOLS[pending.operation]}` : '';
}

/** The number being typed so far; after a result or an operation, the next number starts from nothing. */
function typedSoFar(state: CalculatorState): string {
  return state.phase === 'typing' ? state.display : '0';
}

function withinCapacity(text: string): boolean {
  const [whole = '', decimals = ''] = text.split('.');
  return whole.length + decimals.length <= MAX_DIGITS && decimals.length <= MAX_DECIMALS;
}

function typed(state: CalculatorState, text: string): CalculatorState {
  if (!withinCapacity(text)) return state;
  return { ...state, display: text, value: Number(text), phase: 'typing', memo: describePending(state.pending) };
}

function typeDigit(state: CalculatorState, digit: Digit): CalculatorState {
  const soFar = typedSoFar(state);
  // Spec 5: no repeated leading zero, so "00" stays "0" and "05" becomes "5".
  return typed(state, soFar === '0' ? digit : soFar + digit);
}

function typePoint(state: CalculatorState): CalculatorState {
  const soFar = typedSoFar(state);
  return soFar.includes('.') ? state : typed(state, `${soFar}.`);
}

function deleteLast(state: CalculatorState): CalculatorState {
  if (state.phase !== 'typing') return state;
  const left = state.display.slice(0, -1);
  // Deleting the whole second number leaves none, as just after the operation was chosen: = then waits for one.
  if (left === '' && state.pending) {
    const { operand } = state.pending;
    return { ...state, display: formatNumber(operand), value: operand, phase: 'awaitingOperand' };
  }
  return typed(state, left || '0');
}

function hasSecondOperand(state: CalculatorState): boolean {
  return state.pending !== null && state.phase !== 'awaitingOperand';
}

/** A finished number, or 'Error' when it cannot be shown: division by zero, or too large for the display. */
function showResult(value: number, pending: CalculatorState['pending'], memo: string): CalculatorState {
  const display = formatNumber(value);
  if (!Number.isFinite(value) || Math.abs(Number(display)) >= 10 ** MAX_DIGITS) {
    return { ...INITIAL_CALCULATOR, display: ERROR_DISPLAY, phase: 'error', memo };
  }
  return { display, value, pending, phase: 'result', memo };
}

function evaluate(state: CalculatorState): CalculatorState {
  const { pending } = state;
  // Spec 5: evaluation needs both operands and an operation. A lone typed number is still finished ("5." shows
  // as 5), so the next digit starts a new one.
  if (!pending) return state.phase === 'typing' ? showResult(state.value, null, '') : state;
  if (!hasSecondOperand(state)) return state;
  const memo = `${describePending(pending)} ${formatNumber(state.value)} =`;
  return showResult(OPERATIONS[pending.operation](pending.operand, state.value), null, memo);
}

/** An operation after a complete sum works it out first, so 2 + 3 × continues from 5. */
function chooseOperation(state: CalculatorState, operation: Operation): CalculatorState {
  if (state.pending && state.phase === 'awaitingOperand') {
    const pending = { ...state.pending, operation };
    return { ...state, pending, memo: describePending(pending) };
  }
  const base = hasSecondOperand(state) ? evaluate(state) : state;
  if (base.phase === 'error') return base;
  const pending = { operand: base.value, operation };
  return {
    display: formatNumber(base.value),
    value: base.value,
    pending,
    phase: 'awaitingOperand',
    memo: describePending(pending),
  };
}

/** '2 kg → lb', '1 cup → ml (US)': the number, its unit agreeing with it, and the sizes where they matter. */
function describeConversion(conversion: Conversion, value: number, system: CalculatorSystem): string {
  const { from, to } = conversion;
  const unit = value === 1 ? (from.one ?? from.label) : from.label;
  const sizes = followsSystemChoice(conversion) ? ` (${system})` : '';
  return `${formatNumber(value)} ${unit} → ${to.label}${sizes}`;
}

/** Whether the US/Metric choice changes the result (cups, tablespoons). */
function followsSystemChoice(conversion: Conversion): boolean {
  return [conversion.from, conversion.to].some((side) => side.system === undefined && dependsOnSystem(side.unit));
}

function findConversion(conversionId: string): Conversion | undefined {
  return CONVERSIONS.find((candidate) => candidate.id === conversionId);
}

/**
 * Converts the number on the display. A sum under way is worked out first, so 2 + 3 then kg → lb converts 5 kg
 * (and 0 − 40 then °C → °F converts −40 °C). Just after an operation was chosen, the display shows its first
 * number, so that is the one converted, and the operation still waits for its second.
 */
function convertDisplay(
  state: CalculatorState,
  conversionId: string,
  system: CalculatorSystem = 'US',
): CalculatorState {
  const conversion = findConversion(conversionId);
  if (!conversion) return state;
  const { pending } = state;
  if (pending && state.phase === 'awaitingOperand') {
    const converted = convertWith(conversion, state.value, system);
    const memo = `(${describeConversion(conversion, state.value, system)}) ${OPERATION_SYMBOLS[pending.operation]}`;
    const shown = showResult(converted, { ...pending, operand: converted }, memo);
    return shown.phase === 'error' ? shown : { ...shown, phase: 'awaitingOperand' };
  }
  const sum = pending ? evaluate(state) : state;
  if (sum.phase === 'error') return sum;
  return showResult(
    convertWith(conversion, sum.value, system),
    null,
    describeConversion(conversion, sum.value, system),
  );
}
