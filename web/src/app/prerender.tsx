import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { FirstPaintStatus } from '@fiz/core/prerendered';
import type { SessionUser } from '@fiz/core/session';
import { sessionQuery } from '../lib/session.queries';
import { AppTheme } from './AppTheme';
import { MobileLayout } from './mobile/MobileLayout';
import { MobileLoginPage } from './mobile/MobileLoginPage';
import { MobileRecipesPage } from './mobile/MobileRecipesPage';

/**
 * The pages a phone opens first, rendered at build time as they look before the cook's data arrives: the
 * welcome page, and Find Recipes with its list still loading. The server sends them instead of an empty
 * index.html, so the phone paints the page as soon as the HTML and the stylesheets are in, a second or more
 * before the app's code has downloaded and run (docs/decisions/0007).
 */
export const PRERENDERED_PAGES: Record<string, { page: ReactElement; forCook: boolean }> = {
  // Drawn for a visitor: signed in, the page goes on to Find Recipes.
  '/mlogin': { page: <MobileLoginPage />, forCook: false },
  '/mrecipes': {
    page: (
      <Routes>
        <Route element={<MobileLayout />}>
          <Route path="/mrecipes" element={<MobileRecipesPage />} />
        </Route>
      </Routes>
    ),
    forCook: true,
  },
};

/** Find Recipes is drawn for a signed-in cook; nothing of this cook is shown, only the page around the list. */
const anySignedInCook = (status: FirstPaintStatus): SessionUser => ({
  user_id: 0,
  user_name: '',
  user_email: '',
  user_access: status === 'Expired' ? 'Free' : 'Member',
  status,
});

/** The page's markup, with the styles Mantine puts in the page (its CSS variables). */
export function renderFirstPaint(path: string, status: FirstPaintStatus = 'Member'): string {
  const prerendered = PRERENDERED_PAGES[path];
  if (!prerendered) throw new Error(`${path} is not a prerendered page`);
  const { page, forCook } = prerendered;
  const queryClient = new QueryClient();
  queryClient.setQueryData(sessionQuery.queryKey, forCook ? anySignedInCook(status) : null);
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <AppTheme>
        <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
      </AppTheme>
    </QueryClientProvider>,
  );
}
