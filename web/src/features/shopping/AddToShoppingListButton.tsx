import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconBasketPlus } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { isIngredientHeading } from '@fiz/core/ingredient-heading';
import type { ShoppingIngredient } from '@fiz/core/shopping';
import { useShoppingList } from './useShoppingList';

/** What the last tap did: added, skipped or failed; or, for a recipe on the list already, what it asks. */
interface Outcome {
  kind: 'added' | 'skipped' | 'failed' | 'onList';
  message: string;
}

/** Spec 8 wording. */
function addedMessage(count: number): string {
  return `Added ${count} item(s) to your Shopping List.`;
}
const FAILED_MESSAGE = "Sorry, couldn't add ingredients. Please try again.";
const SKIPPED_MESSAGE = 'Nothing added: your shopping list is as it was.';
/** The ticks on the ingredients mean "I have these": what they leave out of the shopping list. */
function leftOutHint(leftOut: number, wanted: number): string {
  if (leftOut === 0) return 'Tick the ingredients you have, and they are left out.';
  if (wanted === 0) return 'Every ingredient is ticked, so there is nothing to add.';
  return `The ${leftOut} ticked ingredient(s) you have are left out.`;
}

/**
 * A second tap this soon after the first is the same tap twice (a double tap), not a cook adding the recipe
 * again: it does nothing, rather than ask whether to add the recipe the first tap has just added.
 */
const SAME_TAP_MS = 800;

interface AddToShoppingListButtonProps {
  recipe: { id: number; name: string };
  /** The ingredients as shown, in the amounts chosen. */
  ingredients: ShoppingIngredient[];
  /** The ingredients the cook ticked, by index: they have them, so they are left out. */
  ticked: ReadonlySet<number>;
}

/**
 * Puts a recipe's ingredients on the shopping list, all but those ticked as there already, and says how many went
 * on (spec 2.4, 8). A recipe already on the list is not added a second time by surprise: the cook is asked.
 */
export function AddToShoppingListButton({ recipe, ingredients, ticked }: AddToShoppingListButtonProps) {
  const { addIngredients, itemsFromRecipe } = useShoppingList();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Counts the outcomes, so the same words said again are a new message, read out again.
  const [said, setSaid] = useState(0);
  const lastTap = useRef(0);
  const button = useRef<HTMLButtonElement>(null);
  const hintId = useId();
  const wanted = ingredients.filter((ingredient, index) => !ticked.has(index) && !isIngredientHeading(ingredient));
  const leftOut = ingredients.filter(
    (ingredient, index) => ticked.has(index) && !isIngredientHeading(ingredient),
  ).length;

  const say = (next: Outcome | null) => {
    setOutcome(next);
    setSaid((count) => count + 1);
  };
  const add = () => {
    try {
      say({ kind: 'added', message: addedMessage(addIngredients(wanted, recipe.id)) });
    } catch {
      say({ kind: 'failed', message: FAILED_MESSAGE });
    }
  };
  const tap = () => {
    const now = Date.now();
    if (now - lastTap.current < SAME_TAP_MS) return;
    lastTap.current = now;
    if (itemsFromRecipe(recipe.id) === 0) return add();
    say({ kind: 'onList', message: `${recipe.name} is already on your shopping list.` });
  };
  // The choice's buttons go once chosen: the focus goes back to the button that asked.
  const chose = (choice: () => void) => () => {
    choice();
    button.current?.focus();
  };

  return (
    <Stack gap="xs">
      <Button
        ref={button}
        variant="light"
        size="md"
        leftSection={<IconBasketPlus size={22} />}
        onClick={tap}
        disabled={wanted.length === 0}
        aria-describedby={hintId}
      >
        Add to shopping list
      </Button>
      <Text id={hintId} fz="sm" c="dimmed">
        {leftOutHint(leftOut, wanted.length)}
      </Text>
      {/* Always in the page: a status region inserted together with its text is often not read out. */}
      <div role="status">
        {/* Asking to add again makes no sense once everything is ticked: there is nothing left to add. */}
        {outcome && outcome.kind !== 'failed' && (outcome.kind !== 'onList' || wanted.length > 0) && (
          <OutcomeAlert key={said} outcome={outcome} onClose={chose(() => say(null))}>
            {outcome.kind === 'onList' && (
              <Group gap="sm" mt="sm">
                <Button size="md" onClick={chose(add)}>
                  Add again
                </Button>
                <Button
                  size="md"
                  variant="default"
                  onClick={chose(() => say({ kind: 'skipped', message: SKIPPED_MESSAGE }))}
                >
                  Skip
                </Button>
              </Group>
            )}
          </OutcomeAlert>
        )}
      </div>
      {outcome?.kind === 'failed' && <OutcomeAlert key={said} outcome={outcome} onClose={chose(() => say(null))} />}
    </Stack>
  );
}

interface OutcomeAlertProps {
  outcome: Outcome;
  onClose: () => void;
  children?: ReactNode;
}

const ALERT_COLOURS = { added: 'basil', skipped: 'gray', onList: 'yellow', failed: 'red' } as const;

/** What the add did, or asks; brought into sight above the fixed tab bar, which would otherwise hide it. */
function OutcomeAlert({ outcome: { kind, message }, onClose, children }: OutcomeAlertProps) {
  const shown = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A block, not an expression: newer browsers answer scrollIntoView with a promise, which React would take
    // for the effect's clean-up.
    shown.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <Alert
      ref={shown}
      color={ALERT_COLOURS[kind]}
      role={kind === 'failed' ? 'alert' : 'group'}
      style={{ scrollMarginBottom: 'calc(72px + 16px)' }}
      withCloseButton
      closeButtonLabel="Dismiss"
      // A thumb-sized target (44 px) for the close button, which is otherwise 20 px.
      styles={{ closeButton: { width: 44, height: 44, minWidth: 44, minHeight: 44 } }}
      onClose={onClose}
    >
      {message}
      {children}
    </Alert>
  );
}
