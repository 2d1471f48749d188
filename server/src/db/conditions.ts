import { and, or, type SQL } from 'drizzle-orm';

/** Drizzle types `and` as possibly empty; given one condition at least, it never is. */
export function allOf(first: SQL, ...more: (SQL | undefined)[]): SQL {
  return and(first, ...more) ?? first;
}

/** Drizzle types `or` as possibly empty; given one condition at least, it never is. */
export function anyOf(first: SQL, ...more: SQL[]): SQL {
  return or(first, ...more) ?? first;
}
