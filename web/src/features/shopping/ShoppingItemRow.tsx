import { Checkbox } from '@mantine/core';
import { useId } from 'react';
import type { ShoppingItem } from '@fiz/core/shopping';

/**
 * One item, toggled by its checkbox or by a double click (double tap) on its text (spec 4.7). The text is not
 * a <label>: a label's click would already toggle once, and a double click would toggle twice.
 */
export function ShoppingItemRow({ item, onToggle }: { item: ShoppingItem; onToggle: (id: string) => void }) {
  const textId = useId();
  return (
    <li className="fiz-shopping-item" data-checked={item.checked || undefined}>
      <label className="fiz-shopping-check">
        <Checkbox size="md" checked={item.checked} onChange={() => onToggle(item.id)} aria-labelledby={textId} />
      </label>
      <span id={textId} className="fiz-shopping-text" onDoubleClick={() => onToggle(item.id)}>
        {item.text}
      </span>
    </li>
  );
}
