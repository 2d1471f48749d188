import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { thumbnailUrl } from '@fiz/core/recipe';
import type { ProcessedImage } from './recipe-image.js';
import { ImageNotFound, imageUrlForKey, keyForImageUrl, type ImageStorage } from './storage.js';
import { required } from '../required.js';

/** Stores a photo and its thumbnail under fresh names, so cached copies never go stale; returns its URL. */
export async function storeRecipeImage(storage: ImageStorage, image: ProcessedImage): Promise<string> {
  const key = `recipes/${randomUUID()}.jpg`;
  const url = imageUrlForKey(key);
  await storage.put(key, image.display);
  await storage.put(required(keyForImageUrl(thumbnailUrl(url)), 'the thumbnail key'), image.thumbnail);
  return url;
}

/** Removes a photo's files; a failure is logged, never shown to the cook whose change already succeeded. */
export async function deleteRecipeImage(storage: ImageStorage, url: string, log: FastifyBaseLogger): Promise<void> {
  const keys = [keyForImageUrl(url), keyForImageUrl(thumbnailUrl(url))].filter((key) => key !== null);
  await Promise.all(
    keys.map((key) =>
      storage.delete(key).catch((error: unknown) => log.warn({ err: error, key }, 'image not removed')),
    ),
  );
}

/**
 * A copied recipe gets its own files, so deleting the original never breaks the copy. A photo whose files are
 * gone (lost, or replaced by its owner meanwhile) is left out, as the PDF and the download leave it out.
 */
export async function copyRecipeImage(storage: ImageStorage, url: string): Promise<string> {
  const key = keyForImageUrl(url);
  if (!key) return '';
  try {
    const [display, thumbnail] = await Promise.all([
      storage.get(key),
      storage.get(required(keyForImageUrl(thumbnailUrl(url)), 'the thumbnail key')),
    ]);
    return await storeRecipeImage(storage, { display, thumbnail });
  } catch (error) {
    if (error instanceof ImageNotFound) return '';
    throw error;
  }
}
