import { Group, SegmentedControl, Text, Title } from '@mantine/core';
import { useId, useReducer, useRef } from 'react';
import {
  CALCULATOR_VARIANTS,
  INITIAL_CALCULATOR,
  press,
  type CalculatorSystem,
  type CalculatorVariant,
} from '@fiz/core/calculator';
import { CalculatorDisplay } from './CalculatorDisplay';
import { ConversionKeys } from './ConversionKeys';
import { Keypad } from './Keypad';
import { useCalculatorKeyboard } from './useCalculatorKeyboard';
import { useRememberedSystem } from './rememberedSystem';
import './Calculator.css';

function SystemToggle(props: {
  systems: readonly CalculatorSystem[];
  value: CalculatorSystem;
  onChange: (system: CalculatorSystem) => void;
}) {
  const labelId = useId();
  return (
    <Group gap="sm">
      <Text id={labelId} fw={600}>
        Cups and tablespoons
      </Text>
      <SegmentedControl
        data={[...props.systems]}
        value={props.value}
        onChange={props.onChange}
        aria-labelledby={labelId}
        color="basil"
      />
    </Group>
  );
}

/**
 * The calculator-converter of spec 4.6: a display, a keypad and the conversion keys, driven by the core state
 * machine. The desktop variant adds the US/Metric toggle and the kitchen extras; both can be typed on.
 */
export function Calculator({ variant }: { variant: CalculatorVariant }) {
  const { conversions, systems } = CALCULATOR_VARIANTS[variant];
  const [state, pressKey] = useReducer(press, INITIAL_CALCULATOR);
  // US sizes are where both variants start; only the desktop offers Metric, and remembers it.
  const [system, setSystem] = useRememberedSystem(systems);
  const calculator = useRef<HTMLDivElement>(null);
  const conversionsTitleId = useId();
  useCalculatorKeyboard(calculator, pressKey);
  return (
    <div ref={calculator} className="fiz-calc" data-variant={variant}>
      <div className="fiz-calc-body">
        <CalculatorDisplay state={state} />
        <Keypad onPress={pressKey} />
      </div>
      <section className="fiz-calc-conversions" aria-labelledby={conversionsTitleId}>
        <Title order={2} size="h4" id={conversionsTitleId}>
          Convert
        </Title>
        {systems.length > 1 && <SystemToggle systems={systems} value={system} onChange={setSystem} />}
        <ConversionKeys
          conversions={conversions}
          onConvert={(conversionId) => pressKey({ kind: 'convert', conversionId, system })}
        />
      </section>
    </div>
  );
}
