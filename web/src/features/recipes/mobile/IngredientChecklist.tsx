import { Checkbox, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { ingredientSections } from '@fiz/core/ingredient-heading';
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

/**
 * Spec 2.4: each ingredient has a box to tick off while cooking; the ticks stay with this tab, not the recipe. A
 * section's heading ("For the sauce:") heads its own list, with nothing to tick. Each line and heading takes the
 * direction of its own words, so one written in Hebrew or Arabic reads from the right, its box on the right too.
 */
export function IngredientChecklist({ ingredients, ticked, onToggle }: IngredientChecklistProps) {
  if (ingredients.length === 0) return <Text>No ingredients listed.</Text>;
  return (
    <div>
      {ingredientSections(ingredients).map(({ heading, ingredients: rows }, section) => (
        <Fragment key={section}>
          {heading && (
            <Title order={3} size="h5" dir="auto" className="fiz-mobile-wrap fiz-mobile-checklist-heading">
              {heading}
            </Title>
          )}
          {rows.length > 0 && (
            <ul className="fiz-mobile-checklist">
              {rows.map(({ ingredient, index }) => (
                <li key={index} dir="auto">
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
          )}
        </Fragment>
      ))}
    </div>
  );
}
