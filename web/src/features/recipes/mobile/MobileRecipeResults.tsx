import { Alert, Button, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { refusalMessage } from '../../../lib/api';
import { KeptRecipesList } from './KeptRecipesList';
import { mobileSearchQuery } from './mobile.queries';
import { MOBILE_SEARCH_LIMITS, newestOnly, type MobileSearch } from './mobileSearch';
import { MobileRecipeRow } from './MobileRecipeRow';
import './MobileRecipes.css';

const LOAD_FAILED = 'Your recipes could not be loaded. Please try again.';
const OFFLINE = 'You are offline. The search runs as soon as you are back online.';

/** Says that only the newest 5 are shown, when there may be more, and offers them all. */
function NewestOnly({ search, shown, onShowAll }: { search: MobileSearch; shown: number; onShowAll: () => void }) {
  const newest = newestOnly(search);
  if (!newest || shown < MOBILE_SEARCH_LIMITS.initial) return null;
  return (
    <Group justify="space-between" gap={4}>
      <Text size="sm">{newest.note}</Text>
      <Button variant="subtle" size="sm" px="xs" mih={44} onClick={onShowAll}>
        {newest.showAll}
      </Button>
    </Group>
  );
}

interface MobileRecipeResultsProps {
  userId: number;
  search: MobileSearch;
  /** Ticks All My Recipes. */
  onShowAll: () => void;
}

/**
 * Spec 2.4 and 8: the found recipes, 'Loading…' while a search runs and 'No recipes found.' for none. The
 * previous results stay, dimmed, under 'Loading…' until the next ones come, so the list does not jump.
 * Offline, the search waits for the network and says so, above the recipes kept on this phone.
 */
export function MobileRecipeResults({ userId, search, onShowAll }: MobileRecipeResultsProps) {
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
      {isPlaceholderData ? loading : <NewestOnly search={search} shown={recipes.length} onShowAll={onShowAll} />}
      <ul className="fiz-mobile-recipes" aria-label="Recipes found" aria-busy={isPlaceholderData}>
        {recipes.map((recipe) => (
          <MobileRecipeRow key={recipe.recipe_id} recipe={recipe} own={recipe.recipe_user_id === userId} />
        ))}
      </ul>
    </>
  );
}
