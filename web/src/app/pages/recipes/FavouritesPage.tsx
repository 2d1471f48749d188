import { PAGE_SIZE } from '@fiz/core/recipe';
import { Page } from '../../../components/ui/Page';
import { Pager } from '../../../features/recipes/Pager';
import { RecipeTable } from '../../../features/recipes/RecipeTable';
import { favouritesCountQuery, favouritesQuery } from '../../../features/recipes/recipes.queries';
import { usePagedRecipes } from '../../../features/recipes/usePagedRecipes';
import { useSession } from '../../../features/session/session.queries';

const SIZE = PAGE_SIZE.favourites;

function Favourites({ userId }: { userId: number }) {
  const { recipes, failed, pager } = usePagedRecipes(
    favouritesCountQuery(userId),
    (limit, offset) => favouritesQuery(userId, limit, offset),
    SIZE,
  );
  return (
    <>
      <RecipeTable
        recipes={recipes}
        failed={failed}
        tools={['edit', 'print', 'video', 'delete']}
        toolsHeader="Tools"
        nameHeader="Name"
        from="favourites"
      />
      {pager && <Pager {...pager} />}
    </>
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
