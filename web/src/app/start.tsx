import { startTransition, StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { prefetchSession, Providers } from './providers';
import { createAppRouter, onPhoneSite, preloadPages, preloadPhonePages } from './router';
import { cacheLoadedAssets } from './serviceWorker';

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
 * How long after the first render the phone's other pages start to download: well clear of the first page's
 * own loading (3 s after it cost Lighthouse's mobile score 0.02–0.03 in blocking time; 10 s nothing measurable).
 */
const PHONE_PAGES_DELAY_MS = 10_000;

/**
 * On the phone, the other pages download once the first is up and the browser is idle, and the service worker
 * keeps them: each tab then opens offline, visited or not.
 */
function keepPhonePagesForOffline(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || !onPhoneSite()) return;
  const whenIdle = (run: () => void) =>
    'requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 5000 }) : run();
  setTimeout(() => whenIdle(() => void preloadPhonePages().then(cacheLoadedAssets)), PHONE_PAGES_DELAY_MS);
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
    )
    .then(keepPhonePagesForOffline);
}
