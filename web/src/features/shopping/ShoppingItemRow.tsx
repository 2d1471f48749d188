import { ActionIcon, Checkbox } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useId } from 'react';
import type { ShoppingItem } from '@fiz/core/shopping';

interface ShoppingItemRowProps {
  item: ShoppingItem;
  onToggle: (id: string) => void;
  onRemove: (id: string) => void;
}

/**
 * One item, toggled by its checkbox or by a double click (double tap) on its text (spec 4.7), and removed by its
 * own button. The text is not a <label>: a label's click would already toggle once, and a double click would
 * toggle twice.
 */
export function ShoppingItemRow({ item, onToggle, onRemove }: ShoppingItemRowProps) {
  const textId = useId();
  return (
    <li className="fiz-shopping-item" data-checked={item.checked || undefined}>
      <label className="fiz-shopping-check">
        <Checkbox size="md" checked={item.checked} onChange={() => onToggle(item.id)} aria-labelledby={textId} />
      </label>
      <span id={textId} className="fiz-shopping-text" onDoubleClick={() => onToggle(item.id)}>
        {item.text}
      </span>
      <ActionIcon
        className="fiz-shopping-remove"
        size={48}
        variant="subtle"
        color="gray"
        aria-label={`Remove ${item.text}`}
        onClick={() => onRemove(item.id)}
      >
        <IconX size={20} aria-hidden />
      </ActionIcon>
    </li>
  );
}
