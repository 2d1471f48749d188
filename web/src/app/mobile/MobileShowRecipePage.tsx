import { Alert, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { statusPasses } from '@fiz/core/access';
import { RecipeIdSchema } from '@fiz/core/recipe';
import { BackToResults } from '../../features/recipes/mobile/BackToResults';
import { forgetRecipe, keepRecipe, keptRecipe } from '../../features/recipes/mobile/keptRecipes';
import { MobileRecipeView } from './MobileRecipeView';
import { RecipeNotShown, recipeProblem } from '../../features/recipes/mobile/RecipeNotShown';
import { retryOnceUnlessRefused } from '../../lib/api';
import { formatDateTime } from '../../lib/dates';
import { recipeQuery } from '../../features/recipes/recipes.queries';
import { useSession } from '../../lib/session.queries';
import { useServerUnreachable } from '../offline';

const NOT_KEPT =
  'You are offline, and this recipe is not kept on this phone. It opens when you are back online. ' +
  'The recipes you open while online are kept here for the next time.';

function LoadedRecipe({ recipeId }: { recipeId: number }) {
  const { user, status } = useSession();
  const unreachable = useServerUnreachable();
  const { data: recipe, error, fetchStatus } = useQuery({ ...recipeQuery(recipeId), retry: retryOnceUnlessRefused });
  const problem = error && recipeProblem(error);
  useEffect(() => {
    if (recipe && user) keepRecipe(user.user_id, recipe);
  }, [recipe, user]);
  useEffect(() => {
    if (problem === 'missing') forgetRecipe(recipeId);
  }, [problem, recipeId]);
  // With the status unknown for want of a network, only an Expired cook's list is closed, as on the Shop tab.
  const canShop = status ? statusPasses('active', status) : unreachable;
  if (recipe) return <MobileRecipeView recipe={recipe} canShop={canShop} />;
  const offline = fetchStatus === 'paused' || problem === 'unreachable';
  const kept = offline ? keptRecipe(user?.user_id, recipeId) : undefined;
  if (kept) {
    return (
      <>
        <Alert color="blue" role="status" title="No connection">
          {`This is the copy kept on this phone when you last opened it (${formatDateTime(kept.keptAt)}).`}
        </Alert>
        <MobileRecipeView recipe={kept.recipe} canShop={canShop} withPhoto={false} />
      </>
    );
  }
  if (offline && unreachable) return <Text role="status">{NOT_KEPT}</Text>;
  if (problem) return <RecipeNotShown problem={problem} />;
  return <Text role="status">Loading…</Text>;
}

/**
 * Spec 2.4 /mshowrecipe/{recipeId}: open to every signed-in cook, Expired ones included. A recipe opened before
 * opens again with no network, from the copy kept on the phone.
 */
export function MobileShowRecipePage() {
  const { recipeId } = useParams();
  const id = RecipeIdSchema.safeParse(recipeId);
  return (
    <Stack gap="sm">
      <BackToResults />
      {id.success ? <LoadedRecipe key={id.data} recipeId={id.data} /> : <RecipeNotShown problem="missing" />}
    </Stack>
  );
}
