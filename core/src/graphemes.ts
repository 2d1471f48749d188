let segmenter: Intl.Segmenter | undefined;

/**
 * A text's characters as a reader counts them: an emoji or an accented letter built of several code points is
 * one. The segmenter is made on first use, not when the module loads: making the first one loads the browser's
 * grapheme data, about 5 ms of a phone page's startup that no page needs before it shows (bench/weight).
 */
export function graphemesOf(text: string): string[] {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return Array.from(segmenter.segment(text), ({ segment }) => segment);
}
