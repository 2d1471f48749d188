import { Alert, Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api';

/** A recipe still loading, or one that could not be loaded: a bad id, 404/403, or the server being down. */
export function RecipeLoadStatus({ error, invalidId = false }: { error: Error | null; invalidId?: boolean }) {
  if (!error && !invalidId) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>Loading…</Text>
      </Group>
    );
  }
  const unreachable = error instanceof ApiError ? error.isNetworkError || error.status >= 500 : Boolean(error);
  return (
    <Stack gap="md" align="flex-start">
      <Alert color="red" role="alert">
        {unreachable && !invalidId
          ? 'That recipe could not be loaded. Please try again.'
          : 'That recipe could not be found.'}
      </Alert>
      <Anchor component={Link} to="/recipes">
        Back to Recipes
      </Anchor>
    </Stack>
  );
}
