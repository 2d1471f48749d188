import { join } from 'node:path';
import type { Config } from '../config.js';
import { s3Storage } from './s3-storage.js';
import { filesystemStorage, type ImageStorage } from './storage.js';

/** Where recipe photos are kept: the S3 bucket when S3_BUCKET is set, else the filesystem under DATA_DIR/images. */
export function storageFromConfig(config: Pick<Config, 'dataDir' | 's3'>): ImageStorage {
  return config.s3 ? s3Storage(config.s3) : filesystemStorage(join(config.dataDir, 'images'));
}
