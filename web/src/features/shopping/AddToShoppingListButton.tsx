import { Alert, Button, Stack } from '@mantine/core';
import { IconBasketPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { ShoppingIngredient } from '@fiz/core/shopping';
import { useShoppingList } from './useShoppingList';

interface Outcome {
  ok: boolean;
  message: string;
  /** Counts the adds, so the same words said again are a new message, read out again. */
  count: number;
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
    const count = (outcome?.count ?? 0) + 1;
    try {
      setOutcome({ ok: true, message: addedMessage(addIngredients(ingredients)), count });
    } catch {
      setOutcome({ ok: false, message: FAILED_MESSAGE, count });
    }
  }

  return (
    <Stack gap="xs">
      <Button variant="light" size="md" leftSection={<IconBasketPlus size={22} />} onClick={add}>
        Add to shopping list
      </Button>
      {/* Always in the page: a status region inserted together with its text is often not read out. */}
      <div role="status">
        {outcome?.ok && <OutcomeAlert key={outcome.count} outcome={outcome} onClose={() => setOutcome(null)} />}
      </div>
      {outcome && !outcome.ok && (
        <OutcomeAlert key={outcome.count} outcome={outcome} onClose={() => setOutcome(null)} />
      )}
    </Stack>
  );
}

interface OutcomeAlertProps {
  outcome: Outcome;
  onClose: () => void;
}

/** What the add did; brought into sight above the fixed tab bar, which would otherwise hide it. */
function OutcomeAlert({ outcome: { ok, message }, onClose }: OutcomeAlertProps) {
  const shown = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A block, not an expression: newer browsers answer scrollIntoView with a promise, which React would take
    // for the effect's clean-up.
    shown.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <Alert
      ref={shown}
      color={ok ? 'basil' : 'red'}
      role={ok ? 'group' : 'alert'}
      style={{ scrollMarginBottom: 'calc(72px + 16px)' }}
      withCloseButton
      closeButtonLabel="Dismiss"
      // A thumb-sized target (44 px) for the close button, which is otherwise 20 px.
      styles={{ closeButton: { width: 44, height: 44, minWidth: 44, minHeight: 44 } }}
      onClose={onClose}
    >
      {message}
    </Alert>
  );
}
