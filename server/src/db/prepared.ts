import type { Db } from './client.js';

/**
 * A statement run on many requests, prepared once per database on first use: built once by Drizzle and, on
 * PostgreSQL, parsed and planned once per connection (bench/search).
 */
export function preparedPerDatabase<Statement>(prepare: (db: Db) => Statement): (db: Db) => Statement {
  const statements = new WeakMap<Db, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) statements.set(db, (statement = prepare(db)));
    return statement;
  };
}
