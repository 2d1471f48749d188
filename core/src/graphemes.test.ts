import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { graphemesOf } from './graphemes.js';

const bySegmenter = (text: string) =>
  Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), ({ segment }) => segment);

describe('graphemesOf', () => {
  it('counts an accented letter, an emoji with its skin tone and a flag as one character each', () => {
    expect(graphemesOf('Cre\u0300me 👍🏽 🇫🇷')).toEqual(['C', 'r', 'e\u0300', 'm', 'e', ' ', '👍🏽', ' ', '🇫🇷']);
  });

  it('keeps CR LF together and splits Latin text into its letters', () => {
    expect(graphemesOf('a\r\nb')).toEqual(['a', '\r\n', 'b']);
    expect(graphemesOf('Crème brûlée')).toHaveLength(12);
  });

  it('splits any text as the grapheme segmenter does', () => {
    const latinOrAny = fc.oneof(
      fc.string({
        unit: fc.constantFrom('a', 'é', 'Z', ' ', '\r', '\n', '\t', 'ÿ', 'ʯ', '\u0300', '\u200d', '👍', '🏽'),
      }),
      fc.string({ unit: 'binary' }),
    );
    fc.assert(
      fc.property(latinOrAny, (text) => {
        expect(graphemesOf(text)).toEqual(bySegmenter(text));
      }),
    );
  });
});
