import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { createRecipe } from '../testing/recipes.js';
import { multipart } from '../testing/multipart.js';
import { signedInCook, type TestCook } from '../testing/cooks.js';
import { describeWithApp } from '../testing/test-app.js';
import { TINY_PNG } from '../testing/access-matrix.js';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid, small PNG of 8000x8000 pixels of one grey (64 megapixels, a 200 MB RGBA bitmap once decoded): rows of
 * zeros deflate about a thousandfold, so the whole file is under 100 kB.
 */
function pngBomb(side = 8_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const row = Buffer.alloc(side + 1); // filter byte + one byte per pixel
  const rows = Buffer.alloc(row.length * side);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real small JPEG whose frame header is rewritten to claim 60000x60000 pixels. */
async function jpegClaimingHugeSize(): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#c33' } })
    .jpeg()
    .toBuffer();
  for (let at = 2; at < jpeg.length - 9;) {
    const marker = jpeg[at + 1]!;
    if (marker === 0xc0 || marker === 0xc2) {
      jpeg.writeUInt16BE(60_000, at + 5);
      jpeg.writeUInt16BE(60_000, at + 7);
      return jpeg;
    }
    at += 2 + jpeg.readUInt16BE(at + 2);
  }
  throw new Error('no frame header found');
}

async function truncatedJpeg(): Promise<Buffer> {
  const noise = Buffer.from(Array.from({ length: 300 * 300 * 3 }, (_, i) => (i * 7919) % 251));
  const jpeg = await sharp(noise, { raw: { width: 300, height: 300, channels: 3 } })
    .jpeg()
    .toBuffer();
  return jpeg.subarray(0, Math.floor(jpeg.length / 2));
}

describeWithApp('upload attacks', (t) => {
  let cook: TestCook;
  let recipeId: number;
  const imagesDir = () => join(t.config.dataDir, 'images');
  const storedFiles = () => (existsSync(imagesDir()) ? readdirSync(imagesDir(), { recursive: true }) : []);

  beforeAll(async () => {
    cook = await signedInCook(t.app, t.db);
    recipeId = await createRecipe(t.app, cook, 'Soup');
  });

  async function upload(name: string, type: string, data: Buffer) {
    const form = multipart({ recipeId: String(recipeId) }, { name, type, data });
    return t.app.inject({
      method: 'POST',
      url: '/api/imageupload',
      headers: { ...form.headers, cookie: cook.cookie },
      payload: form.payload,
    });
  }

  async function expectRefusedAndNothingStored(response: Awaited<ReturnType<typeof upload>>, message: RegExp) {
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json<{ message: string }>().message).toMatch(message);
    expect(storedFiles()).toEqual([]);
    const recipe = await t.app.inject({ url: `/api/getrecipe/${recipeId}`, headers: { cookie: cook.cookie } });
    expect(recipe.json<{ recipe_imageurl: string }>().recipe_imageurl).toBe('');
  }

  it('refuses an HTML page named .jpg', async () => {
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    await expectRefusedAndNothingStored(await upload('photo.jpg', 'image/jpeg', html), /not a JPEG, PNG, WebP or GIF/);
  });

  it('refuses an SVG named .jpg, which could carry script', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><rect width="10" height="10"/></svg>',
    );
    await expectRefusedAndNothingStored(await upload('photo.jpg', 'image/jpeg', svg), /not a JPEG, PNG, WebP or GIF/);
  });

  it('refuses a small PNG that decodes to 64 megapixels', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(100 * 1024);
    await expectRefusedAndNothingStored(await upload('bomb.png', 'image/png', bomb), /too many pixels/);
  });

  it('refuses a JPEG whose header claims 60000x60000 pixels', async () => {
    const jpeg = await jpegClaimingHugeSize();
    await expectRefusedAndNothingStored(await upload('big.jpg', 'image/jpeg', jpeg), /too many pixels/);
  });

  it('refuses a truncated JPEG', async () => {
    const jpeg = await truncatedJpeg();
    await expectRefusedAndNothingStored(await upload('half.jpg', 'image/jpeg', jpeg), /not a JPEG, PNG, WebP or GIF/);
  });

  it('still accepts a real photo afterwards', async () => {
    const response = await upload('soup.png', 'image/png', TINY_PNG);
    expect(response.statusCode, response.body).toBe(200);
    expect(storedFiles().length).toBeGreaterThan(0);
  });
});
