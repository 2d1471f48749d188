import { Button, Grid, Stack, Text, TextInput } from '@mantine/core';
import { useRef, type KeyboardEvent } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { INGREDIENT_LIMITS, INGREDIENTS_MAX, type Ingredient } from '@fiz/core/recipe';
import { IngredientsTable } from './IngredientsTable';
import { PasteIngredients } from './PasteIngredients';
import { addPendingIngredient, type RecipeFormValues } from './recipeForm';
import { DIRECTION_FROM_TEXT } from '../../../components/ui/textDirection';

type Field = keyof Ingredient;

const FIELDS: { name: Field; label: string; span: number }[] = [
  { name: 'qty', label: 'Qty', span: 2 },
  { name: 'unit', label: 'Unit', span: 2 },
  { name: 'item', label: 'Item', span: 4 },
  { name: 'note', label: 'Note', span: 3 },
];

interface IngredientsEditorProps {
  ingredients: Ingredient[];
  onChange: (ingredients: Ingredient[]) => void;
}

/**
 * Spec 4.2 ingredient entry: Enter moves qty → unit → item → note; Enter in note adds the ingredient and
 * returns to qty, so a list can be typed without touching the mouse. The row being typed is a field of the form,
 * so leaving with it unsaved asks first, and saving adds it.
 */
export function IngredientsEditor({ ingredients, onChange }: IngredientsEditorProps) {
  const form = useFormContext<RecipeFormValues>();
  const { field: pending } = useController({ control: form.control, name: 'pendingIngredient' });
  const draft = pending.value;
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const full = ingredients.length >= INGREDIENTS_MAX;

  const add = () => {
    addPendingIngredient(form);
    inputs.current.qty?.focus();
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter while an input method is composing a character belongs to the input method.
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    // Otherwise Enter would submit the whole recipe form.
    event.preventDefault();
    const next = FIELDS[index + 1];
    if (next) inputs.current[next.name]?.focus();
    else add();
  };

  return (
    <Stack gap="md">
      <Grid align="flex-end" gap="sm">
        {FIELDS.map(({ name, label, span }, index) => (
          <Grid.Col key={name} span={{ base: 12, sm: span }}>
            <TextInput
              label={label}
              value={draft[name]}
              maxLength={INGREDIENT_LIMITS[name]}
              autoComplete="off"
              // Hebrew or Arabic typed here runs from the right, as it will read in the list.
              attributes={DIRECTION_FROM_TEXT}
              disabled={full}
              ref={(element) => {
                inputs.current[name] = element;
              }}
              onChange={(event) => pending.onChange({ ...draft, [name]: event.currentTarget.value })}
              onKeyDown={onKeyDown(index)}
            />
          </Grid.Col>
        ))}
        <Grid.Col span={{ base: 12, sm: 1 }}>
          <Button type="button" onClick={add} disabled={full} fullWidth>
            Add
          </Button>
        </Grid.Col>
      </Grid>
      {full && <Text c="dimmed">A recipe has at most {INGREDIENTS_MAX} ingredients.</Text>}
      <PasteIngredients
        room={INGREDIENTS_MAX - ingredients.length}
        onAdd={(pasted) => onChange([...ingredients, ...pasted])}
      />
      <IngredientsTable
        ingredients={ingredients}
        onRemove={(index) => onChange(ingredients.filter((_, position) => position !== index))}
        onMove={(index, by) => onChange(swapped(ingredients, index, index + by))}
        onEmptied={() => inputs.current.qty?.focus()}
      />
    </Stack>
  );
}

/** The list with two rows changed places; an index off either end leaves it as it was. */
function swapped<T>(list: readonly T[], a: number, b: number): T[] {
  const next = [...list];
  if (next[a] === undefined || next[b] === undefined) return next;
  [next[a], next[b]] = [next[b]!, next[a]!];
  return next;
}
