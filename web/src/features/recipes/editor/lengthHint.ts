/** The count shows from this share of the limit: early enough to trim, late enough not to clutter every form. */
const SHOWN_FROM = 0.9;

const count = (value: number) => value.toLocaleString('en');

/** Characters as the server counts them: an emoji is one, though JavaScript's length says two. */
export const charactersIn = (text: string): number => [...text].length;

/**
 * What a long field's length means for saving it. The fields take any length, so a long paste is never cut
 * short unseen: the cook is told how much to trim instead. Undefined while the text is well within its limit.
 */
export function lengthHint(length: number, max: number): string | undefined {
  if (length < max * SHOWN_FROM) return undefined;
  const status = `${count(length)} of ${count(max)} characters`;
  return length > max ? `${status}: ${count(length - max)} too many to save.` : status;
}
