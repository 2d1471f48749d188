import { Alert, Anchor } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router';
import type { SamePageRecipe } from '@fiz/core/import';

/** “A”, “A” and “B”, “A”, “B” and “C”: each name a link to the recipe. */
function RecipeLinks({ recipes }: { recipes: SamePageRecipe[] }) {
  return recipes.map(({ recipeId, recipeName }, index) => (
    <Fragment key={recipeId}>
      {index === 0 ? '' : index === recipes.length - 1 ? ' and ' : ', '}“
      <Anchor component={Link} to={`/addeditrecipe/${recipeId}`} underline="always" c="inherit" fz="inherit" fw={600}>
        {recipeName}
      </Anchor>
      ”
    </Fragment>
  ));
}

/**
 * Tells the cook which of their recipes already come from the page being imported, so adding it again is a
 * choice (a variant, say) and not a duplicate made unawares. Saving stays open.
 */
export function SamePageNotice({ recipes }: { recipes: SamePageRecipe[] }) {
  if (recipes.length === 0) return null;
  const one = recipes.length === 1;
  return (
    <Alert color="orange" role="status" title="Already in your recipes">
      You already have <RecipeLinks recipes={recipes} /> from this page. Open {one ? 'it' : 'one'} to use what you have,
      or save this one as well if you want {one ? 'both' : 'another'}.
    </Alert>
  );
}
