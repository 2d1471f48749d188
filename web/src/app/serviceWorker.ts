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

/**
 * Registers /sw.js, which keeps the app shell for offline use. Production builds only: in Vite dev a cached
 * shell would hide every edit.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(cacheLoadedAssets)
      // Without a worker the app still works online; some browsers refuse workers in private windows.
      .catch((error: unknown) => console.warn('The offline service worker could not be registered.', error));
  });
}
