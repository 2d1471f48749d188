import { SimpleGrid, Text } from '@mantine/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { emailCountsQuery } from './admin.queries';
import { chefUsageQuery, userCountQuery, type UserCountKind } from './admin.queries';
import { chefAnswererLine, summarizeChefUsage } from './chefUsage';
import './SiteFigures.css';

interface Figure {
  label: string;
  value: number | undefined;
  failed: boolean;
}

/** "43,500": thousands grouped, as tokens soon run into them. */
const grouped = (value: number) => value.toLocaleString('en');

/** One labelled figure: the label comes first for screen readers, the number shows on top. */
function FigureCard({ label, value, failed }: Figure) {
  const waiting = value === undefined;
  return (
    <div className="fiz-admin-figure">
      <dt>{label}</dt>
      <dd data-waiting={waiting || undefined}>{waiting ? (failed ? 'Not available' : 'Loading…') : grouped(value)}</dd>
    </div>
  );
}

function FigureGrid({ figures }: { figures: Figure[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="md" className="fiz-admin-figures">
      {figures.map((figure) => (
        <FigureCard key={figure.label} {...figure} />
      ))}
    </SimpleGrid>
  );
}

const USER_FIGURES: { kind: UserCountKind; label: string }[] = [
  { kind: 'all', label: 'All Users' },
  { kind: 'paid', label: 'Paid Members' },
  { kind: 'free', label: 'Free Members' },
  { kind: 'lapsed', label: 'Lapsed Members' },
];

/** Spec 2.3 Site Admin: All Users, Paid, Free and Lapsed members. */
export function UserFigures() {
  const counts = useQueries({ queries: USER_FIGURES.map(({ kind }) => userCountQuery(kind)) });
  const figures = USER_FIGURES.map(({ label }, index) => ({
    label,
    value: counts[index]?.data,
    failed: counts[index]?.isError ?? false,
  }));
  return <FigureGrid figures={figures} />;
}

/** Spec 2.3 Site Admin: New, Old (responded) and All contact emails. */
export function EmailFigures() {
  const { data, isError } = useQuery(emailCountsQuery);
  const figures: Figure[] = [
    { label: 'New Emails', value: data?.newemails, failed: isError },
    { label: 'Old Emails', value: data?.oldemails, failed: isError },
    { label: 'All Emails', value: data?.allemails, failed: isError },
  ];
  return <FigureGrid figures={figures} />;
}

/** Chef Basil over the last 30 days: how often cooks asked, how often he answered or failed, and tokens used. */
export function ChefFigures() {
  const { data, isError } = useQuery(chefUsageQuery);
  const summary = data && summarizeChefUsage(data);
  const figures: Figure[] = [
    { label: 'Requests', value: summary?.requests, failed: isError },
    { label: 'Answered', value: summary?.answered, failed: isError },
    { label: 'Failed', value: summary?.failed, failed: isError },
    { label: 'Tokens', value: summary?.tokens, failed: isError },
  ];
  return (
    <>
      {data && (
        <Text size="sm" c="dimmed">
          {chefAnswererLine(data)}
        </Text>
      )}
      <FigureGrid figures={figures} />
    </>
  );
}
