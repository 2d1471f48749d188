import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from '../../server/src/db/client.js';

/** `name`, on PostgreSQL, makes it a named statement parsed once per connection, as the app's prepared ones are. */
export type Query = (text: string, params?: unknown[], name?: string) => Promise<{ rows: unknown[] }>;

/** The database driver itself, under Drizzle: node-postgres' pool or the PGlite instance. */
export interface Driver {
  query: Query;
  /** Runs fn on one connection inside BEGIN … COMMIT. */
  transaction<T>(fn: (query: Query) => Promise<T>): Promise<T>;
}

/** The client Drizzle was given when openDatabase made the database (drizzle keeps it as $client). */
export function driverOf(database: Database): Driver {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'postgres') {
    const pool = client as pg.Pool;
    return {
      query: (text, params, name) => (name ? pool.query({ name, text, values: params }) : pool.query(text, params)),
      async transaction(fn) {
        const connection = await pool.connect();
        try {
          await connection.query('begin');
          const result = await fn((text, params) => connection.query(text, params));
          await connection.query('commit');
          return result;
        } catch (error) {
          await connection.query('rollback').catch(() => undefined);
          throw error;
        } finally {
          connection.release();
        }
      },
    };
  }
  const pglite = client as PGlite;
  return {
    query: (text, params) => pglite.query(text, params),
    transaction: (fn) => pglite.transaction((tx) => fn((text, params) => tx.query(text, params))),
  };
}

/** One multi-row INSERT: `insert into table (columns) values ($1, $2, …), (…)`. */
export async function insertRows(
  query: Query,
  table: string,
  columns: readonly string[],
  rows: readonly unknown[][],
): Promise<void> {
  if (rows.length === 0) return;
  const params: unknown[] = [];
  const tuples = rows.map((row) => {
    const placeholders = row.map((value) => {
      params.push(value);
      return `$${params.length}`;
    });
    return `(${placeholders.join(', ')})`;
  });
  await query(`insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}`, params);
}
