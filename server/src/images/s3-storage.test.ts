import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { configFromEnv } from '../config.js';
import type { Db } from '../db/client.js';
import { ConfigError, parseEnv } from '../env.js';
import { signedInCook } from '../testing/cooks.js';
import { multipart } from '../testing/multipart.js';
import { createRecipe } from '../testing/recipes.js';
import { startTestS3, type TestS3 } from '../testing/s3.js';
import { testConfig } from '../testing/test-config.js';
import { openTestDatabase, TEST_DATABASES } from '../testing/test-database.js';
import { s3Storage } from './s3-storage.js';
import { storageFromConfig } from './storage-from-config.js';
import { ImageNotFound, type ImageStorage } from './storage.js';
import { testTempDir } from '../testing/temp-dirs.js';
import { updateRecipeBody } from '@fiz/core/testing/recipe-bodies';

let s3: TestS3;
let storage: ImageStorage;

beforeAll(async () => {
  s3 = await startTestS3();
  storage = s3Storage(s3.config);
});
afterAll(() => s3.close());

describe('S3 image storage', () => {
  it('keeps, lists, returns and deletes a photo', async () => {
    const data = Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3]);
    await storage.put('recipes/round-trip.jpg', data);
    expect(await storage.get('recipes/round-trip.jpg')).toEqual(data);
    const keys: string[] = [];
    for await (const key of storage.list()) keys.push(key);
    expect(keys).toContain('recipes/round-trip.jpg');

    await storage.delete('recipes/round-trip.jpg');
    await expect(storage.get('recipes/round-trip.jpg')).rejects.toBeInstanceOf(ImageNotFound);
    // Deleting what is already gone is not an error, as on the filesystem.
    await expect(storage.delete('recipes/round-trip.jpg')).resolves.toBeUndefined();
  });
});

describe.each(TEST_DATABASES)('recipe photos in an S3 bucket [%s]', (kind) => {
  let app: FastifyInstance;
  let filesystemApp: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const database = await openTestDatabase(kind);
    db = database.db;
    // With a web build, unknown pages fall back to index.html; a missing photo must still be a 404.
    const webDistDir = testTempDir('web');
    writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><title>Fiz</title>');
    app = await buildApp({ config: testConfig({ webDistDir }), db, storage });
    filesystemApp = await buildApp({ config: testConfig({ webDistDir }), db });
    close = async () => {
      await app.close();
      await filesystemApp.close();
      await database.close();
    };
  });
  afterAll(() => close());

  it('serves an uploaded photo and its thumbnail from the bucket to its owner only, and 404 once it is removed', async () => {
    const cook = await signedInCook(app, db);
    const recipeId = await createRecipe(app, cook, 'Bucket soup');
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c84' } })
      .jpeg()
      .toBuffer();
    const body = multipart({ recipeId: String(recipeId) }, { name: 'soup.jpg', type: 'image/jpeg', data: photo });
    const upload = await app.inject({
      method: 'POST',
      url: '/api/imageupload',
      payload: body.payload,
      headers: { ...body.headers, cookie: cook.cookie },
    });
    expect(upload.statusCode).toBe(200);
    const { imageUrl } = upload.json<{ imageUrl: string }>();

    const asCook = { cookie: cook.cookie };
    const served = await app.inject({ url: imageUrl, headers: asCook });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(served.rawPayload).toEqual(await storage.get(imageUrl.replace('/images/', '')));
    expect((await sharp(served.rawPayload).metadata()).width).toBe(800);
    const thumb = await app.inject({ url: imageUrl.replace('.jpg', '-thumb.jpg'), headers: asCook });
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(480);
    // The bucket is never asked for a photo of a private recipe on behalf of anyone else.
    const other = await signedInCook(app, db);
    for (const headers of [{ cookie: other.cookie }, {}]) {
      const refused = await app.inject({ url: imageUrl, headers });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ message: 'That photo could not be found.' });
    }

    await app.inject({
      method: 'POST',
      url: '/api/updaterecipe',
      headers: { cookie: cook.cookie },
      payload: updateRecipeBody(recipeId, 'Bucket soup', { recipeImageUrl: '' }),
    });
    for (const [driver, served] of [
      ['s3', app],
      ['filesystem', filesystemApp],
    ] as const) {
      for (const url of [imageUrl, '/images/recipes/..%2F..%2Fsecret.jpg', '/images/notes.txt']) {
        const missing = await served.inject({ url, headers: asCook });
        expect(missing.statusCode, `${driver} ${url}`).toBe(404);
        expect(missing.json()).toEqual({ message: 'That photo could not be found.' });
      }
    }
    expect((await app.inject({ url: '/recipes' })).body).toContain('<title>Fiz</title>');
  });
});

describe('S3 configuration', () => {
  const s3Env = { S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };

  it('says which keys are missing when a bucket is named without them', () => {
    expect(() => parseEnv({ S3_BUCKET: 'photos' })).toThrow(ConfigError);
    expect(() => parseEnv({ S3_BUCKET: 'photos' })).toThrow(
      'Fiz cannot start: the configuration is not valid.\n' +
        '  S3_ACCESS_KEY_ID: is needed with S3_BUCKET: the access key for the bucket\n' +
        '  S3_SECRET_ACCESS_KEY: is needed with S3_BUCKET: the secret key for the bucket',
    );
    expect(() => parseEnv({ ...s3Env, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      'S3_FORCE_PATH_STYLE: must be true or false',
    );
    expect(() => parseEnv({ ...s3Env, S3_ENDPOINT: 'minio:9000' })).toThrow('S3_ENDPOINT: must be an http(s) URL');
  });

  it('keeps photos on the filesystem unless S3_BUCKET is set', () => {
    const dataDir = testConfig().dataDir;
    expect(configFromEnv(parseEnv({ DATA_DIR: dataDir }), null).s3).toBeUndefined();
    const config = configFromEnv(
      parseEnv({ ...s3Env, DATA_DIR: dataDir, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' }),
      null,
    );
    expect(config.s3).toEqual({
      bucket: 'photos',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
    });
  });

  it('reads and writes photos in the configured bucket', async () => {
    const configured = storageFromConfig({ dataDir: testConfig().dataDir, s3: s3.config });
    await configured.put('recipes/configured.jpg', Buffer.from('jpeg'));
    expect(await storage.get('recipes/configured.jpg')).toEqual(Buffer.from('jpeg'));
  });
});
