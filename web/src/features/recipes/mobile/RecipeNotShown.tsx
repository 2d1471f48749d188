import { Alert, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { ApiError } from '../../../lib/api';

/** Missing: a bad id, or the server's 404/403 (deleted, or another cook's and not shared). */
export type RecipeProblem = 'missing' | 'unreachable';

export const recipeProblem = (error: Error): RecipeProblem =>
  error instanceof ApiError && error.isRefusal ? 'missing' : 'unreachable';

const MESSAGES: Record<RecipeProblem, string> = {
  missing: 'That recipe could not be found. It may have been deleted, or it is not shared.',
  unreachable: 'That recipe could not be loaded. Please try again.',
};

/** The recipe view when there is no recipe to show; the Back link above it leads on. */
export function RecipeNotShown({ problem }: { problem: RecipeProblem }) {
  useDocumentTitle('Recipe not available · Fiz');
  return (
    <>
      <Title order={1} size="h3">
        Recipe not available
      </Title>
      <Alert color="red" role="alert">
        {MESSAGES[problem]}
      </Alert>
    </>
  );
}
