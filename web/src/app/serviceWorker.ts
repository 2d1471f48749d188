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

/** How long after the page loads the phone's pages are fetched if the cook has not tapped or typed by then. */
const PHONE_PAGES_AFTER_MS = 10_000;

/**
 * Asks the worker to fetch the files of the phone's other pages, so each tab opens offline, visited or not: as
 * soon as the cook first taps or types, or after PHONE_PAGES_AFTER_MS. Not while the first page loads: that held
 * up its becoming interactive (bench/weight, Lighthouse 0.98 → 0.91), and the page runs none of their code.
 */
function keepPhonePagesForOffline(): void {
  if (!PHONE_PAGE.test(location.pathname)) return;
  let asked = false;
  const ask = () => {
    if (asked) return;
    asked = true;
    void navigator.serviceWorker.ready.then((registration) =>
      registration.active?.postMessage({ type: 'cache-phone-pages' }),
    );
  };
  for (const type of ['pointerdown', 'keydown'] as const)
    window.addEventListener(type, ask, { once: true, capture: true });
  setTimeout(ask, PHONE_PAGES_AFTER_MS);
}

/**
 * Registers /sw.js, which keeps the app shell for offline use. Production builds only: in Vite dev a cached
 * shell would hide every edit.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    keepPhonePagesForOffline();
    navigator.serviceWorker
      .register('/sw.js')
      .then(cacheLoadedAssets)
      // Without a worker the app still works online; some browsers refuse workers in private windows.
      .catch((error: unknown) => console.warn('The offline service worker could not be registered.', error));
  });
}
