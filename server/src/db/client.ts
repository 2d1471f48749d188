import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
import { openLibrariesOnFirstUse } from './pglite-libraries.js';
import { failQueriesWhenBackendStops } from './pglite-stop-guard.js';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** Settings for every connection, given at connection start-up. */
const CONNECTION_SETTINGS: Record<string, string> = {
  // Typo tolerance: a searched word may stand for a known recipe word when 40% of their trigrams are shared
  // ("chiken" and "chicken": half), stricter than pg_trgm's default 30%.
  'pg_trgm.similarity_threshold': '0.4',
  // Many small concurrent requests: parallel workers per query only crowd the cores (bench/search).
  max_parallel_workers_per_gather: '0',
};

/** Connections each instance may open: PostgreSQL's max_connections must cover instances × this (operations.md). */
export const POOL_SIZE = 10;

export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//.test(url);
}

/** PostgreSQL when a postgres:// URL is given, otherwise PGlite persisted in dataDir (in memory when dataDir is null). */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string | null }): Promise<Database> {
  if (isPostgresUrl(options.databaseUrl)) {
    const startup = Object.entries(CONNECTION_SETTINGS).map(([name, value]) => `-c ${name}=${value}`);
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: POOL_SIZE,
      options: startup.join(' '),
      // Without a bound, a request waits for ever on a database that does not answer (errors.ts makes it a 503).
      connectionTimeoutMillis: 5_000,
      // Notices a silently dropped connection (a failed-over or restarted server) instead of hanging on it.
      keepAlive: true,
    });
    // An idle client losing its server must not crash the process; the pool drops it and opens new ones once the
    // database is back, and the next query reports the outage.
    pool.on('error', () => undefined);
    return { db: drizzlePg(pool, { schema }) as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  if (options.dataDir !== null) mkdirSync(options.dataDir, { recursive: true });
  const release = options.dataDir !== null ? lockDataDir(options.dataDir) : () => undefined;
  const client = await PGlite.create({
    ...(options.dataDir !== null ? { dataDir: options.dataDir } : {}),
    // btree_gin: migration 0011 creates it (no index uses it since 0013).
    extensions: { btree_gin, pg_trgm, unaccent, openLibrariesOnFirstUse },
  }).catch((error: unknown) => {
    release();
    throw error;
  });
  failQueriesWhenBackendStops(client);
  await client.exec(
    Object.entries(CONNECTION_SETTINGS)
      .map(([name, value]) => `SET ${name} = ${value};`)
      .join('\n'),
  );
  const close = async () => {
    await client.close();
    release();
  };
  return { db: drizzlePglite(client, { schema }) as unknown as Db, kind: 'pglite', close };
}
