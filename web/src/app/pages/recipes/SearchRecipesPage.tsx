import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { pageCount, pageOffset } from '@fiz/core/recipe';
import { SEARCH_PAGE_SIZE } from '@fiz/core/search';
import { Page } from '../../../components/ui/Page';
import { Pager } from '../../../components/ui/Pager';
import { RecipeCard } from '../../../features/recipes/search/RecipeCard';
import { SearchBox } from '../../../features/recipes/search/SearchBox';
import { searchCountQuery, searchQuery } from '../../../features/recipes/search/search.queries';
import { SearchFilters, searchScope } from '../../../features/recipes/search/SearchFilters';
import { useSearchState } from '../../../features/recipes/search/useSearchState';
import { useSession } from '../../../lib/session.queries';

/** The count line, a live region: a search that finds nothing is announced too. */
const countText = (found: number) =>
  found === 0 ? 'No recipes found.' : `${found} ${found === 1 ? 'recipe' : 'recipes'} found`;

const SIZE = SEARCH_PAGE_SIZE;

function SearchRecipes({ userId }: { userId: number }) {
  const {
    typed,
    setTyped,
    searchNow,
    term,
    shared,
    setShared,
    basil,
    setBasil,
    page: wanted,
    setPage,
  } = useSearchState();
  const count = useQuery(searchCountQuery(userId, shared, basil, term));
  const pages = count.data === undefined ? undefined : pageCount(count.data, SIZE);
  // When the count drops below the page shown (a delete emptied it), show the last page instead (spec 4.3).
  const page = pages === undefined || count.isPlaceholderData ? wanted : Math.min(wanted, pages);
  // The address follows: a page that no longer exists is not kept there to come back to.
  useEffect(() => {
    if (page !== wanted) setPage(page);
  }, [page, wanted, setPage]);
  const results = useQuery(searchQuery(userId, shared, basil, term, SIZE, pageOffset(page, SIZE)));
  const failed = count.isError || results.isError;
  const recipes = results.data;

  const retry = () => {
    void count.refetch();
    void results.refetch();
  };

  let body;
  if (failed)
    body = (
      <Alert color="red" role="alert">
        <Group justify="space-between">
          <Text>The search could not be run. Please try again.</Text>
          <Button variant="default" size="xs" onClick={retry}>
            Try again
          </Button>
        </Group>
      </Alert>
    );
  else if (recipes === undefined) body = <Text>Loading…</Text>;
  // The count line above, a live region, says so when it knows; this covers the moment it does not yet.
  else if (recipes.length === 0) body = count.data === 0 ? null : <Text>No recipes found.</Text>;
  else
    body = (
      <SimpleGrid
        cols={{ base: 1, sm: 2, md: 3 }}
        aria-busy={results.isPlaceholderData}
        style={{ opacity: results.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        {recipes.map((recipe) => (
          <RecipeCard key={recipe.recipe_id} recipe={recipe} userId={userId} />
        ))}
      </SimpleGrid>
    );

  return (
    <Stack gap="md">
      <Group gap="lg" align="flex-start">
        <SearchFilters
          shared={shared}
          basil={basil}
          onChange={(filter, checked) => (filter === 'shared' ? setShared : setBasil)(checked)}
        />
        <SearchBox value={typed} onChange={setTyped} onSearchNow={searchNow} />
      </Group>
      <Stack gap={2}>
        <Text size="sm" data-testid="search-scope">
          {searchScope(shared, basil)}
        </Text>
        <Text fw={600} aria-live="polite" data-testid="search-count">
          {failed || count.data === undefined ? '' : countText(count.data)}
        </Text>
      </Stack>
      {body}
      {!failed && pages !== undefined && <Pager page={page} pages={Math.max(page, pages)} onChange={setPage} />}
    </Stack>
  );
}

/** Spec 2.3 /searchrecipes: the cook's own recipes, and other cooks' shared ones, 12 cards a page. */
export function SearchRecipesPage() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Page title="Search Recipe Database">
      <SearchRecipes userId={user.user_id} />
    </Page>
  );
}
