import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/**
 * Setup for component tests in happy-dom: what it lacks and Mantine needs, and a clean page, storage and network
 * between tests. console.error fails a test here as in the server's tests (the same setup file, listed first).
 */
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

// Mantine reads the colour scheme and breakpoints through matchMedia: no query matches in a test page.
const matchMedia = (query: string): MediaQueryList =>
  Object.assign(new EventTarget(), {
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
  });

window.matchMedia = matchMedia;
window.ResizeObserver = NoResizeObserver;
// Mantine's growing text areas measure again when web fonts load; a test page loads none.
Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
// The editor scrolls to the top when it opens; happy-dom has no layout to scroll.
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});
