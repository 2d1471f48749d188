import { describe, expect, it } from 'vitest';
import { askedFor } from './askedFor';

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
