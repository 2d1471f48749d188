import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../config.js';

export interface TestS3 {
  config: S3Config;
  close(): Promise<void>;
}

/** A real S3-compatible server (s3rver) on 127.0.0.1 with one empty bucket, kept in a temporary folder. */
export async function startTestS3(bucket = 'fiz-images'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'fiz-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    config: {
      bucket,
      region: 'us-east-1',
      // s3rver's built-in account.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
