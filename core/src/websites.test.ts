import { describe, expect, it } from 'vitest';
import { websiteUrl, withWebScheme } from './websites.js';

describe('an address typed without its scheme', () => {
  it('is given https://', () => {
    expect(withWebScheme('www.example.com/recipes')).toBe('https://www.example.com/recipes');
    expect(withWebScheme(' cooks.example/soup ')).toBe('https://cooks.example/soup');
    expect(withWebScheme('cooks.example:8080/soup')).toBe('https://cooks.example:8080/soup');
    expect(withWebScheme('cooks.example:8080')).toBe('https://cooks.example:8080');
    expect(websiteUrl.parse(withWebScheme('example.com'))).toBe('https://example.com');
  });

  it('is left alone when it has a scheme, or is not an address at all', () => {
    for (const typed of [
      'http://example.com',
      'HTTPS://example.com',
      'javascript:alert(1)',
      'soup recipes',
      'soup',
      '',
    ]) {
      expect(withWebScheme(typed)).toBe(typed);
    }
  });
});
