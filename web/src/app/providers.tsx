import '@mantine/core/styles.css';
// After Mantine's styles, whose defaults it overrides (web/build/theme-variables.ts).
import './themeVariables.css';
import './controls.css';
import {
  hashKey,
  MutationCache,
  QueryCache,
  QueryClient,
  QueryClientProvider,
  type Query,
} from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { sessionQuery } from '../lib/session.queries';
import { ApiError } from '../lib/api';
import { AppTheme } from './AppTheme';

/**
 * A call refused for want of a session or of access (401, 403) may mean the cook's status changed since it was
 * read: a trial that ended, a membership an Admin gave, a logout in another tab. The session is read again, and
 * the page guards follow it to the page the new status allows.
 */
function recheckSession(error: Error, query?: Query<unknown, unknown, unknown>): void {
  const refused = error instanceof ApiError && (error.status === 401 || error.status === 403);
  if (refused && query?.queryHash !== sessionQueryHash) void queryClient.invalidateQueries(sessionQuery);
}

const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: recheckSession }),
  mutationCache: new MutationCache({ onError: (error) => recheckSession(error) }),
  defaultOptions: {
    queries: { refetchOnWindowFocus: false, retry: 1 },
    // A save made with no connection fails at once, so the page says so and keeps what was typed. By default
    // it would wait, unseen, for the connection to return: a spinner with no end, and nothing kept if the tab
    // is closed. A question to Chef Basil still waits (useAskChef), saying so.
    mutations: { networkMode: 'always' },
  },
});
const sessionQueryHash = hashKey(sessionQuery.queryKey);
/** Every page's guard reads the session: asked for at startup, it arrives while the page's code downloads. */
export function prefetchSession(): Promise<void> {
  return queryClient.prefetchQuery(sessionQuery);
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppTheme>{children}</AppTheme>
    </QueryClientProvider>
  );
}
