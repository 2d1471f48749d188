import { Alert } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { sessionQuery } from '../lib/session.queries';
import { ApiError } from '../lib/api';

/** Whether the server is out of reach: the browser says it is offline, or the status fetch got no answer. */
export function useServerUnreachable(): boolean {
  const { online } = useNetwork();
  const { error } = useQuery(sessionQuery);
  return !online || (error instanceof ApiError && error.isNetworkError);
}

export const OFFLINE_MESSAGE =
  'You are offline, and this page needs a connection. It opens when you are back online. The shopping list, ' +
  'the calculator and help work offline.';

/** The phone's pages also keep the recipes last opened on them (features/recipes/mobile/keptRecipes). */
const MOBILE_OFFLINE_MESSAGE =
  'You are offline, and this page needs a connection. It opens when you are back online. The shopping list, ' +
  'the calculator, help and the recipes you last opened work offline.';

/** What a guarded page shows when the status cannot be fetched for want of a network. */
export function OfflineNotice({ mobile = false }: { mobile?: boolean }) {
  return (
    <Alert color="blue" role="status" title="No connection">
      {mobile ? MOBILE_OFFLINE_MESSAGE : OFFLINE_MESSAGE}
    </Alert>
  );
}
