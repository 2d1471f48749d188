import { describe, expect, it } from 'vitest';
import { againIn, DAY_MS } from './daily-limit.js';

describe('when a daily limit lets the cook go on', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');
  const usedAgo = (ms: number) => ({ count: 20, oldest: new Date(now - ms) });

  it('is 24 hours after the oldest use in the window, in words', () => {
    expect(againIn(usedAgo(0), now)).toBe('in about 24 hours');
    expect(againIn(usedAgo(DAY_MS - 90 * 60_000), now)).toBe('in about 2 hours');
    expect(againIn(usedAgo(DAY_MS - 70 * 60_000), now)).toBe('in about an hour');
    expect(againIn(usedAgo(DAY_MS - 25 * 60_000), now)).toBe('in 25 minutes');
    expect(againIn(usedAgo(DAY_MS - 30_000), now)).toBe('in a minute');
  });
});
