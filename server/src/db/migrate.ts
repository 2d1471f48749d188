import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Database } from './client.js';

/** The generated SQL lives beside the source; dist/db resolves to the same folder. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));

/** The advisory lock instances take to migrate one at a time ("FIZ" in ASCII); it is per database. */
export const MIGRATION_LOCK_KEY = 0x46495a;

/** Applies pending migrations from app code (drizzle-kit's own runner fails silently on PGlite extensions). */
export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, config);
    return;
  }
  // Several instances may start at once: the first to take the lock migrates, the others wait for it and then
  // find nothing left to apply. The lock belongs to this one connection, so it goes if the process dies.
  const pool = (database.db as unknown as NodePgDatabase & { $client: pg.Pool }).$client;
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg(client), config);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } catch (error) {
    broken = true;
    throw error;
  } finally {
    // A connection that failed may still hold the lock: closing it rather than pooling it lets the lock go.
    client.release(broken);
  }
}
