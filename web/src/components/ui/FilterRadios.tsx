import { Badge, Group, Radio } from '@mantine/core';

export interface FilterOption<Value extends string> {
  value: Value;
  label: string;
  /** Shown beside the label once known. */
  count?: number | undefined;
}

interface FilterRadiosProps<Value extends string> {
  label: string;
  options: readonly FilterOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
}

/** One choice of list filter, as a labelled radio group that wraps on a narrow screen. */
export function FilterRadios<Value extends string>({ label, options, value, onChange }: FilterRadiosProps<Value>) {
  const choose = (next: string) => {
    const option = options.find((candidate) => candidate.value === next);
    if (option) onChange(option.value);
  };
  return (
    <Radio.Group label={label} value={value} onChange={choose}>
      <Group gap="lg" mt={6}>
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            label={
              <Group gap={6} component="span" wrap="nowrap">
                {option.label}
                {option.count !== undefined && (
                  <Badge component="span" variant="light" color="gray" size="md" circle={option.count < 10}>
                    {option.count}
                  </Badge>
                )}
              </Group>
            }
          />
        ))}
      </Group>
    </Radio.Group>
  );
}
