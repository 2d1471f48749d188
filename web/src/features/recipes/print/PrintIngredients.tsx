import { Checkbox, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { ingredientSections } from '@fiz/core/ingredient-heading';
import type { Ingredient } from '@fiz/core/recipe';
import { ingredientLabel } from '../../../lib/ingredientLabel';
import './PrintIngredients.css';

interface PrintIngredientsProps {
  /** 'Ingredients', or with the amounts' scale: 'Ingredients (2×)'. */
  title: string;
  /** As they are to be printed: already scaled. */
  ingredients: Ingredient[];
}

/**
 * The print page's ingredients, each with a box to tick on paper; a section's heading ("For the sauce:") heads
 * its own list, with no box.
 */
export function PrintIngredients({ title, ingredients }: PrintIngredientsProps) {
  return (
    <section className="fiz-print-section">
      <Title order={2} size="h3" mb="sm">
        {title}
      </Title>
      {ingredients.length === 0 ? (
        <Text>No ingredients listed.</Text>
      ) : (
        ingredientSections(ingredients).map(({ heading, ingredients: rows }, section) => (
          <Fragment key={section}>
            {heading && (
              <Title order={3} size="h5" className="fiz-print-subheading" dir="auto">
                {heading}
              </Title>
            )}
            {rows.length > 0 && (
              <ol className="fiz-print-list">
                {rows.map(({ ingredient, index }) => (
                  // A Hebrew or Arabic ingredient reads from the right, its box beside where it starts.
                  <li key={index} className="fiz-print-item" dir="auto">
                    <Checkbox label={ingredientLabel(ingredient)} />
                  </li>
                ))}
              </ol>
            )}
          </Fragment>
        ))
      )}
    </section>
  );
}
