import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { rememberDesktopPreference } from './app/device';
import { Providers, sessionPrefetched } from './app/providers';
import { preloadPages, router } from './app/router';
import { registerServiceWorker } from './app/serviceWorker';

/** How long the first render waits for the page's code and the session before it shows a loading state. */
const FIRST_RENDER_WAIT_MS = 1500;

rememberDesktopPreference(window.location.search);
registerServiceWorker();

// Rendering once both are here paints the page in one go: no loading state painted first, no second render.
// Offline the session cannot come (it is asked for again after a second), so the page's code is enough.
const pageLoaded = preloadPages(window.location.pathname);
const ready = navigator.onLine ? Promise.all([pageLoaded, sessionPrefetched]) : pageLoaded;
const waited = new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS));
const root = createRoot(document.getElementById('root')!);
void Promise.race([ready, waited]).then(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    ),
  ),
);
