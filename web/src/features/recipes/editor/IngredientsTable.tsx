import { ActionIcon, Group, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useRef, type ReactNode } from 'react';
import { IconArrowDown, IconArrowUp, IconX } from '@tabler/icons-react';
import { isIngredientHeading } from '@fiz/core/ingredient-heading';
import type { Ingredient } from '@fiz/core/recipe';
import { ingredientLabel } from './recipeForm';
import './RecipeEditor.css';

interface IngredientsTableProps {
  ingredients: Ingredient[];
  onRemove: (index: number) => void;
  /** Swaps the row with the one above (-1) or below (1): a heading can be put above rows already there. */
  onMove: (index: number, by: -1 | 1) => void;
  /** Where the focus goes once the last ingredient is removed: the entry row, to add another. */
  onEmptied: () => void;
}

interface RowToolProps {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  red?: boolean;
  buttonRef: (button: HTMLButtonElement | null) => void;
  children: ReactNode;
}

function RowTool({ label, onClick, disabled, red, buttonRef, children }: RowToolProps) {
  return (
    <Tooltip label={label} disabled={disabled}>
      <ActionIcon
        variant="subtle"
        color={red ? 'red' : undefined}
        aria-label={label}
        onClick={onClick}
        disabled={disabled}
        ref={buttonRef}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * Below this the four columns and the row's buttons no longer fit beside each other (a window narrower than a
 * table of 440 px and the editor's margins), and the table would scroll sideways.
 */
const NARROW_WINDOW = '(max-width: 35.99em)';

/** A row's four fields in one cell: the amount and item on a line, the note under them. */
function NarrowIngredientCell({ ingredient }: { ingredient: Ingredient }) {
  const { qty, unit, item, note } = ingredient;
  const main = [qty, unit, item].filter((part) => part.trim() !== '').join(' ');
  return (
    <Table.Td className="fiz-ingredient-words">
      {main && <div dir="auto">{main}</div>}
      {note.trim() && (
        <Text fz="sm" c="dimmed" dir="auto">
          {note}
        </Text>
      )}
    </Table.Td>
  );
}

/**
 * The ingredients entered so far, each movable up or down and removable; changes are saved with Update Recipe
 * (spec 4.2). The focus stays in the list: on the moved row's button, on the next row's Remove, or on the one
 * before when the last row went. A section's heading ("For the sauce:") reads as a heading across the row. In a
 * narrow window a row's fields share one cell, so the table fits without scrolling sideways. Each text sets its
 * own direction: a Hebrew or Arabic item reads from the right.
 */
export function IngredientsTable({ ingredients, onRemove, onMove, onEmptied }: IngredientsTableProps) {
  // Read before the first paint, so a narrow window never shows the wide table for a moment.
  const narrow = useMediaQuery(NARROW_WINDOW, false, { getInitialValueInEffect: false });
  const removeButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const moveButtons = useRef(new Map<string, HTMLButtonElement | null>());
  const move = (index: number, by: -1 | 1) => {
    onMove(index, by);
    // The row is now one place on; its button the same way, or the other one at the end of the list.
    const to = index + by;
    const atEnd = to === 0 || to === ingredients.length - 1;
    moveButtons.current.get(`${atEnd ? -by : by}:${to}`)?.focus();
  };
  const remove = (index: number) => {
    onRemove(index);
    if (ingredients.length === 1) return onEmptied();
    // Rows are keyed by position: the button at this place now removes the next ingredient.
    if (index === ingredients.length - 1) removeButtons.current[index - 1]?.focus();
  };
  if (ingredients.length === 0) return <Text c="dimmed">No ingredients yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={narrow ? 0 : 440} type="native" className="fiz-ingredients-scroll">
      <Table striped withTableBorder verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {narrow ? (
              <Table.Th>Ingredient</Table.Th>
            ) : (
              <>
                <Table.Th>Qty</Table.Th>
                <Table.Th>Unit</Table.Th>
                <Table.Th>Item</Table.Th>
                <Table.Th>Note</Table.Th>
              </>
            )}
            <Table.Th>
              <VisuallyHidden>Move or remove</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ingredients.map((ingredient, index) => {
            const heading = isIngredientHeading(ingredient);
            const name = heading
              ? `the heading ${ingredient.item.trim()}`
              : ingredient.item || ingredientLabel(ingredient);
            return (
              // Rows hold no state of their own, so their position is a safe key.
              <Table.Tr key={index} className={heading ? 'fiz-ingredient-heading' : undefined}>
                {heading ? (
                  // A section's name heads the rows under it, across the columns it has no use for.
                  <Table.Th colSpan={narrow ? 1 : 4} className="fiz-ingredient-words" dir="auto">
                    {ingredient.item}
                  </Table.Th>
                ) : narrow ? (
                  <NarrowIngredientCell ingredient={ingredient} />
                ) : (
                  <>
                    <Table.Td>{ingredient.qty}</Table.Td>
                    <Table.Td dir="auto">{ingredient.unit}</Table.Td>
                    <Table.Td className="fiz-ingredient-words" dir="auto">
                      {ingredient.item}
                    </Table.Td>
                    <Table.Td className="fiz-ingredient-words" dir="auto">
                      {ingredient.note}
                    </Table.Td>
                  </>
                )}
                <Table.Td w={narrow ? 96 : 112}>
                  <Group gap={2} wrap="nowrap">
                    <RowTool
                      label={`Move ${name} up`}
                      onClick={() => move(index, -1)}
                      disabled={index === 0}
                      buttonRef={(button) => {
                        moveButtons.current.set(`-1:${index}`, button);
                      }}
                    >
                      <IconArrowUp size={18} aria-hidden />
                    </RowTool>
                    <RowTool
                      label={`Move ${name} down`}
                      onClick={() => move(index, 1)}
                      disabled={index === ingredients.length - 1}
                      buttonRef={(button) => {
                        moveButtons.current.set(`1:${index}`, button);
                      }}
                    >
                      <IconArrowDown size={18} aria-hidden />
                    </RowTool>
                    <RowTool
                      label={`Remove ${name}`}
                      onClick={() => remove(index)}
                      red
                      buttonRef={(button) => {
                        removeButtons.current[index] = button;
                      }}
                    >
                      <IconX size={18} aria-hidden />
                    </RowTool>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
