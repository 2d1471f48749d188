import { afterEach, beforeEach } from 'vitest';

/** A test that makes anything print console.error fails: errors are never background noise. */
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
  console.error = original;
  if (calls.length > 0) throw new Error(`console.error was called ${calls.length} time(s): ${String(calls[0]?.[0])}`);
});
