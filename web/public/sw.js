/* global self, caches, clients */
// Fiz service worker: keeps the app shell and the phone's pages, so they and the shopping list open with no network.
// Bump VERSION whenever this file changes how things are cached; activating deletes every other cache.
const VERSION = 'v5';
const CACHE = `fiz-shell-${VERSION}`;
/** Every page is the same index.html (the server's SPA fallback), kept under one key ... */
const SHELL = '/';
/** ... but for the few the build prerendered, which the server marks with this header; each keeps its own. */
const PRERENDERED_HEADER = 'fiz-prerendered';
const PRECACHE = [
  SHELL,
  '/manifest.webmanifest',
  '/icon-192.png',
  '/icon-512.png',
  '/icon-maskable-512.png',
  '/logo.svg',
  '/favicon.svg',
  '/chef-basil.svg',
];
/** The app's own top-level public files; recipe photos under /images/ are not among them. */
const PUBLIC_FILE = /^\/[\w.-]+\.(?:svg|png|ico|webmanifest)$/;
/** Built files carry a content hash in their name, so a cached copy never goes stale. */
const ASSET = /^\/assets\//;
const API = /^\/api(?:\/|$)/;
/** The current build's files under /assets/ (web/build/asset-list.ts). */
const ASSET_LIST = '/asset-list.json';
/**
 * The current build's files of the phone's pages, kept so each tab opens offline, visited or not. The page asks
 * for them once the cook first taps or types, or after a while (web/src/app/serviceWorker.ts): fetched while the
 * first page loads, they held up its becoming interactive (bench/weight).
 */
const OFFLINE_ASSETS = '/offline-assets.json';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  // Cross-origin requests (YouTube) and the API always go to the network untouched: cook data is never cached.
  if (request.method !== 'GET' || url.origin !== self.location.origin || API.test(url.pathname)) return;
  if (request.mode === 'navigate') {
    const page = networkFirstShell(request);
    event.respondWith(page.then(({ response }) => response));
    // A page from the network may come from a new build: the files only older builds had can go.
    event.waitUntil(page.then(({ fresh }) => (fresh ? dropOtherBuildsFiles() : undefined)));
  } else if (ASSET.test(url.pathname) || PUBLIC_FILE.test(url.pathname)) event.respondWith(cacheFirst(request));
});

/**
 * The page reports the built files it loaded before this worker took control (the first visit), so they are
 * cached too and that page also opens offline.
 */
self.addEventListener('message', (event) => {
  if (event.data?.type === 'cache-phone-pages') return event.waitUntil(cachePhonePages());
  if (event.data?.type !== 'cache-assets' || !Array.isArray(event.data.urls)) return;
  event.waitUntil(cacheMissing(event.data.urls.filter(isOwnAsset)));
});

/** A fresh page when online (it names the newest built files), the cached one when not. */
async function networkFirstShell(request) {
  const ownKey = new URL(request.url).pathname;
  try {
    const response = await fetch(request);
    const fresh = response.ok && response.headers.get('content-type')?.startsWith('text/html');
    if (fresh) {
      const cache = await caches.open(CACHE);
      await cache.put(response.headers.has(PRERENDERED_HEADER) ? ownKey : SHELL, response.clone());
    }
    return { response, fresh };
  } catch {
    return { response: (await caches.match(ownKey)) ?? (await caches.match(SHELL)) ?? Response.error(), fresh: false };
  }
}

/** A list of built files the build wrote; null when it cannot be read. */
async function readList(path) {
  try {
    const response = await fetch(path, { cache: 'no-store' });
    const list = response.ok ? await response.json() : null;
    return Array.isArray(list) ? list : null;
  } catch {
    return null;
  }
}

/** Downloads the phone pages' files not yet cached; offline or without the list, nothing (the next visit tries). */
async function cachePhonePages() {
  const files = await readList(OFFLINE_ASSETS);
  if (files) await cacheMissing(files.filter((file) => ASSET.test(file)));
}

/** Drops the cached built files the current build no longer has; nothing when the list cannot be read. */
async function dropOtherBuildsFiles() {
  const current = await readList(ASSET_LIST);
  // An empty or unreadable list says nothing about which files are current.
  if (!current || current.length === 0) return;
  const keep = new Set(current);
  const cache = await caches.open(CACHE);
  const stale = (await cache.keys()).filter((cached) => {
    const { pathname } = new URL(cached.url);
    return ASSET.test(pathname) && !keep.has(pathname);
  });
  await Promise.all(stale.map((cached) => cache.delete(cached)));
}

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

function isOwnAsset(href) {
  try {
    const url = new URL(href);
    return url.origin === self.location.origin && ASSET.test(url.pathname);
  } catch {
    return false;
  }
}

async function cacheMissing(urls) {
  const cache = await caches.open(CACHE);
  const missing = [];
  for (const url of urls) if (!(await cache.match(url))) missing.push(url);
  // One file failing (a deploy removed it) must not stop the others.
  await Promise.allSettled(missing.map((url) => cache.add(url)));
}
