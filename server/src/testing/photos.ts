import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { storageFromConfig } from '../images/storage-from-config.js';
import type { TestCook } from './cooks.js';
import { multipart } from './multipart.js';
import type { TestApp } from './test-app.js';

/** A real photo as a phone makes it: JPEG with camera and GPS metadata. */
export async function phonePhoto(width = 2400, height = 1800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'FizPhone', Model: 'Test' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 52/1 0/1' },
    })
    .toBuffer();
}

/** Uploads and the photo store, as the photo tests use them against one test app. */
export function photoTestKit(t: TestApp) {
  const upload = (cook: TestCook | null, fields: Record<string, string>, file?: Parameters<typeof multipart>[1]) => {
    const body = multipart(fields, file);
    return t.app.inject({
      method: 'POST',
      url: '/api/imageupload',
      payload: body.payload,
      headers: { ...body.headers, ...(cook ? { cookie: cook.cookie } : {}) },
    });
  };
  const storedPhotos = async () => {
    const keys: string[] = [];
    for await (const key of storageFromConfig(t.config).list()) keys.push(key);
    return keys;
  };
  const difference = (after: string[], before: string[]) => after.filter((key) => !before.includes(key)).sort();
  const waitForQueryWaitingOnLock = async () => {
    for (let tries = 0; tries < 500; tries += 1) {
      const { rows } = (await t.db.execute(
        sql`select count(*)::int as waiting from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
      )) as unknown as { rows: { waiting: number }[] };
      if (rows[0]!.waiting > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('no query came to wait on the locked row');
  };
  const jpeg = async (data?: Buffer) => ({ name: 'photo.jpg', type: 'image/jpeg', data: data ?? (await phonePhoto()) });

  return { upload, storedPhotos, difference, waitForQueryWaitingOnLock, jpeg };
}
