import '@mantine/core/styles.css';
// After Mantine's styles, whose defaults it overrides (web/build/theme-variables.ts).
import './theme-variables.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { sessionQuery } from '../features/session/session.queries';
import { AppTheme } from './AppTheme';

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
});
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
