import { PAGE_SIZE } from '@fiz/core/recipe';
import { Page } from '../../../components/ui/Page';
import { PagedRecipeTable } from '../../../features/recipes/PagedRecipeTable';
import { favouritesCountQuery, favouritesQuery } from '../../../features/recipes/recipes.queries';
import { useSession } from '../../../lib/session.queries';

function Favourites({ userId }: { userId: number }) {
  return (
    <PagedRecipeTable
      count={favouritesCountQuery(userId)}
      pageOf={(limit, offset, order) => favouritesQuery(userId, limit, offset, order)}
      size={PAGE_SIZE.favourites}
      toolsHeader="Tools"
      from="favourites"
    />
  );
}

/** Spec 2.3 Favourites: the cook's recipes marked favourite, 10 to a page. */
export function FavouritesPage() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Page title="Favourite Recipes">
      <Favourites userId={user.user_id} />
    </Page>
  );
}
