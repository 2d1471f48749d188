import { ImageRejected, processRecipeImage, type ProcessedImage } from '../images/recipe-image.js';
import { fetchPage, type FetchPageOptions, PageFetchError, type PageFetchFailure } from '../net/safe-fetch.js';

/** What a page may offer as its photo; anything else (SVG, HTML error pages) is never decoded. */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/** Failures where the photo's website gave nothing at all. */
const UNANSWERED = new Set<PageFetchFailure>([
  'not-found',
  'unreachable',
  'timeout',
  'too-many-redirects',
  'unreadable',
]);

/** Why an imported recipe was saved without its photo, in words for the cook. */
export class ImportedImageFailed extends Error {}

/**
 * Fetches a recipe page's photo through the same guarded fetcher as pages, then checks and re-encodes it
 * exactly like an upload, so a photo from the web is no more trusted than one from the cook's disk.
 */
export async function fetchRecipeImage(url: string, options: FetchPageOptions = {}): Promise<ProcessedImage> {
  let body: Buffer;
  try {
    body = (await fetchPage(url, { ...options, accept: IMAGE_TYPES })).body;
  } catch (error) {
    if (!(error instanceof PageFetchError)) throw error;
    if (error.reason === 'not-a-page')
      throw new ImportedImageFailed("The page's photo is not a JPEG, PNG, WebP or GIF image.");
    if (error.reason === 'too-large') throw new ImportedImageFailed("The page's photo is too large (over 5 MB).");
    // The cook never typed the photo's address, so the page fetcher's advice to check it does not apply.
    if (UNANSWERED.has(error.reason)) throw new ImportedImageFailed("The website of the page's photo did not answer.");
    throw new ImportedImageFailed(`The page's photo could not be fetched. ${error.message}`);
  }
  try {
    return await processRecipeImage(body);
  } catch (error) {
    if (error instanceof ImageRejected) throw new ImportedImageFailed(`The page's photo was refused. ${error.message}`);
    throw error;
  }
}
