import { Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { HelpAccordion } from '../../features/help/HelpAccordion';

export function MobileHelpPage() {
  useDocumentTitle('Help · Fiz');
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        Help
      </Title>
      <HelpAccordion headingOrder={2} phone />
    </Stack>
  );
}
