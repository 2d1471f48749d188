import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { create } from 'tar';
import type { Db } from '../db/client.js';
import type { ImageStorage } from '../images/storage.js';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  BackupError,
  IMAGES_DIR,
  isSafeImageKey,
  MANIFEST_FILE,
  type Manifest,
  tableFile,
  TABLES_DIR,
} from './archive-format.js';
import { appTables, rowsOf, tableRef, type Executor } from './tables.js';

const BATCH_ROWS = 500;

async function writeLine(out: WriteStream, line: string): Promise<void> {
  if (!out.write(`${line}\n`)) await once(out, 'drain');
}

/** Streams one table into a JSON-lines file through a cursor, a batch at a time. */
async function exportTable(tx: Executor, table: string, path: string): Promise<number> {
  const out = createWriteStream(path);
  let rows = 0;
  await tx.execute(
    sql`declare fiz_export no scroll cursor for select to_jsonb(t)::text as line from ${tableRef(table)} t`,
  );
  for (;;) {
    const batch = await rowsOf<{ line: string }>(tx, sql.raw(`fetch forward ${BATCH_ROWS} from fiz_export`));
    for (const { line } of batch) await writeLine(out, line);
    rows += batch.length;
    if (batch.length < BATCH_ROWS) break;
  }
  await tx.execute(sql`close fiz_export`);
  out.end();
  await once(out, 'finish');
  return rows;
}

export interface ExportSummary {
  tables: number;
  rows: number;
  images: number;
}

/** Writes every app table and every stored photo into one .tar.gz at file; a failed export leaves no file. */
export async function exportArchive(db: Db, storage: ImageStorage, file: string): Promise<ExportSummary> {
  const target = resolve(file);
  const work = await mkdtemp(join(tmpdir(), 'fiz-export-'));
  const partial = `${target}.partial`;
  try {
    await mkdir(join(work, TABLES_DIR));
    // One snapshot: rows written while the export runs do not leave it half one state and half another.
    const tables = await db.transaction(
      async (tx) => {
        // Timestamps written with a UTC offset, whatever the server's time zone.
        await tx.execute(sql`set local timezone = 'UTC'`);
        const found = await appTables(tx);
        const counted: Manifest['tables'] = [];
        for (const table of found) {
          counted.push({ ...table, rows: await exportTable(tx, table.name, join(work, tableFile(table.name))) });
        }
        return counted;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );

    let images = 0;
    for await (const key of storage.list()) {
      if (!isSafeImageKey(key)) throw new BackupError(`The image storage holds a key Fiz cannot back up: ${key}`);
      const path = join(work, IMAGES_DIR, key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, await storage.get(key));
      images += 1;
    }
    await mkdir(join(work, IMAGES_DIR), { recursive: true });

    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      createdAt: new Date().toISOString(),
      tables,
      images,
    };
    await writeFile(join(work, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await mkdir(dirname(target), { recursive: true });
    await create({ gzip: true, portable: true, file: partial, cwd: work }, [MANIFEST_FILE, TABLES_DIR, IMAGES_DIR]);
    await rename(partial, target);
    return { tables: tables.length, rows: tables.reduce((sum, table) => sum + table.rows, 0), images };
  } finally {
    await rm(partial, { force: true });
    await rm(work, { recursive: true, force: true });
  }
}
