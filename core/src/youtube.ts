import { graphemesOf } from './graphemes.js';

/** Spec 5 and 9: a YouTube video is named by its 11-character code. */
export const YOUTUBE_CODE_LENGTH = 11;
const CODE = /^[A-Za-z0-9_-]{11}$/;
const URL_FORMS = [
  /[?&]v=([A-Za-z0-9_-]{11})/,
  /youtu\.be\/([A-Za-z0-9_-]{11})/,
  /\/(?:embed|shorts|live)\/([A-Za-z0-9_-]{11})/,
];

/**
 * What the YouTube field keeps of what is pasted: the code out of a YouTube address when it is one,
 * otherwise the last 11 characters as a reader counts them, so an emoji is kept whole or not at all, never as
 * half a character that cannot be shown.
 */
export function keepYoutubeCode(pasted: string): string {
  const trimmed = pasted.trim();
  for (const form of URL_FORMS) {
    const match = form.exec(trimmed);
    if (match?.[1]) return match[1];
  }
  return graphemesOf(trimmed).slice(-YOUTUBE_CODE_LENGTH).join('');
}

/** A video plays only when its code is exactly 11 letters, digits, dashes or underscores. */
export function isPlayableYoutubeCode(code: string | null | undefined): code is string {
  return typeof code === 'string' && CODE.test(code);
}
