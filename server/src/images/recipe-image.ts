import sharp from 'sharp';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Refuses decompression bombs: a small file that would decode to an enormous bitmap. */
const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

export const IMAGE_MESSAGES = {
  notAnImage: 'That file is not a JPEG, PNG, WebP or GIF image.',
  tooLarge: 'That image is larger than 10 MB.',
  tooManyPixels: 'That image has too many pixels. Please choose one under 40 megapixels.',
  noFile: 'No file selected. Please choose a file.',
} as const;

export class ImageRejected extends Error {}

export interface ProcessedImage {
  display: Buffer;
  thumbnail: Buffer;
}

/**
 * Accepts an image by what its bytes are, never by its name or declared type, and re-encodes it as JPEG:
 * turned upright, resized, with every piece of metadata (camera, GPS) dropped.
 */
export async function processRecipeImage(input: Buffer): Promise<ProcessedImage> {
  const open = () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
  let format: string | undefined;
  try {
    format = (await open().metadata()).format;
  } catch (error) {
    if (/pixel limit/i.test(String(error))) throw new ImageRejected(IMAGE_MESSAGES.tooManyPixels);
    throw new ImageRejected(IMAGE_MESSAGES.notAnImage);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new ImageRejected(IMAGE_MESSAGES.notAnImage);
  try {
    const upright = () => open().rotate().flatten({ background: '#ffffff' });
    const [display, thumbnail] = await Promise.all([
      upright()
        .resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer(),
      upright().resize({ width: 480, height: 360, fit: 'cover' }).jpeg({ quality: 75, mozjpeg: true }).toBuffer(),
    ]);
    return { display, thumbnail };
  } catch (error) {
    if (/pixel limit/i.test(String(error))) throw new ImageRejected(IMAGE_MESSAGES.tooManyPixels);
    // A truncated or corrupt file fails while decoding.
    throw new ImageRejected(IMAGE_MESSAGES.notAnImage);
  }
}
