let segmenter: Intl.Segmenter | undefined;

/**
 * Text in which every code point is a character of its own: nothing from U+0300 on (combining marks, emoji,
 * other scripts' clusters, surrogate pairs) and no carriage return (CR LF is one character). Most recipe names
 * and notes are such text, and splitting it needs no segmenter.
 */
const ONE_CODE_POINT_PER_CHARACTER = /^[^\u0300-\uffff\r]*$/;

/**
 * A text's characters as a reader counts them: an emoji or an accented letter built of several code points is
 * one. The segmenter is made only for text that needs it: making the first one loads the browser's grapheme
 * data, 5–12 ms of a phone's main thread (bench/weight), which the first list of Latin names would pay.
 */
export function graphemesOf(text: string): string[] {
  if (ONE_CODE_POINT_PER_CHARACTER.test(text)) return text.split('');
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return Array.from(segmenter.segment(text), ({ segment }) => segment);
}
