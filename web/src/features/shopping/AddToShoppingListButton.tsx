import { Alert, Button, Stack } from '@mantine/core';
import { IconBasketPlus } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import type { ShoppingIngredient } from '@fiz/core/shopping';
import { useShoppingList } from './useShoppingList';

interface Outcome {
  ok: boolean;
  message: string;
}

/** Spec 8 wording. */
function addedMessage(count: number): string {
  return `Added ${count} item(s) to your Shopping List.`;
}
const FAILED_MESSAGE = "Sorry, couldn't add ingredients. Please try again.";
/**
 * A second tap this soon after the first is the same tap twice (a double tap), not a cook adding the recipe
 * again to double it: it adds nothing.
 */
const SAME_TAP_MS = 800;

/** Puts a recipe's ingredients on the shopping list and says how many went on (spec 2.4, 8). */
export function AddToShoppingListButton({ ingredients }: { ingredients: ShoppingIngredient[] }) {
  const { addIngredients } = useShoppingList();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const lastAdded = useRef(0);

  function add() {
    const now = Date.now();
    if (now - lastAdded.current < SAME_TAP_MS) return;
    lastAdded.current = now;
    try {
      setOutcome({ ok: true, message: addedMessage(addIngredients(ingredients)) });
    } catch {
      setOutcome({ ok: false, message: FAILED_MESSAGE });
    }
  }

  return (
    <Stack gap="xs">
      <Button variant="light" size="md" leftSection={<IconBasketPlus size={22} />} onClick={add}>
        Add to shopping list
      </Button>
      {outcome && (
        <Alert
          color={outcome.ok ? 'basil' : 'red'}
          role={outcome.ok ? 'status' : 'alert'}
          withCloseButton
          closeButtonLabel="Dismiss"
          // A thumb-sized target (44 px) for the close button, which is otherwise 20 px.
          styles={{ closeButton: { width: 44, height: 44, minWidth: 44, minHeight: 44 } }}
          onClose={() => setOutcome(null)}
        >
          {outcome.message}
        </Alert>
      )}
    </Stack>
  );
}
