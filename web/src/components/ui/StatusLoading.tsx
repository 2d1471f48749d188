import { Center, Loader } from '@mantine/core';
import { useElapsed } from '../../lib/useElapsed';

export const STATUS_LOADING_TIMEOUT_MS = 3000;

/** Spec 4.1: a loading indicator until the status fetch ends or 3 seconds pass. */
export function StatusLoading() {
  const timedOut = useElapsed(STATUS_LOADING_TIMEOUT_MS);
  if (timedOut) return null;
  return (
    <Center py="xl">
      <Loader aria-label="Loading your account" />
    </Center>
  );
}
