import { Group, SegmentedControl, Text } from '@mantine/core';
import { useId } from 'react';
import { SCALES, type Scale } from '@fiz/core/scaling';
import './ScalePicker.css';

interface ScalePickerProps {
  value: Scale;
  onChange: (scale: Scale) => void;
}

/** Half, as written, double or triple: the amounts shown follow, the saved recipe does not change. */
export function ScalePicker({ value, onChange }: ScalePickerProps) {
  const labelId = useId();
  return (
    // On a narrow screen the label goes above the choices rather than squeezing them.
    <Group gap="sm" className="fiz-scale-picker">
      <Text id={labelId} fw={600} fz="sm" className="fiz-scale-picker-label">
        Amounts
      </Text>
      <SegmentedControl
        data={SCALES.map((scale) => scale.label)}
        value={value.label}
        onChange={(label) => onChange(SCALES.find((scale) => scale.label === label) ?? value)}
        aria-labelledby={labelId}
        color="basil"
        size="md"
      />
    </Group>
  );
}
