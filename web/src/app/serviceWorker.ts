/** The built files (/assets/…) this page has loaded so far. */
function loadedAssets(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => {
      const url = new URL(name);
      return url.origin === location.origin && url.pathname.startsWith('/assets/');
    });
}

/** Files loaded before the worker took control did not pass through it; it caches them on request. */
export async function cacheLoadedAssets(): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage({ type: 'cache-assets', urls: loadedAssets() });
}

/** The phone site's pages (spec 2.1), told apart here without loading the router. */
const PHONE_PAGE = /^\/m(?:login|logout|recipes|showrecipe|askchef|shopping|calculator|help)(?:\/|$)/;

/**
 * How long after the page loads the worker is set up if the cook has not tapped or typed by then. Not while the
 * first page loads: the worker's install (the shell, the icons, the page's own files fetched again) and the
 * phone's other pages took the cores and the link from the page becoming interactive (bench/weight).
 */
const OFFLINE_SETUP_AFTER_MS = 10_000;

/** Runs setUp once, when the cook first taps or types or after OFFLINE_SETUP_AFTER_MS, whichever comes first. */
function onFirstActionOrLater(setUp: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    setUp();
  };
  for (const type of ['pointerdown', 'keydown'] as const)
    window.addEventListener(type, once, { once: true, capture: true });
  setTimeout(once, OFFLINE_SETUP_AFTER_MS);
}

/**
 * Registers /sw.js, which keeps the app shell for offline use, and on a phone page asks it to fetch the files of
 * the phone's other pages too, so each tab opens offline, visited or not. Production builds only: in Vite dev a
 * cached shell would hide every edit.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () =>
    onFirstActionOrLater(() => {
      navigator.serviceWorker
        .register('/sw.js')
        .then(cacheLoadedAssets)
        // Without a worker the app still works online; some browsers refuse workers in private windows.
        .catch((error: unknown) => console.warn('The offline service worker could not be registered.', error));
      if (!PHONE_PAGE.test(location.pathname)) return;
      void navigator.serviceWorker.ready.then((registration) =>
        registration.active?.postMessage({ type: 'cache-phone-pages' }),
      );
    }),
  );
}
