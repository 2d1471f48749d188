import { Anchor, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { HelpAccordion } from '../../features/help/HelpAccordion';
import { Page } from '../../components/ui/Page';

export function HelpPage() {
  return (
    <Page title="Help & FAQ">
      <Text>
        New to Fiz, or looking for the way to do something? Choose a topic below to read how it works. If your question
        is not answered here, send it to us through the{' '}
        <Anchor component={Link} to="/contact">
          contact form
        </Anchor>
        .
      </Text>
      <Title order={2}>Help topics</Title>
      <HelpAccordion />
    </Page>
  );
}
