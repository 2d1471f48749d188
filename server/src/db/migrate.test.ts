import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from './client.js';
import { MIGRATION_LOCK_KEY, MIGRATIONS_FOLDER, migrateDatabase } from './migrate.js';
import { createPostgresDatabase, TEST_DATABASES } from '../testing/test-database.js';

/** Both drivers answer execute() with { rows }; the Db type leaves the result unknown. */
async function countOf(db: Db, query: SQL): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows: { count: number }[] };
  return result.rows[0]!.count;
}

const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
  entries: unknown[];
};

// PGlite is one connection in one process, so only PostgreSQL can have two instances migrate at once.
describe.skipIf(!TEST_DATABASES.includes('postgres'))(
  'migrations from instances starting together [postgres; skipped without TEST_DATABASE_URL]',
  () => {
    const cleanups: (() => Promise<void>)[] = [];
    afterEach(async () => {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    });

    async function freshDatabase(instances: number): Promise<Database[]> {
      const fresh = await createPostgresDatabase();
      cleanups.push(() => fresh.drop());
      const databases = await Promise.all(
        Array.from({ length: instances }, () => openDatabase({ databaseUrl: fresh.url, dataDir: null })),
      );
      for (const database of databases) cleanups.push(() => database.close());
      return databases;
    }

    it('applies each migration once when three instances migrate a new database at the same moment', async () => {
      const databases = await freshDatabase(3);
      await Promise.all(databases.map((database) => migrateDatabase(database)));

      const { db } = databases[0]!;
      expect(await countOf(db, sql`select count(*)::int as count from drizzle.__drizzle_migrations`)).toBe(
        journal.entries.length,
      );
      const tables = sql`select count(*)::int as count from information_schema.tables
        where table_schema = 'public' and table_name in ('users', 'rate_limit_hits')`;
      expect(await countOf(db, tables)).toBe(2);
    });

    it('lets the lock go once done, so the next start finds nothing to apply and does not wait', async () => {
      const [first, second] = await freshDatabase(2);
      await migrateDatabase(first!);
      const held = sql`select count(*)::int as count from pg_locks
        where locktype = 'advisory' and objid = ${MIGRATION_LOCK_KEY}`;
      expect(await countOf(first!.db, held)).toBe(0);
      await migrateDatabase(second!);
      expect(await countOf(second!.db, sql`select count(*)::int as count from drizzle.__drizzle_migrations`)).toBe(
        journal.entries.length,
      );
    });
  },
);
