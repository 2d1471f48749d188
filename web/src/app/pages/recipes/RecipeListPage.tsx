import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, Navigate, useParams } from 'react-router';
import { PAGE_SIZE } from '@fiz/core/recipe';
import { Page } from '../../../components/ui/Page';
import { PagedRecipeTable } from '../../../features/recipes/PagedRecipeTable';
import { recipeListCountQuery, recipeListQuery } from '../../../features/recipes/recipes.queries';
import { useSession } from '../../../features/session/session.queries';
import { NotFoundPage } from '../NotFoundPage';

function RecipeList({ userId }: { userId: number }) {
  return (
    <PagedRecipeTable
      count={recipeListCountQuery(userId)}
      pageOf={(limit, offset, order) => recipeListQuery(userId, limit, offset, order)}
      size={PAGE_SIZE.recipeList}
      toolsHeader="Tasks"
      from="recipelist"
    />
  );
}

/** A user id from the address: a whole positive number, or nothing. */
function parseUserId(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Spec 2.3 /recipelist, and /recipelist/{userid} for an Admin looking at another cook's recipes. */
export function RecipeListPage() {
  const { user, status } = useSession();
  const { userid } = useParams();
  if (!user) return null;
  const listUserId = userid === undefined ? user.user_id : parseUserId(userid);
  if (listUserId === null) return <NotFoundPage />;
  // Only an Admin reads another cook's list (the server refuses anyone else): a cook is shown their own.
  if (listUserId !== user.user_id && status !== 'Admin') return <Navigate to="/recipelist" replace />;
  const title = listUserId === user.user_id ? 'My Recipe List' : `Recipe List of cook ${listUserId}`;
  return (
    <Page title={title}>
      <Group>
        <Button component={Link} to="/addeditrecipe" leftSection={<IconPlus size={18} aria-hidden />}>
          New Recipe
        </Button>
      </Group>
      {/* Keyed so another cook's list starts from its own first answer, not the previous cook's rows. */}
      <RecipeList key={listUserId} userId={listUserId} />
    </Page>
  );
}
