import { SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { DashboardCounts, ListType } from '@fiz/core/dashboard';
import { dashboardCountsQuery } from './dashboard.queries';
import './StatButtons.css';

const BUTTONS: { label: string; listType: ListType }[] = [
  { label: "I've Shared", listType: 'shared' },
  { label: 'My Favourites', listType: 'favourites' },
  { label: 'My Recipes', listType: 'myrecipes' },
  { label: 'No Ingredients', listType: 'noingredients' },
  { label: 'No Method', listType: 'nomethod' },
  { label: 'No Photo', listType: 'nophoto' },
];

/** Spec 2.3: six stat buttons, each a count (or 'Loading...') that opens its list. */
export function StatButtons({ userId }: { userId: number }) {
  const { data } = useQuery(dashboardCountsQuery(userId));
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
      {BUTTONS.map(({ label, listType }) => (
        <UnstyledButton
          key={listType}
          component={Link}
          to={`/dashboard/stats/${listType}`}
          className="fiz-stats-stat"
          data-testid={`stat-${listType}`}
        >
          {/* Not a live region: six bare numbers read out as they load mean nothing; each link's name says it. */}
          <Text className="fiz-stats-count" mod={{ loading: !data }}>
            {data ? data[listType satisfies keyof DashboardCounts] : 'Loading...'}
          </Text>
          <Text fw={600}>{label}</Text>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
