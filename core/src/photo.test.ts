import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES, PHOTO_MESSAGES, photoProblem } from './photo.js';

describe('photoProblem', () => {
  it('accepts each photo format up to 10 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif']) {
      expect(photoProblem({ type, size: MAX_PHOTO_BYTES })).toBeUndefined();
    }
  });

  it('refuses a file over 10 MB', () => {
    expect(photoProblem({ type: 'image/jpeg', size: MAX_PHOTO_BYTES + 1 })).toBe(PHOTO_MESSAGES.tooLarge);
  });

  it('refuses a file the browser knows is not a photo, and leaves an unknown type to the server', () => {
    expect(photoProblem({ type: 'application/pdf', size: 100 })).toBe(PHOTO_MESSAGES.notAnImage);
    expect(photoProblem({ type: 'image/heic', size: 100 })).toBe(PHOTO_MESSAGES.notAnImage);
    expect(photoProblem({ type: '', size: 100 })).toBeUndefined();
  });
});
