import { Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { MobileRecipeResults } from '../../features/mobile/MobileRecipeResults';
import { MobileSearchFilters } from '../../features/mobile/MobileSearchFilters';
import { useMobileSearch } from '../../features/mobile/useMobileSearch';
import { useSession } from '../../features/session/session.queries';

/** Spec 2.4 Find Recipes: open to every signed-in cook, Expired ones included. */
export function MobileRecipesPage() {
  useDocumentTitle('Find Recipes · Fiz');
  const { user } = useSession();
  const { search, typed, type, setFilter } = useMobileSearch();
  if (!user) return null;
  return (
    <Stack gap="sm">
      <Title order={1} size="h3">
        Find Recipes
      </Title>
      <MobileSearchFilters filters={search} typed={typed} onType={type} onFilter={setFilter} />
      <MobileRecipeResults userId={user.user_id} search={search} />
    </Stack>
  );
}
