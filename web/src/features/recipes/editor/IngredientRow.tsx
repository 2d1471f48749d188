import { Group, Table, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconX } from '@tabler/icons-react';
import { isIngredientHeading } from '@fiz/core/ingredient-heading';
import type { Ingredient } from '@fiz/core/recipe';
import { ingredientRowName, type IngredientField } from './ingredientFields';
import { IngredientRowTool } from './IngredientRowTool';
import './IngredientsTable.css';

/** A row's four fields in one cell: the amount and item on a line, the note under them. */
function NarrowIngredientCell({ ingredient, onClick }: { ingredient: Ingredient; onClick: () => void }) {
  const { qty, unit, item, note } = ingredient;
  const main = [qty, unit, item].filter((part) => part.trim() !== '').join(' ');
  return (
    <Table.Td className="fiz-ingredient-words fiz-ingredient-editable" onClick={onClick}>
      {main && <div dir="auto">{main}</div>}
      {note.trim() && (
        <Text fz="sm" c="dimmed" dir="auto">
          {note}
        </Text>
      )}
    </Table.Td>
  );
}

export interface IngredientRowButtons {
  edit: (button: HTMLButtonElement | null) => void;
  move: (by: -1 | 1, button: HTMLButtonElement | null) => void;
  remove: (button: HTMLButtonElement | null) => void;
}

interface IngredientRowProps {
  ingredient: Ingredient;
  narrow: boolean;
  first: boolean;
  last: boolean;
  /** Opens the row for correcting, at the field clicked (the first, from its Edit button). */
  onEdit: (field: IngredientField) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  /** Where the table keeps the row's buttons, to put the focus back on them. */
  buttons: IngredientRowButtons;
}

/**
 * One ingredient as listed, with its buttons: edit, move up or down, remove. A click on any of its words opens it
 * for correcting at that field; the keyboard and screen readers have the Edit button. A section's heading
 * ("For the sauce:") reads as a heading across the row. Each text sets its own direction: a Hebrew or Arabic
 * item reads from the right.
 */
export function IngredientRow({
  ingredient,
  narrow,
  first,
  last,
  onEdit,
  onMove,
  onRemove,
  buttons,
}: IngredientRowProps) {
  const heading = isIngredientHeading(ingredient);
  const name = ingredientRowName(ingredient);
  const cell = (field: IngredientField, words: boolean) => (
    <Table.Td
      className={words ? 'fiz-ingredient-words fiz-ingredient-editable' : 'fiz-ingredient-editable'}
      dir={field === 'qty' ? undefined : 'auto'}
      onClick={() => onEdit(field)}
    >
      {ingredient[field]}
    </Table.Td>
  );
  return (
    <Table.Tr className={heading ? 'fiz-ingredient-heading' : undefined}>
      {heading ? (
        // A section's name heads the rows under it, across the columns it has no use for.
        <Table.Th
          colSpan={narrow ? 1 : 4}
          className="fiz-ingredient-words fiz-ingredient-editable"
          dir="auto"
          onClick={() => onEdit('item')}
        >
          {ingredient.item}
        </Table.Th>
      ) : narrow ? (
        <NarrowIngredientCell ingredient={ingredient} onClick={() => onEdit('item')} />
      ) : (
        <>
          {cell('qty', false)}
          {cell('unit', false)}
          {cell('item', true)}
          {cell('note', true)}
        </>
      )}
      <Table.Td>
        <Group gap={2} wrap="nowrap">
          <IngredientRowTool
            label={`Edit ${name}`}
            onClick={() => onEdit(heading ? 'item' : 'qty')}
            buttonRef={buttons.edit}
          >
            <IconPencil size={18} aria-hidden />
          </IngredientRowTool>
          <IngredientRowTool
            label={`Move ${name} up`}
            onClick={() => onMove(-1)}
            disabled={first}
            buttonRef={(button) => buttons.move(-1, button)}
          >
            <IconArrowUp size={18} aria-hidden />
          </IngredientRowTool>
          <IngredientRowTool
            label={`Move ${name} down`}
            onClick={() => onMove(1)}
            disabled={last}
            buttonRef={(button) => buttons.move(1, button)}
          >
            <IconArrowDown size={18} aria-hidden />
          </IngredientRowTool>
          <IngredientRowTool label={`Remove ${name}`} onClick={onRemove} red buttonRef={buttons.remove}>
            <IconX size={18} aria-hidden />
          </IngredientRowTool>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
