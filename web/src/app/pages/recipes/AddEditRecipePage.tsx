import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { RecipeIdSchema, type Recipe } from '@fiz/core/recipe';
import { Page } from '../../../components/ui/Page';
import { ApiError, retryOnceUnlessRefused } from '../../../lib/api';
import { EditRecipeForm } from '../../../features/recipes/editor/EditRecipeForm';
import { NewRecipeForm } from '../../../features/recipes/editor/NewRecipeForm';
import { ReadOnlyRecipe } from '../../../features/recipes/editor/ReadOnlyRecipe';
import { EDITOR_SCROLL_DELAY_MS } from '../../../features/recipes/editor/recipeForm';
import { RecipeLoadStatus } from '../../../features/recipes/editor/RecipeLoadStatus';
import { recipeQuery } from '../../../features/recipes/recipes.queries';
import { useSession } from '../../../lib/session.queries';

/** Spec 2.3 names the editor's title; a recipe the cook may only read is not being edited. */
const EDIT_TITLE = 'Edit Recipe';

function readOnlyTitle(recipe: Recipe) {
  return recipe.recipe_share === 'Yes' ? 'Shared Recipe' : 'Recipe';
}

function ExistingRecipe({ recipeId }: { recipeId: number }) {
  const { user, isPending } = useSession();
  const query = useQuery({ ...recipeQuery(recipeId), retry: retryOnceUnlessRefused });
  // Data first: a failed refetch later (after an upload or update) must not replace the form and its edits,
  // unless it found the recipe gone (deleted elsewhere), when nothing typed could be saved.
  const gone = query.error instanceof ApiError && query.error.status === 404;
  const recipe = gone ? undefined : query.data;
  // Who may edit is known only once the session is; until then the recipe is not shown either way.
  if (!recipe || isPending) {
    return (
      <Page title={EDIT_TITLE}>
        <RecipeLoadStatus error={recipe ? null : query.error} />
      </Page>
    );
  }
  // Only the owner changes a recipe, an Admin included (the server refuses anyone else).
  const mayEdit = user !== null && user.user_id === recipe.recipe_user_id;
  return (
    <Page title={mayEdit ? EDIT_TITLE : readOnlyTitle(recipe)}>
      {mayEdit ? <EditRecipeForm recipe={recipe} /> : <ReadOnlyRecipe recipe={recipe} />}
    </Page>
  );
}

/** Spec 2.3 /addeditrecipe (a new recipe) and /addeditrecipe/{recipeId} (an existing one). */
export function AddEditRecipePage() {
  const { recipeId } = useParams();

  // Spec 2.3 and 9: 30 ms after the editor opens, after the route's own scroll and the first layout.
  useEffect(() => {
    const timer = window.setTimeout(() => window.scrollTo(0, 0), EDITOR_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [recipeId]);

  if (recipeId === undefined) {
    return (
      <Page title="New Recipe">
        <NewRecipeForm />
      </Page>
    );
  }
  const id = RecipeIdSchema.safeParse(recipeId);
  if (!id.success) {
    return (
      <Page title={EDIT_TITLE}>
        <RecipeLoadStatus error={null} invalidId />
      </Page>
    );
  }
  // Keyed, so moving to another recipe starts a fresh form rather than keeping the last one's edits.
  return <ExistingRecipe key={id.data} recipeId={id.data} />;
}
