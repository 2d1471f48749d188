import { Button, Grid, Stack, Text, TextInput } from '@mantine/core';
import { useRef } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { INGREDIENT_LIMITS, INGREDIENTS_MAX, type Ingredient } from '@fiz/core/recipe';
import { moveOnEnter, INGREDIENT_FIELDS, type FieldInputs, type IngredientField } from './ingredientFields';
import { IngredientsTable } from './IngredientsTable';
import { PasteIngredients } from './PasteIngredients';
import { addPendingIngredient, type RecipeFormValues } from './recipeForm';
import { DIRECTION_FROM_TEXT } from '../../../components/ui/textDirection';

/** How many of the entry row's twelve columns each field takes in a wide window. */
const SPANS: Record<IngredientField, number> = { qty: 2, unit: 2, item: 4, note: 3 };

interface IngredientsEditorProps {
  ingredients: Ingredient[];
  onChange: (ingredients: Ingredient[]) => void;
}

/**
 * Spec 4.2 ingredient entry: Enter moves qty → unit → item → note; Enter in note adds the ingredient and
 * returns to qty, so a list can be typed without touching the mouse. The row being typed is a field of the form,
 * so leaving with it unsaved asks first, and saving adds it. A listed row is corrected in place the same way, its
 * changes going into the list as they are typed.
 */
export function IngredientsEditor({ ingredients, onChange }: IngredientsEditorProps) {
  const form = useFormContext<RecipeFormValues>();
  const { field: pending } = useController({ control: form.control, name: 'pendingIngredient' });
  const draft = pending.value;
  const inputs = useRef<FieldInputs>({});
  const full = ingredients.length >= INGREDIENTS_MAX;

  const add = () => {
    addPendingIngredient(form);
    inputs.current.qty?.focus();
  };

  return (
    <Stack gap="md">
      <Grid align="flex-end" gap="sm">
        {INGREDIENT_FIELDS.map(({ name, label }) => (
          <Grid.Col key={name} span={{ base: 12, sm: SPANS[name] }}>
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
              onKeyDown={(event) => moveOnEnter(event, name, inputs.current, add)}
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
        onEdit={(index, ingredient) =>
          onChange(ingredients.map((row, position) => (position === index ? ingredient : row)))
        }
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
