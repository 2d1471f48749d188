import { startTransition, StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { prefetchSession, Providers } from './providers';
import { createAppRouter, preloadPages } from './router';

/** How long the first render waits for the page's code and the session before it shows a loading state. */
const FIRST_RENDER_WAIT_MS = 1500;

/**
 * Resolves in a later task. Startup runs as a few steps with the browser free between them: one long task would
 * hold up a tap on the page a phone already shows (docs/decisions/0008).
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The app's second startup step (the entry, main.tsx, is the first): the session, the router, the page's code
 * and then the first render, each begun in a task of its own.
 */
export function start(root: Root): void {
  const sessionPrefetched = nextTask().then(prefetchSession);
  const router = nextTask().then(createAppRouter);
  const pageLoaded = router.then(async (created) => {
    await nextTask();
    await preloadPages(created);
  });
  // Rendering once both are here paints the page in one go: no loading state painted first, no second render.
  // Offline the session cannot come (it is asked for again after a second), so the page's code is enough.
  const ready = navigator.onLine ? Promise.all([pageLoaded, sessionPrefetched]) : pageLoaded;
  const waited = new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS));
  void Promise.race([ready, waited])
    // Not in the task of whichever download completed the wait.
    .then(nextTask)
    .then(() => router)
    .then((created) =>
      startTransition(() =>
        root.render(
          <StrictMode>
            <Providers>
              <RouterProvider router={created} />
            </Providers>
          </StrictMode>,
        ),
      ),
    );
}
