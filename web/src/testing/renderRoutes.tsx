import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { RoutePath } from '@fiz/core/access';
import { AppTheme } from '../app/AppTheme';
import { RouteGuard } from '../app/RouteGuard';

/** A page behind its route guard, as the app's router has it: it opens once the session is known. */
export const guarded = (path: RoutePath, element: ReactNode): RouteObject => ({
  path,
  element: <RouteGuard path={path}>{element}</RouteGuard>,
});

/**
 * The routes given, opened at one address, inside the app's theme and a query cache of their own. Mutations run
 * with no connection as in the app (providers.tsx), and a failed query is not retried, so a test does not wait.
 */
export function renderRoutes(routes: RouteObject[], at: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { networkMode: 'always' } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AppTheme>
        <RouterProvider router={router} />
      </AppTheme>
    </QueryClientProvider>,
  );
  return { router, unmount: view.unmount };
}
