import { describe, expect, it } from 'vitest';
import { charactersIn, lengthHint } from './lengthHint';

describe('lengthHint', () => {
  it('says nothing while the text is well within its limit', () => {
    expect(lengthHint(0, 2000)).toBeUndefined();
    expect(lengthHint(1799, 2000)).toBeUndefined();
  });

  it('counts the characters as the text nears its limit, up to the limit itself', () => {
    expect(lengthHint(1800, 2000)).toBe('1,800 of 2,000 characters');
    expect(lengthHint(2000, 2000)).toBe('2,000 of 2,000 characters');
  });

  it('says how much to trim when the text is over its limit', () => {
    expect(lengthHint(2134, 2000)).toBe('2,134 of 2,000 characters: 134 too many to save.');
    expect(lengthHint(20_001, 20_000)).toBe('20,001 of 20,000 characters: 1 too many to save.');
  });
});

describe('charactersIn', () => {
  it('counts an emoji or any character outside the basic plane as one, as the server does', () => {
    expect(charactersIn('🍋 tart')).toBe(6);
    expect(charactersIn('汉字')).toBe(2);
    expect(charactersIn('')).toBe(0);
  });
});
