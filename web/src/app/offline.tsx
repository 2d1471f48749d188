import { Alert } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { RoutePath } from '@fiz/core/access';
import { sessionQuery } from '../lib/session.queries';
import { ApiError } from '../lib/api';
import { RouteGuard } from './RouteGuard';

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

/**
 * A page that needs nothing from the server (the shopping list lives in this browser; the calculator and help
 * are code alone): behind the usual guard, except with no network, when the status cannot be fetched and the
 * guard could only wait. Offline it opens anyway.
 */
export function WorksOffline({ path, children }: { path: RoutePath; children: ReactNode }) {
  if (useServerUnreachable()) return children;
  return <RouteGuard path={path}>{children}</RouteGuard>;
}
