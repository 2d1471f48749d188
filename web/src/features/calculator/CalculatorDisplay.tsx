import type { CalculatorState } from '@fiz/core/calculator';

/** Long numbers get a smaller font so that twelve digits, a sign and four decimals still fit. */
const LONG_DISPLAY = 11;

/** The display: what led to the number in small type above it, read out together when it changes. */
export function CalculatorDisplay({ state }: { state: CalculatorState }) {
  return (
    <output className="fiz-calc-display" aria-live="polite" aria-atomic="true" data-phase={state.phase}>
      <span className="fiz-calc-memo">{state.memo}</span>
      <span
        className="fiz-calc-value"
        data-testid="calculator-value"
        data-long={state.display.length > LONG_DISPLAY || undefined}
      >
        {state.display}
      </span>
    </output>
  );
}
