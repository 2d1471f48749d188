import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconCalculator, IconCirclePlus, IconDownload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Page } from '../../components/ui/Page';
import { StatButtons } from '../../features/dashboard/StatButtons';
import { PlanReminder } from '../../features/membership/PlanReminder';
import { recipeDownloadUrl } from '../../features/recipes/recipeDownload';
import { useSession } from '../../features/session/session.queries';

/**
 * Spec 2.3 Dashboard: the welcome line, toolbar icons and six stat buttons; and a word when the cook's trial or
 * membership is running out.
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
    </Page>
  );
}
