import { Button, Group, Table, TextInput } from '@mantine/core';
import { IconArrowBackUp, IconCheck } from '@tabler/icons-react';
import { useEffect, useRef, type FocusEvent } from 'react';
import { INGREDIENT_LIMITS, type Ingredient } from '@fiz/core/recipe';
import { DIRECTION_FROM_TEXT } from '../../../components/ui/textDirection';
import { moveOnEnter, INGREDIENT_FIELDS, type FieldInputs, type IngredientField } from './ingredientFields';
import { IngredientRowTool } from './IngredientRowTool';
import './IngredientsTable.css';

interface IngredientEditRowProps {
  /** The row as it is being typed. */
  ingredient: Ingredient;
  /** The row's name as it was when its editing began, so its fields keep their names while they change. */
  name: string;
  narrow: boolean;
  /** The field the cook clicked, or the first one. */
  startAt: IngredientField;
  onChange: (ingredient: Ingredient) => void;
  /** Done (Enter in the note, or the Done button): the row as typed stays. */
  onDone: () => void;
  /** Escape, or the Cancel button: the row goes back to what it was. */
  onCancel: () => void;
  /** The focus left the row for something else on the page. */
  onLeave: () => void;
}

/**
 * An ingredient row opened for correcting in place: its four fields, typed as when adding one (Enter moves on,
 * Enter in the note is done, Escape cancels). Each keystroke is in the recipe's form already, so Update Recipe
 * saves it and a draft kept after a failed save holds it. In a narrow window the fields stack in the row's one cell.
 */
export function IngredientEditRow(props: IngredientEditRowProps) {
  const { ingredient, name, narrow, startAt, onChange, onDone, onCancel, onLeave } = props;
  const inputs = useRef<FieldInputs>({});
  useEffect(() => {
    inputs.current[startAt]?.focus();
    // Once, as the row opens: later the cook moves between the fields.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const leave = (event: FocusEvent<HTMLTableRowElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onLeave();
  };
  const fields = INGREDIENT_FIELDS.map(({ name: field, label }) => (
    <TextInput
      key={field}
      size={narrow ? 'sm' : 'xs'}
      label={narrow ? label : undefined}
      aria-label={`${label} of ${name}`}
      value={ingredient[field]}
      maxLength={INGREDIENT_LIMITS[field]}
      autoComplete="off"
      attributes={DIRECTION_FROM_TEXT}
      className={`fiz-ingredient-edit-${field}`}
      ref={(element) => {
        inputs.current[field] = element;
      }}
      onChange={(event) => onChange({ ...ingredient, [field]: event.currentTarget.value })}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          return onCancel();
        }
        moveOnEnter(event, field, inputs.current, onDone);
      }}
    />
  ));
  const doneLabel = `Done editing ${name}`;
  const cancelLabel = `Cancel editing ${name}`;
  if (narrow)
    // The row's one cell and its buttons' column together: the fields and Done and Cancel, in words, under them.
    return (
      <Table.Tr className="fiz-ingredient-editing" onBlur={leave}>
        <Table.Td colSpan={2}>
          <div className="fiz-ingredient-edit-fields">{fields}</div>
          <Group gap="xs" mt="xs">
            <Button size="xs" leftSection={<IconCheck size={16} aria-hidden />} aria-label={doneLabel} onClick={onDone}>
              Done
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconArrowBackUp size={16} aria-hidden />}
              aria-label={cancelLabel}
              onClick={onCancel}
            >
              Cancel
            </Button>
          </Group>
        </Table.Td>
      </Table.Tr>
    );
  return (
    <Table.Tr className="fiz-ingredient-editing" onBlur={leave}>
      {fields.map((field) => (
        <Table.Td key={field.key}>{field}</Table.Td>
      ))}
      <Table.Td>
        <Group gap={2} wrap="nowrap">
          <IngredientRowTool label={doneLabel} onClick={onDone}>
            <IconCheck size={18} aria-hidden />
          </IngredientRowTool>
          <IngredientRowTool label={cancelLabel} onClick={onCancel}>
            <IconArrowBackUp size={18} aria-hidden />
          </IngredientRowTool>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
