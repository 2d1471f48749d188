import { Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useRef, useState } from 'react';
import type { Ingredient } from '@fiz/core/recipe';
import { ingredientRowName, type IngredientField } from './ingredientFields';
import { IngredientEditRow } from './IngredientEditRow';
import { IngredientRow } from './IngredientRow';
import { isBlankIngredient, trimmedIngredient } from './recipeForm';
import './RecipeEditor.css';

interface IngredientsTableProps {
  ingredients: Ingredient[];
  onRemove: (index: number) => void;
  /** Swaps the row with the one above (-1) or below (1): a heading can be put above rows already there. */
  onMove: (index: number, by: -1 | 1) => void;
  /** A row corrected in place, as it is typed. */
  onEdit: (index: number, ingredient: Ingredient) => void;
  /** Where the focus goes once the last ingredient is removed: the entry row, to add another. */
  onEmptied: () => void;
}

/** The row open for correcting: which, what it was before (for Cancel) and the field to start at. */
interface Editing {
  index: number;
  original: Ingredient;
  startAt: IngredientField;
}

/**
 * Below this the four columns, with a row's fields open in them, and the row's four buttons no longer fit beside
 * each other (a table narrower than about 640 px, in the editor's margins): a row's words share one cell instead.
 */
const NARROW_WINDOW = '(max-width: 47.99em)';
/** A row's four buttons side by side, and the cell's padding. */
const TOOLS_WIDTH = 140;

/**
 * The ingredients entered so far, each correctable in place, movable up or down and removable; changes are saved
 * with Update Recipe (spec 4.2). The focus stays in the list: on the moved row's button, on the next row's Remove,
 * on the one before when the last row went, on a corrected row's Edit. In a narrow window a row's fields share one
 * cell, so the table fits without scrolling sideways.
 */
export function IngredientsTable({ ingredients, onRemove, onMove, onEdit, onEmptied }: IngredientsTableProps) {
  // Read before the first paint, so a narrow window never shows the wide table for a moment.
  const narrow = useMediaQuery(NARROW_WINDOW, false, { getInitialValueInEffect: false });
  const [editing, setEditing] = useState<Editing | null>(null);
  const editButtons = useRef<(HTMLButtonElement | null)[]>([]);
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
    // Rows are keyed by position: the button at this place now removes the next ingredient. Removed from its open
    // row, that button is drawn only once the row closes.
    requestAnimationFrame(() => removeButtons.current[Math.min(index, ingredients.length - 2)]?.focus());
  };
  /**
   * The correction is kept, trimmed as a save would trim it; a row emptied of all four fields is no ingredient
   * (the server drops it), so Done takes it out. Left for elsewhere on the page, an emptied row stays open.
   */
  const finish = ({ index }: Editing, how: 'done' | 'left') => {
    const corrected = trimmedIngredient(ingredients[index]!);
    if (isBlankIngredient(corrected)) {
      if (how === 'left') return;
      setEditing(null);
      return remove(index);
    }
    onEdit(index, corrected);
    setEditing(null);
    if (how === 'done') requestAnimationFrame(() => editButtons.current[index]?.focus());
  };
  const cancel = ({ index, original }: Editing) => {
    onEdit(index, original);
    setEditing(null);
    requestAnimationFrame(() => editButtons.current[index]?.focus());
  };
  // A row that is gone (the form reset to a kept draft, say) is no longer open.
  const open = editing && editing.index < ingredients.length ? editing : null;

  if (ingredients.length === 0) return <Text c="dimmed">No ingredients yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={narrow ? 0 : 600} type="native" className="fiz-ingredients-scroll">
      {/* Columns of set widths: opening a row for correcting, its fields in place of its words, moves none. */}
      <Table striped withTableBorder verticalSpacing="xs" layout="fixed">
        <Table.Thead>
          <Table.Tr>
            {narrow ? (
              <Table.Th>Ingredient</Table.Th>
            ) : (
              <>
                <Table.Th w="12%">Qty</Table.Th>
                <Table.Th w="12%">Unit</Table.Th>
                <Table.Th w="30%">Item</Table.Th>
                <Table.Th>Note</Table.Th>
              </>
            )}
            <Table.Th w={TOOLS_WIDTH}>
              <VisuallyHidden>Edit, move or remove</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ingredients.map((ingredient, index) =>
            // Rows hold no state of their own, so their position is a safe key.
            open?.index === index ? (
              <IngredientEditRow
                key={index}
                ingredient={ingredient}
                name={ingredientRowName(open.original)}
                narrow={narrow}
                startAt={open.startAt}
                onChange={(typed) => onEdit(index, typed)}
                onDone={() => finish(open, 'done')}
                onCancel={() => cancel(open)}
                onLeave={() => finish(open, 'left')}
              />
            ) : (
              <IngredientRow
                key={index}
                ingredient={ingredient}
                narrow={narrow}
                first={index === 0}
                last={index === ingredients.length - 1}
                onEdit={(startAt) => {
                  // Another row open is done first, as leaving it would have made it.
                  if (open) finish(open, 'left');
                  setEditing({ index, original: ingredient, startAt });
                }}
                onMove={(by) => move(index, by)}
                onRemove={() => remove(index)}
                buttons={{
                  edit: (button) => {
                    editButtons.current[index] = button;
                  },
                  move: (by, button) => {
                    moveButtons.current.set(`${by}:${index}`, button);
                  },
                  remove: (button) => {
                    removeButtons.current[index] = button;
                  },
                }}
              />
            ),
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
