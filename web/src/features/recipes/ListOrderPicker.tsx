import { Group, SegmentedControl, Text } from '@mantine/core';
import { useId } from 'react';
import { LIST_ORDERS, type ListOrder } from '@fiz/core/recipe';

const LABELS: Record<ListOrder, string> = { name: 'Name', newest: 'Newest', changed: 'Last changed' };

interface ListOrderPickerProps {
  value: ListOrder;
  onChange: (order: ListOrder) => void;
}

/** By name as the spec's lists are, or the newest or last changed first: the recipe just added or edited on top. */
export function ListOrderPicker({ value, onChange }: ListOrderPickerProps) {
  const labelId = useId();
  return (
    <Group gap="sm" justify="flex-end">
      <Text id={labelId} fw={600} fz="sm">
        Order by
      </Text>
      <SegmentedControl
        data={LIST_ORDERS.map((order) => ({ value: order, label: LABELS[order] }))}
        value={value}
        onChange={(order) => onChange(order as ListOrder)}
        aria-labelledby={labelId}
        color="basil"
        size="sm"
      />
    </Group>
  );
}
