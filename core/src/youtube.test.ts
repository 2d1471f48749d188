import { describe, expect, it } from 'vitest';
import { isPlayableYoutubeCode, keepYoutubeCode } from './youtube.js';

describe('YouTube code (spec 5)', () => {
  it('keeps the last 11 characters of what is pasted', () => {
    expect(keepYoutubeCode('xxxxdQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(keepYoutubeCode('  dQw4w9WgXcQ ')).toBe('dQw4w9WgXcQ');
    expect(keepYoutubeCode('short')).toBe('short');
  });

  it('never keeps half of an emoji or of an accented letter', () => {
    // Cut by UTF-16 units, the 11 would start on the second half of the pancake.
    expect(keepYoutubeCode('my pancakes🥞abcdefghij')).toBe('🥞abcdefghij');
    expect(keepYoutubeCode('video 🥞🥞 yum 😋')).toBe('eo 🥞🥞 yum 😋');
    // A flag is two code points, a family emoji seven; each counts as one character.
    expect(keepYoutubeCode('abcdefghij🇬🇧')).toBe('abcdefghij🇬🇧');
    expect(keepYoutubeCode('xabcdefghij👨‍👩‍👧')).toBe('abcdefghij👨‍👩‍👧');
    expect(keepYoutubeCode('xxe\u0301abcdefghij')).toBe('e\u0301abcdefghij');
  });

  it('finds the address in a pasted sentence around it', () => {
    expect(keepYoutubeCode('Watch 👉 https://youtu.be/dQw4w9WgXcQ 😋')).toBe('dQw4w9WgXcQ');
  });

  it('takes the code out of the usual YouTube addresses', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://youtube.com/shorts/dQw4w9WgXcQ',
    ]) {
      expect(keepYoutubeCode(url), url).toBe('dQw4w9WgXcQ');
    }
  });

  it('plays only an exact 11-character code of letters, digits, - and _', () => {
    expect(isPlayableYoutubeCode('dQw4w9WgXcQ')).toBe(true);
    expect(isPlayableYoutubeCode('a-b_c-d_e-f')).toBe(true);
    expect(isPlayableYoutubeCode('dQw4w9WgXc')).toBe(false);
    expect(isPlayableYoutubeCode('dQw4w9WgXcQQ')).toBe(false);
    expect(isPlayableYoutubeCode('dQw4w9WgX<Q')).toBe(false);
    expect(isPlayableYoutubeCode('')).toBe(false);
    expect(isPlayableYoutubeCode(null)).toBe(false);
  });
});
