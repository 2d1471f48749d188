import { Alert, Button, Stack } from '@mantine/core';
import { IconBasketPlus } from '@tabler/icons-react';
import { useState } from 'react';
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

/** Puts a recipe's ingredients on the shopping list and says how many went on (spec 2.4, 8). */
export function AddToShoppingListButton({ ingredients }: { ingredients: ShoppingIngredient[] }) {
  const { addIngredients } = useShoppingList();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  function add() {
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
          onClose={() => setOutcome(null)}
        >
          {outcome.message}
        </Alert>
      )}
    </Stack>
  );
}
