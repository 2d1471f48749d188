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

/** More shapes than this (a long pasted text makes many) start the cache of preparedPerShape again. */
const MAX_SHAPES = 500;
const perShape = new WeakMap<Db, Map<string, unknown>>();

/**
 * A statement whose text depends on the shape of a request (which parts it has, how many words), built by Drizzle
 * once per database and shape; its values are given when it runs. A shape names the statement and every part
 * of its text.
 */
export function preparedPerShape<Statement>(db: Db, shape: string, build: () => Statement): Statement {
  let statements = perShape.get(db);
  if (!statements) perShape.set(db, (statements = new Map()));
  let statement = statements.get(shape) as Statement | undefined;
  if (!statement) {
    if (statements.size >= MAX_SHAPES) statements.clear();
    statements.set(shape, (statement = build()));
  }
  return statement;
}
