import { Alert, Button, Group } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { LIST_TYPES } from '@fiz/core/dashboard';
import { PAGE_SIZE, pageCount, pageOffset, statsEmptyText, statsTitle } from '@fiz/core/recipe';
import { Page } from '../../../components/ui/Page';
import { ListOrderPicker } from '../../../features/recipes/ListOrderPicker';
import { Pager } from '../../../components/ui/Pager';
import { RecipeTable } from '../../../features/recipes/RecipeTable';
import { recipeStatsQuery } from '../../../features/recipes/recipes.queries';
import { useListOrderParam } from '../../../features/recipes/useListOrderParam';
import { usePageParam } from '../../../lib/usePageParam';
import { useSession } from '../../../lib/session.queries';

const SIZE = PAGE_SIZE.stats;

function StatsList({ userId, listType }: { userId: number; listType: string }) {
  // The total arrives with the page itself: the page asked for is fetched first, then clamped once the total is known.
  const [requested] = usePageParam();
  const [order, setOrder] = useListOrderParam();
  const { data, isError } = useQuery(recipeStatsQuery(userId, listType, SIZE, pageOffset(requested, SIZE), order));
  const pages = data ? pageCount(data.total, SIZE) : undefined;
  const [page, setPage] = usePageParam(pages);
  return (
    <>
      <ListOrderPicker value={order} onChange={setOrder} />
      <RecipeTable
        recipes={data?.recipes}
        failed={isError}
        tools={['edit']}
        toolsHeader="Tasks"
        emptyText={statsEmptyText(listType)}
      />
      {pages !== undefined && <Pager page={page} pages={pages} onChange={setPage} />}
    </>
  );
}

/** Spec 2.3 Stats list: the recipes behind one dashboard stat button. */
export function StatsListPage() {
  const { user } = useSession();
  const { listtype = '' } = useParams();
  if (!user) return null;
  return (
    <Page title={statsTitle(listtype)}>
      <Group>
        <Button component={Link} to="/dashboard" variant="default" leftSection={<IconX size={18} aria-hidden />}>
          Close Listing
        </Button>
      </Group>
      {(LIST_TYPES as readonly string[]).includes(listtype) ? (
        <StatsList userId={user.user_id} listType={listtype} />
      ) : (
        // An address typed or kept from elsewhere: no request can load it, so the page says what is there instead.
        <Alert color="gray" role="status">
          There is no such list. The dashboard&apos;s buttons open the lists there are.
        </Alert>
      )}
    </Page>
  );
}
