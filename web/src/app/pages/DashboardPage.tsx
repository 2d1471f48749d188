import { ActionIcon, Button, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import {
  IconCalculator,
  IconCirclePlus,
  IconDownload,
  IconListDetails,
  IconWorldPlus,
  IconWorldSearch,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { Page } from '../../components/ui/Page';
import { StatButtons } from '../../features/dashboard/StatButtons';
import { PlanReminder } from '../../features/membership/PlanReminder';
import { recipeDownloadUrl } from '../../features/recipes/recipeDownload';
import { useSession } from '../../lib/session.queries';

const WEBSITE_LINKS = [
  { label: 'Add A Website', to: '/websites', icon: IconWorldPlus },
  { label: 'Websites Search', to: '/websitessearch', icon: IconWorldSearch },
  { label: 'Websites List', to: '/websiteslist', icon: IconListDetails },
];

/** The cook's saved recipe websites (spec 2.2's websites group), one step from the dashboard. */
function WebsiteLinks() {
  return (
    <Stack component="section" aria-labelledby="dashboard-websites" gap="xs">
      <Title order={2} size="h4" id="dashboard-websites">
        Your recipe websites
      </Title>
      <Group gap="sm">
        {WEBSITE_LINKS.map(({ label, to, icon: Icon }) => (
          <Button key={to} component={Link} to={to} variant="light" leftSection={<Icon size={18} aria-hidden />}>
            {label}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

/**
 * Spec 2.3 Dashboard: the welcome line, toolbar icons and six stat buttons; a word when the cook's trial or
 * membership is running out; and the way to the cook's saved recipe websites.
 */
export function DashboardPage() {
  const { user } = useSession();
  if (!user) return null;
  const toolbar = (
    <Group gap="sm">
      <Tooltip label="New recipe">
        <ActionIcon component={Link} to="/addeditrecipe" size="xl" variant="light" aria-label="New recipe">
          <IconCirclePlus size={26} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Converter">
        <ActionIcon component={Link} to="/conversions" size="xl" variant="light" aria-label="Converter">
          <IconCalculator size={26} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Download all my recipes">
        <ActionIcon
          component="a"
          href={recipeDownloadUrl(user.user_id)}
          download
          size="xl"
          variant="light"
          aria-label="Download all my recipes"
        >
          <IconDownload size={26} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
  return (
    <Page title="Dashboard">
      <Text fz="lg">Welcome, {user.user_name}!</Text>
      <PlanReminder cook={user} />
      {toolbar}
      <StatButtons userId={user.user_id} />
      <WebsiteLinks />
    </Page>
  );
}
