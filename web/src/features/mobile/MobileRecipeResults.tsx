import { Alert, Button, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { refusalMessage } from '../../lib/api';
import { KeptRecipesList } from './KeptRecipesList';
import { mobileSearchQuery } from './mobile.queries';
import type { MobileSearch } from './mobileSearch';
import { MobileRecipeRow } from './MobileRecipeRow';
import './MobileRecipes.css';

const LOAD_FAILED = 'Your recipes could not be loaded. Please try again.';
const OFFLINE = 'You are offline. The search runs as soon as you are back online.';

/**
 * Spec 2.4 and 8: the found recipes, 'Loading…' while a search runs and 'No recipes found.' for none. The
 * previous results stay, dimmed, under 'Loading…' until the next ones come, so the list does not jump.
 * Offline, the search waits for the network and says so, above the recipes kept on this phone.
 */
export function MobileRecipeResults({ userId, search }: { userId: number; search: MobileSearch }) {
  const {
    data: recipes,
    error,
    isPlaceholderData,
    refetch,
    isFetching,
    fetchStatus,
  } = useQuery(mobileSearchQuery(userId, search));
  if (error) {
    return (
      <Alert color="red" role="alert">
        <Text>{refusalMessage(error, LOAD_FAILED)}</Text>
        <Button mt="xs" size="md" variant="default" loading={isFetching} onClick={() => void refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  // With no network the query waits for one: say so, rather than 'Loading…' for as long as the cook is offline.
  const loading = <Text role="status">{fetchStatus === 'paused' ? OFFLINE : 'Loading…'}</Text>;
  if (!recipes || (isPlaceholderData && recipes.length === 0)) {
    return (
      <>
        {loading}
        {fetchStatus === 'paused' && <KeptRecipesList cookId={userId} />}
      </>
    );
  }
  if (recipes.length === 0) return <Text role="status">No recipes found.</Text>;
  return (
    <>
      {isPlaceholderData && loading}
      <ul className="fiz-mobile-recipes" aria-label="Recipes found" aria-busy={isPlaceholderData}>
        {recipes.map((recipe) => (
          <MobileRecipeRow key={recipe.recipe_id} recipe={recipe} own={recipe.recipe_user_id === userId} />
        ))}
      </ul>
    </>
  );
}
