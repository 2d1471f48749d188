import { Stack, Title } from '@mantine/core';
import { useDocumentTitle, useNetwork } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { ShoppingList } from '../../features/shopping/ShoppingList';
import { sessionQuery } from '../../features/session/session.queries';
import { ApiError } from '../../lib/api';
import { RouteGuard } from '../RouteGuard';

export function MobileShoppingPage() {
  useDocumentTitle('Shopping List · Fiz');
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        Shopping List
      </Title>
      <ShoppingList />
    </Stack>
  );
}

/**
 * /mshopping behind the usual guard, except with no network: the status cannot be fetched then, and the guard
 * would show nothing. The list lives only in this browser, so it opens anyway.
 */
export function MobileShoppingRoute() {
  const { online } = useNetwork();
  const { error } = useQuery(sessionQuery);
  const unreachable = !online || (error instanceof ApiError && error.isNetworkError);
  if (unreachable) return <MobileShoppingPage />;
  return (
    <RouteGuard path="/mshopping">
      <MobileShoppingPage />
    </RouteGuard>
  );
}
