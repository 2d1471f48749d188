/**
 * A value the code around it has made certain (an index inside its array, a group its pattern always fills, a key
 * set just before) where the types cannot see it: if that certainty is ever broken, this fails here, naming what
 * was missing, rather than as a TypeError further on.
 */
export function required<Value>(value: Value | null | undefined, what: string): Value {
  if (value === undefined || value === null) throw new Error(`Expected ${what}, found none.`);
  return value;
}
