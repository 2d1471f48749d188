import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { rememberDesktopPreference } from './app/device';
import { Providers } from './app/providers';
import { preloadPages, router } from './app/router';
import { registerServiceWorker } from './app/serviceWorker';

rememberDesktopPreference(window.location.search);
registerServiceWorker();
preloadPages(window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
