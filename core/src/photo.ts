/** Recipe photos (spec 4.2): what an upload may be. The server judges the bytes themselves; see recipe-image.ts. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/** The formats a photo may be in, as browsers name them. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export const PHOTO_MESSAGES = {
  notAnImage: 'That file is not a JPEG, PNG, WebP or GIF image.',
  tooLarge: 'That image is larger than 10 MB.',
  tooManyPixels: 'That image has too many pixels. Please choose one under 40 megapixels.',
  noFile: 'No file selected. Please choose a file.',
} as const;

/**
 * Why a chosen file cannot be a recipe photo, from what the browser knows of it, so the cook hears at once
 * rather than after sending 10 MB; undefined when it may be one. A file of unknown type is left to the server.
 */
export function photoProblem(file: { size: number; type: string }): string | undefined {
  if (file.type !== '' && !(PHOTO_TYPES as readonly string[]).includes(file.type)) return PHOTO_MESSAGES.notAnImage;
  if (file.size > MAX_PHOTO_BYTES) return PHOTO_MESSAGES.tooLarge;
  return undefined;
}
