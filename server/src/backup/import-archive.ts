import { createReadStream, existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import { extract } from 'tar';
import type { Db } from '../db/client.js';
import type { ImageStorage } from '../images/storage.js';
import {
  ARCHIVE_VERSION,
  BackupError,
  IMAGES_DIR,
  isSafeImageKey,
  type Manifest,
  MANIFEST_FILE,
  ManifestSchema,
  tableFile,
} from './archive-format.js';
import { appTables, inForeignKeyOrder, nonEmptyTables, resetSequences, tableRef, type Executor } from './tables.js';

const BATCH_ROWS = 500;
const BATCH_BYTES = 4 * 1024 * 1024;

async function unpack(file: string, work: string): Promise<Manifest> {
  if (!existsSync(file)) throw new BackupError(`There is no backup archive at ${file}.`);
  try {
    await extract({ file, cwd: work, strict: true });
  } catch (error) {
    throw new BackupError(`${file} is not a readable Fiz backup archive (${(error as Error).message}).`);
  }
  let manifest: unknown;
  try {
    manifest = JSON.parse(await readFile(join(work, MANIFEST_FILE), 'utf8'));
  } catch {
    throw new BackupError(`${file} is not a Fiz backup archive: it has no readable ${MANIFEST_FILE}.`);
  }
  const parsed = ManifestSchema.safeParse(manifest);
  if (!parsed.success) throw new BackupError(`${file} is not a Fiz backup archive: its ${MANIFEST_FILE} is not valid.`);
  if (parsed.data.version > ARCHIVE_VERSION) {
    throw new BackupError(
      `${file} was written by a newer Fiz (archive version ${parsed.data.version}); update Fiz before importing it.`,
    );
  }
  return parsed.data;
}

/** Every archived table must fit this database: a table or column it lacks would lose data. */
async function checkFits(db: Executor, manifest: Manifest): Promise<void> {
  const here = new Map((await appTables(db)).map((table) => [table.name, new Set(table.columns)]));
  for (const table of manifest.tables) {
    const columns = here.get(table.name);
    if (!columns) throw new BackupError(`The archive has a table this database does not: ${table.name}.`);
    const missing = table.columns.filter((column) => !columns.has(column));
    if (missing.length > 0) {
      throw new BackupError(`The archive's ${table.name} has columns this database does not: ${missing.join(', ')}.`);
    }
  }
}

/**
 * Inside the import's transaction, the tables are locked first, so a running instance cannot write a row (a cook
 * registering, say) between this check and the import: its write waits until the import has committed.
 */
async function refuseUnlessEmpty(db: Executor, { lock }: { lock: boolean }): Promise<void> {
  const tables = await appTables(db);
  if (lock && tables.length > 0) {
    const names = sql.join(
      tables.map((table) => tableRef(table.name)),
      sql`, `,
    );
    await db.execute(sql`lock table ${names} in share row exclusive mode`);
  }
  const filled = await nonEmptyTables(db, tables);
  if (filled.length > 0) {
    throw new BackupError(
      `The database is not empty (rows in ${filled.join(', ')}). ` +
        'Import restores into an empty database only: point DATABASE_URL or DATA_DIR at a new one.',
    );
  }
}

/** Inserts one batch; PostgreSQL turns each JSON value back into its column's type (timestamps, jsonb, …). */
async function insertBatch(tx: Executor, table: Manifest['tables'][number], lines: string[]): Promise<void> {
  const columns = sql.join(
    table.columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
  await tx.execute(sql`insert into ${tableRef(table.name)} (${columns}) overriding system value
    select ${columns} from jsonb_populate_recordset(null::${tableRef(table.name)}, ${`[${lines.join(',')}]`}::jsonb)`);
}

async function importTable(tx: Executor, work: string, table: Manifest['tables'][number]): Promise<void> {
  const lines = createInterface({ input: createReadStream(join(work, tableFile(table.name))), crlfDelay: Infinity });
  let batch: string[] = [];
  let bytes = 0;
  let rows = 0;
  try {
    for await (const line of lines) {
      if (line === '') continue;
      batch.push(line);
      bytes += line.length;
      rows += 1;
      if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) {
        await insertBatch(tx, table, batch);
        batch = [];
        bytes = 0;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') {
      throw new BackupError(`The archive is incomplete: ${tableFile(table.name)} is missing.`);
    }
    throw error;
  }
  if (batch.length > 0) await insertBatch(tx, table, batch);
  if (rows !== table.rows) {
    throw new BackupError(
      `The archive is incomplete: ${table.name} has ${rows} rows, its manifest says ${table.rows}.`,
    );
  }
}

async function restoreImages(work: string, storage: ImageStorage): Promise<number> {
  const root = join(work, IMAGES_DIR);
  if (!existsSync(root)) return 0;
  let count = 0;
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const key = relative(root, join(entry.parentPath, entry.name)).split(sep).join('/');
    if (!isSafeImageKey(key)) throw new BackupError(`The archive holds an image Fiz cannot restore: ${key}`);
    await storage.put(key, await readFile(join(root, key)));
    count += 1;
  }
  return count;
}

export interface ImportSummary {
  tables: number;
  rows: number;
  images: number;
}

/**
 * Restores an archive into an empty database and the image storage. Photos go first: should the rows then
 * fail, the database is left empty and the import can simply be run again.
 */
export async function importArchive(db: Db, storage: ImageStorage, file: string): Promise<ImportSummary> {
  const work = await mkdtemp(join(tmpdir(), 'fiz-import-'));
  try {
    const manifest = await unpack(resolve(file), work);
    await checkFits(db, manifest);
    await refuseUnlessEmpty(db, { lock: false });
    const images = await restoreImages(work, storage);
    await db.transaction(async (tx) => {
      await refuseUnlessEmpty(tx, { lock: true });
      for (const table of await inForeignKeyOrder(tx, manifest.tables)) await importTable(tx, work, table);
      await resetSequences(
        tx,
        manifest.tables.map((table) => table.name),
      );
    });
    return {
      tables: manifest.tables.length,
      rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
      images,
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
