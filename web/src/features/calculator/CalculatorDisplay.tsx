import type { CSSProperties } from 'react';
import type { CalculatorState } from '@fiz/core/calculator';

/** The display: what led to the number in small type above it, read out together when it changes. */
export function CalculatorDisplay({ state }: { state: CalculatorState }) {
  return (
    <output className="fiz-calc-display" aria-live="polite" aria-atomic="true" data-phase={state.phase}>
      <span className="fiz-calc-memo">{state.memo}</span>
      <span
        className="fiz-calc-value"
        data-testid="calculator-value"
        // Long numbers get a smaller font, so that they fit on one line (Calculator.css).
        style={{ '--fiz-calc-chars': state.display.length } as CSSProperties}
      >
        {state.display}
      </span>
    </output>
  );
}
