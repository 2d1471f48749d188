import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { ShoppingItem } from '@fiz/core/shopping';
import { AddItemForm } from './AddItemForm';
import { ShoppingItemRow } from './ShoppingItemRow';
import { useShoppingList } from './useShoppingList';
import './ShoppingList.css';

const SAVE_FAILED = "Sorry, couldn't save your shopping list. Please try again.";

/** What the last removal took away, so Undo can put it back. */
interface Removal {
  message: string;
  items: ShoppingItem[];
}

function removalMessage(removed: readonly ShoppingItem[], checked: boolean): string {
  if (!checked) return `Removed ${removed[0]?.text ?? 'the item'}.`;
  return `Cleared ${removed.length} checked item(s).`;
}

/**
 * The shopping list screen's body (spec 2.4, 4.7): add, tick off by checkbox or double tap, remove one item or
 * clear the ticked ones, and undo the last removal.
 */
export function ShoppingList() {
  const { items, add, toggle, remove, clearChecked, restore } = useShoppingList();
  const [saveFailed, setSaveFailed] = useState(false);
  const [removal, setRemoval] = useState<Removal>();

  /** Storage can be full or blocked; the cook is told instead of losing the change silently. */
  function save(change: () => void): boolean {
    try {
      change();
      setSaveFailed(false);
      return true;
    } catch {
      setSaveFailed(true);
      return false;
    }
  }

  function removeItems(take: () => ShoppingItem[], checked: boolean) {
    save(() => {
      const removed = take();
      if (removed.length > 0) setRemoval({ message: removalMessage(removed, checked), items: removed });
    });
  }

  function undo() {
    if (removal && save(() => restore(removal.items))) setRemoval(undefined);
  }

  const hasChecked = items.some((item) => item.checked);
  return (
    <Stack gap="md">
      <AddItemForm onAdd={(text) => save(() => add(text))} />
      {saveFailed && (
        <Alert color="red" role="alert">
          {SAVE_FAILED}
        </Alert>
      )}
      {items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          No items in your shopping list!
        </Text>
      ) : (
        <>
          <ul className="fiz-shopping-items" aria-label="Shopping list">
            {items.map((item) => (
              <ShoppingItemRow
                key={item.id}
                item={item}
                onToggle={(id) => save(() => toggle(id))}
                onRemove={(id) => removeItems(() => remove(id), false)}
              />
            ))}
          </ul>
          <Text fz="sm" c="dimmed">
            Tick an item off with its box, or double-tap its name.
          </Text>
          <Button
            variant="outline"
            color="red"
            size="md"
            mih={44}
            leftSection={<IconTrash size={20} />}
            disabled={!hasChecked}
            onClick={() => removeItems(clearChecked, true)}
          >
            Clear checked items
          </Button>
        </>
      )}
      {/* Always in the page, so screen readers announce what it comes to say. */}
      <div role="status" className="fiz-shopping-undo" data-shown={removal ? true : undefined}>
        {removal && (
          <>
            <Text fz="md">{removal.message}</Text>
            <Button variant="white" size="md" mih={44} onClick={undo}>
              Undo
            </Button>
          </>
        )}
      </div>
    </Stack>
  );
}
