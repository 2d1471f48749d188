import { describe, expect, it } from 'vitest';
import { dispositionFilename } from './api';

describe('dispositionFilename', () => {
  it('takes the name in any script from filename*, and the plain filename when that is all there is', () => {
    expect(dispositionFilename(`inline; filename="recipe.pdf"; filename*=UTF-8''%CE%BC%CE%BF%CF%85.pdf`)).toBe(
      'μου.pdf',
    );
    expect(dispositionFilename('attachment; filename="fiz-recipes-2026-11-25.json"')).toBe(
      'fiz-recipes-2026-11-25.json',
    );
    expect(dispositionFilename(`inline; filename="soup.pdf"; filename*=UTF-8''%E0%A4%A.pdf`)).toBe('soup.pdf');
    expect(dispositionFilename(null)).toBeUndefined();
  });
});
