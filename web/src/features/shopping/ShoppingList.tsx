import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { AddItemForm } from './AddItemForm';
import { ShoppingItemRow } from './ShoppingItemRow';
import { useShoppingList } from './useShoppingList';
import './ShoppingList.css';

const SAVE_FAILED = "Sorry, couldn't save your shopping list. Please try again.";

/** The shopping list screen's body (spec 2.4, 4.7): add, tick off by checkbox or double tap, clear the ticked. */
export function ShoppingList() {
  const { items, add, toggle, clearChecked } = useShoppingList();
  const [saveFailed, setSaveFailed] = useState(false);

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
              <ShoppingItemRow key={item.id} item={item} onToggle={(id) => save(() => toggle(id))} />
            ))}
          </ul>
          <Text fz="sm" c="dimmed">
            Tick an item off with its box, or double-tap its name.
          </Text>
          <Button
            variant="outline"
            color="red"
            size="md"
            leftSection={<IconTrash size={20} />}
            disabled={!hasChecked}
            onClick={() => save(clearChecked)}
          >
            Clear checked items
          </Button>
        </>
      )}
    </Stack>
  );
}
