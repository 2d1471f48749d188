import type { KeyboardEvent } from 'react';
import { isIngredientHeading } from '@fiz/core/ingredient-heading';
import type { Ingredient } from '@fiz/core/recipe';
import { ingredientLabel } from '../../../lib/ingredientLabel';

export type IngredientField = keyof Ingredient;

/** An ingredient's four fields in the order they are typed (spec 3, 4.2). */
export const INGREDIENT_FIELDS: readonly { name: IngredientField; label: string }[] = [
  { name: 'qty', label: 'Qty' },
  { name: 'unit', label: 'Unit' },
  { name: 'item', label: 'Item' },
  { name: 'note', label: 'Note' },
];

export type FieldInputs = Partial<Record<IngredientField, HTMLInputElement | null>>;

/**
 * Spec 4.2: Enter moves qty → unit → item → note, and Enter in the note finishes the row, when it is added and
 * when it is corrected alike.
 */
export function moveOnEnter(
  event: KeyboardEvent<HTMLInputElement>,
  field: IngredientField,
  inputs: FieldInputs,
  finish: () => void,
): void {
  // Enter while an input method is composing a character belongs to the input method.
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  // Otherwise Enter would submit the whole recipe form.
  event.preventDefault();
  const next = INGREDIENT_FIELDS[INGREDIENT_FIELDS.findIndex(({ name }) => name === field) + 1];
  if (next) inputs[next.name]?.focus();
  else finish();
}

/** How a row's buttons name it: its item, or all of it when it has none, or the section it heads. */
export function ingredientRowName(ingredient: Ingredient): string {
  if (isIngredientHeading(ingredient)) return `the heading ${ingredient.item.trim()}`;
  return ingredient.item || ingredientLabel(ingredient);
}
