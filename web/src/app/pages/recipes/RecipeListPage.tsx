import { Button, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import { Link, Navigate, useParams } from 'react-router';
import { PAGE_SIZE } from '@fiz/core/recipe';
import { Page } from '../../../components/ui/Page';
import { cookQuery } from '../../../features/admin/admin.queries';
import { PagedRecipeTable } from '../../../features/recipes/PagedRecipeTable';
import { recipeListCountQuery, recipeListQuery } from '../../../features/recipes/recipes.queries';
import { useSession } from '../../../lib/session.queries';
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

/** An Admin reading another cook's list: whose it is, by name once known. */
function OtherCooksList({ userId }: { userId: number }) {
  const cook = useQuery(cookQuery(userId));
  const name = cook.data?.user_name;
  return (
    <Page title={name ? `Recipe List of ${name}` : `Recipe List of cook ${userId}`}>
      {cook.data && (
        <Text>{`${cook.data.user_name}'s recipes (cook ${userId}, ${cook.data.user_email}), which you see as an Admin.`}</Text>
      )}
      {cook.isError && <Text role="alert">{`There is no cook ${userId}, or their name could not be read.`}</Text>}
      <RecipeList userId={userId} />
    </Page>
  );
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
  // Keyed, so another cook's list starts from its own first answer, not the previous cook's rows.
  if (listUserId !== user.user_id) return <OtherCooksList key={listUserId} userId={listUserId} />;
  return (
    <Page title="My Recipe List">
      <Group>
        <Button component={Link} to="/addeditrecipe" leftSection={<IconPlus size={18} aria-hidden />}>
          New Recipe
        </Button>
      </Group>
      <RecipeList userId={listUserId} />
    </Page>
  );
}
