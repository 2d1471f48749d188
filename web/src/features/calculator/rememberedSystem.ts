import { useState } from 'react';
import type { CalculatorSystem } from '@fiz/core/calculator';

const SYSTEM_KEY = 'fiz-converter-system';

function storedSystem(systems: readonly CalculatorSystem[]): CalculatorSystem | undefined {
  try {
    const stored = window.localStorage.getItem(SYSTEM_KEY);
    return systems.find((system) => system === stored);
  } catch {
    return undefined;
  }
}

/**
 * The converter's cup and tablespoon sizes, remembered in this browser: a cook who works in metric finds Metric
 * still picked next time. US sizes when nothing was picked yet, or only one size is offered (the phone).
 */
export function useRememberedSystem(systems: readonly CalculatorSystem[]) {
  const [system, setSystem] = useState<CalculatorSystem>(() =>
    systems.length > 1 ? (storedSystem(systems) ?? 'US') : 'US',
  );
  const choose = (picked: CalculatorSystem) => {
    setSystem(picked);
    try {
      window.localStorage.setItem(SYSTEM_KEY, picked);
    } catch {
      // Storage refused (a private window): the choice holds while the page is open.
    }
  };
  return [system, choose] as const;
}
