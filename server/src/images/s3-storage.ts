import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { ImageNotFound, type ImageStorage } from './storage.js';
import { required } from '../required.js';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** A non-AWS service (MinIO, R2, Garage…); AWS itself when unset. */
  endpoint?: string | undefined;
  /** bucket in the path (https://host/bucket/key) rather than the host name; most non-AWS services need it. */
  forcePathStyle?: boolean;
}

/** Recipe photos in an S3-compatible bucket, under the same keys the filesystem driver uses as paths. */
export function s3Storage(options: S3StorageOptions): ImageStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
  const Bucket = options.bucket;
  return {
    async put(key, data) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: 'image/jpeg' }));
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return Buffer.from(await required(object.Body, 'the object body').transformToByteArray());
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') throw new ImageNotFound(key);
        throw error;
      }
    },
    async delete(key) {
      // S3 answers a missing key with success too, as the filesystem driver does.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
