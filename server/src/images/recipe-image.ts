import { PHOTO_MESSAGES } from '@fiz/core/photo';
import sharp from 'sharp';

/** Refuses decompression bombs: a small file that would decode to an enormous bitmap. */
const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

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
    if (/pixel limit/i.test(String(error))) throw new ImageRejected(PHOTO_MESSAGES.tooManyPixels);
    throw new ImageRejected(PHOTO_MESSAGES.notAnImage);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new ImageRejected(PHOTO_MESSAGES.notAnImage);
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
    if (/pixel limit/i.test(String(error))) throw new ImageRejected(PHOTO_MESSAGES.tooManyPixels);
    // A truncated or corrupt file fails while decoding.
    throw new ImageRejected(PHOTO_MESSAGES.notAnImage);
  }
}
