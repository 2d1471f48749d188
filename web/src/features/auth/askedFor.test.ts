import { describe, expect, it } from 'vitest';
import { afterDesktopLogin, askedFor } from './askedFor';

describe('askedFor', () => {
  it('gives back the page asked for, with its query', () => {
    expect(askedFor({ from: '/printrecipe/12' })).toBe('/printrecipe/12');
    expect(askedFor({ from: '/importrecipe?url=https%3A%2F%2Fcooks.example%2Ftart' })).toBe(
      '/importrecipe?url=https%3A%2F%2Fcooks.example%2Ftart',
    );
  });

  it('gives nothing for no state, or for anything but a path on this site', () => {
    expect(askedFor(null)).toBeUndefined();
    expect(askedFor({ email: 'a@b.example' })).toBeUndefined();
    expect(askedFor({ from: 42 })).toBeUndefined();
    expect(askedFor({ from: 'https://evil.example/' })).toBeUndefined();
    expect(askedFor({ from: '//evil.example/' })).toBeUndefined();
    expect(askedFor({ from: '/\\evil.example/' })).toBeUndefined();
  });
});

describe('afterDesktopLogin (spec 4.1)', () => {
  it('sends an Expired cook to /upgrade, whatever they asked for', () => {
    expect(afterDesktopLogin('Expired', { from: '/recipelist' })).toBe('/upgrade');
    expect(afterDesktopLogin('expired', null)).toBe('/upgrade');
  });

  it('sends anyone else to the page they asked for, else the dashboard', () => {
    for (const status of ['Free', 'Member', 'Life', 'Admin']) {
      expect(afterDesktopLogin(status, { from: '/printrecipe/12' })).toBe('/printrecipe/12');
      expect(afterDesktopLogin(status, null)).toBe('/dashboard');
    }
  });
});
