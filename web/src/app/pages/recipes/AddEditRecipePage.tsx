import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { RecipeIdSchema } from '@fiz/core/recipe';
import { Page } from '../../../components/ui/Page';
import { ApiError, retryOnceUnlessRefused } from '../../../lib/api';
import { EditRecipeForm } from '../../../features/recipes/editor/EditRecipeForm';
import { NewRecipeForm } from '../../../features/recipes/editor/NewRecipeForm';
import { ReadOnlyRecipe } from '../../../features/recipes/editor/ReadOnlyRecipe';
import { EDITOR_SCROLL_DELAY_MS } from '../../../features/recipes/editor/recipeForm';
import { RecipeLoadStatus } from '../../../features/recipes/editor/RecipeLoadStatus';
import { recipeQuery } from '../../../features/recipes/recipes.queries';
import { useSession } from '../../../features/session/session.queries';

function ExistingRecipe({ recipeId }: { recipeId: number }) {
  const { user, isPending } = useSession();
  const query = useQuery({ ...recipeQuery(recipeId), retry: retryOnceUnlessRefused });
  // Data first: a failed refetch later (after an upload or update) must not replace the form and its edits,
  // unless it found the recipe gone (deleted elsewhere), when nothing typed could be saved.
  const gone = query.error instanceof ApiError && query.error.status === 404;
  if (!query.data || gone) return <RecipeLoadStatus error={query.error} />;
  // Who may edit is known only once the session is; until then the recipe is not shown either way.
  if (isPending) return <RecipeLoadStatus error={null} />;
  const recipe = query.data;
  // Only the owner changes a recipe, an Admin included (the server refuses anyone else).
  const mayEdit = user !== null && user.user_id === recipe.recipe_user_id;
  return mayEdit ? <EditRecipeForm recipe={recipe} /> : <ReadOnlyRecipe recipe={recipe} />;
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
  return (
    <Page title="Edit Recipe">
      {/* Keyed, so moving to another recipe starts a fresh form rather than keeping the last one's edits. */}
      {id.success ? <ExistingRecipe key={id.data} recipeId={id.data} /> : <RecipeLoadStatus error={null} invalidId />}
    </Page>
  );
}
