import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { statusPasses } from '@fiz/core/access';
import { RecipeIdSchema } from '@fiz/core/recipe';
import { BackToResults } from '../../features/mobile/BackToResults';
import { MobileRecipeView } from '../../features/mobile/MobileRecipeView';
import { RecipeNotShown, recipeProblem } from '../../features/mobile/RecipeNotShown';
import { retryOnceUnlessRefused } from '../../lib/api';
import { recipeQuery } from '../../features/recipes/recipes.queries';
import { useSession } from '../../features/session/session.queries';

function LoadedRecipe({ recipeId }: { recipeId: number }) {
  const { status } = useSession();
  const { data: recipe, error } = useQuery({ ...recipeQuery(recipeId), retry: retryOnceUnlessRefused });
  if (recipe) return <MobileRecipeView recipe={recipe} canShop={statusPasses('active', status)} />;
  if (error) return <RecipeNotShown problem={recipeProblem(error)} />;
  return <Text role="status">Loading…</Text>;
}

/** Spec 2.4 /mshowrecipe/{recipeId}: open to every signed-in cook, Expired ones included. */
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
