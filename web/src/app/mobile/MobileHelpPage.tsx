import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { HelpAccordion } from '../../features/help/HelpAccordion';
import { preferDesktop } from '../device';

/**
 * The way to the full site from the phone. Choosing it is remembered on this phone, so its pages do not keep
 * offering the mobile site; their quiet 'Open the mobile site' link comes back and forgets the choice.
 */
function FullSite() {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="full-site-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="full-site-title">
          The full site
        </Title>
        <Text>
          The full site, made for a computer, has everything: the recipe editor, photos and videos, import, print and
          email, favourites and Chef Basil&apos;s recipe ideas.
        </Text>
        <Button component={Link} to="/dashboard" onClick={() => preferDesktop(true)} variant="default" size="md">
          Open the full site
        </Button>
        <Text fz="sm" c="dimmed">
          This phone remembers the choice. Open the mobile site, at the top of the full site&apos;s pages, brings you
          back.
        </Text>
      </Stack>
    </Paper>
  );
}

export function MobileHelpPage() {
  useDocumentTitle('Help · Fiz');
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        Help
      </Title>
      <HelpAccordion headingOrder={2} phone />
      <FullSite />
    </Stack>
  );
}
