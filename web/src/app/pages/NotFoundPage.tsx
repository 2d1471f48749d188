import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Page } from '../../components/ui/Page';

export function NotFoundPage() {
  return (
    <Page title="Page not found">
      <Text>There is no page at this address.</Text>
      <Anchor component={Link} to="/">
        Back to the start
      </Anchor>
    </Page>
  );
}
