import { Alert, Anchor } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router';
import type { SamePageRecipe } from '@fiz/core/import';

/**
 * “A”, “A” and “B”, “A”, “B” and “C”: each name a link to the recipe. With more than are named, “A”, “B”, “C” and
 * 2 more: those are counted, not linked.
 */
function RecipeLinks({ recipes, more }: { recipes: SamePageRecipe[]; more: number }) {
  const lastJoin = more > 0 ? ', ' : ' and ';
  return (
    <>
      {recipes.map(({ recipeId, recipeName }, index) => (
        <Fragment key={recipeId}>
          {index === 0 ? '' : index === recipes.length - 1 ? lastJoin : ', '}“
          <Anchor
            component={Link}
            to={`/addeditrecipe/${recipeId}`}
            underline="always"
            c="inherit"
            fz="inherit"
            fw={600}
          >
            {recipeName}
          </Anchor>
          ”
        </Fragment>
      ))}
      {more > 0 && ` and ${more} more`}
    </>
  );
}

/**
 * Tells the cook which of their recipes already come from the page being imported, so adding it again is a
 * choice (a variant, say) and not a duplicate made unawares. Saving stays open. `count` is how many there are in
 * all, of which `recipes` names the newest.
 */
export function SamePageNotice({ recipes, count }: { recipes: SamePageRecipe[]; count: number }) {
  if (recipes.length === 0) return null;
  const total = Math.max(count, recipes.length);
  const one = total === 1;
  return (
    <Alert color="orange" role="status" title="Already in your recipes">
      You already have <RecipeLinks recipes={recipes} more={total - recipes.length} /> from this page. Open{' '}
      {one ? 'it' : 'one'} to use what you have, or save this one as well if you want {one ? 'both' : 'another'}.
    </Alert>
  );
}
