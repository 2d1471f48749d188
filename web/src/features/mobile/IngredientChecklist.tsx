import { Checkbox, Text } from '@mantine/core';
import type { Ingredient } from '@fiz/core/recipe';

/** Quantity and unit stand out, so the cook sees at a glance how much to measure. */
function IngredientLabel({ qty, unit, item, note }: Ingredient) {
  const amount = [qty, unit].filter((part) => part.trim() !== '').join(' ');
  return (
    <>
      {amount && <strong>{`${amount} `}</strong>}
      {item}
      {note.trim() && (
        <Text component="span" c="dimmed" fz="sm">
          {` (${note})`}
        </Text>
      )}
    </>
  );
}

interface IngredientChecklistProps {
  ingredients: Ingredient[];
  /** The indexes of the ingredients ticked off. */
  ticked: ReadonlySet<number>;
  onToggle: (index: number) => void;
}

/** Spec 2.4: each ingredient has a box to tick off while cooking; the ticks stay with this tab, not the recipe. */
export function IngredientChecklist({ ingredients, ticked, onToggle }: IngredientChecklistProps) {
  if (ingredients.length === 0) return <Text>No ingredients listed.</Text>;
  return (
    <ul className="fiz-mobile-checklist">
      {ingredients.map((ingredient, index) => (
        <li key={index}>
          <Checkbox
            size="md"
            checked={ticked.has(index)}
            onChange={() => onToggle(index)}
            label={<IngredientLabel {...ingredient} />}
            classNames={{ body: 'fiz-mobile-check', label: 'fiz-mobile-check-label' }}
          />
        </li>
      ))}
    </ul>
  );
}
