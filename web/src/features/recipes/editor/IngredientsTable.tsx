import { ActionIcon, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useRef } from 'react';
import { IconX } from '@tabler/icons-react';
import { isIngredientHeading } from '@fiz/core/ingredient-heading';
import type { Ingredient } from '@fiz/core/recipe';
import { ingredientLabel } from './recipeForm';
import './RecipeEditor.css';

interface IngredientsTableProps {
  ingredients: Ingredient[];
  onRemove: (index: number) => void;
  /** Where the focus goes once the last ingredient is removed: the entry row, to add another. */
  onEmptied: () => void;
}

/**
 * The ingredients entered so far, each removable; removals are saved with Update Recipe (spec 4.2). The focus
 * stays in the list: on the next row's Remove, or the one before when the last row went. A section's heading
 * ("For the sauce:") reads as a heading across the row.
 */
export function IngredientsTable({ ingredients, onRemove, onEmptied }: IngredientsTableProps) {
  const removeButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const remove = (index: number) => {
    onRemove(index);
    if (ingredients.length === 1) return onEmptied();
    // Rows are keyed by position: the button at this place now removes the next ingredient.
    if (index === ingredients.length - 1) removeButtons.current[index - 1]?.focus();
  };
  if (ingredients.length === 0) return <Text c="dimmed">No ingredients yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={440} type="native" className="fiz-ingredients-scroll">
      <Table striped withTableBorder verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Qty</Table.Th>
            <Table.Th>Unit</Table.Th>
            <Table.Th>Item</Table.Th>
            <Table.Th>Note</Table.Th>
            <Table.Th>
              <VisuallyHidden>Remove</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ingredients.map((ingredient, index) => {
            const heading = isIngredientHeading(ingredient);
            const label = heading
              ? `Remove the heading ${ingredient.item.trim()}`
              : `Remove ${ingredient.item || ingredientLabel(ingredient)}`;
            return (
              // Rows hold no state of their own, so their position is a safe key.
              <Table.Tr key={index} className={heading ? 'fiz-ingredient-heading' : undefined}>
                {heading ? (
                  // A section's name heads the rows under it, across the columns it has no use for.
                  <Table.Th colSpan={4} className="fiz-ingredient-words">
                    {ingredient.item}
                  </Table.Th>
                ) : (
                  <>
                    <Table.Td>{ingredient.qty}</Table.Td>
                    <Table.Td>{ingredient.unit}</Table.Td>
                    <Table.Td className="fiz-ingredient-words">{ingredient.item}</Table.Td>
                    <Table.Td className="fiz-ingredient-words">{ingredient.note}</Table.Td>
                  </>
                )}
                <Table.Td w={48}>
                  <Tooltip label={label}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={label}
                      onClick={() => remove(index)}
                      ref={(button: HTMLButtonElement | null) => {
                        removeButtons.current[index] = button;
                      }}
                    >
                      <IconX size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
