import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Setup for component tests in happy-dom: what it lacks and Mantine needs, a clean page and storage between
 * tests, and a test that makes anything print console.error fails, as in every other tier.
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

const original = console.error;
let calls: unknown[][] = [];

beforeEach(() => {
  calls = [];
  console.error = (...args: unknown[]) => {
    calls.push(args);
    original(...args);
  };
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  console.error = original;
  if (calls.length > 0) throw new Error(`console.error was called ${calls.length} time(s): ${String(calls[0]?.[0])}`);
});
